import { QueryClient } from '@tanstack/react-query';

/** One client for the app. Failures retry once: a clinic's Wi-Fi drops often, but users shouldn't wait long. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
