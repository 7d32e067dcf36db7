/**
 * The public gallery of online photo books (account-area.md section 7 "Gallery"; section 3: "Gallery entries
 * are keyed by widgetId and carry a channel. Categories are a list of names"). Where the spec shows them is
 * not said; the share page offers it (assumed): publish an available book in the channel's gallery under
 * categories, or take it out.
 * - GET /v1/galleryentries/{widgetId}?channel: the entry, 404 = not in the gallery (null);
 * - GET /v1/categories: the category names;
 * - POST /v1/galleryentries/ (the entry; the contract spells it without the trailing slash) and
 *   DELETE /v1/galleryentries/{widgetId}?channel.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { components } from '@/api/generated/widgets';
import type { ChannelId } from '@/shared/channels';
import type { ApiClients } from '@/lib/api/clients';
import { orIfNotFound } from '@/lib/api/not-found';
import { galleryCategoriesKey, galleryEntryKey } from './keys';

const galleryEntrySchema = z.object({
  widgetId: z.string(),
  channel: z.string(),
  title: z.optional(z.string()),
  categories: z.optional(z.array(z.string())),
});

export type GalleryEntry = z.infer<typeof galleryEntrySchema>;

export async function getGalleryEntry({
  api,
  widgetId,
  channel,
  signal,
}: {
  api: ApiClients;
  widgetId: string;
  channel: ChannelId;
  signal?: AbortSignal;
}): Promise<GalleryEntry | null> {
  return orIfNotFound(async () => {
    const { data } = await api.widgets.GET('/v1/galleryentries/{widgetId}', {
      params: { path: { widgetId }, query: { channel } },
      signal,
    });
    return galleryEntrySchema.parse(data);
  }, null);
}

export async function getGalleryCategories({
  api,
  signal,
}: {
  api: ApiClients;
  signal?: AbortSignal;
}): Promise<string[]> {
  const { data } = await api.widgets.GET('/v1/categories', { signal });
  return z.array(z.string()).parse(data);
}

type GalleryCategory = components['schemas']['GalleryCategory'];

export async function publishInGallery({
  api,
  entry,
}: {
  api: ApiClients;
  entry: Omit<GalleryEntry, 'channel'> & { channel: ChannelId };
}) {
  // The categories are names from the service's own list (GET /v1/categories), which the contract enumerates.
  const categories = entry.categories as GalleryCategory[] | undefined;
  const { data } = await api.widgets.POST('/v1/galleryentries', { body: { ...entry, categories } });
  return galleryEntrySchema.parse(data);
}

export async function removeFromGallery({
  api,
  widgetId,
  channel,
}: {
  api: ApiClients;
  widgetId: string;
  channel: ChannelId;
}) {
  await api.widgets.DELETE('/v1/galleryentries/{widgetId}', {
    params: { path: { widgetId }, query: { channel } },
  });
}

export const galleryEntryQueryOptions = (api: ApiClients, widgetId: string, channel: ChannelId) =>
  queryOptions({
    queryKey: galleryEntryKey(widgetId, channel),
    queryFn: ({ signal }) => getGalleryEntry({ api, widgetId, channel, signal }),
  });

export const galleryCategoriesQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: galleryCategoriesKey(),
    queryFn: ({ signal }) => getGalleryCategories({ api, signal }),
    staleTime: Infinity,
  });
