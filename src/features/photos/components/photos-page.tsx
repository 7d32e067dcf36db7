import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/lib/i18n/i18n-provider';
import { useTimeline } from '../api/get-timeline';
import { TimelineSection } from './timeline-section';
import styles from './photos.module.css';

/** The page frame: "My photos" heading, then the content. */
export function PhotosPageFrame({ children }: { children: ReactNode }) {
  const t = useT();
  useDocumentTitle('pageTitle.photos');
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{t('photos.title')}</h1>
      </div>
      {children}
    </div>
  );
}

/** The timeline: one section per month with photos, newest first, or the empty state. */
export function PhotosPage() {
  const t = useT();
  const { data: months } = useTimeline();
  const withPhotos = months.filter((month) => month.count > 0);
  return (
    <PhotosPageFrame>
      {withPhotos.length === 0 ? (
        <p className={styles.empty}>{t('photos.empty')}</p>
      ) : (
        <div className={styles.sections}>
          {withPhotos.map((month) => (
            <TimelineSection key={`${month.year}/${month.month}`} month={month} />
          ))}
        </div>
      )}
    </PhotosPageFrame>
  );
}
