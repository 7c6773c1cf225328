import { queryOptions } from '@tanstack/react-query';
import {
  type CreatePromptVersionInput,
  type DocumentType,
  promptTestResultSchema,
  promptTypeListSchema,
  promptVersionListSchema,
  promptVersionViewSchema,
  type TestPromptInput,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** Every prompt query lives under this root, so one invalidation refreshes the list and the histories. */
export const PROMPTS_KEY = ['prompts'] as const;

const typePath = (type: DocumentType) => `/api/prompts/${encodeURIComponent(type)}`;

export const promptTypesQuery = queryOptions({
  queryKey: [...PROMPTS_KEY, 'types'] as const,
  queryFn: ({ signal }) => apiRequest('/api/prompts', { schema: promptTypeListSchema, signal }),
});

export const promptVersionsQuery = (type: DocumentType) =>
  queryOptions({
    queryKey: [...PROMPTS_KEY, type, 'versions'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${typePath(type)}/versions`, { schema: promptVersionListSchema, signal }),
  });

/** Saved inactive unless `activate` is true (the server's default, so a draft can be tested first). */
export function createPromptVersion(type: DocumentType, input: CreatePromptVersionInput) {
  return apiRequest(`${typePath(type)}/versions`, {
    method: 'POST',
    body: input,
    schema: promptVersionViewSchema,
  });
}

/** Activating an older version is the rollback. */
export function activatePromptVersion(type: DocumentType, versionId: string) {
  return apiRequest(`${typePath(type)}/versions/${encodeURIComponent(versionId)}/activate`, {
    method: 'POST',
    schema: promptVersionViewSchema,
  });
}

/** Runs the draft and the active version on the same transcript; each side may fail on its own. */
export function testPrompt(type: DocumentType, input: TestPromptInput) {
  return apiRequest(`${typePath(type)}/test`, {
    method: 'POST',
    body: input,
    schema: promptTestResultSchema,
  });
}
