/**
 * The states of a list page's query (or of any page that shows one query): loading, failed with the page's
 * error text and Try again, empty with the page's empty text, or the data. Texts are the caller's (the spec's):
 *
 *   <ListState query={orders} errorText={t('orders.loadError')} emptyText={t('orders.empty')}
 *     isEmpty={(page) => page.orders.length === 0}>
 *     {(page) => <OrderTable orders={page.orders} />}
 *   </ListState>
 *
 * A failure while data is shown (a background refetch) keeps the data. Native elements only, so a list page's
 * first screen does not load react-aria.
 */
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { Spinner } from '@/components/ui/spinner';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './list-page.module.css';

/** What ListState reads of a useQuery or useInfiniteQuery result. */
export interface ListQuery<TData> {
  data: TData | undefined;
  isError: boolean;
  /** The failure, when the query failed (a 404 is "not found", see `notFound`). */
  error?: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface ListStateProps<TData> {
  query: ListQuery<TData>;
  /** The spec's load failure text, e.g. "Unable to display albums. Please refresh the page or try again later." */
  errorText: ReactNode;
  /** Shown when `isEmpty(data)`: the spec's empty text, or a node with its action. */
  emptyText?: ReactNode;
  isEmpty?: (data: TData) => boolean;
  /** Default "Loading…". */
  loadingLabel?: string;
  /** Default "Try again". */
  retryLabel?: string;
  /**
   * What a page of one thing shows when the service says it does not exist (404): no Try again, which could never
   * work, but what happened and the way back (issue 23: a deleted album offered Try again and no way out).
   */
  notFound?: ReactNode;
  children: (data: TData) => ReactNode;
}

export function ListState<TData>({
  query,
  errorText,
  emptyText,
  isEmpty,
  loadingLabel,
  retryLabel,
  notFound,
  children,
}: ListStateProps<TData>) {
  const t = useT();
  const { data } = query;
  if (data === undefined) {
    if (query.isError && !query.isFetching) {
      if (notFound !== undefined && isRequestFailure(query.error, 404)) return notFound;
      return (
        <Alert
          action={
            <NativeButton variant="secondary" onPress={() => void query.refetch()}>
              {retryLabel ?? t('common.tryAgain')}
            </NativeButton>
          }
        >
          {errorText}
        </Alert>
      );
    }
    return <Spinner label={loadingLabel ?? t('common.loading')} showLabel />;
  }
  if (isEmpty?.(data)) {
    return typeof emptyText === 'string' ? <p className={styles.empty}>{emptyText}</p> : emptyText;
  }
  return children(data);
}
