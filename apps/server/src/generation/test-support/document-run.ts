import type { Patient } from '@vetvoz/domain';
import { z } from 'zod';
import {
  type DocumentGenerationEvent,
  type GenerateDocumentOptions,
  generateDocument,
} from '../generate-document.ts';
import type { TextModel } from '../text-model.ts';

export { failure } from './generation-failure.ts';

/**
 * One document generation as the providers' tests run it against the fake provider server
 * (e2e/fixtures/fake-openai.ts): a schema shaped like the document schemas (nullable texts, a list of
 * objects, a nested group), a short consultation, and helpers to collect events or the typed failure.
 */
export const schema = z.object({
  queixaPrincipal: z.string().nullable().default(null),
  sinaisVitais: z
    .object({
      temperatura: z.string().nullable().default(null),
      mucosas: z.string().nullable().default(null),
    })
    .prefault({}),
  itens: z.array(z.object({ farmaco: z.string().nullable(), dose: z.string().nullable() })).default([]),
  retorno: z.boolean().nullable().default(null),
});
export type Content = z.output<typeof schema>;

export const TRANSCRIPT =
  'A Mia, gata castrada de três anos, apresenta prurido e alopecia na região cervical há duas semanas. ' +
  'Temperatura de 38,6 graus, mucosas normocoradas. Vou prescrever fluralaner e reavaliar em quinze dias.';
export const FIRST_SENTENCE =
  'A Mia, gata castrada de três anos, apresenta prurido e alopecia na região cervical há duas semanas.';
const PATIENT: Patient = { name: 'Mia', species: 'gato', neutered: true };

export function runDocument(
  model: TextModel,
  extra: Partial<GenerateDocumentOptions<typeof schema>> = {},
): AsyncGenerator<DocumentGenerationEvent<Content>> {
  return generateDocument<typeof schema>({
    model,
    systemPrompt: 'Você redige a anamnese veterinária. Use somente a transcrição.',
    schema,
    schemaName: 'anamnese',
    transcript: TRANSCRIPT,
    patient: PATIENT,
    policy: { idleTimeoutMs: 5000, totalTimeoutMs: 10_000, partialIntervalMs: 0 },
    ...extra,
  });
}

export async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const event of events) out.push(event);
  return out;
}

/** The finished document of a run, failing the test when there is none. */
export function doneOf(events: DocumentGenerationEvent<Content>[]) {
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error('no result');
  return done;
}
