import { ERROR_MESSAGES } from '@vetvoz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/mock-api.ts';
import { documentRecord } from '../test/documents-fixtures.tsx';
import {
  emailDocument,
  fetchDocuments,
  fetchDocumentText,
  generateDocuments,
  restoreDocument,
  retryDocument,
  updateDocument,
} from './documents.ts';

const RECORD = documentRecord('anamnese', { content: { queixaPrincipal: 'Vômito há dois dias.' } });

const answerAll = (body: unknown) => vi.stubGlobal('fetch', async () => json(body));

/** Each call, its answer, and the same answer with a field of the wrong type. */
const CALLS: Array<[string, () => Promise<unknown>, unknown, unknown]> = [
  [
    'fetchDocuments',
    () => fetchDocuments('c-1'),
    { documents: [RECORD] },
    { documents: [{ ...RECORD, status: 'pronto' }] },
  ],
  [
    'generateDocuments',
    () => generateDocuments('c-1', ['anamnese']),
    { documents: [RECORD] },
    { documents: [{ ...RECORD, groundingFlags: null }] },
  ],
  [
    'updateDocument',
    () => updateDocument('d0c00000-0000-4000-8000-000000000001', {}),
    RECORD,
    { ...RECORD, type: 'laudo' },
  ],
  [
    'restoreDocument',
    () => restoreDocument('d0c00000-0000-4000-8000-000000000001'),
    RECORD,
    { ...RECORD, id: 7 },
  ],
  [
    'retryDocument',
    () => retryDocument('d0c00000-0000-4000-8000-000000000001'),
    RECORD,
    { ...RECORD, createdAt: null },
  ],
  [
    'fetchDocumentText',
    () => fetchDocumentText('d0c00000-0000-4000-8000-000000000001', {}),
    { text: 'Anamnese', fileName: 'thor-anamnese.pdf' },
    { text: 'Anamnese' },
  ],
  [
    'emailDocument',
    () => emailDocument('d0c00000-0000-4000-8000-000000000001', { to: 'tutor@exemplo.com.br' }),
    { message: 'E-mail enviado ao tutor.' },
    {},
  ],
];

afterEach(() => vi.unstubAllGlobals());

describe('document API calls', () => {
  it.each(CALLS)('%s reads the answer with its response schema', async (_, call, answer) => {
    answerAll(answer);
    const result = await call();
    expect(result).toEqual(
      'documents' in (answer as object) ? (answer as { documents: unknown }).documents : answer,
    );
  });

  it.each(CALLS)('%s refuses an answer that is not the contract', async (_, call, __, broken) => {
    answerAll(broken);
    await expect(call()).rejects.toMatchObject({ code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL });
  });
});
