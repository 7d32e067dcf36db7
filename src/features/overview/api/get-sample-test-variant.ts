/**
 * GET ab-test /offers/sample-test (openapi/services/ab-test.yaml `getAbTestOffer`): the user's experience of the A/B
 * test sample-test (account-area.md section 9: control or A). The spec names the mbox but not where it applies;
 * the overview runs it (ADR 056): A shows the photo library above the latest orders.
 *
 * Fetched once per page load (staleTime Infinity) and only with marketing consent (use-sample-test.ts). A failure
 * is not retried: the overview then shows the control experience.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { SAMPLE_TEST_QUERY_KEY } from './keys';

export const SAMPLE_TEST_MBOX = 'sample-test';

const sampleTestOfferSchema = z.object({
  mbox: z.literal(SAMPLE_TEST_MBOX),
  variant: z.enum(['control', 'A']),
});

export type SampleTestVariant = z.infer<typeof sampleTestOfferSchema>['variant'];

export async function getSampleTestVariant({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<SampleTestVariant> {
  const { data } = await api.abTest.GET('/offers/{mbox}', {
    params: { path: { mbox: SAMPLE_TEST_MBOX } },
    signal,
  });
  return sampleTestOfferSchema.parse(data).variant;
}

export const getSampleTestVariantQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: SAMPLE_TEST_QUERY_KEY,
    queryFn: ({ signal }) => getSampleTestVariant({ api, signal }),
    staleTime: Infinity,
    retry: false,
  });
