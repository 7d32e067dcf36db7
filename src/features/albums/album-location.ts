/**
 * Where the app shows an album: the target of "Photos copied to {albumLink}" and of creating an album in the
 * copy-to-album modal (account-area.md "Copy-to-album modal"). The search string (flag overrides) is kept.
 */
export function albumLocation(albumId: string) {
  return { to: '/my-photos/albums/$id', params: { id: albumId }, search: true } as const;
}
