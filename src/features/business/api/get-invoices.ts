/**
 * GET invoices /api/v1/HistoricalInvoice/me (account-area.md sections 2 and 7, "B2B invoices"): the signed-in
 * business customer's invoices, newest first, as the page shows them (the date a Date, the amount a number).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { INVOICES_QUERY_KEY } from './keys';

const dateOnly = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  z.transform((ymd) => new Date(`${ymd}T00:00:00Z`)),
);

export const invoiceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  reference: z.string().check(z.minLength(1)),
  invoiceDate: dateOnly,
  orderCode: z.optional(z.string()),
  amount: z.optional(z.number()),
  currency: z.optional(z.string()),
});

export const invoiceListSchema = z.pipe(
  z.object({ historicalInvoices: z.array(invoiceSchema), total: z.int().check(z.minimum(0)) }),
  z.transform(({ historicalInvoices, total }) => ({
    invoices: [...historicalInvoices].sort((a, b) => b.invoiceDate.getTime() - a.invoiceDate.getTime()),
    total,
  })),
);

export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export async function getInvoices({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<InvoiceList> {
  const { data } = await api.invoices.GET('/api/v1/HistoricalInvoice/me', { signal });
  return invoiceListSchema.parse(data);
}

export const getInvoicesQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: INVOICES_QUERY_KEY,
    queryFn: ({ signal }) => getInvoices({ api, signal }),
    staleTime: 60_000,
  });
