import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '@/lib/store';
import { SORT_OPTIONS } from '../constants';
import { photoSortsAtom, readStoredSorts, SORT_STORAGE_KEY, toApiSort } from './photo-sort';

beforeEach(() => window.localStorage.clear());

describe('sorting per page', () => {
  it('defaults to date taken, newest first, for photos and date added, newest first, for albums', () => {
    expect(readStoredSorts()).toEqual({
      photos: { sortKey: 'dateTaken', sortOrder: 'desc' },
      albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
      sharedAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
    });
  });

  it("remembers a page's choice in local storage, and only that page's", () => {
    const store = createAppStore();
    store.set(photoSortsAtom, 'photos', { sortKey: 'created', sortOrder: 'asc' });
    expect(store.get(photoSortsAtom).photos).toEqual({ sortKey: 'created', sortOrder: 'asc' });
    // A new session (a reload) reads it back.
    expect(createAppStore().get(photoSortsAtom)).toMatchObject({
      photos: { sortKey: 'created', sortOrder: 'asc' },
      albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
    });
    expect(JSON.parse(window.localStorage.getItem(SORT_STORAGE_KEY)!).photos).toEqual({
      sortKey: 'created',
      sortOrder: 'asc',
    });
  });

  it('falls back to the default for a stored value that is not a sort', () => {
    window.localStorage.setItem(
      SORT_STORAGE_KEY,
      JSON.stringify({
        photos: { sortKey: 'name', sortOrder: 'asc' },
        albumPhotos: { sortKey: 'dateTaken', sortOrder: 'asc' },
        // "Date uploaded" was offered until issue 23: it ordered as "Date added", so it is not a sort any more.
        sharedAlbumPhotos: { sortKey: 'uploaded', sortOrder: 'asc' },
      }),
    );
    expect(readStoredSorts()).toMatchObject({
      photos: { sortKey: 'dateTaken', sortOrder: 'desc' },
      albumPhotos: { sortKey: 'dateTaken', sortOrder: 'asc' },
      sharedAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
    });
    window.localStorage.setItem(SORT_STORAGE_KEY, '{not json');
    expect(readStoredSorts().photos).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
  });

  it("sends each menu key as it is: the menu offers only the service's keys, each a different order", () => {
    expect(SORT_OPTIONS).toEqual(['created', 'dateTaken']);
    for (const sortKey of SORT_OPTIONS) {
      expect(toApiSort({ sortKey, sortOrder: 'asc' })).toEqual({ sortKey, sortOrder: 'asc' });
    }
  });
});
