import {
  type DocumentType,
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

interface Word {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Every word pdftotext finds, with its box, and the page width (points). */
function wordsOf(pdf: Buffer): { pageWidth: number; words: Word[] } {
  const html = pdfText(pdf, ['-bbox']);
  const pageWidth = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
  const words = [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
    text: match[5] ?? '',
  }));
  return { pageWidth, words };
}

const LONG =
  'três frascos de 120 mL cada, a serem retirados em farmácia de manipulação veterinária de confiança, ' +
  'com identificação do paciente e do responsável, mantidos em geladeira entre 2 e 8 graus após abertos';
const UNBROKEN = 'Referência-interna-do-lote-de-manipulação-0123456789-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789';

function receitaWith(quantidade: string, endereco = SAMPLE_ISSUE.responsavelEndereco) {
  const receita = SAMPLE_CONTENT.receita as { itens: Record<string, unknown>[] };
  return {
    type: 'receita' as DocumentType,
    content: { ...receita, itens: [{ ...receita.itens[0], quantidade }, ...receita.itens.slice(1)] },
    patient: SAMPLE_PATIENT,
    issuer: SAMPLE_ISSUER,
    issue: { ...SAMPLE_ISSUE, responsavelEndereco: endereco },
    place: SAMPLE_PLACE,
    date: SAMPLE_DATE,
  };
}

describe('PDF text stays inside the page', { timeout: 60_000 }, () => {
  it.each([
    ['a long quantity', LONG],
    ['a quantity with no space to break at', UNBROKEN],
    ['an address cell with no space to break at', '1 caixa', UNBROKEN.repeat(2)],
  ])('wraps %s inside its column on the receita', async (_, quantidade, endereco?: string) => {
    const { pageWidth, words } = wordsOf(await renderDocumentPdf(receitaWith(quantidade, endereco)));
    expect(pageWidth).toBeGreaterThan(500);
    expect(words.length).toBeGreaterThan(50);
    const outside = words.filter((word) => word.xMin < 0 || word.xMax > pageWidth - 40);
    expect(outside).toEqual([]);
    // The text is all there, wrapped, not cut: its last characters are drawn.
    const text = words.map((word) => word.text).join('');
    expect(text).toContain((endereco ?? quantidade).replace(/\s+/g, '').slice(-8));
  });
});

/** Words made of one stem, `max` characters in all: the longest a receita field may hold. */
// The schema's cap on a receita's short fields (content-fields.ts).
const MAX_SHORT_FIELD_CHARS = 200;
const longest = (stem: string, max = MAX_SHORT_FIELD_CHARS) =>
  Array.from({ length: Math.ceil(max / (stem.length + 4)) }, (_, i) => `${stem}${String(i).padStart(3, '0')}`)
    .join(' ')
    .slice(0, max)
    .trim();

const overlaps = (a: Word, b: Word) =>
  a.xMin < b.xMax && b.xMin < a.xMax && a.yMin < b.yMax && b.yMin < a.yMax;

describe('the receita’s medication block', { timeout: 60_000 }, () => {
  it('never draws the quantity over the product, with every field at its longest', async () => {
    const receita = SAMPLE_CONTENT.receita as { itens: Record<string, unknown>[] };
    const item = {
      ...receita.itens[0],
      farmaco: longest('Farmaco'),
      concentracao: longest('Concentra'),
      formaFarmaceutica: longest('Formafarm'),
      quantidade: longest('Quantia'),
    };
    const { words } = wordsOf(
      await renderDocumentPdf({ ...receitaWith('1 caixa'), content: { ...receita, itens: [item] } }),
    );
    const product = words.filter((word) => /Farmaco|Concentra|Formafarm/.test(word.text));
    const quantity = words.filter((word) => word.text.includes('Quantia'));
    expect(product.length).toBeGreaterThan(30);
    expect(quantity.length).toBeGreaterThan(10);
    const clashes = product.flatMap((p) =>
      quantity.filter((q) => overlaps(p, q)).map((q) => `${p.text}×${q.text}`),
    );
    expect(clashes).toEqual([]);
    // Every quantity word sits right of every product word on its lines: its own column.
    const productRight = Math.max(...product.map((word) => word.xMax));
    const quantityLeft = Math.min(...quantity.map((word) => word.xMin));
    expect(quantityLeft).toBeGreaterThan(productRight);
  });

  it('prints a dose once when "quanto dar" says the same', async () => {
    const receita = SAMPLE_CONTENT.receita as { itens: Record<string, unknown>[] };
    const item = { ...receita.itens[0], dose: '1 comprimido', administrar: '1 Comprimido' };
    const { words } = wordsOf(
      await renderDocumentPdf({ ...receitaWith('1 caixa'), content: { ...receita, itens: [item] } }),
    );
    const text = words.map((word) => word.text).join(' ');
    expect(text).toContain('1 comprimido');
    expect(text).not.toMatch(/comprimido \(1/i);
  });
});
