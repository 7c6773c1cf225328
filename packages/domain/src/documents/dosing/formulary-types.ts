import type { Species } from '../../consultation.ts';
import type { FormularySourceId } from './formulary-sources.ts';

/** Routes a row is written for; "local" (eye, ear) products are not dosed per kg and are not rows. */
export const FORMULARY_ROUTES = ['oral', 'sc', 'im', 'iv', 'topica'] as const;
export type FormularyRoute = (typeof FORMULARY_ROUTES)[number];

/** mg per kg of body weight, UI per kg, or a fixed amount per animal (mg). */
export type DoseUnit = 'mg/kg' | 'UI/kg' | 'mg/animal';

/** One usual dose of one ingredient for one species by some routes, with where it was read. */
export interface FormularyRow {
  species: Species;
  routes: readonly FormularyRoute[];
  unit: DoseUnit;
  min: number;
  max: number;
  /** Usual interval between doses in hours, [shortest, longest]; null: a single dose (or one per procedure). */
  everyHours: readonly [number, number] | null;
  source: FormularySourceId;
  /** What the range is for when an ingredient has several ("dose preventiva de dirofilariose"). */
  use?: string;
}

export interface FormularyDrug {
  /** Display name, DCB spelling: "meloxicam", "amoxicilina + clavulanato". */
  ingredient: string;
  /** Other ways it is written or said (salts, other spellings), matched as words. */
  aliases: readonly string[];
  /** Brazilian brand names of single-ingredient products (or of this fixed combination). */
  brands: readonly string[];
  rows: readonly FormularyRow[];
}

/** A species (and, for some, a group of breeds) in which an ingredient must not be used, or only with care. */
export interface Contraindication {
  ingredient: string;
  species: Species;
  /** Folded breed words; empty: the whole species. */
  breeds?: readonly string[];
  /** Above this mg/kg only (ivermectin is tolerated by MDR1 dogs at the heartworm-preventive dose). */
  aboveMgPerKg?: number;
  /** Why, in a sentence of facts. */
  reason: string;
  source: FormularySourceId;
}

type RouteList = string;
/** [species, "oral sc", min, max, every-hours or null, source, unit?, use?] — rows written as data lines. */
export type RowTuple = readonly [
  Species,
  RouteList,
  number,
  number,
  readonly [number, number] | null,
  FormularySourceId,
  DoseUnit?,
  string?,
];

/** Builds a drug from its data line; `rows` are tuples so the data files read as a table. */
export function drug(
  ingredient: string,
  names: { aliases?: readonly string[]; brands?: readonly string[] },
  rows: readonly RowTuple[],
): FormularyDrug {
  return {
    ingredient,
    aliases: names.aliases ?? [],
    brands: names.brands ?? [],
    rows: rows.map(([species, routes, min, max, everyHours, source, unit, use]) => ({
      species,
      routes: routes.split(' ').filter(Boolean) as FormularyRoute[],
      unit: unit ?? 'mg/kg',
      min,
      max,
      everyHours,
      source,
      ...(use ? { use } : {}),
    })),
  };
}

/** Intervals in hours, named as they read in a prescription. */
export const H = {
  q6: [6, 6],
  q8: [8, 8],
  q6_8: [6, 8],
  q8_12: [8, 12],
  q12: [12, 12],
  q12_24: [12, 24],
  q24: [24, 24],
  q24_48: [24, 48],
  q48: [48, 48],
  week: [168, 168],
  month: [672, 744],
  quarter: [2016, 2232],
} as const satisfies Record<string, readonly [number, number]>;
