// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The online photo books page against the mock's widgets service (msw/node) as demo@example.com: a double-click
 * requests an online version once, and a double-click on the delete confirmation deletes once (issue 23: the
 * second request failed beside the success).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { OnlineProductsPage } from './online-products-page';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(cleanup);

const openPage = () =>
  renderInApp(<OnlineProductsPage accountId={mock.account(DEMO).accountId} page={1} />, mock.signIn(DEMO));
const sent = (method: string) =>
  mock.requests.filter((request) => request.method === method && request.path.startsWith('/widgets/'));

describe('the online photo books page', () => {
  it('requests an online version once on a double-click', async () => {
    openPage();
    const [request] = await screen.findAllByRole('button', { name: /^Request online version of / });
    const before = sent('POST').length;
    fireEvent.click(request!);
    fireEvent.click(request!);
    await waitFor(() => expect(sent('POST').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('Requesting online version…')).toBeNull());
    expect(sent('POST').length - before).toBe(1);
  });

  it('deletes a book once on a double-click on the confirmation', async () => {
    openPage();
    const [remove] = await screen.findAllByRole('button', { name: /^Delete / });
    fireEvent.click(remove!);
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete online version' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('DELETE')).toHaveLength(1);
  });
});
