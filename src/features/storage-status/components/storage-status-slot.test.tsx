// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The storage-status button as the photos page renders it (the feature's public module): its code and its request
 * wait until the first screen has painted (ADR 074), and its place is held until then, as while its dates load.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { holdUntilFirstScreen, resetFirstScreenGate } from '@/lib/routing/after-first-screen';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { StorageStatusButton } from '..';

const DEMO = 'demo@example.com';
const ACCOUNT_INFORMATION = '/deletion/accounts/getaccountinformation';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(() => {
  cleanup();
  resetFirstScreenGate();
});

it('holds the button its place until the first screen has painted, then shows it with its dates', async () => {
  let rendered: (() => void) | undefined;
  holdUntilFirstScreen({
    subscribe: (_event, listener) => {
      rendered = listener;
      return () => undefined;
    },
  });
  const { container } = renderInApp(<StorageStatusButton hasPhotos />, {
    ...mock.signIn(DEMO),
    path: '/my-photos/photos',
  });
  // Time for the button's module and its request, were they not waiting: neither is asked for.
  await act(async () => {
    await import('./storage-status-button');
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  expect(screen.queryByRole('button')).toBeNull();
  expect(container.querySelector('span[aria-hidden="true"]')).not.toBeNull();
  expect(mock.requests.some((request) => request.path.endsWith(ACCOUNT_INFORMATION))).toBe(false);
  // The page rendered, and no paint was reported (the test's DOM has none): the gate opens after PAINT_WAIT_MS.
  act(() => rendered?.());
  expect(await screen.findByRole('button', { name: /^Photos kept until / }, { timeout: 5_000 })).toBeTruthy();
});
