/**
 * GET downloads /downloads (account-area.md section 7): the customer's downloads (zip archives of photos), newest
 * first, each with its state (GENERATING, READY, FAILED, EXPIRED), when it was created and, once ready, until
 * when it can be downloaded. The Downloads page lists them (a list page, docs/architecture.md "Page patterns").
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { components } from '@/api/generated/downloads';
import type { ApiClients } from '@/lib/api/clients';
import { dateTimeSchema } from '@/lib/api/schemas/date-time';
import { DOWNLOADS_LIST_QUERY_KEY } from './keys';

export type DownloadState = components['schemas']['DownloadState'];

const downloadStates = ['GENERATING', 'READY', 'FAILED', 'EXPIRED'] as const satisfies DownloadState[];

const downloadSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.optional(z.string()),
  photos: z.array(z.string()),
  state: z.enum(downloadStates),
  createdAt: dateTimeSchema,
  expiresAt: z.optional(dateTimeSchema),
});

const downloadListSchema = z.object({ items: z.array(downloadSchema) });

/** A download as the page shows it. */
export interface Download {
  id: string;
  name?: string;
  photoCount: number;
  state: DownloadState;
  createdAt: Date;
  expiresAt?: Date;
}

export async function getDownloads({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<Download[]> {
  const { data } = await api.downloads.GET('/downloads', { signal });
  return downloadListSchema.parse(data).items.map(({ photos, ...download }) => ({
    ...download,
    photoCount: photos.length,
  }));
}

export const getDownloadsQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: DOWNLOADS_LIST_QUERY_KEY,
    queryFn: ({ signal }) => getDownloads({ api, signal }),
  });
