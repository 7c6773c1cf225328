import { z } from 'zod';
import { type AnamneseContent, anamneseContentSchema } from './anamnese.ts';
import {
  type AtestadoSaudeContent,
  type AtestadoVacinacaoContent,
  atestadoSaudeContentSchema,
  atestadoVacinacaoContentSchema,
} from './atestados.ts';
import { type DiagnosticoContent, diagnosticoContentSchema } from './diagnostico.ts';
import type { DocumentType } from './document-types.ts';
import { type OrientacoesContent, orientacoesContentSchema } from './orientacoes.ts';
import { type ReceitaContent, receitaContentSchema } from './receita.ts';

/** What the model fills per document type, and what the vet's edits are validated against. */
export const documentContentSchemas = {
  anamnese: anamneseContentSchema,
  receita: receitaContentSchema,
  diagnostico: diagnosticoContentSchema,
  orientacoes: orientacoesContentSchema,
  'atestado-saude': atestadoSaudeContentSchema,
  'atestado-vacinacao': atestadoVacinacaoContentSchema,
} satisfies Record<DocumentType, z.ZodObject>;

export interface DocumentContentByType {
  anamnese: AnamneseContent;
  receita: ReceitaContent;
  diagnostico: DiagnosticoContent;
  orientacoes: OrientacoesContent;
  'atestado-saude': AtestadoSaudeContent;
  'atestado-vacinacao': AtestadoVacinacaoContent;
}
export type DocumentContent<T extends DocumentType = DocumentType> = DocumentContentByType[T];

/** A document of any type with its content, narrowed by `type`. */
export type TypedDocumentContent = {
  [T in DocumentType]: { type: T; content: DocumentContentByType[T] };
}[DocumentType];

/** Content with every field empty: the starting point of a document written by hand. */
export function emptyDocumentContent<T extends DocumentType>(type: T): DocumentContentByType[T] {
  return documentContentSchemas[type].parse({}) as DocumentContentByType[T];
}

type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema to send a provider in strict structured-output mode (OpenAI `strict: true` requires every
 * key listed in `required`, `additionalProperties: false` and no `default`/length keywords). It describes
 * the parsed shape — every key present, unknowns null or [] — while the zod schema still accepts an answer
 * that leaves keys out. Validate the answer with `documentContentSchemas[type]`.
 */
export function documentModelJsonSchema(type: DocumentType): JsonSchema {
  const schema = z.toJSONSchema(documentContentSchemas[type], { target: 'draft-7', io: 'output' });
  return strictify(schema) as JsonSchema;
}

const DROPPED_KEYWORDS = new Set(['default', 'maxLength', 'minLength', 'maxItems', 'minItems', '$schema']);

function strictify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictify);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(([key]) => !DROPPED_KEYWORDS.has(key));
  const out: JsonSchema = Object.fromEntries(entries.map(([key, value]) => [key, strictify(value)]));
  // `anyOf: [{type: string}, {type: null}]` (what a length limit leaves behind) → `type: [string, null]`.
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.every((part) => isBareType(part))) {
    delete out.anyOf;
    out.type = anyOf.flatMap((part) => (part as { type: string | string[] }).type);
  }
  return out;
}

function isBareType(part: unknown): boolean {
  return part !== null && typeof part === 'object' && Object.keys(part).length === 1 && 'type' in part;
}
