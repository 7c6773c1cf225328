import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../api/document-pdf.ts';
import { getAt, setAt } from './content-path.ts';
import { describePath, formContent } from './document-form.ts';
import { openFlags } from './grounding.ts';
import { isOptionalWhatsAppPhone, isWhatsAppPhone, whatsAppUrl } from './whatsapp.ts';

describe('whatsAppUrl', () => {
  it('puts 55, the DDD and the number before the encoded text', () => {
    const text = 'RECEITA\n1) Meloxicam 0,5 mg/mL — dar 0,1 mg/kg & água; 100% "sem jejum" #retorno?';
    const url = whatsAppUrl('(11) 98765-4321', text);
    expect(url).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(text)}`);
    expect(new URL(url).searchParams.get('text')).toBe(text);
  });

  it('leaves the number out when there is none: WhatsApp then asks for the contact', () => {
    expect(whatsAppUrl('', 'Olá')).toBe('https://wa.me/?text=Ol%C3%A1');
    expect(isOptionalWhatsAppPhone('')).toBe(true);
    expect(isOptionalWhatsAppPhone('(11) 9876')).toBe(false);
    expect(isOptionalWhatsAppPhone('(11) 98765-4321')).toBe(true);
  });

  it('takes landlines and mobiles with DDD only', () => {
    expect(isWhatsAppPhone('(21) 3265-4321')).toBe(true);
    expect(isWhatsAppPhone('(21) 98765-4321')).toBe(true);
    expect(isWhatsAppPhone('98765-4321')).toBe(false);
    expect(isWhatsAppPhone('')).toBe(false);
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, so accents survive', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Thor - atestado de saude.pdf"; filename*=UTF-8''Thor%20%E2%80%94%20atestado%20de%20sa%C3%BAde.pdf`,
      ),
    ).toBe('Thor — atestado de saúde.pdf');
    expect(fileNameFromDisposition('attachment; filename="Thor receita.pdf"')).toBe('Thor receita.pdf');
    expect(fileNameFromDisposition('attachment; filename=thor.pdf')).toBe('thor.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('content paths', () => {
  it('reads and writes by the dotted paths of the grounding flags, copying along the way', () => {
    const content = { itens: [{ dose: '10 mg' }, { dose: null }], sinaisVitais: { peso: '12 kg' } };
    expect(getAt(content, 'itens.0.dose')).toBe('10 mg');
    const next = setAt(content, 'itens.1.dose', '5 mg');
    expect(getAt(next, 'itens.1.dose')).toBe('5 mg');
    expect(next.itens[0]).toBe(content.itens[0]);
    expect(next.sinaisVitais).toBe(content.sinaisVitais);
    expect(content.itens[1]?.dose).toBeNull();
  });

  it('names a flagged field as the form labels it', () => {
    expect(describePath('receita', 'itens.1.dose')).toEqual({ label: 'Dose (Medicamento 2)', atField: true });
    expect(describePath('anamnese', 'sinaisVitais.temperatura')).toEqual({
      label: 'Temperatura',
      atField: true,
    });
    expect(describePath('diagnostico', 'diferenciais.0')).toEqual({ label: 'Diferencial 1', atField: true });
    expect(describePath('receita', 'itens')).toEqual({ label: 'Prescrição', atField: false });
    expect(describePath('receita', 'nada')).toBeNull();
  });
});

describe('openFlags', () => {
  it('drops a flag once its text is gone from the field', () => {
    const flags = [
      { path: 'itens.0.dose', value: '10 mg', kind: 'number' as const },
      { path: 'itens.0.farmaco', value: 'Cefalexina', kind: 'drug' as const },
    ];
    const content = formContent('receita', { itens: [{ dose: '0,1 mg/kg', farmaco: 'cefalexina 500 mg' }] });
    expect(openFlags(content, flags)).toEqual([flags[1]]);
    expect(openFlags(formContent('receita', { itens: [{}] }), flags)).toEqual([]);
  });
});

describe('formContent', () => {
  it('fills every key so the form has a box for each field', () => {
    const content = formContent('anamnese', { queixaPrincipal: 'Vômito.' });
    expect(content.queixaPrincipal).toBe('Vômito.');
    expect(getAt(content, 'sinaisVitais.temperatura')).toBeNull();
  });
});
