import { Spinner } from '@/components/ui/spinner';
import type { MessageId } from '@/lib/i18n/types';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './page-pending.module.css';

/**
 * A page that is loading (route pending component, sign-in and sign-out redirects). The document title stays
 * the route's (its staticData.pageTitle), so the tab already names the page that is coming.
 */
export function PagePending({ labelId = 'common.loading' }: { labelId?: MessageId }) {
  const t = useT();
  return (
    <div className={styles.pending}>
      <Spinner label={t(labelId)} showLabel />
    </div>
  );
}
