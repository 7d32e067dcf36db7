import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { MessageId } from '@/lib/i18n/types';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './page-pending.module.css';

/** A page that is loading (route pending component, sign-in and sign-out redirects). */
export function PagePending({
  labelId = 'common.loading',
  titleId,
}: {
  labelId?: MessageId;
  titleId?: MessageId;
}) {
  const t = useT();
  useDocumentTitle(titleId);
  return (
    <div className={styles.pending}>
      <Spinner label={t(labelId)} showLabel />
    </div>
  );
}
