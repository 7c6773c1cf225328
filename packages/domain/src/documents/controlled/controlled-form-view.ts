import { documentContentSchemas } from '../content-schemas.ts';
import {
  buildDocumentView,
  type DocumentView,
  type RenderDocumentInput,
  SPECIES_DOCUMENT_LABELS,
} from '../document-view.ts';
import {
  capitalise,
  formatCpf,
  formatDateBr,
  formatPhoneBr,
  formatPlaceAndDate,
  present,
} from '../format.ts';
import { formatCrmv } from '../issuer.ts';
import { formatMedicationLine, type MedicationLine } from '../medication-line.ts';
import { type ControlledForm, splitReceitaItems } from './controlled-requirement.ts';
import { CONTROLLED_SOURCES } from './controlled-sources.ts';
import { quantityWithWords } from './quantity-words.ts';
import type { ReceituarioKind } from './receituarios.ts';

/** A field of a controlled form: `value` null is drawn as a blank line for a hand to fill, never as filled. */
export interface FormField {
  label: string;
  value: string | null;
}

/** One controlled drug's receituário, laid out as data for the PDF. */
export interface ControlledFormView {
  /** Position of the drug on the receita as dictated (1-based). */
  number: number;
  kind: ReceituarioKind;
  /** "Receita de Controle Especial", "Notificação de Receita A (amarela)". */
  title: string;
  /** "Lista A2 da Portaria SVS/MS nº 344/1998 — tramadol." */
  legalBasis: string;
  /** Whether VetVoz draws the form itself (then `vias` are printed) or only drafts the official one. */
  drawn: boolean;
  vias: readonly string[];
  /** Identificação do emitente: the vet and where they work; what is unknown is a blank line. */
  issuer: FormField[];
  /** The animal and the responsável as typed on the issue form (never stored). */
  patient: FormField[];
  medication: MedicationLine;
  /** Quantity with its number in words ("30 (trinta) comprimidos"); null when none was dictated. */
  quantity: string | null;
  note: string | null;
  limits: string;
  /** Identificação do comprador: always blank lines, filled at the pharmacy. */
  buyer: FormField[];
  /** Identificação do fornecedor: the pharmacy's part. */
  supplier: FormField[];
  /** For forms VetVoz cannot issue: the official form, said plainly, and what to write on it. */
  officialForm: { notice: string; checklist: FormField[] } | null;
  placeAndDate: string;
  signature: { name: string; crmv: string };
}

export interface ReceitaForms {
  /** The vet and establishment, as every page's header prints them. */
  issuer: DocumentView['issuer'];
  /** The ordinary receita with the non-controlled items, or null when every item went to its own form. */
  ordinary: DocumentView | null;
  forms: ControlledFormView[];
}

const BUYER_LABELS = ['Nome', 'RG / documento', 'Órgão emissor', 'Endereço', 'Cidade/UF', 'Telefone'];
const SUPPLIER_LABELS = ['Assinatura do farmacêutico', 'Data'];

/**
 * A receita split into what the law asks (docs/controlled-receituarios.md): the ordinary receita keeps the
 * non-controlled items, and each controlled drug whose list is known gets its own receituário.
 */
export function buildReceitaForms(input: RenderDocumentInput): ReceitaForms {
  const content = documentContentSchemas.receita.parse(input.content);
  const split = splitReceitaItems(content.itens);
  const ordinaryView = buildDocumentView({ ...input, content: { ...content, itens: split.ordinary } });
  const keepOrdinary = split.ordinary.length > 0 || present(content.orientacoesGerais) !== null;
  return {
    issuer: ordinaryView.issuer,
    ordinary: keepOrdinary ? ordinaryView : null,
    forms: split.forms.map((form) => controlledFormView(input, form)),
  };
}

