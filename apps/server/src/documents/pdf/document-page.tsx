/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic JSX runtime whatever tsconfig tsx finds (e.g. started from the repo root).
import { Page, Path, Svg, Text, View } from '@react-pdf/renderer';
import type { DocumentBlock, DocumentField, DocumentView, MedicationLine } from '@vetvoz/domain';
import type { PdfVerification } from '../../verification/index.ts';
import { styles } from './styles.ts';

/** One document's page(s): a receita with controlled drugs adds its receituários after it (controlled-pdf.tsx). */
export function DocumentPage({
  view,
  copyNotice,
  verification,
}: {
  view: DocumentView;
  copyNotice?: string | undefined;
  verification?: PdfVerification | undefined;
}) {
  return (
    <Page size="A4" style={styles.page}>
      <Header issuer={view.issuer} />
      <View style={styles.titleBlock}>
        <Text style={styles.title}>{view.title}</Text>
        {view.subtitle ? <Text style={styles.subtitle}>{view.subtitle}</Text> : null}
      </View>
      {copyNotice ? (
        <View style={[styles.notice, { marginTop: 4, marginBottom: 10 }]} wrap={false}>
          <Text>{copyNotice}</Text>
        </View>
      ) : null}
      <Panel caption="Animal" fields={view.patient} width="25%" />
      {view.responsavel.length > 0 ? (
        <Panel caption="Responsável pelo animal" fields={view.responsavel} width={responsavelWidths} />
      ) : null}
      {view.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a one-shot render of a fixed list; items never move
        <Block key={index} block={block} keepWithClosing={index === view.blocks.length - 1} />
      ))}
      <View style={styles.closing} wrap={false}>
        <Text style={styles.placeAndDate}>{view.placeAndDate}</Text>
        <View style={styles.signature}>
          <View style={styles.signatureLine} />
          <Text style={styles.signatureName}>{view.signature.name}</Text>
          <Text style={styles.signatureCrmv}>{view.signature.crmv}</Text>
        </View>
      </View>
      <PageFooter notice={view.aiNotice} verification={verification} />
    </Page>
  );
}

