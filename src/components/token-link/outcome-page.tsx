import type { ReactNode } from 'react';
import { ErrorPage } from '@/components/errors/error-page';
import type { MessageId } from '@/lib/i18n/types';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './outcome-page.module.css';

export interface OutcomePageProps {
  /** success: the link did its job; error: it did not (the error page, with Try again). */
  outcome: 'success' | 'error';
  titleId: MessageId;
  messageId: MessageId;
  actions?: ReactNode;
}

/**
 * Where a token link ends (its success or error route): a heading, a sentence and actions, centred on a page of
 * its own (token pages are outside the account layout, so this is the <main> landmark). The document title is
 * the route's `staticData.pageTitle`.
 */
export function OutcomePage({ outcome, titleId, messageId, actions }: OutcomePageProps) {
  const t = useT();
  if (outcome === 'error')
    return <ErrorPage titleId={titleId} messageId={messageId} actions={actions} standalone />;
  return (
    <main id="main-content" className={styles.page}>
      <h1>{t(titleId)}</h1>
      <p className={styles.message}>{t(messageId)}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </main>
  );
}
