import { QueryClient } from '@tanstack/react-query';
import { RequestFailureError } from '@/lib/api/request-failure-error';

const MAX_RETRIES = 2;

/** Client errors (4xx) are not retried; server and network errors are, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof RequestFailureError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
