/**
 * Temporary selections service (openapi/services/temp-selections.yaml): stores a selection of the caller's
 * photos for the prints editor and hands it back by id. The state is in db/temp-selections.ts.
 *
 * Assumptions where the documents say nothing: photo ids that are not the caller's photos answer 400 naming
 * them (`body.photoIds.3`); a selection of another account answers 404 like an unknown or expired id.
 */
import type { HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/temp-selections';
import {
  addTempSelection,
  createTempSelectionState,
  findTempSelection,
  resetAccountTempSelections,
} from '../db/temp-selections';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { HandlerDeps } from '../deps';

export function createTempSelectionsHandlers(deps: HandlerDeps): HttpHandler[] {
  const { store, verifier } = deps;
  const api = createServiceHttp<paths>({ service: 'temp-selections', verifier });
  const db = createTempSelectionState();
  deps.onReset(db.reset);
  deps.control?.accountReset((accountId) => resetAccountTempSelections(db, accountId));

  return [
    api.post('/temp-selections', ({ claims, input, response }) => {
      const { photoIds } = input.body;
      const errors = photoIds.flatMap((id, i) =>
        store.byId.get(id)?.accountId === claims.sub
          ? []
          : [{ field: `body.photoIds.${i}`, message: `${id} is not a photo of this account` }],
      );
      if (errors.length > 0) {
        const detail = `${errors.length} of the photos ${errors.length === 1 ? 'is' : 'are'} not the caller's.`;
        return problemResponse(400, detail, errors);
      }
      const record = addTempSelection(db, claims.sub, photoIds);
      return response(201).json({ tempSelectionId: record.id });
    }),

    api.get('/temp-selections/{id}', ({ claims, input, response }) => {
      const record = findTempSelection(db, claims.sub, input.path.id);
      if (!record) return problemResponse(404, 'No such selection, or it has expired.');
      return response(200).json({ photoIds: record.photoIds });
    }),
  ];
}
