import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import type { ReportError } from '@/lib/error-reporting/error-reporting';

const MAX_RETRIES = 2;

/** Client errors (4xx) are not retried; server and network errors are, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof RequestFailureError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

const keyName = (key: QueryKey | undefined): string =>
  key ? key.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(',') : '';

export interface QueryClientOptions {
  /** Called once for each query and mutation that ends in a failure (src/lib/error-reporting). */
  reportError?: ReportError;
}

export function createQueryClient({ reportError }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportError?.(error, `query ${keyName(query.queryKey)}`),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportError?.(error, `mutation ${keyName(mutation.options.mutationKey)}`.trim()),
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
