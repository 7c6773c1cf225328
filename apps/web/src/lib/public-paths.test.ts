import { getSiteInfoContract, recordPageViewContract } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_PATH } from './analytics.ts';
import { SITE_INFO_PATH } from './site-info-query.ts';

// The signed-out shell names these paths itself so that it loads no contract (docs/decisions/036).
describe('paths the signed-out shell calls without the contracts', () => {
  it('are the contracts’ paths', () => {
    expect(SITE_INFO_PATH).toBe(getSiteInfoContract.path);
    expect(PAGE_VIEW_PATH).toBe(recordPageViewContract.path);
  });
});
