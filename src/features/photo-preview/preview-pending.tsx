import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './preview-pending.module.css';

/** While the preview's photo is being found (a reload of the preview loads its month first). */
export function PreviewPending() {
  const t = useT();
  return (
    <div className={styles.pending}>
      <Spinner label={t('common.loading')} showLabel />
    </div>
  );
}
