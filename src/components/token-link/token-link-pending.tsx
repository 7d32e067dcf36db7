import { PagePending } from '@/components/page-pending';
import type { MessageId } from '@/lib/i18n/types';

/** A token link's pending state while its token is sent: the spinner with its label, as the page's <main>. */
export function TokenLinkPending({ labelId }: { labelId: MessageId }) {
  return (
    <main id="main-content">
      <PagePending labelId={labelId} />
    </main>
  );
}
