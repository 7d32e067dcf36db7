import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useUserCounts } from '@/features/user-counts';
import { lazyAfterFirstScreen } from '@/lib/routing/after-first-screen';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useI18n } from '@/lib/i18n/i18n-provider';
import styles from './photo-area.module.css';

/** The Albums tab's count, loaded once the first screen has painted (it needs the albums feature's API code). */
const AlbumsTabCount = lazyAfterFirstScreen(() => import('./albums-tab-count'), 'AlbumsTabCount');

/**
 * The photo area's tabs (account-area.md section 2, "Photo area shell"): Photos with the photo count, and (with
 * the album view flag) Albums with the own albums count, plus the shared albums read count when the shared
 * albums flag is on. They switch pages, so they are a navigation of links (the current one marked
 * aria-current="page"; Albums stays current on an album), not an ARIA tab list. The flags in the query string are kept (retained search parameters).
 */
export function PhotoAreaTabs() {
  const i18n = useI18n();
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const sharedEnabled = useFeatureFlag('PhotoManagementSharedAlbumsViewEnabled');
  const { data: counts } = useUserCounts();
  const count = (value: number | undefined) =>
    value !== undefined && <span className={styles.tabCount}>{i18n.formatNumber(value)}</span>;

  return (
    <nav aria-label={i18n.t('photos.tabs.label')} className={styles.tabs}>
      <ul className={styles.tabList}>
        <li>
          <Link
            to="/my-photos/photos"
            search
            className={styles.tab}
            activeOptions={{ exact: false }}
            activeProps={{ 'aria-current': 'page' }}
          >
            {i18n.t('photos.tabs.photos')}
            {count(counts?.photosCount)}
          </Link>
        </li>
        {albumsEnabled && (
          <li>
            <Link
              to="/my-photos/albums"
              className={styles.tab}
              activeOptions={{ exact: false, includeSearch: false }}
              activeProps={{ 'aria-current': 'page' }}
            >
              {i18n.t('photos.tabs.albums')}
              <Suspense fallback={null}>
                <AlbumsTabCount sharedEnabled={sharedEnabled} />
              </Suspense>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
