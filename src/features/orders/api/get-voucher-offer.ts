/**
 * GET orders /api/v1/campaigns/offers/{code} (account-area.md section 7): the offer of an order's voucher.
 * A 404 gives isVoucherFound false; any other failure is an error whose text is the spec's
 * 'Error {text}; Status Code: {status} Received from {url}' (section 8), built from the failure.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { voucherOfferQueryKey } from './keys';

export const voucherOfferSchema = z.object({
  code: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
  discountType: z.optional(z.enum(['Percentage', 'Amount'])),
  discountValue: z.optional(z.number()),
  validUntil: z.optional(z.iso.datetime({ offset: true })),
});

export type VoucherOffer =
  ({ isVoucherFound: true } & z.infer<typeof voucherOfferSchema>) | { isVoucherFound: false };

/** A voucher look-up that failed otherwise than "not found": the parts of the spec's error text. */
export class VoucherLookupError extends Error {
  override name = 'VoucherLookupError';
  constructor(
    readonly text: string,
    readonly status: number,
    readonly url: string,
    options?: ErrorOptions,
  ) {
    super(`Error ${text}; Status Code: ${status} Received from ${url}`, options);
  }
}

export async function getVoucherOffer({
  api,
  code,
  signal,
}: {
  api: ApiClients;
  code: string;
  signal?: AbortSignal;
}): Promise<VoucherOffer> {
  try {
    return await orIfNotFound(
      async (): Promise<VoucherOffer> => {
        const { data } = await api.orders.GET('/api/v1/campaigns/offers/{code}', {
          params: { path: { code } },
          signal,
        });
        return { isVoucherFound: true, ...voucherOfferSchema.parse(data) };
      },
      { isVoucherFound: false },
    );
  } catch (error) {
    if (isRequestFailure(error)) {
      throw new VoucherLookupError(error.problem?.title ?? error.message, error.status, error.url, {
        cause: error,
      });
    }
    throw error;
  }
}

export const getVoucherOfferQueryOptions = (api: ApiClients, code: string) =>
  queryOptions({
    queryKey: voucherOfferQueryKey(code),
    queryFn: ({ signal }) => getVoucherOffer({ api, code, signal }),
    staleTime: 5 * 60_000,
  });
