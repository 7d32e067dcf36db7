// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The share page of an online photo book against the mock's widgets service (msw/node) as failing@example.com,
 * whose 722850445-1 is available and in the public gallery under Travel and Family (the seed): what the share form sends,
 * its checks before sending, the service's refusals, the success, a link to a book that is not there, and the
 * public gallery (moved from tests/e2e/online-products.spec.ts, issue 21; focus and axe stay there).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearToasts } from '@/lib/toasts';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { getGalleryEntry } from '../api/gallery';
import { getWidgetBatch } from '../api/get-widgets';
import { SharePage } from './share-page';

const FAILING = 'failing@example.com';
const BOOK = '722850445-1';
const mock = setupMockApi({ accounts: [FAILING] });
beforeAll(async () => {
  await import('@/components/ui/toast-region'); // the toasts' lazy chunk, loaded once
});
afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

const openPage = (productCode = BOOK) => {
  return renderInApp(<SharePage accountId={mock.account(FAILING).accountId} productCode={productCode} />, {
    ...mock.signIn(FAILING),
    toasts: true,
  });
};
const field = (name: string) => screen.findByRole('textbox', { name });
const type = async (name: string, value: string) =>
  fireEvent.change(await field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Share photo book' }));
const shares = () => mock.requests.filter((request) => request.path === `/widgets/v1/widget/${BOOK}/share`);
const valueOf = async (name: string) => ((await field(name)) as HTMLInputElement).value;

describe('the share page', () => {
  it('sends the name, the message and the recipient base64 encoded, then says it was shared', async () => {
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Share your online photo book' }),
    ).toBeTruthy();
    await type('Your name', 'Fay');
    await type("Recipient's e-mail address", 'friend@example.com');
    await type('Personal message (optional)', '<b>Look</b> at our book!');
    submit();
    expect(await screen.findByRole('heading', { name: 'Your photo book has been shared' })).toBeTruthy();
    expect(screen.getByText("We've sent a link to friend@example.com.")).toBeTruthy();
    const [share] = shares();
    expect(share?.method).toBe('PUT');
    const query = new URL(share!.url).searchParams;
    expect(query.get('toEmailAddress')).toBe(Buffer.from('friend@example.com').toString('base64'));
    expect(query.get('fromName')).toBe('Fay');
    expect(query.get('personalMessage')).toBe('<b>Look</b> at our book!');
    expect(query.get('vendorId')).toMatch(/^[a-z0-9-]+$/);
    const [widget] = await getWidgetBatch({ api: mock.api(FAILING), orderCodes: [BOOK] });
    expect(widget?.isShared).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Share with someone else' }));
    expect(await valueOf('Your name')).toBe('Fay');
    expect(await valueOf("Recipient's e-mail address")).toBe('');
    expect(await valueOf('Personal message (optional)')).toBe('');
  });

  it('rejects a missing name and a wrong or missing address before sending anything', async () => {
    openPage();
    await type("Recipient's e-mail address", 'friend@example');
    submit();
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address, such as name@example.com')).toBeTruthy();
    await waitFor(async () => expect(document.activeElement).toBe(await field('Your name')));

    await type('Your name', 'Fay');
    submit();
    await waitFor(async () => expect(document.activeElement).toBe(await field("Recipient's e-mail address")));
    expect(screen.queryByText('Please enter your name')).toBeNull();
    await type("Recipient's e-mail address", '');
    submit();
    expect(await screen.findByText("Please enter the recipient's e-mail address")).toBeTruthy();
    expect(shares()).toEqual([]);
  });

  it("shows the service's 400 at its field and keeps the typed values", async () => {
    openPage();
    // An address the form accepts whose encoding is longer than the contract allows (toEmailAddress maxLength
    // 344): the mock's request validation answers 400 naming query.toEmailAddress.
    const long = `${'é'.repeat(150)}@example.com`;
    await type('Your name', 'Fay');
    await type("Recipient's e-mail address", long);
    submit();
    expect(await screen.findByText('This e-mail address was not accepted. Please check it')).toBeTruthy();
    expect(shares()).toHaveLength(1);
    expect(await valueOf("Recipient's e-mail address")).toBe(long);
    expect(await valueOf('Your name')).toBe('Fay');
    expect(screen.queryByRole('heading', { name: 'Your photo book has been shared' })).toBeNull();
  });

  it('a share that fails says so, keeps the values, and sends with another try', async () => {
    openPage();
    const gate = mock.hold('PUT', `/widgets/v1/widget/${BOOK}/share`);
    mock.faults.add({
      method: 'PUT',
      path: `/widgets/v1/widget/${BOOK}/share`,
      times: 1,
      fault: { status: 502 },
    });
    await type('Your name', 'Sam');
    await type("Recipient's e-mail address", 'friend@example.com');
    submit();
    expect(await screen.findByRole('button', { name: 'Sharing…' })).toBeTruthy();
    gate.release();
    expect(await screen.findByText('Unable to share your photo book. Please try again')).toBeTruthy();
    expect(await valueOf('Your name')).toBe('Sam');
    expect(await valueOf("Recipient's e-mail address")).toBe('friend@example.com');
    submit();
    expect(await screen.findByRole('heading', { name: 'Your photo book has been shared' })).toBeTruthy();
    expect(shares()).toHaveLength(2);
  });

  it('a link to a book that is not there says so, with the way back to the list', async () => {
    openPage('000000000-1');
    expect(
      await screen.findByText('This online photo book was not found. It may have been deleted.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My online photo books' }).getAttribute('href')).toBe(
      '/online-products',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('takes an available book out of the public gallery and publishes it again under categories', async () => {
    openPage();
    const gallery = await screen.findByRole('region', { name: 'Public gallery' });
    expect(
      (await within(gallery).findByText(/^This photo book is in the public gallery under:/)).textContent,
    ).toBe('This photo book is in the public gallery under: Travel, Family.');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Remove from gallery' }));
    expect(await screen.findByText('Your photo book was removed from the public gallery')).toBeTruthy();
    fireEvent.click(await within(gallery).findByRole('checkbox', { name: 'Family' }));
    fireEvent.click(within(gallery).getByRole('checkbox', { name: 'Pets' }));
    fireEvent.click(within(gallery).getByRole('button', { name: 'Publish in gallery' }));
    expect(
      await within(gallery).findByText('This photo book is in the public gallery under: Family, Pets.'),
    ).toBeTruthy();
    const [widget] = await getWidgetBatch({ api: mock.api(FAILING), orderCodes: [BOOK] });
    const entry = await getGalleryEntry({
      api: mock.api(FAILING),
      widgetId: widget!.widgetId!,
      channel: 'bonusprint-gb',
    });
    expect(entry?.categories).toEqual(['Family', 'Pets']);
  });
});
