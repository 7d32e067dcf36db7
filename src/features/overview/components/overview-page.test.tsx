// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The overview when My photos' guard sent the customer here (activation status DELETING, my-photos.tsx): it says
 * why at the top (issue 23: the redirect explained nothing); a visit of its own says nothing of the kind.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { OverviewPage } from './overview-page';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(cleanup);

const notice = 'Your photos are being deleted. My photos will be available again when this is done.';

describe('the overview after the photo area sent the customer away', () => {
  it('says the photos are being deleted when My photos redirected here', async () => {
    const app = renderInApp(<OverviewPage />, mock.signIn(DEMO));
    await screen.findByRole('heading', { level: 1, name: 'My account overview' });
    expect(screen.queryByText(notice)).toBeNull();
    await act(() => app.router.navigate({ to: '/', state: { photosUnavailable: true } }));
    expect((await screen.findByRole('status')).textContent).toBe(notice);
  });
});
