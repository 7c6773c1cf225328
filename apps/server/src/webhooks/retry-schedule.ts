/**
 * Waits before each automatic retry: the first within 30 s, then growing, over 32 hours in all (at least
 * a day of receiver downtime is absorbed). Attempt 1 goes at once; attempt n+1 waits RETRY_DELAYS[n-1].
 */
export const RETRY_DELAYS_SECONDS = [10, 60, 300, 1_800, 7_200, 21_600, 43_200, 43_200] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
