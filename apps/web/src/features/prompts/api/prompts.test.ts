import { QueryClient } from '@tanstack/react-query';
import { ERROR_MESSAGES, type PromptTestResult, type PromptVersionView } from '@vetvoz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-api.ts';
import {
  activatePromptVersion,
  createPromptVersion,
  promptTypesQuery,
  promptVersionsQuery,
  testPrompt,
} from './prompts.ts';

const VERSION: PromptVersionView = {
  id: '0b6f3c1e-2f4e-4a8a-9a3b-4f7d2d1c9e10',
  documentType: 'anamnese',
  version: 2,
  body: 'Use somente o que foi dito na transcrição.',
  note: null,
  authorName: 'VetVoz',
  active: true,
  activatedAt: '2026-11-21T12:00:00.000Z',
  createdAt: '2026-11-21T12:00:00.000Z',
};

const TEST_RESULT: PromptTestResult = {
  documentType: 'anamnese',
  transcript: 'Ele está vomitando desde anteontem.',
  patient: { name: 'Thor', species: 'cao' },
  draft: { ok: true, content: { queixaPrincipal: 'Vômito.' }, repaired: false, durationMs: 120 },
  active: {
    ok: false,
    error: { code: 'AI_TIMEOUT', message: 'Demorou demais.' },
    durationMs: 30,
    version: 2,
  },
  provider: 'openai-compatible',
  model: null,
};

const BODY = 'Escreva a anamnese usando somente o que foi dito na consulta, sem inventar nada.';
const fetchQuery = <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    options as Parameters<QueryClient['fetchQuery']>[0],
  ) as Promise<T>;

/** Each call, its answer, and the same answer with a field of the wrong type. */
const CALLS: Array<[string, () => Promise<unknown>, unknown, unknown]> = [
  [
    'promptTypesQuery',
    () => fetchQuery(promptTypesQuery),
    [{ documentType: 'anamnese', label: 'Anamnese', activeVersion: VERSION, versionCount: 2 }],
    [{ documentType: 'anamnese', label: 'Anamnese', activeVersion: VERSION }],
  ],
  [
    'promptVersionsQuery',
    () => fetchQuery(promptVersionsQuery('anamnese')),
    [VERSION],
    [{ ...VERSION, active: 'sim' }],
  ],
  [
    'createPromptVersion',
    () => createPromptVersion('anamnese', { body: BODY }),
    VERSION,
    { ...VERSION, version: '2' },
  ],
  ['activatePromptVersion', () => activatePromptVersion('anamnese', VERSION.id), VERSION, { id: VERSION.id }],
  [
    'testPrompt',
    () => testPrompt('anamnese', { body: BODY }),
    TEST_RESULT,
    { ...TEST_RESULT, draft: { ok: true, repaired: false } },
  ],
];

afterEach(() => vi.unstubAllGlobals());

describe('prompt API calls', () => {
  it.each(CALLS)('%s reads the answer with its response schema', async (_, call, answer) => {
    vi.stubGlobal('fetch', async () => json(answer));
    await expect(call()).resolves.toEqual(answer);
  });

  it.each(CALLS)('%s refuses an answer that is not the contract', async (_, call, __, broken) => {
    vi.stubGlobal('fetch', async () => json(broken));
    await expect(call()).rejects.toMatchObject({ code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL });
  });
});
