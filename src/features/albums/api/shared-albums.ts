/**
 * The shared-albums service (legacy, read-only apart from deleting): the user's read count, the list, one album
 * with its participants, its photos, and deleting it (the owner deletes it for everyone; a participant leaves it
 * and the photos they put in leave with them: the service does both).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ALBUM_SECTION_SIZE, ALBUM_WINDOW_PAGES, SHARED_ALBUMS_PAGE_LIMIT } from '../constants';
import type { ApiClients } from '@/lib/api/clients';
import { pageWindow } from '@/lib/query/page-window';
import { dateTimeSchema } from '@/lib/api/schemas/date-time';
import { photoSchema } from '@/lib/api/schemas/photo';
import type { AlbumPhotosSort } from './get-album';
import {
  SHARED_ALBUM_COUNTS_QUERY_KEY,
  SHARED_ALBUM_LIST_QUERY_KEY,
  sharedAlbumPhotosQueryKey,
  sharedAlbumQueryKey,
} from './keys';

export const sharedAlbumSchema = z.object({
  albumId: z.string().check(z.minLength(1)),
  albumName: z.string(),
  coverPhoto: z.optional(z.nullable(photoSchema)),
  photosCount: z.int().check(z.nonnegative()),
  created: dateTimeSchema,
  updated: dateTimeSchema,
  ownerId: z.string().check(z.minLength(1)),
});
export type SharedAlbum = z.infer<typeof sharedAlbumSchema>;

export const sharedAlbumPageSchema = z.object({
  cursor: z.nullable(z.string()),
  albums: z.array(sharedAlbumSchema),
});

export const sharedAlbumCountsSchema = z.object({
  readAlbumsCount: z.int().check(z.nonnegative()),
  grantedAlbumsCount: z.int().check(z.nonnegative()),
});

const participantSchema = z.object({ id: z.string().check(z.minLength(1)), email: z.string() });
export const sharedAlbumParticipantsSchema = z.object({
  owner: participantSchema,
  participants: z.array(participantSchema),
});
export type SharedAlbumParticipants = z.infer<typeof sharedAlbumParticipantsSchema>;

/** A shared photo: a photo and whose it is (the shared download names the owner). */
export const sharedPhotoPageSchema = z.object({
  cursor: z.nullable(z.string()),
  images: z.array(z.extend(photoSchema, { ownerId: z.string().check(z.minLength(1)) })),
});
export type SharedPhoto = z.infer<typeof sharedPhotoPageSchema>['images'][number];

export const getSharedAlbumCountsQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: SHARED_ALBUM_COUNTS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const { data } = await api.sharedAlbums.GET('/users', { signal });
      return sharedAlbumCountsSchema.parse(data);
    },
  });

export const getSharedAlbumsInfiniteQueryOptions = (api: ApiClients) =>
  infiniteQueryOptions({
    queryKey: SHARED_ALBUM_LIST_QUERY_KEY,
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await api.sharedAlbums.GET('/shared-albums', {
        params: { query: { limit: SHARED_ALBUMS_PAGE_LIMIT, ...(pageParam ? { cursor: pageParam } : {}) } },
        signal,
      });
      return sharedAlbumPageSchema.parse(data);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });

export interface SharedAlbumDetails {
  album: SharedAlbum;
  people: SharedAlbumParticipants;
}

/** GET /shared-albums/{id} with GET /shared-albums/{id}/participants (account-area.md section 7). */
export const getSharedAlbumQueryOptions = (api: ApiClients, albumId: string) =>
  queryOptions({
    queryKey: sharedAlbumQueryKey(albumId),
    queryFn: async ({ signal }): Promise<SharedAlbumDetails> => {
      const params = { path: { id: albumId } };
      const [album, people] = await Promise.all([
        api.sharedAlbums.GET('/shared-albums/{id}', { params, signal }),
        api.sharedAlbums.GET('/shared-albums/{id}/participants', { params, signal }),
      ]);
      return {
        album: sharedAlbumSchema.parse(album.data),
        people: sharedAlbumParticipantsSchema.parse(people.data),
      };
    },
  });

export const getSharedAlbumPhotosQueryOptions = (api: ApiClients, albumId: string, sort: AlbumPhotosSort) =>
  infiniteQueryOptions({
    queryKey: sharedAlbumPhotosQueryKey(albumId, sort),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await api.sharedAlbums.GET('/shared-albums/{id}/photos', {
        params: {
          path: { id: albumId },
          query: {
            limit: ALBUM_SECTION_SIZE,
            ...sort,
            ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
          },
        },
        signal,
      });
      return sharedPhotoPageSchema.parse(data);
    },
    ...pageWindow<z.infer<typeof sharedPhotoPageSchema>>(ALBUM_WINDOW_PAGES),
  });

/** DELETE /shared-albums/{id}: the owner deletes it for everyone, a participant leaves it. */
export async function deleteSharedAlbum({
  api,
  albumId,
}: {
  api: ApiClients;
  albumId: string;
}): Promise<void> {
  await api.sharedAlbums.DELETE('/shared-albums/{id}', { params: { path: { id: albumId } } });
}
