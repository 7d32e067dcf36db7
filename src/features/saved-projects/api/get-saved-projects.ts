/**
 * GET saved-projects /api/v2/projects/{accountId}?skip={(page-1)*size}&limit={size} (account-area.md section 7):
 * one page of 10 of the signed-in account's saved projects and their total.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '@/lib/api/clients';
import { pageOffset } from '@/lib/list/paging';
import { SAVED_PROJECTS_PAGE_SIZE } from '../constants';
import { savedProjectsPageKey } from './keys';
import { parseSavedProjectPage, type SavedProjectPage } from './saved-project-schema';

export interface SavedProjectsPageParams {
  accountId: string;
  page: number;
}

export async function getSavedProjects({
  api,
  accountId,
  page,
  signal,
}: SavedProjectsPageParams & { api: ApiClients; signal?: AbortSignal }): Promise<SavedProjectPage> {
  const { data } = await api.savedProjects.GET('/api/v2/projects/{accountId}', {
    params: {
      path: { accountId },
      query: { skip: pageOffset(page, SAVED_PROJECTS_PAGE_SIZE), limit: SAVED_PROJECTS_PAGE_SIZE },
    },
    signal,
  });
  return parseSavedProjectPage(data);
}

export const getSavedProjectsQueryOptions = (api: ApiClients, { accountId, page }: SavedProjectsPageParams) =>
  queryOptions({
    queryKey: savedProjectsPageKey(accountId, page),
    queryFn: ({ signal }) => getSavedProjects({ api, accountId, page, signal }),
    staleTime: 30_000,
  });
