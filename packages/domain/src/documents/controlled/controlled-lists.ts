import { CONTROLLED_SOURCES, type ControlledSourceId } from './controlled-sources.ts';
import type { ReceituarioKind } from './receituarios.ts';

/**
 * Bumped on every change to the rows below, so a receita's controlled forms can be traced to the list
 * they were drawn from (docs/decisions/043-controlled-receituarios.md).
 */
export const CONTROLLED_LISTS_VERSION = '2026-11-26.1';

/** Lists of Portaria SVS/MS 344/1998 Anexo I that matter in veterinary prescribing; MAPA for vet products. */
export type ControlledList = 'A1' | 'A2' | 'A3' | 'B1' | 'B2' | 'C1' | 'C2' | 'C3' | 'C5' | 'MAPA';

export interface ControlledRow {
  /** The ingredient first, then other spellings and brand names, lower case, as a vet says them. */
  names: readonly string[];
  list: ControlledList;
  receituario: ReceituarioKind;
  /** Why the receituário differs from the list's usual one (an adendo), or what the vet must check. */
  note?: string;
  source: ControlledSourceId;
}

const A1 = { list: 'A1', receituario: 'notificacao-a', source: 'port344-anexo1' } as const;
const A2 = { list: 'A2', receituario: 'notificacao-a', source: 'port344-anexo1' } as const;
const B1 = { list: 'B1', receituario: 'notificacao-b', source: 'port344-anexo1' } as const;
const C1 = { list: 'C1', receituario: 'receita-controle-especial', source: 'port344-anexo1' } as const;
const C5 = { list: 'C5', receituario: 'receita-controle-especial', source: 'port344-anexo1' } as const;
const VET = {
  list: 'MAPA',
  receituario: 'notificacao-receita-veterinaria',
  source: 'mapa-837-2025',
} as const;

/**
 * Human-use products follow Portaria 344 (bought at a pharmacy); a product of veterinary use registered at
 * MAPA under the special-control regime follows Portaria MAPA 837/2025 (Notificação de Receita
 * Veterinária from SIPEAGRO). Brand rows of veterinary products come first so they win over the ingredient.
 */
