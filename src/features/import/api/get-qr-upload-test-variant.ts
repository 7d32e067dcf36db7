/**
 * GET ab-test /offers/CRO-1304 (openapi/services/ab-test.yaml `getAbTestOffer`): the user's variant of the A/B test
 * that decides whether the import modal offers the QR-code upload tab ("variant 1" shows it).
 *
 * Assumption: the variant is the user's for the session, so it is fetched once per page load (staleTime Infinity).
 * A failure is not retried: the import modal then shows the device tab alone, as for the control group.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { useApi } from '@/lib/api/use-api';
import { abTestQueryKey } from './keys';

/** The A/B test mbox of the QR-code upload (account-area.md section 9: CRO-1304, control or variant 1). */
export const QR_UPLOAD_MBOX = 'CRO-1304';
export const QR_UPLOAD_VARIANT = 'variant 1';

const cro1304OfferSchema = z.object({
  mbox: z.literal(QR_UPLOAD_MBOX),
  variant: z.enum(['control', QR_UPLOAD_VARIANT]),
});

export type QrUploadTestVariant = z.infer<typeof cro1304OfferSchema>['variant'];

export async function getQrUploadTestVariant({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<QrUploadTestVariant> {
  const { data } = await api.abTest.GET('/offers/{mbox}', {
    params: { path: { mbox: QR_UPLOAD_MBOX } },
    signal,
  });
  return cro1304OfferSchema.parse(data).variant;
}

export const getQrUploadTestVariantQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: abTestQueryKey(QR_UPLOAD_MBOX),
    queryFn: ({ signal }) => getQrUploadTestVariant({ api, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** The variant, fetched only while `enabled` (the flag is on and the device is not mobile). */
export function useQrUploadTestVariant({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getQrUploadTestVariantQueryOptions(useApi()), enabled });
}
