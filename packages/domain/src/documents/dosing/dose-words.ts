import type { Species } from '../../consultation.ts';
import { foldText } from '../text-fold.ts';
import type { FormularyRoute } from './formulary-types.ts';

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumSignificantDigits: 3 });

/** 0.46875 → "0,469"; 20000 → "20.000"; 0.006 → "0,006". */
export function formatDoseNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatRange(min: number, max: number): string {
  return min === max ? formatDoseNumber(min) : `${formatDoseNumber(min)}–${formatDoseNumber(max)}`;
}

export const SPECIES_PLURAL: Record<Species, string> = {
  cao: 'cães',
  gato: 'gatos',
  equino: 'equinos',
  bovino: 'bovinos',
  'pequeno-ruminante': 'ovinos e caprinos',
  suino: 'suínos',
  ave: 'aves',
  exotico: 'animais exóticos',
  outra: 'esta espécie',
};

/** The route a line is given by: from "via", else from the pharmaceutical form; 'local' is not dosed per kg. */
export type LineRoute = FormularyRoute | 'injetavel' | 'local' | null;

export function lineRoute(via: string | null, forma: string | null): LineRoute {
  const v = foldText(via ?? '').trim();
  if (v) {
    if (/oftalm|otolog|ocular|auricul|intramam|nasal|conjunt|intra-?articular|retal|vaginal/.test(v))
      return 'local';
    if (/oral|^v\.?o\.?$|boca/.test(v)) return 'oral';
    if (/subcut|^s\.?c\.?$|^sq$/.test(v)) return 'sc';
    if (/intramusc|^i\.?m\.?$/.test(v)) return 'im';
    if (/intraven|endoven|^i\.?v\.?$|^e\.?v\.?$/.test(v)) return 'iv';
    if (/topic|pour|cutane|spot|dorso|transderm|pele/.test(v)) return 'topica';
    if (/injet|parenter/.test(v)) return 'injetavel';
  }
  const f = foldText(forma ?? '');
  if (/colirio|oftalm|otolog|auricul/.test(f)) return 'local';
  if (/injet/.test(f)) return 'injetavel';
  if (/pipeta|pour|spot|topic|coleira|xampu|shampoo|spray/.test(f)) return 'topica';
  if (
    /comprimido|capsula|tablete|suspensao oral|solucao oral|xarope|pasta|mastigavel|drageas?|gotas orais|po oral/.test(
      f,
    )
  )
    return 'oral';
  return null;
}

export function routeMatches(route: LineRoute, routes: readonly FormularyRoute[]): boolean {
  if (route === null || route === 'local') return true;
  if (route === 'injetavel') return routes.some((r) => r === 'sc' || r === 'im' || r === 'iv');
  return routes.includes(route);
}

export function capitaliseFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}
