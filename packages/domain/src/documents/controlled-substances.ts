import { foldText } from './text-fold.ts';

/**
 * Active ingredients used in veterinary practice that are under special control in Brazil: human products
 * in Portaria SVS/MS 344/1998 (opioids, benzodiazepines, barbiturates, anticonvulsants, antidepressants,
 * dissociative anaesthetics, anabolic steroids) and veterinary products under MAPA's regime de controle
 * especial (domain doc §4). Deliberately short and without list letters (A1, B1, C1…): it only raises a
 * flag for the vet, who knows which receituário applies; an ingredient missing here can still be flagged
 * by the model (`controleEspecial`). Extend as data.
 */
export const CONTROLLED_SUBSTANCES: readonly string[] = [
  'morfina',
  'metadona',
  'fentanil',
  'alfentanil',
  'remifentanil',
  'sufentanil',
  'oxicodona',
  'petidina',
  'meperidina',
  'hidromorfona',
  'buprenorfina',
  'butorfanol',
  'nalbufina',
  'codeina',
  'tramadol',
  'cetamina',
  'quetamina',
  'ketamina',
  'dextrocetamina',
  'escetamina',
  'tiletamina',
  'zolazepam',
  'diazepam',
  'midazolam',
  'alprazolam',
  'clonazepam',
  'lorazepam',
  'fenobarbital',
  'pentobarbital',
  'tiopental',
  'gabapentina',
  'pregabalina',
  'levetiracetam',
  'topiramato',
  'fluoxetina',
  'clomipramina',
  'amitriptilina',
  'trazodona',
  'mirtazapina',
  'paroxetina',
  'sertralina',
  'levomepromazina',
  'clorpromazina',
  'propofol',
  'misoprostol',
  'nandrolona',
  'estanozolol',
  'boldenona',
  'testosterona',
  'zoletil',
  'ketalex',
  'dopalen',
];

const FOLDED = CONTROLLED_SUBSTANCES.map(foldText);

/** True when a product name names a controlled ingredient ("Cloridrato de tramadol 50 mg" → true). */
export function isControlledSubstance(name: string | null | undefined): boolean {
  if (!name) return false;
  const words = new Set(foldText(name).split(/[^a-z0-9]+/));
  return FOLDED.some((substance) => words.has(substance));
}

/** A receita line is controlled when the model said so or its ingredient is on the list. */
export function isControlledItem(item: {
  farmaco: string | null;
  controleEspecial: boolean | null;
}): boolean {
  return item.controleEspecial === true || isControlledSubstance(item.farmaco);
}

/**
 * Printed on a receita with controlled items and shown to the vet before issuing: such items need their
 * own receituário (domain doc §4), which an ordinary receita does not replace.
 */
export const CONTROLLED_RECEITA_NOTICE =
  'Medicamento sujeito a controle especial: a dispensação exige o receituário próprio (Receita de Controle Especial em 2 vias, Notificação de Receita ou, para produto veterinário controlado, Notificação de Receita Veterinária emitida no SIPEAGRO).';
