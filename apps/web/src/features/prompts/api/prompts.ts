import { queryOptions } from '@tanstack/react-query';
import {
  activatePromptVersionContract,
  type CreatePromptVersionInput,
  contractUrl,
  createPromptVersionContract,
  type DocumentType,
  listPromptTypesContract,
  listPromptVersionsContract,
  promptTestResultSchema,
  promptTypeListSchema,
  promptVersionListSchema,
  promptVersionViewSchema,
  type TestPromptInput,
  testPromptContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** Every prompt query lives under this root, so one invalidation refreshes the list and the histories. */
export const PROMPTS_KEY = ['prompts'] as const;

export const promptTypesQuery = queryOptions({
  queryKey: [...PROMPTS_KEY, 'types'] as const,
  queryFn: ({ signal }) => apiRequest(listPromptTypesContract.path, { schema: promptTypeListSchema, signal }),
});

export const promptVersionsQuery = (type: DocumentType) =>
  queryOptions({
    queryKey: [...PROMPTS_KEY, type, 'versions'] as const,
    queryFn: ({ signal }) =>
      apiRequest(contractUrl(listPromptVersionsContract, { type }), {
        schema: promptVersionListSchema,
        signal,
      }),
  });

/** Saved inactive unless `activate` is true (the server's default, so a draft can be tested first). */
export function createPromptVersion(type: DocumentType, input: CreatePromptVersionInput) {
  return apiRequest(contractUrl(createPromptVersionContract, { type }), {
    method: 'POST',
    body: input,
    schema: promptVersionViewSchema,
  });
}

/** Activating an older version is the rollback. */
export function activatePromptVersion(type: DocumentType, versionId: string) {
  return apiRequest(contractUrl(activatePromptVersionContract, { type, id: versionId }), {
    method: 'POST',
    schema: promptVersionViewSchema,
  });
}

/** Runs the draft and the active version on the same transcript; each side may fail on its own. */
export function testPrompt(type: DocumentType, input: TestPromptInput) {
  return apiRequest(contractUrl(testPromptContract, { type }), {
    method: 'POST',
    body: input,
    schema: promptTestResultSchema,
  });
}
