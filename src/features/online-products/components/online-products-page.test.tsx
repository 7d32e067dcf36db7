// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The online photo books page against the mock's widgets service (msw/node). demo@example.com has 20 photo books
 * in every request state; failing@'s 939569346-2 is produced and not requested yet (it becomes available two
 * export steps after its request); importfail@ has one book; empty@ none. The request states, paging, request,
 * delete, their failures and the empty and error states (moved from tests/e2e/online-products.spec.ts, issue
 * 21); a double-click requests an online version once, and a double-click on the delete confirmation deletes
 * once (issue 23: the second request failed beside the success). A business account is refused the page and the
 * share page by their routes.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isNotFound } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { Route as ListRoute } from '@/routes/_account/online-products/index';
import { Route as ShareRoute } from '@/routes/_account/online-products/$productCode';
import { getWidgetBatch } from '../api/get-widgets';
import { ONLINE_VERSION_REFRESH_MS } from '../constants';
import { OnlineProductsPage } from './online-products-page';

const DEMO = 'demo@example.com';
const FAILING = 'failing@example.com';
const IMPORTFAIL = 'importfail@example.com';
const EMPTY = 'empty@example.com';
/** A requested online version becomes available after two steps of this (mock-server/db/widgets.ts). */
const EXPORT_STEP_MS = 1_000;
const mock = setupMockApi({
  accounts: [DEMO, FAILING, IMPORTFAIL, EMPTY],
  timing: { exportStepMs: EXPORT_STEP_MS },
});
beforeAll(async () => {
  await import('@/components/ui/toast-region'); // the toasts' lazy chunk, loaded once
});
afterEach(() => {
  cleanup();
  act(() => clearToasts());
  vi.useRealTimers();
});

const openPage = (email = DEMO, page = 1) => {
  return renderInApp(<OnlineProductsPage accountId={mock.account(email).accountId} page={page} />, {
    ...mock.signIn(email),
    toasts: true,
  });
};
const sent = (method: string) =>
  mock.requests.filter((request) => request.method === method && request.path.startsWith('/widgets/'));
/** The photo books shown (the pagination's entries are list items too). */
const books = () =>
  screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading', { level: 2 }));
const book = async (code: string) => {
  await screen.findAllByRole('heading', { level: 2 });
  const found = books().find((item) => item.textContent?.includes(`Order ${code}`));
  if (!found) throw new Error(`no photo book ${code} on the page`);
  return found;
};
/** The account's photo-book codes as the service lists them now. */
async function widgetCodes(email: string, orderCodes: string[]) {
  const widgets = await getWidgetBatch({ api: mock.api(email), orderCodes });
  return widgets.map((widget) => widget.productCode);
}

