import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerStyleSuggestionContract,
  getWritingStyleContract,
  type StyleSuggestionAnswer,
  updateWritingStyleContract,
  type WritingStyleUpdate,
  writingStyleViewSchema,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** Private to the signed-in user: forgotten at sign-out like the profile. */
const WRITING_STYLE_KEY = ['writing-style'] as const;

const writingStyleQuery = queryOptions({
  queryKey: WRITING_STYLE_KEY,
  queryFn: ({ signal }) =>
    apiRequest(getWritingStyleContract.path, { schema: writingStyleViewSchema, signal }),
});

export function useWritingStyle() {
  return useQuery(writingStyleQuery);
}

export function useSaveWritingStyle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (style: WritingStyleUpdate) =>
      apiRequest(updateWritingStyleContract.path, {
        method: 'PUT',
        body: style,
        schema: writingStyleViewSchema,
      }),
    onSuccess: (view) => client.setQueryData(WRITING_STYLE_KEY, view),
  });
}

export function useAnswerStyleSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: StyleSuggestionAnswer) =>
      apiRequest(answerStyleSuggestionContract.path, {
        method: 'POST',
        body: answer,
        schema: writingStyleViewSchema,
      }),
    onSuccess: (view) => client.setQueryData(WRITING_STYLE_KEY, view),
  });
}
