import { describe, expect, it } from 'vitest';
import { medicationItemSchema } from '../receita.ts';
import {
  SAMPLE_CONTENT,
  SAMPLE_DATE,
  SAMPLE_ISSUE,
  SAMPLE_ISSUER,
  SAMPLE_PATIENT,
  SAMPLE_PLACE,
} from '../sample-documents.ts';
import { buildReceitaForms } from './controlled-form-view.ts';

const item = (fields: Record<string, unknown>) => medicationItemSchema.parse(fields);
const forms = (itens: unknown[], extra = {}) =>
  buildReceitaForms({
    type: 'receita',
    content: { ...SAMPLE_CONTENT.receita, itens },
    patient: SAMPLE_PATIENT,
    vet: SAMPLE_ISSUER,
    issue: SAMPLE_ISSUE,
    place: SAMPLE_PLACE,
    date: SAMPLE_DATE,
    ...extra,
  });

describe('a receita with controlled drugs, split into the forms the law asks', () => {
  it('keeps ordinary items on the receita and gives the tramadol a Receita de Controle Especial in 2 vias', () => {
    const { ordinary, forms: controlled } = forms(SAMPLE_CONTENT.receita.itens);
    const ordinaryItems = ordinary?.blocks.find((b) => b.kind === 'medications');
    expect(ordinaryItems?.kind === 'medications' && ordinaryItems.items.map((i) => i.product)).toEqual([
      'Meloxicam 0,5 mg/mL, suspensão oral',
      'Maropitant 60 mg, comprimido',
    ]);
    // No general notice left on the ordinary receita: the controlled item has its own form.
    expect(ordinary?.blocks.some((b) => b.kind === 'notice')).toBe(false);
    expect(controlled).toHaveLength(1);
    const rce = controlled[0];
    expect(rce).toMatchObject({
      kind: 'receita-controle-especial',
      title: 'Receita de Controle Especial',
      drawn: true,
      vias: ['1ª via – Farmácia', '2ª via – Paciente/Tutor'],
      officialForm: null,
    });
    expect(rce?.legalBasis).toBe('Lista A2 da Portaria SVS/MS nº 344/1998 — tramadol.');
    expect(rce?.medication.product).toBe('Cloridrato de tramadol 50 mg, comprimido');
  });

  it('fills the issuer and patient from what is known and leaves the buyer blank', () => {
    const [rce] = forms([item({ farmaco: 'gabapentina', quantidade: '30 comprimidos' })]).forms;
    expect(rce?.quantity).toBe('30 (trinta) comprimidos');
    expect(rce?.issuer).toEqual([
      { label: 'Nome', value: 'Ana Letícia Gonçalves' },
      { label: 'CRMV', value: 'CRMV-SP nº 12345' },
      { label: 'Estabelecimento', value: 'Clínica Veterinária São Francisco de Assis' },
      { label: 'Endereço', value: SAMPLE_ISSUER.establishment?.address },
      { label: 'Telefone', value: '(11) 3333-4444' },
      { label: 'Cidade/UF', value: 'São Paulo/SP' },
    ]);
    expect(rce?.patient).toEqual([
      { label: 'Animal', value: 'Thor' },
      { label: 'Espécie', value: 'Canina' },
      { label: 'Responsável', value: 'Maria José da Conceição' },
      { label: 'CPF do responsável', value: '529.982.247-25' },
      { label: 'Endereço do responsável', value: SAMPLE_ISSUE.responsavelEndereco },
    ]);
    expect(rce?.buyer.every((field) => field.value === null)).toBe(true);
    expect(rce?.buyer.map((field) => field.label)).toContain('RG / documento');
  });

  it('draws blank lines for what the vet did not type, never a guess', () => {
    const [rce] = forms([item({ farmaco: 'fluoxetina' })], { issue: undefined, place: null }).forms;
    expect(rce?.quantity).toBeNull();
    expect(rce?.patient.find((f) => f.label === 'Responsável')?.value).toBeNull();
    expect(rce?.issuer.find((f) => f.label === 'Cidade/UF')?.value).toBeNull();
  });

  it('drafts what goes on the official notificação and says the form is required', () => {
    const result = forms([
      item({ farmaco: 'morfina', concentracao: '10 mg/mL', quantidade: '5 ampolas', dose: '0,3 mg/kg' }),
      item({ farmaco: 'diazepam', quantidade: '20 comprimidos' }),
      item({ farmaco: 'Zoletil 50', quantidade: '1 frasco' }),
    ]);
    // The general advice stays on an ordinary receita of its own; no drug is left on it.
    expect(result.ordinary?.blocks.map((b) => b.kind)).toEqual(['paragraph']);
    const [a, b, vet] = result.forms;
    expect(a?.title).toBe('Notificação de Receita A (amarela)');
    expect(a?.drawn).toBe(false);
    expect(a?.officialForm?.notice).toContain('NÃO substitui a notificação');
    expect(a?.officialForm?.notice).toContain('talonário oficial numerado');
    expect(a?.officialForm?.checklist).toContainEqual({
      label: 'Quantidade (em algarismos e por extenso)',
      value: '5 (cinco) ampolas',
    });
    expect(a?.officialForm?.checklist).toContainEqual({ label: 'Número da notificação', value: null });
    expect(b?.title).toBe('Notificação de Receita B (azul)');
    expect(vet?.title).toBe('Notificação de Receita Veterinária (SIPEAGRO)');
    expect(vet?.officialForm?.notice).toContain('SIPEAGRO');
  });

  it('leaves no ordinary receita when every item has its own form and nothing else was said', () => {
    const result = buildReceitaForms({
      type: 'receita',
      content: { ...SAMPLE_CONTENT.receita, itens: [item({ farmaco: 'morfina' })], orientacoesGerais: null },
      patient: SAMPLE_PATIENT,
      vet: SAMPLE_ISSUER,
      date: SAMPLE_DATE,
    });
    expect(result.ordinary).toBeNull();
    expect(result.forms).toHaveLength(1);
  });

  it('says plainly when VetVoz prepares no form at all', () => {
    const [form] = forms([item({ farmaco: 'isotretinoína' })]).forms;
    expect(form?.officialForm?.notice).toContain('que o VetVoz não prepara');
  });
});
