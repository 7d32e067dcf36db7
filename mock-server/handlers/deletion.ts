/**
 * Photo deletion service (openapi/services/deletion.yaml): the dates that decide when the signed-in user's
 * photos are deleted. Nothing here changes state: the answer is computed per request relative to the current
 * day (db/deletion.ts explains the scenarios and assumptions), so nothing needs a reset.
 */
import type { HttpHandler } from 'msw';
import type { paths } from '../../src/api/generated/deletion';
import { accountInformation } from '../db/deletion';
import { createServiceHttp } from '../http/service-http';
import type { HandlerDeps } from '../deps';

export interface DeletionHandlerOptions {
  /** The current time (tests); default the clock. */
  now?: () => Date;
}

export function createDeletionHandlers(
  { verifier, accounts }: Pick<HandlerDeps, 'verifier' | 'accounts'>,
  { now = () => new Date() }: DeletionHandlerOptions = {},
): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'deletion', verifier });

  return [
    api.get('/accounts/getaccountinformation', ({ claims, response }) => {
      const account = accounts.find((a) => a.accountId === claims.sub);
      return response(200).json(accountInformation(account, claims.sub, now()));
    }),
  ];
}
