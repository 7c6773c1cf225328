import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildDocumentView,
  DOCUMENT_TYPES,
  type DocumentType,
  SAMPLE_CONTENT,
  SAMPLE_DATE,
  SAMPLE_ISSUE,
  SAMPLE_ISSUER,
  SAMPLE_PATIENT,
  SAMPLE_PLACE,
  splitReceitaItems,
} from '@vetvoz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePdfRendering, pdfFileName, renderDocumentPdf } from './render-document-pdf.tsx';

const POPPLER_MISSING =
  'pdftotext/pdftoppm not found: the PDF tests read the rendered text with poppler-utils. Install it with `apt-get install -y poppler-utils`.';

let dir: string;
beforeAll(() => {
  // Fail, never skip: without poppler these tests would prove nothing.
  for (const tool of ['pdftotext', 'pdftoppm', 'pdffonts']) {
    try {
      execFileSync(tool, ['-v'], { stdio: 'ignore' });
    } catch {
      throw new Error(POPPLER_MISSING);
    }
  }
  dir = mkdtempSync(join(tmpdir(), 'vetvoz-pdf-'));
});
afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await closePdfRendering();
});

const sample = (type: DocumentType) => ({
  type,
  content: SAMPLE_CONTENT[type],
  patient: SAMPLE_PATIENT,
  issuer: SAMPLE_ISSUER,
  issue: SAMPLE_ISSUE,
  place: SAMPLE_PLACE,
  date: SAMPLE_DATE,
});

function write(pdf: Buffer, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return file;
}

/** The PDF's text in drawing order, whitespace runs (line wraps included) as one space. */
function pdfText(file: string, pages?: { first: number; last: number }): string {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  return oneLine(execFileSync('pdftotext', ['-raw', ...range, file, '-'], { encoding: 'utf8' }));
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}

/** Every string the document view prints, as the PDF writes it (headings and labels in capitals). */
function expectedTexts(type: DocumentType): string[] {
  // A receita's controlled drugs print on their own receituários (controlled-receita-pdf.test.ts).
  const content =
    type === 'receita'
      ? { ...SAMPLE_CONTENT.receita, itens: splitReceitaItems(SAMPLE_CONTENT.receita.itens).ordinary }
      : SAMPLE_CONTENT[type];
  const view = buildDocumentView({ ...sample(type), content, vet: SAMPLE_ISSUER });
  const texts = [
    view.title.toLocaleUpperCase('pt-BR'),
    view.issuer.name,
    view.issuer.crmv,
    view.placeAndDate,
    view.aiNotice,
  ];
  if (view.subtitle) texts.push(view.subtitle.toLocaleUpperCase('pt-BR'));
  if (view.issuer.establishment)
    texts.push(view.issuer.establishment.name, ...view.issuer.establishment.details);
  for (const field of [...view.patient, ...view.responsavel])
    texts.push(field.label.toLocaleUpperCase('pt-BR'), field.value);
  for (const block of view.blocks) {
    if (block.kind !== 'statement' && block.kind !== 'notice')
      texts.push(block.heading.toLocaleUpperCase('pt-BR'));
    switch (block.kind) {
      case 'statement':
      case 'notice':
        texts.push(block.text);
        break;
      case 'paragraph':
        texts.push(block.text);
        break;
      case 'fields':
        for (const f of block.fields) texts.push(f.label, f.value);
        break;
      case 'list':
        texts.push(...block.items);
        break;
      case 'medications':
        for (const item of block.items) {
          texts.push(`${item.number}) ${item.product}`, ...item.notes);
          if (item.quantity) texts.push(item.quantity);
          if (item.posology) texts.push(item.posology.slice(1));
        }
        break;
      case 'entries':
        for (const entry of block.entries) {
          texts.push(entry.title);
          for (const f of entry.fields) texts.push(f.label.toLocaleUpperCase('pt-BR'), f.value);
        }
        break;
    }
  }
  return texts.map(oneLine);
}

