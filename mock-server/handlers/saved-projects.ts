/**
 * Saved projects service (openapi/services/saved-projects.yaml): one page of an account's saved projects
 * (skip/limit, 10 per page) and deleting one (the body is the project). Data and seed: db/saved-projects.ts.
 *
 * Assumptions where the documents say nothing:
 * - The path's accountId must be the signed-in account: 403 otherwise. A delete whose body names another
 *   account answers 403; a project id the caller does not have (unknown, or another account's) 404.
 * - The app deletes at /api/v2/project/ (trailing slash): msw matches both spellings to the one handler.
 */
import type { HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/saved-projects';
import { accountPhotos, type PhotoStore } from '../db/photos';
import {
  createSavedProjectsState,
  deleteProject,
  listProjects,
  type ProjectRecord,
  type SavedProject,
} from '../db/saved-projects';
import type { TokenVerifier } from '../http/auth';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import { imageUrl } from '../images/sizes';
import type { HandlerDeps } from '../deps';

export interface SavedProjectsHandlerDeps extends Pick<HandlerDeps, 'accounts' | 'onReset' | 'publicUrl'> {
  store: PhotoStore;
  verifier: TokenVerifier;
}

const forbidden = () => problemResponse(403, 'The account is not the signed-in account.');

export function createSavedProjectsHandlers({
  store: photos,
  verifier,
  accounts,
  onReset,
  publicUrl,
}: SavedProjectsHandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'saved-projects', verifier });
  const store = createSavedProjectsState({ accounts });
  onReset(store.reset);

  const toProject = (record: ProjectRecord): SavedProject => {
    const covers = accountPhotos(photos, record.accountId, 'created');
    const cover = covers.length > 0 ? covers[record.coverIndex % covers.length] : undefined;
    return {
      id: record.id,
      accountId: record.accountId,
      title: record.title,
      productType: record.productType,
      ...(cover ? { thumbnailUrl: imageUrl(publicUrl, cover.imageId, 300) } : {}),
      editUrl: `${publicUrl}/editor/projects/${record.id}`,
      created: record.created,
      updated: record.updated,
    };
  };

  return [
    api.get('/api/v2/projects/{accountId}', ({ claims, input, response }) => {
      if (input.path.accountId !== claims.sub) return forbidden();
      const { skip = 0, limit = 10 } = input.query;
      const all = listProjects(store, claims.sub);
      return response(200).json({
        projects: all.slice(skip, skip + limit).map(toProject),
        totalProjectCount: all.length,
      });
    }),
    api.delete('/api/v2/project', ({ claims, input, response }) => {
      const { id, accountId } = input.body;
      if (accountId !== undefined && accountId !== claims.sub) return forbidden();
      if (!deleteProject(store, claims.sub, id)) return problemResponse(404, `No saved project ${id}.`);
      return response(204).empty();
    }),
  ];
}
