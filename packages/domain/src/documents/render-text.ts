import {
  buildDocumentView,
  type DocumentBlock,
  type DocumentField,
  type RenderDocumentInput,
} from './document-view.ts';

/**
 * The document as plain text for "copiar", WhatsApp and e-mail: upper-case headings, "•" bullets, numbered
 * receita lines; no markdown (WhatsApp would turn *x* and _x_ into styling). Empty fields are left out.
 */
export function renderDocumentText(input: RenderDocumentInput): string {
  const view = buildDocumentView(input);
  const sections: string[] = [];

  sections.push([view.title.toLocaleUpperCase('pt-BR'), view.subtitle].filter(Boolean).join('\n'));

  const establishment = view.issuer.establishment;
  sections.push(
    [
      `${view.issuer.name} · ${view.issuer.crmv}`,
      establishment ? [establishment.name, ...establishment.details].join(' · ') : null,
    ]
      .filter(Boolean)
      .join('\n'),
  );

  sections.push(inlineFields(view.patient));
  if (view.responsavel.length > 0) {
    // "Responsável pelo animal: Maria Silva · CPF: …" reads better than a second "Nome:".
    const [first, ...rest] = view.responsavel;
    const parts =
      first?.label === 'Nome' ? [first.value, inlineFields(rest)] : [inlineFields(view.responsavel)];
    sections.push(`Responsável pelo animal: ${parts.filter(Boolean).join(' · ')}`);
  }

  for (const block of view.blocks) sections.push(renderDocumentBlock(block));

  sections.push(view.placeAndDate);
  sections.push(`${view.signature.name}\n${view.signature.crmv}`);
  sections.push(view.aiNotice);

  return `${sections
    .map((section) => section.trim())
    .filter(Boolean)
    .join('\n\n')}\n`;
}

/**
 * How a block's heading is written: "upper" on a document of its own ("QUEIXA PRINCIPAL"); "label" under a
 * section heading that is already upper-case ("Queixa principal:"), as the consultation's text does.
 */
export type BlockHeadingStyle = 'upper' | 'label';

/** One block of a document as plain text; shared by the document's text and the consultation's. */
export function renderDocumentBlock(block: DocumentBlock, style: BlockHeadingStyle = 'upper'): string {
  const heading = style === 'upper' ? upperHeading : labelHeading;
  switch (block.kind) {
    case 'statement':
    case 'notice':
      return block.text;
    case 'paragraph':
      return `${heading(block.heading)}\n${block.text}`;
    case 'fields':
      return [heading(block.heading), ...block.fields.map((f) => `• ${f.label}: ${f.value}`)].join('\n');
    case 'list':
      return [heading(block.heading), ...block.items.map((item) => `• ${item}`)].join('\n');
    case 'medications':
      return [
        heading(block.heading),
        ...block.items.map((item) => [item.line, ...item.details.map((d) => `   ${d}`)].join('\n')),
      ].join('\n');
    case 'entries':
      return [
        heading(block.heading),
        ...block.entries.map((entry, index) =>
          [`${index + 1}) ${entry.title}`, ...entry.fields.map((f) => `   ${f.label}: ${f.value}`)].join(
            '\n',
          ),
        ),
      ].join('\n');
  }
}

function upperHeading(text: string): string {
  return text.toLocaleUpperCase('pt-BR');
}

function labelHeading(text: string): string {
  return `${text}:`;
}

function inlineFields(fields: DocumentField[]): string {
  return fields.map((f) => `${f.label}: ${f.value}`).join(' · ');
}
