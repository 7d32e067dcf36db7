import { Link, useRouter } from '@tanstack/react-router';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';
import { useUserCounts } from '@/features/user-counts';
import styles from './photos.module.css';

interface Tab {
  id: string;
  to: string;
  labelId: MessageId;
  count?: number;
}

const ALBUMS_PATH = '/my-photos/albums';

/**
 * The photo area's tabs (account-area.md section 2, "Photo area shell"): Photos with the photo count, and Albums
 * with the album count once the albums page exists and its flag is on. They switch pages, so they are a
 * navigation of links (the current one marked aria-current="page"), not an ARIA tab list.
 */
export function PhotoAreaTabs() {
  const i18n = useI18n();
  const router = useRouter();
  const albumsEnabled = useFeatureFlag('PhotoManagementAlbumViewEnabled');
  const { data: counts } = useUserCounts();

  const tabs: Tab[] = [
    { id: 'photos', to: '/my-photos/photos', labelId: 'photos.tabs.photos', count: counts?.photosCount },
  ];
  if (albumsEnabled && ALBUMS_PATH in router.routesByPath) {
    tabs.push({ id: 'albums', to: ALBUMS_PATH, labelId: 'photos.tabs.albums', count: counts?.albumsCount });
  }

  return (
    <nav aria-label={i18n.t('photos.tabs.label')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            {/* Tab paths are data (the albums page has no route type yet); the albums tab checks it exists. */}
            <Link to={tab.to as '/'} className={styles.tab} activeProps={{ 'aria-current': 'page' }}>
              {i18n.t(tab.labelId)}
              {tab.count !== undefined && (
                <span className={styles.tabCount}>{i18n.formatNumber(tab.count)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
