/**
 * The My photos area's frame (account-area.md section 2, "Photo area shell"), around the timeline and every album
 * screen: "My photos" with its actions, the area's tabs, the activation and welcome banners, then the page.
 */
import { useCallback, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NativeButton } from '@/components/ui/native-button';
import { ActivationBanner } from '@/features/activation';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useT } from '@/lib/i18n/i18n-provider';
import { PhotoAreaTabs } from './photo-area-tabs';
import { refreshLibrary } from './refresh-library';
import { WelcomeBanner } from './welcome-banner';
import styles from './photo-area.module.css';

export interface PhotoAreaFrameProps {
  children: ReactNode;
  /** Next to the title: the storage-status button (filled in by the route). */
  headerActions?: ReactNode;
  /** Opens the import; the add-photos button shows only with it and the upload flag on. */
  onAddPhotos?: () => void;
}

/** The page frame: "My photos" with its actions, the photo area's tabs, the welcome banner, then the content. */
export function PhotoAreaFrame({ children, headerActions, onAddPhotos }: PhotoAreaFrameProps) {
  const t = useT();
  const uploadEnabled = useFeatureFlag('PhotoManagementUploadViewEnabled');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  // An activation imported the photos: the timeline, its months, the albums and the counts are asked again.
  const onActivated = useCallback(() => void refreshLibrary(queryClient), [queryClient]);
  const showAddPhotos = uploadEnabled && !!onAddPhotos;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('photos.title')}
        </h1>
        {(headerActions || showAddPhotos) && (
          <div className={styles.headerActions}>
            {headerActions}
            {showAddPhotos && <NativeButton onPress={onAddPhotos}>{t('photos.addPhotos')}</NativeButton>}
          </div>
        )}
      </div>
      <PhotoAreaTabs />
      <ActivationBanner onActivated={onActivated} />
      <WelcomeBanner onDismissed={() => headingRef.current?.focus()} />
      {children}
    </div>
  );
}
