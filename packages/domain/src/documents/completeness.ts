import type { Patient, Species } from '../consultation.ts';
import type { AnamneseContent } from './anamnese.ts';
import { documentContentSchemas } from './content-schemas.ts';
import type { DiagnosticoContent } from './diagnostico.ts';
import type { DocumentType } from './document-types.ts';
import { present } from './format.ts';
import type { MedicationItem, ReceitaContent } from './receita.ts';

/** Where the vet fills a missing item: a field of the document, or the animal's weight. */
export type CompletenessTarget = { kind: 'field'; path: string } | { kind: 'weight' };

export interface MissingItem {
  /** Stable key: the field's path, or "peso". */
  id: string;
  /** "Via (medicamento 1)", "Diagnóstico presuntivo". */
  label: string;
  target: CompletenessTarget;
}

/** Shown above the list of missing items; the vet may issue anyway. */
export const COMPLETENESS_HEADING = 'Faltam para o documento ficar completo:';

/** Animals whose products leave residues in food: the receita states the withdrawal period. */
const FOOD_SPECIES: readonly Species[] = ['bovino', 'suino', 'pequeno-ruminante', 'ave'];

const ITEM_FIELDS: [keyof MedicationItem, string][] = [
  ['farmaco', 'Fármaco'],
  ['concentracao', 'Concentração'],
  ['formaFarmaceutica', 'Forma farmacêutica'],
  ['dose', 'Dose'],
  ['via', 'Via'],
  ['frequencia', 'Frequência'],
  ['duracao', 'Duração'],
  ['quantidade', 'Quantidade'],
];

const field = (path: string, label: string): MissingItem => ({
  id: path,
  label,
  target: { kind: 'field', path },
});

/**
 * What the rules ask of a document and it still lacks (docs/document-completeness.md): for the receita, the
 * animal's weight and, per medicine, product, strength, form, dose, route, frequency, duration, quantity
 * (and the withdrawal period for food animals); for the prontuário entry (anamnese and diagnóstico), the
 * responsável's account, the parameters measured, the findings, the immunisations, the presumptive
 * diagnosis and the conduct. The vet's name, CRMV and signature and the date come from the profile and the
 * issue; the responsável is asked on the issue form.
 */
export function missingForCompleteness({
  type,
  content,
  patient,
}: {
  type: DocumentType;
  content: unknown;
  patient: Patient;
}): MissingItem[] {
  const parsed = documentContentSchemas[type].safeParse(content ?? {});
  if (!parsed.success) return [];
  if (type === 'receita') return missingInReceita(parsed.data as ReceitaContent, patient);
  if (type === 'anamnese') return missingInAnamnese(parsed.data as AnamneseContent, patient);
  if (type === 'diagnostico') return missingInDiagnostico(parsed.data as DiagnosticoContent);
  return [];
}

function missingInReceita(content: ReceitaContent, patient: Patient): MissingItem[] {
  const missing: MissingItem[] = [];
  if (patient.weightKg === undefined)
    missing.push({ id: 'peso', label: 'Peso do animal', target: { kind: 'weight' } });
  if (content.itens.length === 0) missing.push(field('itens', 'Ao menos um medicamento'));
  const food = FOOD_SPECIES.includes(patient.species);
  content.itens.forEach((item, index) => {
    const n = index + 1;
    for (const [key, label] of ITEM_FIELDS) {
      const value =
        key === 'dose'
          ? (present(item.dose) ?? present(item.administrar))
          : present(item[key] as string | null);
      if (!value) missing.push(field(`itens.${index}.${key}`, `${label} (medicamento ${n})`));
    }
    if (food && !present(item.periodoCarencia))
      missing.push(field(`itens.${index}.periodoCarencia`, `Período de carência (medicamento ${n})`));
  });
  return missing;
}

function missingInAnamnese(content: AnamneseContent, patient: Patient): MissingItem[] {
  const missing: MissingItem[] = [];
  const need = (path: string, value: string | null, label: string) => {
    if (!present(value)) missing.push(field(path, label));
  };
  need('queixaPrincipal', content.queixaPrincipal, 'Relato do responsável (queixa principal)');
  need('historico', content.historico, 'Histórico da queixa');
  const vitals = content.sinaisVitais;
  need('sinaisVitais.temperatura', vitals.temperatura, 'Temperatura');
  need('sinaisVitais.frequenciaCardiaca', vitals.frequenciaCardiaca, 'Frequência cardíaca');
  need('sinaisVitais.frequenciaRespiratoria', vitals.frequenciaRespiratoria, 'Frequência respiratória');
  if (!present(vitals.peso) && patient.weightKg === undefined) need('sinaisVitais.peso', null, 'Peso');
  need('exameFisico', content.exameFisico, 'Exame físico (estado geral e achados)');
  need('habitos.vacinacao', content.habitos.vacinacao, 'Imunizações (situação vacinal)');
  return missing;
}

function missingInDiagnostico(content: DiagnosticoContent): MissingItem[] {
  const missing: MissingItem[] = [];
  if (!present(content.presuntivo)) missing.push(field('presuntivo', 'Diagnóstico presuntivo'));
  if (!present(content.conduta)) missing.push(field('conduta', 'Conduta (procedimentos e tratamento)'));
  return missing;
}
