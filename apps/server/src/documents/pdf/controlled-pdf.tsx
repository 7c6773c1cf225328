/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic JSX runtime whatever tsconfig tsx finds (e.g. started from the repo root).
import { Page, Text, View } from '@react-pdf/renderer';
import { AI_DRAFT_NOTICE, type ControlledFormView, type FormField, type ReceitaForms } from '@vetvoz/domain';
import type { PdfVerification } from '../../verification/index.ts';
import { controlledStyles as cs } from './controlled-styles.ts';
import { DocumentPage, Header, Medication, PageFooter } from './document-page.tsx';
import { styles } from './styles.ts';

/**
 * A receita with controlled drugs (docs/controlled-receituarios.md): the ordinary receita with the other
 * items, then per controlled drug either the Receita de Controle Especial in its two vias, or the receita
 * that goes with a Notificação plus a page saying plainly that the official numbered form is required
 * and what to write on it.
 */
export function ReceitaWithFormsPages({
  forms,
  copyNotice,
  verification,
}: {
  forms: ReceitaForms;
  copyNotice?: string | undefined;
  verification?: PdfVerification | undefined;
}) {
  return (
    <>
      {forms.ordinary ? (
        <DocumentPage view={forms.ordinary} copyNotice={copyNotice} verification={verification} />
      ) : null}
      {forms.forms.flatMap((form) => {
        const pages = form.drawn
          ? form.vias.map((via) => (
              <FormPage
                key={`${form.number}-${via}`}
                form={form}
                via={via}
                issuer={forms.issuer}
                verification={verification}
                copyNotice={copyNotice}
              />
            ))
          : [
              ...(form.kind === 'fora-da-pratica-veterinaria' || form.kind === 'notificacao-b2'
                ? []
                : [
                    <FormPage
                      key={`${form.number}-receita`}
                      form={form}
                      via={`Receita que acompanha a ${form.title} — volta ao responsável, carimbada pela farmácia`}
                      issuer={forms.issuer}
                      verification={verification}
                      copyNotice={copyNotice}
                    />,
                  ]),
              <OfficialFormPage
                key={`${form.number}-oficial`}
                form={form}
                issuer={forms.issuer}
                verification={verification}
              />,
            ];
        return pages;
      })}
    </>
  );
}

type Issuer = ReceitaForms['issuer'];

/** One via of a Receita de Controle Especial, or the receita that goes with a notificação. */
function FormPage({
  form,
  via,
  issuer,
  verification,
  copyNotice,
}: {
  form: ControlledFormView;
  via: string;
  issuer: Issuer;
  verification?: PdfVerification | undefined;
  copyNotice?: string | undefined;
}) {
  const rce = form.kind === 'receita-controle-especial';
  return (
    <Page size="A4" style={styles.page}>
      <Header issuer={issuer} />
      <View style={cs.titleRow}>
        <View>
          <Text style={styles.title}>{rce ? form.title : 'Receita'}</Text>
          <Text style={styles.subtitle}>Uso veterinário</Text>
        </View>
        <Text style={cs.via}>{via}</Text>
      </View>
      {copyNotice ? (
        <View style={[styles.notice, { marginTop: 0, marginBottom: 8 }]} wrap={false}>
          <Text>{copyNotice}</Text>
        </View>
      ) : null}
      <FieldBox caption="Identificação do emitente" fields={form.issuer} />
      <FieldBox caption="Paciente" fields={form.patient} />
      <View style={styles.section}>
        <Text style={styles.sectionHeading}>Prescrição</Text>
        <Medication item={{ ...form.medication, quantity: null }} />
        <Text style={cs.quantity}>
          Quantidade: {form.quantity ?? '________________________________ (em algarismos e por extenso)'}
        </Text>
        <Text style={cs.legal}>{form.legalBasis}</Text>
        {form.note ? <Text style={cs.legal}>{form.note}</Text> : null}
        <Text style={cs.legal}>{form.limits}</Text>
      </View>
      <View style={[styles.closing, { marginTop: 10 }]} wrap={false}>
        <Text style={styles.placeAndDate}>{form.placeAndDate}</Text>
        <View style={[styles.signature, { marginTop: 22 }]}>
          <View style={styles.signatureLine} />
          <Text style={styles.signatureName}>{form.signature.name}</Text>
          <Text style={styles.signatureCrmv}>{form.signature.crmv}</Text>
        </View>
      </View>
      {rce ? (
        <View style={cs.pharmacyRow} wrap={false}>
          <FieldBox caption="Identificação do comprador" fields={form.buyer} width="61%" />
          <FieldBox caption="Identificação do fornecedor" fields={form.supplier} width="36%" />
        </View>
      ) : null}
      <PageFooter notice={AI_DRAFT_NOTICE} verification={verification} />
    </Page>
  );
}

/** What must go on the official numbered form VetVoz cannot issue, said plainly, pre-filled where known. */
function OfficialFormPage({
  form,
  issuer,
  verification,
}: {
  form: ControlledFormView;
  issuer: Issuer;
  verification?: PdfVerification | undefined;
}) {
  const official = form.officialForm;
  return (
    <Page size="A4" style={styles.page}>
      <Header issuer={issuer} />
      <View style={styles.titleBlock}>
        <Text style={[styles.title, { fontSize: 13 }]}>{form.title}</Text>
        <Text style={styles.subtitle}>Rascunho dos dados — não é a notificação</Text>
      </View>
      {official ? (
        <>
          <View style={cs.officialNotice} wrap={false}>
            <Text>{official.notice}</Text>
          </View>
          <Text style={cs.legal}>{form.legalBasis}</Text>
          <Text style={cs.legal}>{form.limits}</Text>
          <View style={styles.section}>
            <Text style={styles.sectionHeading}>O que escrever no formulário oficial</Text>
            {official.checklist.map((field) => (
              <View key={field.label} style={cs.checkRow} wrap={false}>
                <Text style={cs.checkLabel}>{field.label}</Text>
                {field.value ? (
                  <Text style={cs.checkValue}>{field.value}</Text>
                ) : (
                  <View style={cs.checkBlank} />
                )}
              </View>
            ))}
          </View>
        </>
      ) : null}
      <PageFooter notice={AI_DRAFT_NOTICE} verification={verification} />
    </Page>
  );
}

/** Labelled fields in a box; a field without a value is a blank line to be written by hand. */
function FieldBox({ caption, fields, width }: { caption: string; fields: FormField[]; width?: string }) {
  return (
    <View style={width ? { width } : undefined} wrap={false}>
      <Text style={styles.panelCaption}>{caption}</Text>
      <View style={cs.box}>
        {fields.map((field) => (
          <View key={field.label} style={[cs.field, { width: wide(field) ? '100%' : '50%' }]}>
            <Text style={styles.cellLabel}>{field.label}</Text>
            {field.value ? <Text style={styles.cellValue}>{field.value}</Text> : <View style={cs.blank} />}
          </View>
        ))}
      </View>
    </View>
  );
}

const WIDE_FIELDS = new Set(['Estabelecimento', 'Nome', 'Assinatura do farmacêutico', 'Data']);

function wide(field: FormField): boolean {
  return field.label.startsWith('Endereço') || WIDE_FIELDS.has(field.label);
}
