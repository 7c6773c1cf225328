import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { consultationViewSchema, transcriptSegmentViewSchema } from './consultation.ts';
import {
  documentEmailResponseSchema,
  documentListSchema,
  documentRecordSchema,
  documentTextResponseSchema,
} from './document-records.ts';
import { consultationStreamEventSchema, documentStreamEventSchema, readStreamEvent } from './events.ts';
import { historyPageSchema } from './history.ts';
import {
  promptTestResultSchema,
  promptTypeListSchema,
  promptVersionListSchema,
  promptVersionViewSchema,
} from './prompts.ts';

const SEGMENT = {
  index: 0,
  status: 'done',
  text: 'Ele está vomitando desde anteontem.',
  attempts: 1,
  errorCode: null,
  errorMessage: null,
} as const;

const CONSULTATION = {
  id: '0f8a2c1e-5b7d-4e3a-9c6f-1a2b3c4d5e6f',
  status: 'transcribing',
  patient: { name: 'Thor', species: 'cao', breed: 'SRD', weightKg: 12.4 },
  transcript: SEGMENT.text,
  transcriptTooShort: true,
  transcriptEditedAt: null,
  lastSegmentIndex: null,
  durationSeconds: null,
  sttProvider: 'openai-compatible',
  sttModel: 'whisper-1',
  segments: [SEGMENT],
  pendingSegments: 0,
  createdAt: '2026-03-02T12:00:00.000Z',
  updatedAt: '2026-03-02T12:00:10.000Z',
} as const;

const DOCUMENT = {
  id: '1f8a2c1e-5b7d-4e3a-9c6f-1a2b3c4d5e6f',
  consultationId: CONSULTATION.id,
  type: 'receita',
  status: 'ready',
  content: { itens: [{ farmaco: 'Meloxicam', dose: '0,1 mg/kg' }] },
  generatedContent: { itens: [] },
  editedAt: null,
  groundingFlags: [{ path: 'itens.0.dose', value: '0,1 mg/kg', kind: 'number' }],
  promptVersion: 1,
  errorCode: null,
  errorMessage: null,
  createdAt: '2026-03-02T12:01:00.000Z',
  updatedAt: '2026-03-02T12:01:05.000Z',
} as const;

const VERSION = {
  id: '2f8a2c1e-5b7d-4e3a-9c6f-1a2b3c4d5e6f',
  documentType: 'anamnese',
  version: 2,
  body: 'Use somente o que foi dito.',
  note: null,
  authorName: 'VetVoz',
  active: true,
  activatedAt: '2026-03-02T12:00:00.000Z',
  createdAt: '2026-03-02T12:00:00.000Z',
} as const;

/** Each response schema with an answer the server gives. */
const RESPONSES: Array<[string, z.ZodType, unknown]> = [
  ['segment', transcriptSegmentViewSchema, SEGMENT],
  ['consultation', consultationViewSchema, CONSULTATION],
  [
    'history page',
    historyPageSchema,
    {
      items: [
        {
          id: CONSULTATION.id,
          patient: { name: 'Mia', species: 'gato', neutered: true },
          status: 'ready',
          transcriptTooShort: false,
          durationSeconds: 42,
          createdAt: CONSULTATION.createdAt,
          excerpt: 'A Mia está com otite…',
          documentCount: 2,
        },
      ],
      nextCursor: null,
    },
  ],
  ['document', documentRecordSchema, DOCUMENT],
  [
    'documents',
    documentListSchema,
    { documents: [DOCUMENT, { ...DOCUMENT, content: null, status: 'generating' }] },
  ],
  ['document text', documentTextResponseSchema, { text: 'Receita', fileName: 'thor-receita.pdf' }],
  ['document e-mail', documentEmailResponseSchema, { message: 'E-mail enviado ao tutor.' }],
  ['prompt version', promptVersionViewSchema, VERSION],
  ['prompt versions', promptVersionListSchema, [VERSION]],
  [
    'prompt types',
    promptTypeListSchema,
    [{ documentType: 'anamnese', label: 'Anamnese', activeVersion: VERSION, versionCount: 2 }],
  ],
  [
    'prompt test',
    promptTestResultSchema,
    {
      documentType: 'anamnese',
      transcript: 'Ele está vomitando desde anteontem.',
      patient: { name: 'Thor', species: 'cao' },
      draft: { ok: true, content: { queixa: 'vômito' }, repaired: false, durationMs: 120 },
      active: {
        ok: false,
        error: { code: 'AI_UNAVAILABLE', message: 'O serviço de IA não respondeu.' },
        durationMs: 30,
        version: 2,
      },
      provider: 'openai-compatible',
      model: null,
    },
  ],
];

