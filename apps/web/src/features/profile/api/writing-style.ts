import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerStyleSuggestionContract,
  getWritingStyleContract,
  type StyleSuggestionAnswer,
  updateWritingStyleContract,
  type WritingStyleUpdate,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** Private to the signed-in user: forgotten at sign-out like the profile. */
const WRITING_STYLE_KEY = ['writing-style'] as const;

const writingStyleQuery = queryOptions({
  queryKey: WRITING_STYLE_KEY,
  queryFn: ({ signal }) => call(getWritingStyleContract, { signal }),
});

export function useWritingStyle() {
  return useQuery(writingStyleQuery);
}

export function useSaveWritingStyle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (style: WritingStyleUpdate) => call(updateWritingStyleContract, { body: style }),
    onSuccess: (view) => client.setQueryData(WRITING_STYLE_KEY, view),
  });
}

export function useAnswerStyleSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: StyleSuggestionAnswer) => call(answerStyleSuggestionContract, { body: answer }),
    onSuccess: (view) => client.setQueryData(WRITING_STYLE_KEY, view),
  });
}
