import type { MessageId } from '@/lib/i18n/types';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page's title (account-area.md section 2, "Page titles"), as a message id. The document title becomes
     * "{page} | {brand}" (src/lib/page-title/document-title.tsx), and a side-menu entry appears once a route at
     * its path declares one (src/components/layouts/account-menu.ts).
     */
    pageTitle?: MessageId;
  }
}

/** What the title rule reads of a route match (or of a route's options). */
export interface TitledMatch {
  staticData?: { pageTitle?: MessageId };
}

/**
 * The page title of the matched routes: the deepest match that declares one, so a child without its own
 * title (the photo preview over the timeline) keeps its parent's ("Photos"); undefined when none does.
 */
export function pageTitleOf(matches: readonly TitledMatch[]): MessageId | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = matches[i]?.staticData?.pageTitle;
    if (title) return title;
  }
  return undefined;
}
