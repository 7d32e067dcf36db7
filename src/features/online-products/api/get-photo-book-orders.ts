/**
 * GET orders /orders/byAccount/{accountId}?articleNames=&offset=&limit= (account-area.md section 7; "online
 * photo-book size given by caller", section 9): the account's orders of the photo-book articles, asked in
 * batches of ORDERS_BATCH_SIZE until the total is reached (a customer has a handful; the list pages them).
 */
import { z } from 'zod/mini';
import type { ApiClients } from '@/lib/api/clients';
import { dateTimeSchema } from '@/lib/api/schemas/date-time';
import { ORDERS_BATCH_SIZE } from '../constants';

const orderSchema = z.object({
  code: z.string().check(z.minLength(1)),
  articleName: z.optional(z.string()),
  title: z.optional(z.string()),
  createdAt: z.optional(dateTimeSchema),
  status: z.string(),
});

export const photoBookOrderPageSchema = z.object({
  items: z.array(orderSchema),
  total: z.int().check(z.minimum(0)),
});

export interface PhotoBookOrder {
  code: string;
  articleName?: string;
  title?: string;
  createdAt?: Date;
  status: string;
}

/** One batch of the account's photo-book orders. */
export async function getPhotoBookOrderPage({
  api,
  accountId,
  articleNames,
  offset,
  signal,
}: {
  api: ApiClients;
  accountId: string;
  articleNames: string[];
  offset: number;
  signal?: AbortSignal;
}): Promise<{ items: PhotoBookOrder[]; total: number }> {
  const { data } = await api.orders.GET('/orders/byAccount/{accountId}', {
    params: { path: { accountId }, query: { articleNames, offset, limit: ORDERS_BATCH_SIZE } },
    querySerializer: { array: { style: 'form', explode: false } },
    signal,
  });
  return photoBookOrderPageSchema.parse(data);
}

/** Every photo-book order of the account, newest first as the service lists them. */
export async function getPhotoBookOrders(options: {
  api: ApiClients;
  accountId: string;
  articleNames: string[];
  signal?: AbortSignal;
}): Promise<PhotoBookOrder[]> {
  if (options.articleNames.length === 0) return [];
  const orders: PhotoBookOrder[] = [];
  for (;;) {
    const page = await getPhotoBookOrderPage({ ...options, offset: orders.length });
    orders.push(...page.items);
    if (page.items.length === 0 || orders.length >= page.total) return orders;
  }
}
