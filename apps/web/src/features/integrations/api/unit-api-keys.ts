import { queryOptions } from '@tanstack/react-query';
import {
  type CreateApiKeyInput,
  createUnitApiKeyContract,
  listBusinessUnitsContract,
  listUnitApiKeysContract,
  revokeUnitApiKeyContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

export const UNIT_API_KEYS_KEY = ['unit-api-keys'] as const;

/** The units whose keys the caller manages: owned, or actively administered. */
export const managedUnitsQuery = queryOptions({
  queryKey: [...UNIT_API_KEYS_KEY, 'units'],
  queryFn: async ({ signal }) =>
    (await call(listBusinessUnitsContract, { signal })).units.filter((unit) => unit.canManage),
});

export const unitApiKeysQuery = (unitId: string) =>
  queryOptions({
    queryKey: [...UNIT_API_KEYS_KEY, unitId],
    queryFn: async ({ signal }) =>
      (await call(listUnitApiKeysContract, { params: { id: unitId }, signal })).keys,
  });

export function createUnitApiKey(unitId: string, input: CreateApiKeyInput) {
  return call(createUnitApiKeyContract, { params: { id: unitId }, body: input });
}

export function revokeUnitApiKey(unitId: string, keyId: string) {
  return call(revokeUnitApiKeyContract, { params: { id: unitId, keyId } });
}
