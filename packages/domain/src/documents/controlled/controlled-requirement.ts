import type { MedicationItem } from '../receita.ts';
import { foldText } from '../text-fold.ts';
import { CONTROLLED_ROWS, type ControlledList, type ControlledRow } from './controlled-lists.ts';
import { RECEITUARIO_RULES, type ReceituarioKind, type ReceituarioRule } from './receituarios.ts';

/** What the law asks for one controlled receita item, found from its drug's name. */
export interface ControlledRequirement {
  /** The ingredient as the list names it ("tramadol"), whatever the vet said ("Tramal 50 mg"). */
  ingredient: string;
  list: ControlledList;
  kind: ReceituarioKind;
  rule: ReceituarioRule;
  note: string | null;
}

const MATCHERS = CONTROLLED_ROWS.map((row) => ({
  row,
  patterns: row.names.map((name) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(foldText(name))}($|[^a-z0-9])`)),
}));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The list row naming this product or ingredient ("Cloridrato de tramadol 50 mg" → tramadol), if any. */
export function findControlledRow(name: string | null | undefined): ControlledRow | null {
  if (!name) return null;
  const folded = foldText(name);
  return MATCHERS.find(({ patterns }) => patterns.some((pattern) => pattern.test(folded)))?.row ?? null;
}

/** True when a product name names a controlled ingredient ("Cloridrato de tramadol 50 mg" → true). */
export function isControlledSubstance(name: string | null | undefined): boolean {
  return findControlledRow(name) !== null;
}

/** A receita line is controlled when the model said so or its ingredient is on the lists. */
export function isControlledItem(item: Pick<MedicationItem, 'farmaco' | 'controleEspecial'>): boolean {
  return item.controleEspecial === true || isControlledSubstance(item.farmaco);
}

/**
 * The receituário an item needs, or null when its drug is on no list VetVoz knows (an item the model
 * marked controlled without a known ingredient stays on the ordinary receita with the general notice: the
 * vet decides its form).
 */
export function controlledRequirement(
  item: Pick<MedicationItem, 'farmaco' | 'controleEspecial'>,
): ControlledRequirement | null {
  const row = findControlledRow(item.farmaco);
  if (!row) return null;
  return {
    ingredient: row.names[0] ?? '',
    list: row.list,
    kind: row.receituario,
    rule: RECEITUARIO_RULES[row.receituario],
    note: row.note ?? null,
  };
}

export interface ControlledForm {
  item: MedicationItem;
  /** Position of the item on the receita as dictated (1-based), for the vet to match the forms to it. */
  number: number;
  requirement: ControlledRequirement;
}

export interface ReceitaSplit {
  /** Items that stay on the ordinary receita (including controlled ones whose list is unknown). */
  ordinary: MedicationItem[];
  /** One form per controlled drug, in the receita's order: every receituário here takes a single drug. */
  forms: ControlledForm[];
}

/**
 * Splits a receita's items by the form each needs: every known controlled drug gets its own receituário
 * (Portaria 344 allows one substance per Notificação de Receita; VetVoz also draws one drug per Receita de
 * Controle Especial), the rest stay together on the ordinary receita.
 */
export function splitReceitaItems(items: readonly MedicationItem[]): ReceitaSplit {
  const ordinary: MedicationItem[] = [];
  const forms: ControlledForm[] = [];
  items.forEach((item, index) => {
    const requirement = controlledRequirement(item);
    if (requirement) forms.push({ item, number: index + 1, requirement });
    else ordinary.push(item);
  });
  return { ordinary, forms };
}

/**
 * One sentence for the vet, in the editor and before issuing: which receituário a controlled line needs
 * and what VetVoz's PDF does about it; null for a line that is not controlled.
 */
export function describeControlledItem(
  item: Pick<MedicationItem, 'farmaco' | 'controleEspecial'>,
): string | null {
  if (!isControlledItem(item)) return null;
  const requirement = controlledRequirement(item);
  if (!requirement) {
    return 'Controle especial: medicamento fora das listas que o VetVoz conhece — confira o receituário exigido (Portaria SVS/MS 344/1998 ou MAPA).';
  }
  const list =
    requirement.list === 'MAPA' ? 'produto veterinário controlado, MAPA' : `lista ${requirement.list}`;
  const what = requirement.rule.drawnByVetVoz
    ? 'o PDF traz esta receita à parte, em 1ª via (farmácia) e 2ª via (responsável)'
    : requirement.kind === 'fora-da-pratica-veterinaria' || requirement.kind === 'notificacao-b2'
      ? 'o VetVoz não prepara este receituário'
      : 'exige o formulário oficial numerado; o PDF traz a receita e os dados para transcrever nele';
  return `Controle especial (${list}): ${requirement.rule.label} — ${what}.`;
}
