/**
 * Every msw handler of the mock services. The server serves them over HTTP (server.ts); tests use them
 * directly with `setupServer(...createHandlers(deps))` from `msw/node`.
 */
import type { HttpHandler } from 'msw';
import type { PhotoStore } from '../db/photos';
import type { TokenVerifier } from '../http/auth';
import { createPhotoHandlers } from './photo';

export interface HandlerDeps {
  store: PhotoStore;
  /** Verifies bearer tokens: the identity provider, or a fake in tests. */
  verifier: TokenVerifier;
  /** Origin of the mock as the browser sees it (image URLs), e.g. http://localhost:9090. */
  publicUrl: string;
}

export function createHandlers(deps: HandlerDeps): HttpHandler[] {
  return [...createPhotoHandlers(deps)];
}
