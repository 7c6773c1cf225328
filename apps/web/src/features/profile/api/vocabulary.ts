import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddVocabularyTerm,
  addVocabularyTermContract,
  contractUrl,
  getVocabularyContract,
  removeVocabularyTermContract,
  vocabularyTermSchema,
  vocabularyViewSchema,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** Private to the signed-in user: forgotten at sign-out like the profile. */
const VOCABULARY_KEY = ['vocabulary'] as const;

const vocabularyQuery = queryOptions({
  queryKey: VOCABULARY_KEY,
  queryFn: ({ signal }) => apiRequest(getVocabularyContract.path, { schema: vocabularyViewSchema, signal }),
});

export function useVocabulary() {
  return useQuery(vocabularyQuery);
}

export function useAddVocabularyTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddVocabularyTerm) =>
      apiRequest(addVocabularyTermContract.path, {
        method: 'POST',
        body: input,
        schema: vocabularyTermSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: VOCABULARY_KEY }),
  });
}

export function useRemoveVocabularyTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(contractUrl(removeVocabularyTermContract, { id }), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: VOCABULARY_KEY }),
  });
}
