import { useEffect } from 'react';
import { useChannel } from '@/lib/channel/channel-state';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';

/** Sets the document title to the page title of account-area.md section 2, with the brand: "Photos | albelli". */
export function useDocumentTitle(titleId: MessageId | undefined): void {
  const t = useT();
  const { brand } = useChannel();
  const title = titleId ? t('app.documentTitle', { page: t(titleId), brand }) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
