import { getAppConfigContract } from '@vetvoz/domain';
import { expect, it } from 'vitest';
import { APP_CONFIG_PATH } from './app-config-query.ts';

// The gate names the path itself so that the signed-out pages load no contract (docs/decisions/036).
it('reads the maintenance switch at the contract’s path', () => {
  expect(APP_CONFIG_PATH).toBe(getAppConfigContract.path);
});
