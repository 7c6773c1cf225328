import type { Species } from '../../consultation.ts';
import { present } from '../format.ts';
import type { GroundingFlag } from '../grounding/grounding.ts';
import { type MedicationItem, receitaContentSchema } from '../receita.ts';
import { describeIntervalRange, parseDoseInterval } from './dose-frequency.ts';
import { type DoseReading, type Range, readDose } from './dose-reading.ts';
import {
  capitaliseFirst,
  formatRange,
  lineRoute,
  formatDoseNumber as n,
  routeMatches,
  SPECIES_PLURAL,
} from './dose-words.ts';
import { contraindicationsFor, FORMULARY_VERSION, findFormularyDrug } from './formulary.ts';
import { shortSourceName } from './formulary-sources.ts';
import type { FormularyRow } from './formulary-types.ts';
import { type KnownWeight, knownWeight } from './patient-weight.ts';

export interface DosePatient {
  species: Species;
  weightKg?: number;
  breed?: string;
}

export interface CheckReceitaDosesInput {
  /** A receita's content (validated here; anything else gives no flags). */
  content: unknown;
  patient: DosePatient;
  /** The consultation's transcript: a weight said there counts when the patient data has none. */
  transcript?: string;
}

/** How far outside a row's range a dose may fall before it is flagged: tablet halves and rounding. */
const BELOW = 0.8;
const ABOVE = 1.2;
/** An interval is "far from the usual" below ¾ of the shortest or above 1½ times the longest. */
const SHORTER = 0.75;
const LONGER = 1.5;

/**
 * The dose check of a receita (docs/decisions/037-dose-check-formulary.md): each line with a dose is turned
 * into mg/kg (or mg per animal) with the weight and the product's strength, and compared with the
 * formulary's usual range and interval for the species; contraindicated species and breeds are named.
 * Flags of kind `dose`: `info` when the check could not be made (no weight, a dose in "colheres", a drug
 * the formulary lacks), otherwise a warning with the working and the source. Nothing here blocks issuing.
 */
export function checkReceitaDoses({ content, patient, transcript }: CheckReceitaDosesInput): GroundingFlag[] {
  const parsed = receitaContentSchema.safeParse(content);
  if (!parsed.success) return [];
  const weight = knownWeight(patient.weightKg, transcript);
  return parsed.data.itens.flatMap((item, index) => checkMedicationDose({ item, index, patient, weight }));
}

interface LineInput {
  item: MedicationItem;
  index: number;
  patient: DosePatient;
  weight: KnownWeight | null;
}

