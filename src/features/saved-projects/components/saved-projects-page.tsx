/**
 * The saved projects page (/saved-projects, "My saved projects", account-area.md sections 2, 7 and 9): the
 * account's saved editor projects, 10 per page with the total, the page in the URL (`?page=`, a list page:
 * docs/architecture.md "Page patterns"). Each project opens in its editor (its editUrl) or is deleted after a
 * confirmation. Empty: "You haven't started any projects yet". A page past the last one (after deletes, or an
 * old link) shows the last page instead.
 */
import { Navigate } from '@tanstack/react-router';
import { ListState } from '@/components/list-page/list-state';
import { Pagination } from '@/components/list-page/pagination';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { clampPage, pageCount } from '@/lib/list/paging';
import { pageParam } from '@/lib/list/search';
import { getSavedProjectsQueryOptions } from '../api/get-saved-projects';
import { SAVED_PROJECTS_PAGE_SIZE } from '../constants';
import { SavedProjectList } from './saved-project-list';
import styles from './saved-projects.module.css';

export interface SavedProjectsPageProps {
  accountId: string;
  page: number;
}

export function SavedProjectsPage({ accountId, page }: SavedProjectsPageProps) {
  const t = useT();
  const query = useListQuery(getSavedProjectsQueryOptions(useApi(), { accountId, page }));
  return (
    <div className={styles.page}>
      <h1>{t('pageTitle.savedProjects')}</h1>
      <ListState
        query={query}
        errorText={t('savedProjects.loadError')}
        emptyText={t('savedProjects.empty')}
        isEmpty={(data) => data.total === 0}
      >
        {(data) => {
          const pages = pageCount(data.total, SAVED_PROJECTS_PAGE_SIZE);
          if (data.projects.length === 0 && page > pages) {
            return (
              <Navigate to="/saved-projects" search={{ page: pageParam(clampPage(page, pages)) }} replace />
            );
          }
          return (
            <>
              <p className={styles.count}>{t('savedProjects.count', { count: data.total })}</p>
              <SavedProjectList projects={data.projects} />
              <Pagination page={page} pageCount={pages} />
            </>
          );
        }}
      </ListState>
    </div>
  );
}
