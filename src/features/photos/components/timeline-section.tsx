import { TIMELINE_PAGE_LIMIT } from '@/config/constants';
import { useInView } from '@/hooks/use-in-view';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { TimelineMonth } from '../api/get-timeline';
import { useTimelineMonth } from '../api/get-timeline-month';
import { formatMonthHeading } from '../utils/format-dates';
import { PhotoGrid, PlaceholderGrid } from './photo-grid';
import styles from './photos.module.css';

/** One month: heading, then its first page of photos, loaded when the section comes near the viewport. */
export function TimelineSection({ month }: { month: TimelineMonth }) {
  const i18n = useI18n();
  const [ref, inView] = useInView<HTMLElement>({ rootMargin: '400px 0px', once: true });
  const photos = useTimelineMonth(month, { enabled: inView });
  const headingId = `timeline-${month.year}-${month.month}`;

  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId} aria-busy={photos.isPending}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{formatMonthHeading(month, i18n)}</h2>
        <span className={styles.count}>{i18n.t('photos.monthCount', { count: month.count })}</span>
      </div>
      {photos.isError ? (
        <Alert
          action={
            <Button variant="secondary" onPress={() => void photos.refetch()}>
              {i18n.t('common.tryAgain')}
            </Button>
          }
        >
          {i18n.t('photos.loadError')}
        </Alert>
      ) : photos.isSuccess ? (
        <PhotoGrid photos={photos.data.pages.flatMap((page) => page.images)} />
      ) : (
        <PlaceholderGrid count={Math.min(month.count, TIMELINE_PAGE_LIMIT)} />
      )}
    </section>
  );
}
