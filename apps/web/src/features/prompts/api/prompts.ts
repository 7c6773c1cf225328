import { queryOptions } from '@tanstack/react-query';
import {
  activatePromptVersionContract,
  type CreatePromptVersionInput,
  createPromptVersionContract,
  type DocumentType,
  listPromptTypesContract,
  listPromptVersionsContract,
  type TestPromptInput,
  testPromptContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** Every prompt query lives under this root, so one invalidation refreshes the list and the histories. */
export const PROMPTS_KEY = ['prompts'] as const;

export const promptTypesQuery = queryOptions({
  queryKey: [...PROMPTS_KEY, 'types'] as const,
  queryFn: ({ signal }) => call(listPromptTypesContract, { signal }),
});

export const promptVersionsQuery = (type: DocumentType) =>
  queryOptions({
    queryKey: [...PROMPTS_KEY, type, 'versions'] as const,
    queryFn: ({ signal }) => call(listPromptVersionsContract, { params: { type }, signal }),
  });

/** Saved inactive unless `activate` is true (the server's default, so a draft can be tested first). */
export function createPromptVersion(type: DocumentType, input: CreatePromptVersionInput) {
  return call(createPromptVersionContract, { params: { type }, body: input });
}

/** Activating an older version is the rollback. */
export function activatePromptVersion(type: DocumentType, versionId: string) {
  return call(activatePromptVersionContract, { params: { type, id: versionId } });
}

/** Runs the draft and the active version on the same transcript; each side may fail on its own. */
export function testPrompt(type: DocumentType, input: TestPromptInput) {
  return call(testPromptContract, { params: { type }, body: input });
}
