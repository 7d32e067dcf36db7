import { useQuery } from '@tanstack/react-query';
import { getSharedAlbumCountsQueryOptions } from '@/features/albums';
import { useUserCounts } from '@/features/user-counts';
import { useApi } from '@/lib/api/use-api';
import { useI18n } from '@/lib/i18n/i18n-provider';
import styles from './photo-area.module.css';

/**
 * The Albums tab's count (PhotoAreaTabs): the own albums count, plus the shared albums read count when the shared
 * albums flag is on. A lazy chunk of its own, so the albums feature's API code is not part of the timeline's first
 * screen (docs/architecture.md "What the browser loads").
 */
export function AlbumsTabCount({ sharedEnabled }: { sharedEnabled: boolean }) {
  const i18n = useI18n();
  const api = useApi();
  const { data: counts } = useUserCounts();
  const shared = useQuery({ ...getSharedAlbumCountsQueryOptions(api), enabled: sharedEnabled });
  const sharedCount = sharedEnabled ? shared.data?.readAlbumsCount : 0;
  if (counts === undefined || sharedCount === undefined) return null;
  return <span className={styles.tabCount}>{i18n.formatNumber(counts.albumsCount + sharedCount)}</span>;
}