/** On every page: the verification mark, the AI-draft notice and the page count. */
export function PageFooter({
  notice,
  verification,
}: {
  notice: string;
  verification?: PdfVerification | undefined;
}) {
  return (
    <View style={styles.footer} fixed>
      {verification ? <VerificationMark verification={verification} /> : null}
      <Text style={styles.footerNotice}>{notice}</Text>
      <Text
        style={styles.footerPage}
        render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`}
      />
    </View>
  );
}

/** The QR code and the short address where anyone checks who issued this and whether it still stands. */
function VerificationMark({ verification }: { verification: PdfVerification }) {
  const { path, size } = verification.qr;
  return (
    <View style={styles.verification}>
      <Svg width={38} height={38} viewBox={`0 0 ${size} ${size}`}>
        <Path d={path} fill="#0f172a" />
      </Svg>
      <View style={styles.verificationText}>
        <Text>Verifique em {verification.url.replace(/^https?:\/\//, '')}</Text>
        <Text>Impressão digital: {verification.fingerprint}</Text>
      </View>
    </View>
  );
}

export function Header({ issuer }: { issuer: DocumentView['issuer'] }) {
  const establishment = issuer.establishment;
  return (
    <View style={styles.header} fixed>
      <View style={styles.headerVet}>
        <Text style={styles.vetName}>{issuer.name}</Text>
        <Text style={styles.vetCrmv}>{issuer.crmv}</Text>
      </View>
      {establishment ? (
        <View style={styles.headerEstablishment}>
          <Text style={styles.establishmentName}>{establishment.name}</Text>
          {establishment.details.map((detail) => (
            <Text key={detail} style={styles.establishmentDetail}>
              {detail}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}

const responsavelWidths = (field: DocumentField) =>
  field.label === 'Endereço' ? '100%' : field.label === 'Nome' ? '65%' : '35%';

function Panel({
  caption,
  fields,
  width,
}: {
  caption: string;
  fields: DocumentField[];
  width: string | ((field: DocumentField) => string);
}) {
  return (
    <View wrap={false}>
      <Text style={styles.panelCaption}>{caption}</Text>
      <View style={styles.panel}>
        {fields.map((field) => (
          <Cell key={field.label} field={field} width={typeof width === 'string' ? width : width(field)} />
        ))}
      </View>
    </View>
  );
}

function Cell({ field, width }: { field: DocumentField; width: string }) {
  return (
    <View style={[styles.cell, { width }]}>
      <Text style={styles.cellLabel}>{field.label}</Text>
      <Text style={styles.cellValue}>{field.value}</Text>
    </View>
  );
}

/**
 * Room the place, date and signature take: the last block moves to the next page with them rather than
 * leave a signature alone on a page, detached from what it signs.
 */
const CLOSING_HEIGHT = 120;

function Block({ block, keepWithClosing }: { block: DocumentBlock; keepWithClosing: boolean }) {
  const ahead = keepWithClosing ? CLOSING_HEIGHT : undefined;
  switch (block.kind) {
    case 'statement':
      return (
        <Text style={styles.statement} minPresenceAhead={ahead}>
          {block.text}
        </Text>
      );
    case 'notice':
      return (
        <View style={styles.notice} wrap={false} minPresenceAhead={ahead}>
          <Text>{block.text}</Text>
        </View>
      );
    case 'paragraph':
      return (
        <Section heading={block.heading} minPresenceAhead={ahead}>
          <Text style={styles.paragraph}>{block.text}</Text>
        </Section>
      );
    case 'fields':
      return (
        <Section heading={block.heading} minPresenceAhead={ahead}>
          {block.fields.map((field) => (
            <View key={field.label} style={styles.fieldRow} wrap={false}>
              <Text style={styles.fieldLabel}>{field.label}</Text>
              <Text style={styles.fieldValue}>{field.value}</Text>
            </View>
          ))}
        </Section>
      );
    case 'list':
      return (
        <Section heading={block.heading} minPresenceAhead={ahead}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a one-shot render of a fixed list; items never move
            <View key={index} style={styles.bulletRow} wrap={false}>
              <Text style={styles.bullet}>•</Text>
              <Text style={styles.bulletText}>{item}</Text>
            </View>
          ))}
        </Section>
      );
    case 'medications':
      return (
        <Section heading={block.heading} minPresenceAhead={ahead}>
          {block.items.map((item) => (
            <Medication key={item.number} item={item} />
          ))}
        </Section>
      );
    case 'entries':
      return (
        <Section heading={block.heading} minPresenceAhead={ahead}>
          {block.entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a one-shot render of a fixed list; items never move
            <View key={index} style={styles.entry} wrap={false}>
              <Text style={styles.entryTitle}>
                {index + 1}. {entry.title}
              </Text>
              <View style={styles.entryFields}>
                {entry.fields.map((field) => (
                  <Cell key={field.label} field={field} width="33.3%" />
                ))}
              </View>
            </View>
          ))}
        </Section>
      );
  }
}

function Section({
  heading,
  minPresenceAhead,
  children,
}: {
  heading: string;
  minPresenceAhead: number | undefined;
  children: React.ReactNode;
}) {
  return (
    <View style={styles.section} minPresenceAhead={minPresenceAhead}>
      {/* The heading never ends a page alone. */}
      <Text style={styles.sectionHeading} minPresenceAhead={40}>
        {heading}
      </Text>
      {children}
    </View>
  );
}

export function Medication({ item }: { item: MedicationLine }) {
  return (
    <View style={styles.medication} wrap={false}>
      <View style={styles.medicationHead}>
        <Text style={styles.medicationProduct}>
          {item.number}) {item.product}
        </Text>
        {item.quantity ? <Text style={styles.medicationQuantity}>{item.quantity}</Text> : null}
      </View>
      {item.posology ? <Text style={styles.medicationPosology}>{capitalise(item.posology)}.</Text> : null}
      {item.notes.map((note) => (
        <Text key={note} style={styles.medicationNote}>
          {note}
        </Text>
      ))}
    </View>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}
