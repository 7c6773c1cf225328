import { controlledRequirement, isControlledItem } from './controlled/controlled-requirement.ts';
import { capitalise, present } from './format.ts';
import type { MedicationItem } from './receita.ts';
import { foldText } from './text-fold.ts';

/** One receita item in Brazilian prescription style, plus the lines printed under it. */
export interface MedicationLine {
  number: number;
  /** "1) Meloxicam 0,5 mg/mL, suspensão oral — dar 0,1 mg/kg (0,6 mL) por via oral, a cada 24 horas, por 5 dias" */
  line: string;
  /** Printed under the line in plain text: quantity, instructions, carência, controlled mark. */
  details: string[];
  /** The same facts in parts, for layouts that set them apart (the PDF): "Meloxicam 0,5 mg/mL, suspensão oral" */
  product: string;
  /** "dar 0,1 mg/kg (0,6 mL) por via oral, a cada 24 horas, por 5 dias" */
  posology: string | null;
  /** "1 frasco de 20 mL" */
  quantity: string | null;
  /** Instructions, carência and the controlled mark, as sentences. */
  notes: string[];
  controlled: boolean;
}

// Abbreviations are for colleagues; the responsável reads the receita (CFMV: avoid abbreviations).
const ROUTES: Record<string, string> = {
  vo: 'oral',
  'v.o.': 'oral',
  sc: 'subcutânea',
  sq: 'subcutânea',
  's.c.': 'subcutânea',
  im: 'intramuscular',
  'i.m.': 'intramuscular',
  iv: 'intravenosa',
  ev: 'intravenosa',
  'i.v.': 'intravenosa',
  'e.v.': 'intravenosa',
};
const FREQUENCIES: Record<string, string> = {
  sid: 'a cada 24 horas',
  bid: 'a cada 12 horas',
  tid: 'a cada 8 horas',
  qid: 'a cada 6 horas',
};
const ADMINISTRATION_VERBS =
  /^(dar|administrar|aplicar|pingar|passar|colocar|oferecer|usar|borrifar|instilar)\b/;

export function formatMedicationLine(item: MedicationItem, number: number): MedicationLine {
  const farmaco = present(item.farmaco);
  const concentracao = present(item.concentracao);
  const forma = present(item.formaFarmaceutica);
  let head = farmaco ? capitalise(farmaco) : 'Medicamento não informado';
  if (concentracao) head += ` ${concentracao}`;
  if (forma) head += `, ${forma}`;

  const route = formatRoute(item.via);
  const dosePart = formatDose(item.dose, item.administrar, item.via);
  const first = [dosePart, route].filter(Boolean).join(' ');
  const clauses = [first, formatFrequency(item.frequencia), formatDuration(item.duracao)].filter(
    (clause): clause is string => Boolean(clause),
  );
  const posology = clauses.length > 0 ? clauses.join(', ') : null;
  const line = `${number}) ${head}${posology ? ` — ${posology}` : ''}`;

  const notes: string[] = [];
  const instrucoes = present(item.instrucoes);
  if (instrucoes) notes.push(withPeriod(capitalise(instrucoes)));
  const carencia = present(item.periodoCarencia);
  if (carencia) notes.push(`Período de carência: ${withPeriod(carencia)}`);
  const controlled = isControlledItem(item);
  if (controlled) {
    const requirement = controlledRequirement(item);
    notes.push(
      requirement
        ? `Medicamento sujeito a controle especial. Receituário: ${requirement.rule.label}.`
        : 'Medicamento sujeito a controle especial.',
    );
  }
  const quantity = present(item.quantidade);
  const details = [...(quantity ? [`Quantidade: ${withPeriod(quantity)}`] : []), ...notes];
  return { number, line, details, product: head, posology, quantity, notes, controlled };
}

function formatDose(dose: string | null, administrar: string | null, via: string | null): string | null {
  const d = present(dose);
  const a = present(administrar);
  if (!d && !a) return null;
  // "1 comprimido (1 comprimido)" when the model filled both with the same words: said once.
  const same = d && a && foldText(d).replace(/\s+/g, ' ') === foldText(a).replace(/\s+/g, ' ');
  const amount = d && a && !same ? `${d} (${a})` : (d ?? a ?? '');
  if (ADMINISTRATION_VERBS.test(foldText(amount))) return amount;
  return `${verbFor(via)} ${amount}`;
}

function verbFor(via: string | null): string {
  const folded = foldText(present(via) ?? '');
  if (folded === '' || folded.includes('oral') || folded === 'vo' || folded === 'v.o.') return 'dar';
  if (/(topic|oftalm|otolog|cutane|transderm|nasal|retal|auricul|ocular|intramam|vaginal)/.test(folded))
    return 'aplicar';
  if (/(subcut|intramusc|intraven|endoven|injet|^sc$|^sq$|^im$|^iv$|^ev$)/.test(folded)) return 'aplicar';
  return 'administrar';
}

function formatRoute(via: string | null): string | null {
  const v = present(via);
  if (!v) return null;
  const folded = foldText(v);
  const expanded = ROUTES[folded];
  if (expanded) return `por via ${expanded}`;
  if (folded.startsWith('via ')) return `por ${v}`;
  if (
    folded.startsWith('por ') ||
    folded.startsWith('uso ') ||
    folded.startsWith('no ') ||
    folded.startsWith('na ')
  )
    return v;
  return `por via ${v}`;
}

function formatFrequency(frequencia: string | null): string | null {
  const f = present(frequencia);
  if (!f) return null;
  const folded = foldText(f).replace(/\s+/g, ' ');
  const named = FREQUENCIES[folded];
  if (named) return named;
  const q = /^q ?(\d+) ?h$/.exec(folded) ?? /^(\d+) ?\/ ?\1 ?h(?:oras)?$/.exec(folded);
  if (q) return `a cada ${q[1]} horas`;
  if (/^\d+([.,]\d+)? ?(h|horas?)$/.test(folded)) return `a cada ${f}`;
  return f;
}

function formatDuration(duracao: string | null): string | null {
  const d = present(duracao);
  if (!d) return null;
  return /^\d/.test(d) ? `por ${d}` : d;
}

function withPeriod(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
