/**
 * The albums list (account-area.md "Albums list"): a New album tile, the user's albums as tiles (cover or
 * placeholder, photo count, name, 'Created {date}'), page by page with the cursor (the first page one less than
 * the page size: the New album tile takes its place), and with the shared-albums flag on and a read count above
 * zero a 'Shared with you' section. Tiles open the album (or shared album) route with the query string kept.
 */
import { lazy, Suspense, useState } from 'react';
import { ListState } from '@/components/list-page/list-state';
import { LoadMore } from '@/components/list-page/load-more';
import { getAlbumsInfiniteQueryOptions } from '../api/get-albums';
import { getSharedAlbumCountsQueryOptions, getSharedAlbumsInfiniteQueryOptions } from '../api/shared-albums';
import { useApi } from '@/lib/api/use-api';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useT } from '@/lib/i18n/i18n-provider';
import { useLoadMoreQuery } from '@/lib/list/load';
import { useQuery } from '@tanstack/react-query';
import { PhotoAreaFrame } from '@/features/photo-area';
import { FIRST_SCREEN_IMAGES } from '@/lib/constants';
import { AlbumTile } from './album-tile';
import styles from './albums.module.css';

const NewAlbumModal = lazy(() => import('./new-album-modal'));

/** `eagerCovers`: how many of its covers are on the first screen (FIRST_SCREEN_IMAGES less the tiles above). */
function SharedAlbumsSection({ eagerCovers }: { eagerCovers: number }) {
  const t = useT();
  const api = useApi();
  const counts = useQuery(getSharedAlbumCountsQueryOptions(api));
  const shared = useLoadMoreQuery({
    ...getSharedAlbumsInfiniteQueryOptions(api),
    enabled: (counts.data?.readAlbumsCount ?? 0) > 0,
  });
  if (!counts.isError && (counts.data?.readAlbumsCount ?? 0) === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="shared-albums-heading">
      <h2 id="shared-albums-heading">{t('albums.sharedWithYou')}</h2>
      {counts.isError ? (
        <ListState query={counts} errorText={t('albums.sharedLoadError')}>
          {() => null}
        </ListState>
      ) : (
        <ListState query={shared} errorText={t('albums.sharedLoadError')}>
          {(data) => (
            <>
              <ul className={styles.tiles}>
                {data.pages
                  .flatMap((page) => page.albums)
                  .map((album, index) => (
                    <AlbumTile key={album.albumId} album={album} shared firstScreen={index < eagerCovers} />
                  ))}
              </ul>
              <LoadMore query={shared} label={t('albums.loadMore')} errorText={t('albums.sharedLoadError')} />
            </>
          )}
        </ListState>
      )}
    </section>
  );
}

export interface AlbumsPageProps {
  /** The pages the address says are shown (`?pages=`). */
  onPagesLoaded: (pages: number) => void;
}

export function AlbumsPage({ onPagesLoaded }: AlbumsPageProps) {
  const t = useT();
  const api = useApi();
  const sharedEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const albums = useLoadMoreQuery(getAlbumsInfiniteQueryOptions(api));
  const [creating, setCreating] = useState(false);
  return (
    <PhotoAreaFrame>
      <section className={styles.section} aria-labelledby="own-albums-heading">
        <h2 id="own-albums-heading" className="visually-hidden">
          {t('albums.listLabel')}
        </h2>
        <ListState query={albums} errorText={t('albums.loadError')}>
          {(data) => {
            const list = data.pages.flatMap((page) => page.albums);
            return (
              <>
                <ul className={styles.tiles}>
                  <li className={styles.tile}>
                    <button type="button" className={styles.newTile} onClick={() => setCreating(true)}>
                      {t('albums.newAlbum')}
                    </button>
                  </li>
                  {list.map((album, index) => (
                    // After the "New album" tile.
                    <AlbumTile
                      key={album.albumId}
                      album={album}
                      firstScreen={index + 1 < FIRST_SCREEN_IMAGES}
                    />
                  ))}
                </ul>
                {list.length === 0 && <p>{t('albums.empty')}</p>}
                <LoadMore
                  query={albums}
                  label={t('albums.loadMore')}
                  errorText={t('albums.loadError')}
                  onPagesLoaded={onPagesLoaded}
                />
              </>
            );
          }}
        </ListState>
      </section>
      {sharedEnabled && (
        <SharedAlbumsSection
          // The own list's tiles ("New album" and the albums) come first.
          eagerCovers={Math.max(
            0,
            FIRST_SCREEN_IMAGES - 1 - (albums.data?.pages.flatMap((page) => page.albums).length ?? 0),
          )}
        />
      )}
      {creating && (
        <Suspense fallback={null}>
          <NewAlbumModal onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </PhotoAreaFrame>
  );
}