describe('the online photo books page', () => {
  it('shows the photo books in every request state, with their total, 10 to a page', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My online photo books' })).toBeTruthy();
    expect(await screen.findByText('20 photo books')).toBeTruthy();
    expect(books()).toHaveLength(10);
    expect((await book('716769669-1')).textContent).toContain('Online version is requested');
    within(await book('263352666-1')).getByRole('button', { name: /^Request online version of / });
    const available = await book('890588736-1');
    const view = within(available).getByRole('link', { name: /^View online version of / });
    expect(view.getAttribute('href')).toMatch(/^http:\/\/mock\.test\/widgets\/online\/w-[0-9a-f]+$/);
    const share = within(available).getByRole('link', { name: /^Share / });
    expect(share.getAttribute('href')).toBe('/online-products/890588736-1');
    const firstPage = books().map((item) => item.textContent);

    cleanup();
    openPage(DEMO, 2);
    expect(await screen.findByText('20 photo books')).toBeTruthy();
    expect(books()).toHaveLength(10);
    for (const item of books()) expect(firstPage).not.toContain(item.textContent);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('requesting shows progress, says it is requested, and shows the view link once the version is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openPage(FAILING);
    const gate = mock.hold('POST', '/widgets/v1/widget/939569346-2');
    const item = await book('939569346-2');
    fireEvent.click(within(item).getByRole('button', { name: /^Request online version of / }));
    expect(await within(item).findByText('Requesting online version…')).toBeTruthy();
    gate.release();
    expect(await within(item).findByText('Online version is requested')).toBeTruthy();
    expect(await screen.findByText(/^Online version of .* is requested$/)).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /^Request online version/ })).toBeNull();
    expect(within(item).queryByRole('link', { name: /^View online version of / })).toBeNull();

    // The mock renders it in two steps; the page reads the list again while one is requested (no reload).
    await act(async () => vi.advanceTimersByTime(ONLINE_VERSION_REFRESH_MS));
    expect(await within(item).findByRole('link', { name: /^View online version of / })).toBeTruthy();
    expect(within(item).queryByText('Online version is requested')).toBeNull();
  });

  it('a request the service refuses says so and offers the request again', async () => {
    openPage();
    mock.faults.add({
      method: 'POST',
      path: '/widgets/v1/widget/263352666-1',
      times: 1,
      fault: { status: 500 },
    });
    const item = await book('263352666-1');
    fireEvent.click(within(item).getByRole('button', { name: /^Request online version of / }));
    expect(await screen.findByText('Unable to request the online version. Please try again')).toBeTruthy();
    await within(item).findByRole('button', { name: /^Request online version of / });
    expect(within(item).queryByText('Online version is requested')).toBeNull();
    expect(await widgetCodes(DEMO, ['263352666-1'])).toEqual(['263352666-1']);
  });

  it('deleting asks first and removes the photo book once the service has deleted it', async () => {
    openPage(IMPORTFAIL);
    const item = await book('649557241-2');
    fireEvent.click(within(item).getByRole('button', { name: /^Delete the online version of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this online photo book?' });
    expect(dialog.textContent).toContain('Your order is not affected.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete online version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^The online version of .* was deleted$/)).toBeTruthy();
    expect(await screen.findByText(/^You don't have any online photo books yet\./)).toBeTruthy();
    expect(await widgetCodes(IMPORTFAIL, ['649557241-2'])).toEqual([]);
  });

  it('a delete the service refuses keeps the photo book and says so in the dialog', async () => {
    openPage();
    const item = await book('890588736-1');
    const gate = mock.hold('DELETE', '/widgets/v1/widget/890588736-1');
    mock.faults.add({
      method: 'DELETE',
      path: '/widgets/v1/widget/890588736-1',
      times: 1,
      fault: { status: 503 },
    });
    fireEvent.click(within(item).getByRole('button', { name: /^Delete the online version of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this online photo book?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete online version' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting online version…' })).toBeTruthy();
    gate.release();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Unable to delete the online version. Please try again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    within(await book('890588736-1')).getByRole('link', { name: /^View online version of / });
    expect(await widgetCodes(DEMO, ['890588736-1'])).toEqual(['890588736-1']);
  });

  it('a list that fails to load says so and loads with Try again', async () => {
    mock.faults.add({ method: 'GET', path: '/widgets/v1/widget/all', times: 1, fault: { status: 503 } });
    openPage();
    expect(
      await screen.findByText(
        'Unable to display your online photo books. Please refresh the page or try again later.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('20 photo books')).toBeTruthy();
    expect(books()).toHaveLength(10);
  });

  it('an account without photo books is told how to get one', async () => {
    openPage(EMPTY);
    expect(
      await screen.findByText(
        "You don't have any online photo books yet. Once you have ordered a photo book, you can request its online version here.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

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

describe('the online photo books for a business account', () => {
  it('are not found: the list and the share page refuse it before loading anything', () => {
    const refused = (route: typeof ListRoute | typeof ShareRoute, isBusiness: boolean) => {
      try {
        route.options.beforeLoad?.({ context: { user: { isBusiness } } } as never);
        return false;
      } catch (error) {
        return isNotFound(error);
      }
    };
    expect(refused(ListRoute, true)).toBe(true);
    expect(refused(ShareRoute, true)).toBe(true);
    expect(refused(ListRoute, false)).toBe(false);
    expect(refused(ShareRoute, false)).toBe(false);
  });
});
