/**
 * The "Export photos" button of the My photos header (my-photos.md section 2, Export modal), shown only when
 * PhotoManagementPhotoExportEnabled is on. Small on purpose: it is part of the timeline's first load.
 */
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useT } from '@/lib/i18n/i18n-provider';
import { ExportModalTrigger } from './export-modal-trigger';

export function ExportPhotosButton() {
  const t = useT();
  const enabled = useFeatureFlag('PhotoManagementPhotoExportEnabled');
  if (!enabled) return null;
  return <ExportModalTrigger>{t('export.open')}</ExportModalTrigger>;
}
