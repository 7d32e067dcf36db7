/**
 * "Load more" under a cursor-paged list (useLoadMoreQuery): the button while there is a next page, pending while
 * it loads, and the page's error text when a next page failed (the button tries again). `onPagesLoaded` tells
 * the page how many pages it shows now, for the address (`?pages=`, loadedPagesSearchSchema): a reload and Back
 * show as many. Native elements only (ListState's rule, ADR 076), so a list page's first screen does not load
 * react-aria; while the next page loads the button stays focusable, says it is busy and ignores presses.
 */
import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';

/** What LoadMore reads of a useInfiniteQuery result. */
export interface LoadMoreQuery {
  data: InfiniteData<unknown, unknown> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<{ data?: InfiniteData<unknown, unknown> | undefined }>;
}

export interface LoadMoreProps {
  query: LoadMoreQuery;
  /** The button's text, e.g. "Show more albums". */
  label: string;
  /** The spec's load failure text. */
  errorText: ReactNode;
  onPagesLoaded?: (count: number) => void;
}

export function LoadMore({ query, label, errorText, onPagesLoaded }: LoadMoreProps) {
  const more = async () => {
    if (query.isFetchingNextPage) return;
    const result = await query.fetchNextPage();
    if (result.data) onPagesLoaded?.(result.data.pages.length);
  };
  return (
    <>
      {query.isFetchNextPageError && <Alert>{errorText}</Alert>}
      {query.hasNextPage && (
        <NativeButton
          variant="secondary"
          aria-disabled={query.isFetchingNextPage || undefined}
          aria-busy={query.isFetchingNextPage || undefined}
          onPress={() => void more()}
        >
          {label}
        </NativeButton>
      )}
    </>
  );
}
