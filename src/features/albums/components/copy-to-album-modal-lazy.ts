import { lazy } from 'react';

/** The copy-to-album modal, loaded the first time it renders (render it inside a Suspense boundary). */
export const CopyToAlbumModal = lazy(() =>
  import('./copy-to-album-modal').then((module) => ({ default: module.CopyToAlbumModal })),
);
