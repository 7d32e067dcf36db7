/**
 * Saved projects service (openapi/services/saved-projects.yaml): one page of an account's saved projects
 * (skip/limit, 10 per page) and deleting one (the body is the project). Data and seed: db/saved-projects.ts.
 *
 * Assumptions where the documents say nothing:
 * - The path's accountId must be the signed-in account: 403 otherwise. A delete whose body names another
 *   account answers 403; a project id the caller does not have (unknown, or another account's) 404.
 * - The app deletes at /api/v2/project/ (trailing slash): msw matches both spellings to the one handler.
 * - editUrl points at the mock's stand-in for the editor, GET {publicUrl}/editor/projects/{id} (not part of the
 *   contract; a plain HTML page naming the project, like the real editor opening it): 404 for a project that
 *   does not exist (deleted, or never seeded). It needs no bearer token: the real editor is another site with
 *   its own sign-in.
 */
import { http, type HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/saved-projects';
import { accountPhotos, type PhotoStore } from '../db/photos';
import {
  createSavedProjectsState,
  generateAccountProjects,
  deleteProject,
  listProjects,
  type ProjectRecord,
  type SavedProject,
  type SavedProjectsState,
} from '../db/saved-projects';
import type { TokenVerifier } from '../http/auth';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import { imageUrl } from '../images/sizes';
import type { HandlerDeps } from '../deps';

export interface SavedProjectsHandlerDeps extends Pick<
  HandlerDeps,
  'accounts' | 'onReset' | 'publicUrl' | 'control'
> {
  store: PhotoStore;
  verifier: TokenVerifier;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mock's editor page for a saved project (where editUrl leads). */
function editorPage(store: SavedProjectsState, projectId: string): Response {
  const record = [...store.byAccount.values()].flat().find((p) => p.id === projectId);
  if (!record) return problemResponse(404, `No saved project ${projectId}.`);
  const title = escapeHtml(record.title);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} - Editor</title></head>
<body><main><h1>${title}</h1><p>Editing your ${escapeHtml(record.productType)} project ${escapeHtml(record.id)}.</p></main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

const forbidden = () => problemResponse(403, 'The account is not the signed-in account.');

export function createSavedProjectsHandlers({
  store: photos,
  verifier,
  accounts,
  onReset,
  publicUrl,
  control,
}: SavedProjectsHandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'saved-projects', verifier });
  const store = createSavedProjectsState({ accounts });
  onReset(store.reset);
  control?.accountReset((accountId) => {
    const account = accounts.find((a) => a.accountId === accountId);
    if (account) store.byAccount.set(accountId, generateAccountProjects(account));
  });

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
    http.get('*/editor/projects/:projectId', ({ params }) => editorPage(store, String(params.projectId))),
  ];
}