export const CONTROLLED_ROWS: readonly ControlledRow[] = [
  // Veterinary products (MAPA regime): anaesthetics sold only for veterinary use.
  { names: ['zoletil', 'telazol'], ...VET, note: 'Tiletamina + zolazepam, produto de uso veterinário.' },
  { names: ['ketalex', 'dopalen', 'vetaset', 'cetamin', 'ketamin-s'], ...VET },
  // A1: opioid agonists and agonist–antagonists.
  { names: ['morfina', 'dimorf'], ...A1 },
  { names: ['metadona', 'mytedom'], ...A1 },
  { names: ['fentanil', 'fentanila', 'fentanest'], ...A1 },
  { names: ['alfentanil', 'alfentanila'], ...A1 },
  { names: ['remifentanil', 'remifentanila', 'ultiva'], ...A1 },
  { names: ['sufentanil', 'sufentanila'], ...A1 },
  { names: ['oxicodona', 'oxycontin'], ...A1 },
  { names: ['petidina', 'meperidina', 'dolantina', 'dolosal'], ...A1 },
  { names: ['hidromorfona'], ...A1 },
  { names: ['buprenorfina', 'temgesic', 'transtec'], ...A1 },
  { names: ['butorfanol', 'torbugesic'], ...A1 },
  // A2: opioids allowed only in special concentrations; tramadol and codeine preparations go on RCE.
  { names: ['nalbufina', 'nubain'], ...A2 },
  {
    names: ['tramadol', 'tramal', 'dorless'],
    ...A2,
    receituario: 'receita-controle-especial',
    note: 'As preparações de tramadol vão em Receita de Controle Especial (adendo da lista A2).',
    source: 'port344-adendos',
  },
  {
    names: ['codeina', 'tylex'],
    ...A2,
    receituario: 'receita-controle-especial',
    note: 'As preparações de codeína até 100 mg por unidade vão em Receita de Controle Especial (adendo da lista A2).',
    source: 'port344-adendos',
  },
  // B1: benzodiazepines and barbiturates.
  { names: ['diazepam', 'valium', 'compaz'], ...B1 },
  { names: ['midazolam', 'dormonid'], ...B1 },
  { names: ['alprazolam', 'frontal'], ...B1 },
  { names: ['clonazepam', 'rivotril'], ...B1 },
  { names: ['lorazepam', 'lorax'], ...B1 },
  { names: ['zolazepam'], ...B1 },
  { names: ['pentobarbital'], ...B1 },
  { names: ['tiopental', 'thiopentax'], ...B1 },
  {
    names: ['fenobarbital', 'gardenal'],
    ...B1,
    receituario: 'receita-controle-especial',
    note: 'As preparações de fenobarbital vão em Receita de Controle Especial (adendo da lista B1).',
    source: 'port344-adendos',
  },
  // B2: anorexigens, never a veterinary prescription; listed so the vet is told, not drafted.
  { names: ['sibutramina'], list: 'B2', receituario: 'notificacao-b2', source: 'port344-anexo1' },
  // C1: other substances under special control.
  { names: ['cetamina', 'quetamina', 'ketamina', 'escetamina', 'dextrocetamina'], ...C1 },
  { names: ['tiletamina'], ...C1 },
  { names: ['propofol', 'diprivan', 'propovan'], ...C1 },
  { names: ['gabapentina', 'neurontin'], ...C1 },
  { names: ['pregabalina', 'lyrica'], ...C1 },
  { names: ['levetiracetam', 'keppra'], ...C1 },
  { names: ['topiramato', 'topamax'], ...C1 },
  { names: ['zonisamida'], ...C1 },
  { names: ['fluoxetina', 'prozac'], ...C1 },
  { names: ['clomipramina', 'anafranil', 'clomicalm'], ...C1 },
  { names: ['amitriptilina', 'amytril'], ...C1 },
  { names: ['trazodona', 'donaren'], ...C1 },
  { names: ['mirtazapina', 'remeron'], ...C1 },
  { names: ['paroxetina'], ...C1 },
  { names: ['sertralina'], ...C1 },
  { names: ['levomepromazina', 'neozine'], ...C1 },
  { names: ['clorpromazina', 'amplictil'], ...C1 },
  {
    names: ['misoprostol', 'cytotec'],
    ...C1,
    note: 'Dispensação de misoprostol restrita a estabelecimentos hospitalares cadastrados (adendo da lista C1).',
  },
  // C2 and C3: forms of their own with human-patient terms; not a veterinary receituário.
  {
    names: ['isotretinoina', 'roacutan'],
    list: 'C2',
    receituario: 'fora-da-pratica-veterinaria',
    source: 'port344-anexo1',
  },
  { names: ['acitretina'], list: 'C2', receituario: 'fora-da-pratica-veterinaria', source: 'port344-anexo1' },
  { names: ['talidomida'], list: 'C3', receituario: 'fora-da-pratica-veterinaria', source: 'port344-anexo1' },
  // C5: anabolic steroids.
  { names: ['nandrolona', 'deca-durabolin'], ...C5 },
  { names: ['estanozolol', 'winstrol'], ...C5 },
  { names: ['boldenona', 'equipoise'], ...C5 },
  { names: ['testosterona', 'durateston'], ...C5 },
  { names: ['oxandrolona'], ...C5 },
];

/** Names of rows that cite no known source: the lists' test keeps this empty. */
export function unsourcedControlledRows(
  rows: readonly { names: readonly string[]; source?: string }[],
): string[] {
  return rows
    .filter((row) => !row.source || !Object.hasOwn(CONTROLLED_SOURCES, row.source))
    .map((row) => row.names[0] ?? '?');
}
