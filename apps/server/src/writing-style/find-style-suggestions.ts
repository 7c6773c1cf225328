import { DOCUMENT_TYPE_LABELS, type DocumentType, type StyleSuggestion } from '@vetvoz/domain';

/** The same kind of edit on the same field in this many documents makes an offer. */
export const SUGGESTION_THRESHOLD = 3;

/** A document as generated and as the vet left it. */
export interface EditedDocument {
  id: string;
  type: DocumentType;
  generated: unknown;
  edited: unknown;
}

type EditKind = 'sem-abreviacoes' | 'horarios' | 'mais-curto' | 'mais-longo';

/** Dosing abbreviations a vet may prefer spelled out. */
const ABBREVIATION = /(?<![\p{L}\d])(?:SID|BID|TID|QID|VO|SC|IM|IV|EV|q\d{1,2}h)(?![\p{L}\d])/u;
/** Times of day: "8h", "20h30", "às 8 horas", "08:00". */
const CLOCK_TIME = /(?<![\p{L}\d])(?:\d{1,2}h(?:\d{2})?|\d{1,2}:\d{2}|às \d{1,2}(?: horas)?)(?![\p{L}\d])/u;

const FIELD_LABELS: Record<string, string> = {
  frequencia: 'Frequência',
  duracao: 'Duração',
  dose: 'Dose',
  administrar: 'Administrar',
  via: 'Via',
  instrucoes: 'Instruções',
  orientacoesGerais: 'Orientações gerais',
  queixaPrincipal: 'Queixa principal',
  historico: 'Histórico',
  exameFisico: 'Exame físico',
  conduta: 'Conduta',
  cuidados: 'Cuidados',
};

/** "itens[].frequencia" → "Frequência"; an unknown key is split at its capitals. */
export function fieldLabel(path: string): string {
  const key = path.split('.').at(-1)?.replace('[]', '') ?? path;
  return FIELD_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** Every text leaf of a content object by its path, list positions folded ("itens[].dose"). */
function textLeaves(value: unknown, path = '', out = new Map<string, string[]>()): Map<string, string[]> {
  if (typeof value === 'string') out.set(path, [...(out.get(path) ?? []), value]);
  else if (Array.isArray(value)) for (const item of value) textLeaves(item, `${path}[]`, out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) textLeaves(item, path ? `${path}.${key}` : key, out);
  return out;
}

function kindsOf(generated: string, edited: string): EditKind[] {
  const kinds: EditKind[] = [];
  if (!edited.trim() || generated === edited) return kinds;
  if (ABBREVIATION.test(generated) && !ABBREVIATION.test(edited)) kinds.push('sem-abreviacoes');
  if (CLOCK_TIME.test(edited) && !CLOCK_TIME.test(generated)) kinds.push('horarios');
  if (generated.length >= 80 && edited.length <= generated.length * 0.6) kinds.push('mais-curto');
  if (edited.length >= 80 && edited.length >= generated.length * 1.6) kinds.push('mais-longo');
  return kinds;
}

function describe(kind: EditKind, type: DocumentType, path: string, count: number) {
  const field = fieldLabel(path);
  const where = `em ${count} documentos (${DOCUMENT_TYPE_LABELS[type]})`;
  switch (kind) {
    case 'sem-abreviacoes':
      return {
        reason: `Você trocou abreviações por extenso no campo ${field} ${where}.`,
        instruction:
          'Escreva sem abreviações de posologia: "a cada 12 horas" em vez de BID, "via oral" em vez de VO.',
      };
    case 'horarios':
      return {
        reason: `Você acrescentou horários no campo ${field} ${where}.`,
        instruction: 'Na posologia, indique sempre os horários de cada dose (ex.: às 8h e às 20h).',
      };
    case 'mais-curto':
      return {
        reason: `Você encurtou o campo ${field} ${where}.`,
        instruction: `${DOCUMENT_TYPE_LABELS[type]}: escreva o campo ${field} de forma mais curta.`,
      };
    case 'mais-longo':
      return {
        reason: `Você detalhou mais o campo ${field} ${where}.`,
        instruction: `${DOCUMENT_TYPE_LABELS[type]}: escreva o campo ${field} com mais detalhes.`,
      };
  }
}

/**
 * The edits a vet made again and again: each text field of each document compared with what the model
 * wrote, each kind of edit counted once per document, and every (type, field, kind) seen in
 * SUGGESTION_THRESHOLD documents or more offered — unless already answered, or already in the vet's
 * instructions word for word.
 */
export function findStyleSuggestions({
  documents,
  answered,
  instructions,
}: {
  documents: EditedDocument[];
  answered: readonly string[];
  instructions: string;
}): StyleSuggestion[] {
  const seen = new Map<string, { type: DocumentType; path: string; kind: EditKind; docs: Set<string> }>();
  for (const doc of documents) {
    const before = textLeaves(doc.generated);
    const after = textLeaves(doc.edited);
    for (const [path, generatedValues] of before) {
      const editedValues = after.get(path) ?? [];
      generatedValues.forEach((generated, i) => {
        for (const kind of kindsOf(generated, editedValues[i] ?? '')) {
          const id = `${doc.type}:${path}:${kind}`;
          const entry = seen.get(id) ?? { type: doc.type, path, kind, docs: new Set<string>() };
          entry.docs.add(doc.id);
          seen.set(id, entry);
        }
      });
    }
  }
  const done = new Set(answered);
  return [...seen.entries()]
    .filter(([id, entry]) => entry.docs.size >= SUGGESTION_THRESHOLD && !done.has(id))
    .map(([id, entry]) => ({
      id,
      documentType: entry.type,
      documents: entry.docs.size,
      ...describe(entry.kind, entry.type, entry.path, entry.docs.size),
    }))
    .filter((suggestion) => !instructions.includes(suggestion.instruction))
    .sort((a, b) => b.documents - a.documents || a.id.localeCompare(b.id));
}