describe('clinical response schemas', () => {
  it.each(RESPONSES)('reads a %s answer as it is (no defaults, no transforms)', (_, schema, answer) => {
    expect(schema.parse(answer)).toEqual(answer);
    // A transform has no JSON Schema: this is what the OpenAPI document is made from.
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });

  it('refuses answers of another shape', () => {
    expect(consultationViewSchema.safeParse({ ...CONSULTATION, status: 'paused' }).success).toBe(false);
    expect(consultationViewSchema.safeParse({ ...CONSULTATION, segments: undefined }).success).toBe(false);
    expect(documentRecordSchema.safeParse({ ...DOCUMENT, groundingFlags: [{ path: 'x' }] }).success).toBe(
      false,
    );
    expect(historyPageSchema.safeParse({ items: [] }).success).toBe(false);
    const test = RESPONSES.at(-1)?.[2] as Record<string, unknown>;
    expect(promptTestResultSchema.safeParse({ ...test, draft: { ok: true } }).success).toBe(false);
  });

  it('keeps a stored animal readable even when it breaks a rule of the creation form', () => {
    const old = { ...CONSULTATION, patient: { name: 'T'.repeat(200), species: 'cao', age: 'adulto' } };
    expect(consultationViewSchema.parse(old)).toEqual(old);
  });
});

describe('live stream events', () => {
  it('reads every event of the consultation stream by its name', () => {
    expect(readStreamEvent(consultationStreamEventSchema, 'snapshot', JSON.stringify(CONSULTATION))).toEqual({
      event: 'snapshot',
      data: CONSULTATION,
    });
    const segment = { segment: SEGMENT, transcript: 'texto', status: 'transcribing', pendingSegments: 1 };
    expect(readStreamEvent(consultationStreamEventSchema, 'segment', JSON.stringify(segment))?.data).toEqual(
      segment,
    );
    // A segment no longer visible is left out.
    const { segment: _, ...withoutSegment } = segment;
    expect(
      readStreamEvent(consultationStreamEventSchema, 'segment', JSON.stringify(withoutSegment))?.data,
    ).toEqual(withoutSegment);
    const status = { status: 'ready', transcript: 'texto', transcriptTooShort: false, pendingSegments: 0 };
    expect(readStreamEvent(consultationStreamEventSchema, 'status', JSON.stringify(status))?.data).toEqual(
      status,
    );
    expect(readStreamEvent(consultationStreamEventSchema, 'deleted', '{"id":"abc"}')?.data).toEqual({
      id: 'abc',
    });
    expect(
      readStreamEvent(consultationStreamEventSchema, 'signed-out', '{"message":"Sessão encerrada."}')?.data,
    ).toEqual({ message: 'Sessão encerrada.' });
  });

  it('reads every event of the documents stream by its name', () => {
    const snapshot = { documents: [DOCUMENT] };
    expect(readStreamEvent(documentStreamEventSchema, 'snapshot', JSON.stringify(snapshot))?.data).toEqual(
      snapshot,
    );
    const partial = { document: { ...DOCUMENT, status: 'generating', content: { itens: [{}] } } };
    expect(readStreamEvent(documentStreamEventSchema, 'document', JSON.stringify(partial))?.data).toEqual(
      partial,
    );
  });

  it('ignores what is not an event of the stream: bad JSON, wrong shape, another stream', () => {
    expect(readStreamEvent(consultationStreamEventSchema, 'snapshot', '<html>')).toBeUndefined();
    expect(readStreamEvent(consultationStreamEventSchema, 'snapshot', '')).toBeUndefined();
    expect(readStreamEvent(consultationStreamEventSchema, 'snapshot', '{"id":"abc"}')).toBeUndefined();
    expect(
      readStreamEvent(consultationStreamEventSchema, 'status', JSON.stringify({ status: 'ready' })),
    ).toBeUndefined();
    expect(
      readStreamEvent(documentStreamEventSchema, 'document', JSON.stringify({ document: { id: 'x' } })),
    ).toBeUndefined();
    // @ts-expect-error — 'segment' is not an event of the documents stream.
    expect(readStreamEvent(documentStreamEventSchema, 'segment', JSON.stringify({}))).toBeUndefined();
  });
});
