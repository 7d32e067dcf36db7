/**
 * Public module of the albums feature: what other features, routes and tests outside the feature may use.
 * The copy-to-album modal is exported lazily, so importing this module (e.g. for `refreshAlbums`) never brings
 * the modal's code along (ADR 010).
 */
import { lazy } from 'react';

export type { Album } from './api/get-albums';
export { getAlbumsInfiniteQueryOptions } from './api/get-albums';
export { ALBUMS_QUERY_KEY, albumListQueryKey } from './api/keys';
export { refreshAlbums } from './api/refresh-albums';
export type { CopyToAlbumModalProps } from './components/copy-to-album-modal';

/** The copy-to-album modal, loaded the first time it renders (render it inside a Suspense boundary). */
export const CopyToAlbumModal = lazy(() =>
  import('./components/copy-to-album-modal').then((module) => ({ default: module.CopyToAlbumModal })),
);
