import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddVocabularyTerm,
  addVocabularyTermContract,
  getVocabularyContract,
  removeVocabularyTermContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** Private to the signed-in user: forgotten at sign-out like the profile. */
const VOCABULARY_KEY = ['vocabulary'] as const;

const vocabularyQuery = queryOptions({
  queryKey: VOCABULARY_KEY,
  queryFn: ({ signal }) => call(getVocabularyContract, { signal }),
});

export function useVocabulary() {
  return useQuery(vocabularyQuery);
}

export function useAddVocabularyTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddVocabularyTerm) => call(addVocabularyTermContract, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: VOCABULARY_KEY }),
  });
}

export function useRemoveVocabularyTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(removeVocabularyTermContract, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: VOCABULARY_KEY }),
  });
}
