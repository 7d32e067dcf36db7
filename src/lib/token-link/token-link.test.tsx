import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { z } from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readTokenLink,
  TOKEN_LINK_PENDING_MS,
  tokenLinkLoader,
  tokenLinkSearch,
  type AppPath,
} from './token-link';

afterEach(cleanup);

const linkSchema = z.object({ 'confirmation-token': z.string().check(z.minLength(1)), email: z.email() });
type Link = z.infer<typeof linkSchema>;
interface Context {
  send: (link: Link) => Promise<unknown>;
}

/** A started promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * The app in miniature, in StrictMode: a start page, the token page built with tokenLinkLoader, its success and
 * error pages. The history starts on the start page with the link opened after it (Back leads to the start).
 */
function renderTokenLink(query: string, send: Context['send']) {
  const root = createRootRouteWithContext<Context>()({ component: Outlet });
  const start = createRoute({ getParentRoute: () => root, path: '/start', component: () => <h1>Start</h1> });
  const confirm = createRoute({
    getParentRoute: () => root,
    path: '/confirm',
    validateSearch: tokenLinkSearch('confirmation-token', 'email'),
    pendingMs: TOKEN_LINK_PENDING_MS,
    loader: tokenLinkLoader({
      schema: linkSchema,
      send: (link: Link, context: Context) => context.send(link),
      // The test's paths are not the app's (the registered router's types).
      successTo: '/done' as AppPath,
      errorTo: '/failed' as AppPath,
    }),
    pendingComponent: () => <p>Sending the token…</p>,
    component: () => <h1>The token page itself</h1>,
  });
  const done = createRoute({ getParentRoute: () => root, path: '/done', component: () => <h1>Done</h1> });
  const failed = createRoute({
    getParentRoute: () => root,
    path: '/failed',
    validateSearch: tokenLinkSearch('confirmation-token', 'email'),
    component: () => <h1>Failed</h1>,
  });
  const history = createMemoryHistory({ initialEntries: ['/start', `/confirm${query}`], initialIndex: 1 });
  const router = createRouter({
    routeTree: root.addChildren([start, confirm, done, failed]),
    history,
    context: { send } satisfies Context,
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const GOOD = '?confirmation-token=abc123&email=ann%40example.com';

describe('a token-link page', () => {
  it('sends the token once, shows the pending state meanwhile, then replaces itself with the success route', async () => {
    const answer = deferred();
    const send = vi.fn(() => answer.promise);
    const router = renderTokenLink(GOOD, send);

    await screen.findByText('Sending the token…');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ 'confirmation-token': 'abc123', email: 'ann@example.com' });

    await act(async () => answer.resolve());
    await screen.findByRole('heading', { name: 'Done' });
    expect(router.state.location.pathname).toBe('/done');
    expect(router.state.location.search).toEqual({});
    expect(screen.queryByText('The token page itself')).toBeNull();

    // Re-renders and re-validation do not send again; Back skips the link (it was replaced).
    await act(() => router.invalidate());
    await act(async () => router.history.back());
    await screen.findByRole('heading', { name: 'Start' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('goes to the error route when the service refuses the token, keeping the link for Try again', async () => {
    const send = vi.fn(() => Promise.reject(new Error('404 unknown token')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderTokenLink(GOOD, send);

    await screen.findByRole('heading', { name: 'Failed' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/failed');
    expect(router.state.location.search).toEqual({
      'confirmation-token': 'abc123',
      email: 'ann@example.com',
    });
    await act(async () => router.history.back());
    await screen.findByRole('heading', { name: 'Start' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['without a token', '?email=ann%40example.com'],
    ['with an empty token', '?confirmation-token=&email=ann%40example.com'],
    ['with an e-mail that is not an address', '?confirmation-token=abc123&email=ann'],
    ['without any query', ''],
  ])('goes to the error route without a call when the link is %s', async (_, query) => {
    const send = vi.fn(() => Promise.resolve());
    const router = renderTokenLink(query, send);

    await screen.findByRole('heading', { name: 'Failed' });
    expect(router.state.location.pathname).toBe('/failed');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing when the page is only preloaded (a hovered link to it)', async () => {
    const send = vi.fn(() => Promise.resolve());
    const router = renderTokenLink('', send);
    await screen.findByRole('heading', { name: 'Failed' });
    await act(() =>
      router.preloadRoute({
        to: '/confirm' as AppPath,
        search: { 'confirmation-token': 'abc123', email: 'ann@example.com' },
      } as never),
    );
    expect(send).not.toHaveBeenCalled();
  });
});

describe('readTokenLink', () => {
  it("reads the query's own strings: a token of digits keeps its leading zeros", () => {
    expect(readTokenLink(linkSchema, '?confirmation-token=00123&email=a%40b.test')).toEqual({
      'confirmation-token': '00123',
      email: 'a@b.test',
    });
  });

  it('is undefined for a link the schema refuses', () => {
    expect(readTokenLink(linkSchema, '?confirmation-token=00123')).toBeUndefined();
  });
});