describe('renderDocumentPdf', () => {
  it.each(DOCUMENT_TYPES)(
    '%s: prints every field, with its accents, on A4 with the font embedded',
    async (type) => {
      const pdf = await renderDocumentPdf(sample(type));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const file = write(pdf, `${type}.pdf`);
      const text = pdfText(file);
      for (const expected of expectedTexts(type)) expect(text, expected).toContain(expected);
      // The content's own words, straight from the sample (not through the view).
      expect(text).toContain('Maria José da Conceição');
      expect(text).toContain('529.982.247-25');
      expect(text).toContain('São Paulo/SP, 21 de novembro de 2026');
      expect(text).toContain(`Página 1 de ${pageCount(file)}`);

      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/Page size:\s+595\.\d* x 841\.\d* pts \(A4\)/);
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
      expect(fonts).toMatch(/NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      expect(fonts).toMatch(/NotoSans-Bold\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    },
  );

  it('writes Portuguese accents and typographic signs exactly', async () => {
    const symbols =
      'Ação, coração, pé, avó, à, última: “aspas” ‘simples’, travessão —, meia-risca –, € 10,50, 38,5 °C, 1ª dose, 2º reforço, • ponto.';
    const pdf = await renderDocumentPdf({
      ...sample('orientacoes'),
      content: { resumo: symbols, cuidados: ['Çç Ãã Õõ Ââ Êê Ôô Áá Éé Íí Óó Úú Àà Üü'] },
    });
    const text = pdfText(write(pdf, 'symbols.pdf'));
    expect(text).toContain(symbols);
    expect(text).toContain('Çç Ãã Õõ Ââ Êê Ôô Áá Éé Íí Óó Úú Àà Üü');
  });

  it('prints the receita lines in prescription style and "Uso veterinário"', async () => {
    const text = pdfText(write(await renderDocumentPdf(sample('receita')), 'receita.pdf'));
    expect(text).toContain('RECEITA USO VETERINÁRIO');
    expect(text).toContain(
      '1) Meloxicam 0,5 mg/mL, suspensão oral 1 frasco de 20 mL Dar 0,1 mg/kg (6,5 mL) por via oral, a cada 24 horas, por 5 dias. Dar após a refeição.',
    );
  });

  it('keeps the controlled-drug notice for a controlled item on no known list', async () => {
    const unknown = { ...SAMPLE_CONTENT.receita.itens[0], farmaco: 'xarope X', controleEspecial: true };
    const content = { ...SAMPLE_CONTENT.receita, itens: [unknown] };
    const file = write(await renderDocumentPdf({ ...sample('receita'), content }), 'receita-unknown.pdf');
    expect(pageCount(file)).toBe(1);
    expect(pdfText(file)).toContain(
      'Medicamento sujeito a controle especial: a dispensação exige o receituário próprio',
    );
  });

  it('leaves out the responsável, the establishment and the place when they are not given', async () => {
    const pdf = await renderDocumentPdf({
      type: 'diagnostico',
      content: { presuntivo: 'Otite externa bilateral.' },
      patient: { name: 'Mimosa', species: 'gato' },
      issuer: { name: 'João Antônio Brandão', crmv: { number: '9876', uf: 'MG' } },
      date: '2026-03-01',
    });
    const text = pdfText(write(pdf, 'minimal.pdf'));
    expect(text).toContain('DIAGNÓSTICO');
    expect(text).toContain('Mimosa');
    expect(text).toContain('Felina');
    expect(text).toContain('Otite externa bilateral.');
    expect(text).toContain('1º de março de 2026');
    expect(text).toContain('CRMV-MG nº 9876');
    expect(text).not.toContain('RESPONSÁVEL');
    expect(text).not.toContain('CNPJ');
    expect(text).not.toContain('RAÇA');
  });

  it('runs long documents over pages with header and footer on each, keeping the signature with the text', async () => {
    const item = SAMPLE_CONTENT.receita.itens[0];
    const instrucoes = 'Dar após a refeição, com água fresca à vontade, e observar o apetite. '
      .repeat(3)
      .trim();
    const itens = Array.from({ length: 20 }, (_, i) => ({
      ...item,
      farmaco: `fármaco número ${i + 1}`,
      instrucoes,
    }));
    const file = write(await renderDocumentPdf({ ...sample('receita'), content: { itens } }), 'long.pdf');
    const pages = pageCount(file);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) {
      const text = pdfText(file, { first: page, last: page });
      expect(text).toContain('Ana Letícia Gonçalves CRMV-SP nº 12345');
      expect(text).toContain(`Página ${page} de ${pages}`);
    }
    const last = pdfText(file, { first: pages, last: pages });
    expect(last).toContain('20) Fármaco número 20');
    expect(last).toContain('São Paulo/SP, 21 de novembro de 2026');
  });

  it('renders a page to PNG at A4 proportions', async () => {
    const file = write(await renderDocumentPdf(sample('receita')), 'preview.pdf');
    const prefix = join(dir, 'receita');
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
    const png = readFileSync(`${prefix}.png`);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // A4 (595 × 842 pt) at 60 dpi.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([497, 702]);
  });

  it('refuses content of another shape', async () => {
    await expect(
      renderDocumentPdf({ ...sample('receita'), content: { itens: 'meloxicam' } }),
    ).rejects.toThrow();
  });
});

describe('pdfFileName', () => {
  it('names the file by document, animal and day, in ASCII', () => {
    expect(pdfFileName({ type: 'receita', patientName: 'Thor', date: '2026-11-21' })).toBe(
      'receita-thor-2026-11-21.pdf',
    );
    expect(pdfFileName({ type: 'atestado-saude', patientName: 'Pé de Pano Jr.', date: '2026-11-21' })).toBe(
      'atestado-de-saude-pe-de-pano-jr-2026-11-21.pdf',
    );
    expect(pdfFileName({ type: 'orientacoes', patientName: 'Çhicão 🐶 / 2', date: '2026-01-05' })).toBe(
      'orientacoes-ao-tutor-chicao-2-2026-01-05.pdf',
    );
    expect(
      pdfFileName({ type: 'diagnostico', patientName: '🐱', date: new Date('2026-11-22T01:00:00Z') }),
    ).toBe('diagnostico-2026-11-21.pdf');
  });
});