function controlledFormView(input: RenderDocumentInput, form: ControlledForm): ControlledFormView {
  const { requirement, item } = form;
  const { rule } = requirement;
  const medication = formatMedicationLine(item, 1);
  const quantityText = present(item.quantidade);
  const quantity = quantityText ? quantityWithWords(quantityText) : null;
  const crmv = formatCrmv(input.vet.crmv);
  const issuer = issuerFields(input);
  const patient = patientFields(input);
  const list =
    requirement.list === 'MAPA'
      ? 'Produto de uso veterinário sob o Regime de Controle Especial (Portaria MAPA nº 837/2025)'
      : `Lista ${requirement.list} da Portaria SVS/MS nº 344/1998`;
  const title =
    requirement.kind === 'receita-controle-especial' ? 'Receita de Controle Especial' : rule.label;
  const view: ControlledFormView = {
    number: form.number,
    kind: requirement.kind,
    title,
    legalBasis: `${list} — ${requirement.ingredient}.`,
    drawn: rule.drawnByVetVoz,
    vias: rule.vias,
    issuer,
    patient,
    medication: {
      ...medication,
      quantity,
      notes: medication.notes.filter((n) => !n.startsWith('Medicamento sujeito')),
    },
    quantity,
    note: requirement.note,
    limits: rule.limits,
    buyer: BUYER_LABELS.map((label) => ({ label, value: null })),
    supplier: SUPPLIER_LABELS.map((label) => ({ label, value: null })),
    officialForm: null,
    placeAndDate: formatPlaceAndDate(input.place, input.date),
    signature: { name: input.vet.name.trim(), crmv },
  };
  if (!rule.drawnByVetVoz) {
    view.officialForm = {
      notice: officialNotice(
        requirement.kind,
        rule.officialForm ?? '',
        CONTROLLED_SOURCES[rule.source].title,
      ),
      checklist: [
        { label: 'Número da notificação', value: null },
        ...issuer.map((f) => ({ ...f, label: `Emitente — ${f.label}` })),
        ...patient.map((f) => ({ ...f, label: `Paciente — ${f.label}` })),
        { label: 'Medicamento ou substância', value: medication.product },
        { label: 'Quantidade (em algarismos e por extenso)', value: quantity },
        { label: 'Posologia', value: medication.posology ? capitalise(medication.posology) : null },
        { label: 'Data de emissão', value: formatDateBr(input.date) },
        { label: 'Assinatura do médico-veterinário', value: null },
      ],
    };
  }
  return view;
}

function officialNotice(kind: ReceituarioKind, officialForm: string, source: string): string {
  if (kind === 'fora-da-pratica-veterinaria' || kind === 'notificacao-b2') {
    return `Este medicamento exige receituário próprio que o VetVoz não prepara: ${officialForm}. Fonte: ${source}.`;
  }
  return `Este rascunho NÃO substitui a notificação: a farmácia só dispensa com o formulário oficial numerado (${officialForm}). Transcreva nele os dados abaixo; o VetVoz preencheu o que sabe, e as linhas em branco ficam para você.`;
}

function issuerFields(input: RenderDocumentInput): FormField[] {
  const e = input.vet.establishment;
  return [
    { label: 'Nome', value: input.vet.name.trim() },
    { label: 'CRMV', value: formatCrmv(input.vet.crmv) },
    { label: 'Estabelecimento', value: present(e?.name) },
    { label: 'Endereço', value: present(e?.address) },
    { label: 'Telefone', value: e?.phone ? formatPhoneBr(e.phone) : null },
    { label: 'Cidade/UF', value: present(input.place) },
  ];
}

function patientFields(input: RenderDocumentInput): FormField[] {
  const cpf = present(input.issue?.responsavelCpf);
  return [
    { label: 'Animal', value: input.patient.name.trim() },
    { label: 'Espécie', value: SPECIES_DOCUMENT_LABELS[input.patient.species] },
    { label: 'Responsável', value: present(input.issue?.responsavelNome) },
    ...(cpf ? [{ label: 'CPF do responsável', value: formatCpf(cpf) }] : []),
    { label: 'Endereço do responsável', value: present(input.issue?.responsavelEndereco) },
  ];
}