export function checkMedicationDose({ item, index, patient, weight }: LineInput): GroundingFlag[] {
  const farmaco = present(item.farmaco);
  if (!farmaco) return [];
  const at = (field: keyof MedicationItem) => `itens.${index}.${field}`;
  const doseField = present(item.dose) ? 'dose' : present(item.administrar) ? 'administrar' : null;
  const doseText = doseField ? (present(item[doseField]) ?? '') : '';
  const route = lineRoute(item.via, item.formaFarmaceutica);
  if (route === 'local') return [];
  const flags: GroundingFlag[] = [];
  const warn = (field: keyof MedicationItem, value: string, reason: string) =>
    flags.push({ path: at(field), value, kind: 'dose', reason });
  const note = (field: keyof MedicationItem, value: string, reason: string) =>
    flags.push({ path: at(field), value, kind: 'dose', reason, level: 'info' });

  const found = findFormularyDrug(farmaco);
  if (!found) {
    if (doseField)
      note(
        'farmaco',
        farmaco,
        `«${farmaco}» não está no formulário de doses do VetVoz (versão ${FORMULARY_VERSION}): a dose não foi conferida.`,
      );
    return flags;
  }
  const name = capitaliseFirst(found.ingredient);
  const plural = SPECIES_PLURAL[patient.species];
  const reading: DoseReading = doseField
    ? readDose({
        doseText,
        strengthTexts: [item.concentracao, item.farmaco, item.formaFarmaceutica],
        weightKg: weight?.kg ?? null,
        weightWords: weight
          ? `para ${n(weight.kg)} kg${weight.from === 'transcript' ? ' (peso dito na consulta)' : ''}`
          : '',
      })
    : { kind: 'none' };

  const perKg = reading.kind === 'dose' && reading.unit === 'mg' ? reading.perKg : null;
  const contraindicated = contraindicationsFor(found.ingredient, patient.species, patient.breed).filter(
    (c) => c.aboveMgPerKg === undefined || perKg === null || perKg.high > c.aboveMgPerKg,
  );
  for (const c of contraindicated) {
    const who = c.breeds
      ? `${plural} de raças com a mutação MDR1${patient.breed ? ` (${patient.breed})` : ''}`
      : plural;
    warn(
      'farmaco',
      farmaco,
      `Contraindicado em ${who}: ${found.ingredient} — ${c.reason} (fonte: ${shortSourceName(c.source)}).`,
    );
  }
  const drug = found.drug;
  if (!drug) return flags;
  const speciesRows = drug.rows.filter((row) => row.species === patient.species);
  if (speciesRows.length === 0) {
    if (contraindicated.length === 0 && doseField)
      note(
        'farmaco',
        farmaco,
        `O formulário não tem dose de ${found.ingredient} para ${plural}: a dose não foi conferida.`,
      );
    return flags;
  }
  const routeRows = speciesRows.filter((row) => routeMatches(route, row.routes));
  if (routeRows.length === 0) {
    // Another route's range says nothing about this one (butorphanol by mouth is dosed far above injected).
    if (doseField)
      note(
        doseField,
        doseText,
        `O formulário não tem dose de ${found.ingredient} ${ROUTE_WORDS[route ?? 'oral']} para ${plural}: a dose não foi conferida.`,
      );
    return flags;
  }
  const candidates = routeRows;
  let matched = candidates;

  if (doseField && reading.kind === 'problem') note(doseField, doseText, reading.message);
  if (doseField && reading.kind === 'dose') {
    const sameUnit = candidates.filter((row) => (row.unit === 'UI/kg') === (reading.unit === 'ui'));
    if (sameUnit.length === 0) {
      const wanted = candidates[0]?.unit === 'UI/kg' ? 'UI (unidades internacionais)' : 'mg';
      const said = reading.unit === 'ui' ? 'UI' : 'mg';
      warn(
        doseField,
        doseText,
        `Unidade trocada? ${name} é dosado em ${wanted}, e a dose está em ${said} («${doseText}»): UI e mg não se convertem uma na outra; confira a unidade.`,
      );
    } else {
      const judged = sameUnit.map((row) => ({ row, value: valueFor(row, reading) }));
      const computable = judged.filter((j): j is { row: FormularyRow; value: Range } => j.value !== null);
      if (computable.length === 0) {
        note(
          doseField,
          doseText,
          `Sem o peso do animal não dá para calcular mg/kg de «${doseText}»: informe o peso nos dados do paciente para conferir a dose.`,
        );
      } else {
        const inRange = computable.filter(
          ({ row, value }) => value.high <= row.max * ABOVE && value.low >= row.min * BELOW,
        );
        if (inRange.length > 0) matched = inRange.map((j) => j.row);
        else warn(doseField, doseText, outOfRange(name, plural, reading.working, nearest(computable)));
      }
    }
  }

  const interval = parseDoseInterval(item.frequencia);
  const frequencia = present(item.frequencia);
  if (typeof interval === 'number' && frequencia) {
    const timed = matched.filter(
      (row): row is FormularyRow & { everyHours: readonly [number, number] } => row.everyHours !== null,
    );
    const far = (row: { everyHours: readonly [number, number] }) =>
      interval < row.everyHours[0] * SHORTER || interval > row.everyHours[1] * LONGER;
    if (timed.length > 0 && timed.length === matched.length && timed.every(far)) {
      const row = timed[0] as (typeof timed)[number];
      warn(
        'frequencia',
        frequencia,
        `Intervalo fora do usual: ${name} ${frequencia}; usual para ${plural}: ${describeIntervalRange(row.everyHours)}${row.use ? ` (${row.use})` : ''} (fonte: ${shortSourceName(row.source)}).`,
      );
    }
  }
  return flags;
}

function valueFor(row: FormularyRow, reading: Extract<DoseReading, { kind: 'dose' }>): Range | null {
  return row.unit === 'mg/animal' ? reading.total : reading.perKg;
}

/** The row a dose is furthest from least, by ratio (a tenth and ten times are equally far). */
function nearest(judged: { row: FormularyRow; value: Range }[]) {
  const distance = ({ row, value }: { row: FormularyRow; value: Range }) => {
    const mid = (value.low + value.high) / 2;
    if (mid > row.max) return mid / row.max;
    if (mid < row.min) return row.min / mid;
    return 1;
  };
  return [...judged].sort((a, b) => distance(a) - distance(b))[0] as { row: FormularyRow; value: Range };
}

const ROUTE_WORDS: Record<Exclude<ReturnType<typeof lineRoute>, null | 'local'>, string> = {
  oral: 'por via oral',
  sc: 'por via subcutânea',
  im: 'por via intramuscular',
  iv: 'por via intravenosa',
  topica: 'de uso tópico',
  injetavel: 'injetável',
};

const UNIT_WORDS = { 'mg/kg': 'mg/kg', 'UI/kg': 'UI/kg', 'mg/animal': 'mg por animal' } as const;

function outOfRange(
  name: string,
  plural: string,
  working: string,
  { row, value }: { row: FormularyRow; value: Range },
) {
  const unit = UNIT_WORDS[row.unit];
  const above = value.high > row.max * ABOVE;
  const figure = value.low === value.high ? n(value.high) : `${n(value.low)}–${n(value.high)}`;
  const said =
    /\/kg$/.test(working.trim()) && row.unit !== 'mg/animal' ? working : `${working} = ${figure} ${unit}`;
  const times = above ? value.high / row.max : row.min / value.low;
  const how = above ? `${n(times)} vezes o máximo usual` : `${n(times)} vezes menos que o mínimo usual`;
  return `Dose ${above ? 'acima' : 'abaixo'} do usual (${how}): ${name} ${said}; usual para ${plural} ${formatRange(row.min, row.max)} ${unit}${row.use ? ` (${row.use})` : ''} (fonte: ${shortSourceName(row.source)}).`;
}
