import type { ReactNode } from 'react';
import { ErrorPage, MessagePage } from '@/components/errors/error-page';
import type { MessageId } from '@/lib/i18n/types';

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
  const Page = outcome === 'error' ? ErrorPage : MessagePage;
  return <Page titleId={titleId} messageId={messageId} actions={actions} standalone />;
}
