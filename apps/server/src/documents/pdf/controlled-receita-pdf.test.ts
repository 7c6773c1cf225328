import {
  SAMPLE_CONTENT,
  SAMPLE_DATE,
  SAMPLE_ISSUE,
  SAMPLE_ISSUER,
  SAMPLE_PATIENT,
  SAMPLE_PLACE,
} from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from './render-document-pdf.tsx';
import { readsPdfText } from './test-support.ts';

const pdfText = readsPdfText();

const base = SAMPLE_CONTENT.receita;
const gabapentina = {
  ...base.itens[0],
  farmaco: 'gabapentina',
  concentracao: '100 mg',
  formaFarmaceutica: 'cápsula',
  dose: '10 mg/kg',
  administrar: '3 cápsulas',
  via: 'oral',
  frequencia: 'a cada 12 horas',
  duracao: '30 dias',
  quantidade: '180 cápsulas',
  instrucoes: null,
};
const morfina = {
  ...base.itens[0],
  farmaco: 'sulfato de morfina',
  concentracao: '10 mg/mL',
  formaFarmaceutica: 'solução injetável',
  dose: '0,3 mg/kg',
  administrar: null,
  via: 'subcutânea',
  frequencia: 'a cada 6 horas',
  duracao: '2 dias',
  quantidade: '5 ampolas',
  instrucoes: null,
};

