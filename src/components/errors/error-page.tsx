import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/page-title/document-title';
import type { MessageId } from '@/lib/i18n/types';
import { useT } from '@/lib/i18n/i18n-provider';
import { useIsInAccountLayout } from '@/components/layouts/layout-context';
import { cx } from '@/components/ui/class-names';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  titleId: MessageId;
  messageId: MessageId;
  actions?: ReactNode;
  /** Centred on the page with its own <main>; by default when the account layout is not around it. */
  standalone?: boolean;
}

/** A page of one message: heading, explanation, actions (an error page, or where a token link ends). */
export function MessagePage({ titleId, messageId, actions, standalone: standaloneProp }: ErrorPageProps) {
  const t = useT();
  const inLayout = useIsInAccountLayout();
  const standalone = standaloneProp ?? !inLayout;
  const content = (
    <div className={cx(styles.page, standalone && styles.standalone)}>
      <h1>{t(titleId)}</h1>
      <p className={styles.message}>{t(messageId)}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
  return standalone ? <main id="main-content">{content}</main> : content;
}

/** A full error page: heading, explanation, actions (Try again, a link home); its title names the error. */
export function ErrorPage(props: ErrorPageProps) {
  useDocumentTitle(props.titleId);
  return <MessagePage {...props} />;
}
