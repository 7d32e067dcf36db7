// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * My photos against the mock's photo service (msw/node) as empty@example.com (no photos, albums or orders): the
 * empty state instead of a timeline. The timeline itself (scrolling, the grid, the route's error and Try again)
 * is tested in the browser: tests/e2e/timeline.spec.ts and sign-in.spec.ts.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { PhotosPage } from './photos-page';

const EMPTY = 'empty@example.com';
const mock = setupMockApi({ accounts: [EMPTY] });
afterEach(cleanup);

describe('My photos of an account without photos', () => {
  it('shows the empty state, with no timeline or sort', async () => {
    renderInApp(<PhotosPage />, mock.signIn(EMPTY));
    expect(await screen.findByText('Your photo library is empty')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My photos' })).toBeTruthy();
    expect(
      screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).not.toContainEqual(expect.stringMatching(/^[A-Z][a-z]+ \d{4}$/));
    expect(mock.requests.some((request) => request.path === '/photo/users/timeline')).toBe(true);
  });
});
