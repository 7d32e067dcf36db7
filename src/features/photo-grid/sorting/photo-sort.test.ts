import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '@/lib/store';
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
    store.set(photoSortsAtom, 'photos', { sortKey: 'uploaded', sortOrder: 'asc' });
    expect(store.get(photoSortsAtom).photos).toEqual({ sortKey: 'uploaded', sortOrder: 'asc' });
    // A new session (a reload) reads it back.
    expect(createAppStore().get(photoSortsAtom)).toMatchObject({
      photos: { sortKey: 'uploaded', sortOrder: 'asc' },
      albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
    });
    expect(JSON.parse(window.localStorage.getItem(SORT_STORAGE_KEY)!).photos).toEqual({
      sortKey: 'uploaded',
      sortOrder: 'asc',
    });
  });

  it('falls back to the default for a stored value that is not a sort', () => {
    window.localStorage.setItem(
      SORT_STORAGE_KEY,
      JSON.stringify({
        photos: { sortKey: 'name', sortOrder: 'asc' },
        albumPhotos: { sortKey: 'dateTaken', sortOrder: 'asc' },
      }),
    );
    expect(readStoredSorts()).toMatchObject({
      photos: { sortKey: 'dateTaken', sortOrder: 'desc' },
      albumPhotos: { sortKey: 'dateTaken', sortOrder: 'asc' },
    });
    window.localStorage.setItem(SORT_STORAGE_KEY, '{not json');
    expect(readStoredSorts().photos).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
  });

  it('asks the API for created when the menu says "Date uploaded" (the API has no uploaded key)', () => {
    expect(toApiSort({ sortKey: 'uploaded', sortOrder: 'desc' })).toEqual({
      sortKey: 'created',
      sortOrder: 'desc',
    });
    expect(toApiSort({ sortKey: 'dateTaken', sortOrder: 'asc' })).toEqual({
      sortKey: 'dateTaken',
      sortOrder: 'asc',
    });
  });
});
