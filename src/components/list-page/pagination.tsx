/**
 * Page links of an offset-paged list (`?page=`, pageSearchSchema): previous, a window of page numbers (three by
 * default, account-area.md section 9), next. Links, not buttons: each page has its address, so Back, a reload
 * and a new tab show it; the other search parameters (filters, flags) are kept.
 */
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n/i18n-provider';
import { pageParam } from '@/lib/list/search';
import { clampPage, pageWindow } from '@/lib/list/paging';
import styles from './list-page.module.css';

export interface PaginationProps {
  /** The page shown (1-based). */
  page: number;
  pageCount: number;
  /** How many page numbers to offer; default 3. */
  shown?: number;
}

/** The search of the current route with `?page=` set to `page` (page 1 leaves the address), the rest kept. */
const searchForPage = (page: number) =>
  ((previous: Record<string, unknown>) => ({ ...previous, page: pageParam(page) })) as never;

function PageLink({ page, label, current }: { page: number; label: string; current?: boolean }) {
  return (
    <Link
      to="."
      search={searchForPage(page)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={styles.pageLink}
    >
      {page}
    </Link>
  );
}

export function Pagination({ page, pageCount, shown = 3 }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const current = clampPage(page, pageCount);
  return (
    <nav aria-label={t('list.pagination')} className={styles.pagination}>
      <ul>
        {current > 1 && (
          <li>
            <Link to="." search={searchForPage(current - 1)} rel="prev">
              {t('list.previousPage')}
            </Link>
          </li>
        )}
        {pageWindow(current, pageCount, shown).map((number) => (
          <li key={number}>
            <PageLink page={number} label={t('list.page', { page: number })} current={number === current} />
          </li>
        ))}
        {current < pageCount && (
          <li>
            <Link to="." search={searchForPage(current + 1)} rel="next">
              {t('list.nextPage')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