/** Each page's text, in drawing order, whitespace runs as one space. */
async function pages(itens: unknown[], extra: Record<string, unknown> = {}): Promise<string[]> {
  const pdf = await renderDocumentPdf({
    type: 'receita',
    content: { ...base, itens },
    patient: SAMPLE_PATIENT,
    issuer: SAMPLE_ISSUER,
    issue: SAMPLE_ISSUE,
    place: SAMPLE_PLACE,
    date: SAMPLE_DATE,
    ...extra,
  });
  const text = pdfText(pdf, ['-raw']);
  return text
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('a receita with controlled drugs, as printed', () => {
  it('prints the ordinary receita without the controlled drug, then its Receita de Controle Especial in two vias', async () => {
    const [ordinary, first, second, ...rest] = await pages(base.itens);
    expect(rest).toEqual([]);
    expect(ordinary).toContain('RECEITA USO VETERINÁRIO');
    expect(ordinary).toContain('1) Meloxicam 0,5 mg/mL, suspensão oral');
    expect(ordinary).toContain('2) Maropitant 60 mg, comprimido');
    expect(ordinary).not.toContain('tramadol');
    expect(ordinary).not.toContain('controle especial');

    for (const [page, via] of [
      [first, '1ª VIA – FARMÁCIA'],
      [second, '2ª VIA – PACIENTE/TUTOR'],
    ] as const) {
      expect(page).toContain('RECEITA DE CONTROLE ESPECIAL');
      expect(page).toContain(via);
      // Identificação do emitente.
      expect(page).toContain('IDENTIFICAÇÃO DO EMITENTE');
      expect(page).toContain('Ana Letícia Gonçalves');
      expect(page).toContain('CRMV-SP nº 12345');
      expect(page).toContain('Rua Conselheiro Brotero, 1.234');
      expect(page).toContain('(11) 3333-4444');
      expect(page).toContain('CIDADE/UF São Paulo/SP');
      // The animal and the responsável as typed on the issue form.
      expect(page).toContain('ANIMAL Thor ESPÉCIE Canina');
      expect(page).toContain('RESPONSÁVEL Maria José da Conceição');
      expect(page).toContain('Av. Brigadeiro Luís Antônio, 500');
      // The drug alone, its dose and its quantity in words.
      expect(page).toContain('1) Cloridrato de tramadol 50 mg, comprimido');
      expect(page).toContain('Dar 2 mg/kg (um comprimido e meio) por via oral, a cada 8 horas');
      expect(page).toContain('Quantidade: 9 (nove) comprimidos');
      expect(page).toContain('Lista A2 da Portaria SVS/MS nº 344/1998 — tramadol.');
      // The pharmacy's part: labels only, nothing printed as if filled.
      expect(page).toMatch(
        /IDENTIFICAÇÃO DO COMPRADOR NOME RG \/ DOCUMENTO ÓRGÃO EMISSOR ENDEREÇO CIDADE\/UF TELEFONE IDENTIFICAÇÃO DO FORNECEDOR ASSINATURA DO FARMACÊUTICO DATA/,
      );
      expect(page).toContain('São Paulo/SP, 21 de novembro de 2026');
    }
  });

  it('gives each controlled drug its own receituário', async () => {
    const result = await pages([base.itens[0], gabapentina, base.itens[2]]);
    expect(result).toHaveLength(5);
    expect(result[1]).toContain('1) Gabapentina 100 mg, cápsula');
    expect(result[1]).toContain('Quantidade: 180 (cento e oitenta) cápsulas');
    expect(result[1]).not.toContain('tramadol');
    expect(result[3]).toContain('1) Cloridrato de tramadol 50 mg');
    expect(result[3]).not.toContain('Gabapentina');
  });

  it('drafts the receita for a Notificação de Receita A and says the official numbered form is required', async () => {
    const [ordinary, receita, companion] = await pages([base.itens[0], morfina]);
    expect(ordinary).not.toContain('morfina');
    expect(receita).toContain('RECEITA USO VETERINÁRIO');
    expect(receita).toContain('RECEITA QUE ACOMPANHA A NOTIFICAÇÃO DE RECEITA A (AMARELA)');
    expect(receita).toContain('1) Sulfato de morfina 10 mg/mL, solução injetável');
    expect(receita).toContain('Quantidade: 5 (cinco) ampolas');
    expect(companion).toContain('NOTIFICAÇÃO DE RECEITA A (AMARELA)');
    expect(companion).toContain('RASCUNHO DOS DADOS — NÃO É A NOTIFICAÇÃO');
    expect(companion).toContain('Este rascunho NÃO substitui a notificação');
    expect(companion).toContain('talonário oficial numerado fornecido pela vigilância sanitária');
    expect(companion).toContain('Número da notificação');
    expect(companion).toContain('Quantidade (em algarismos e por extenso) 5 (cinco) ampolas');
    expect(companion).toContain('Lista A1 da Portaria SVS/MS nº 344/1998 — morfina.');
  });

  it('drafts the receita for a Notificação de Receita B, with its own companion page', async () => {
    const diazepam = {
      ...morfina,
      farmaco: 'diazepam',
      concentracao: '5 mg',
      formaFarmaceutica: 'comprimido',
      quantidade: '20 comprimidos',
    };
    const [ordinary, receita, companion] = await pages([base.itens[0], diazepam]);
    expect(ordinary).not.toContain('iazepam');
    expect(receita).toContain('1) Diazepam 5 mg, comprimido');
    expect(receita).toContain('Quantidade: 20 (vinte) comprimidos');
    expect(companion?.toUpperCase()).toContain('NOTIFICAÇÃO DE RECEITA B (AZUL)');
    expect(companion).toContain('RASCUNHO DOS DADOS — NÃO É A NOTIFICAÇÃO');
  });

  it('says plainly when a drug needs a form VetVoz does not prepare', async () => {
    const isotretinoina = { ...gabapentina, farmaco: 'isotretinoína', quantidade: '30 cápsulas' };
    const printed = (await pages([base.itens[0], isotretinoina])).join(' ');
    expect(printed).toContain('VetVoz não prepara');
  });

  it('sends a veterinary controlled product to the SIPEAGRO notificação', async () => {
    const zoletil = { ...morfina, farmaco: 'Zoletil 50', concentracao: null, quantidade: '1 frasco' };
    const [, , companion] = await pages([base.itens[0], zoletil]);
    expect(companion).toContain('NOTIFICAÇÃO DE RECEITA VETERINÁRIA (SIPEAGRO)');
    expect(companion).toContain('SIPEAGRO');
    expect(companion).toContain('Portaria MAPA nº 837/2025');
  });

  it('draws blank lines where the responsável and the quantity were not given', async () => {
    const noQuantity = { ...gabapentina, quantidade: null };
    const [, first] = await pages([noQuantity], { issue: undefined });
    expect(first).toContain('RECEITA DE CONTROLE ESPECIAL');
    expect(first).toContain('Quantidade: ____');
    expect(first).not.toContain('Maria José');
  });

  it('keeps a receita without controlled drugs on one page', async () => {
    const result = await pages([base.itens[0], base.itens[1]]);
    expect(result).toHaveLength(1);
    expect(result[0]).not.toContain('CONTROLE ESPECIAL');
  });
});
