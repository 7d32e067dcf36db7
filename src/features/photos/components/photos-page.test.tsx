// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * My photos against the mock's photo service (msw/node): the empty state (empty@example.com); the timeline's
 * texts, a month's error, the sort and what it asks for, selection mode and the selection's actions that end on
 * this page (demo@example.com, about 2,000 photos, newest month October 2026 with 53; shared@example.com for the
 * deletes). What needs a real browser (scrolling the virtualised timeline, its layout, the keyboard, 100,000
 * photos, reloads, downloads, the prints editor, axe) is in tests/e2e/timeline.spec.ts, selection.spec.ts and
 * selection-actions.spec.ts.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, StoreProvider } from '@/lib/store';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { PhotosPage } from './photos-page';

const EMPTY = 'empty@example.com';
const DEMO = 'demo@example.com';
const SHARED = 'shared@example.com';
const mock = setupMockApi({ accounts: [EMPTY, DEMO, SHARED] });
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const MONTH_REQUEST = /^\/photo\/photos\/timeline\/(\d{4})\/(\d{1,2})$/;

/** The page in a store of its own: the sort chosen and the selection made do not pass to the next test. */
function renderPhotos(email: string, search = '') {
  return renderInApp(
    <StoreProvider store={createAppStore()}>
      <PhotosPage />
    </StoreProvider>,
    { ...mock.signIn(email), path: `/my-photos/photos${search}`, toasts: true },
  );
}

/** The photos' tab with the account's count, once the count has arrived. */
const photosTab = () => screen.findByRole('link', { name: /^Photos\s*[\d,]+$/ });
const photoCount = async () => Number((await photosTab()).textContent?.replace(/\D/g, ''));

/** Waits for the month's grid and its first photo. */
async function month(name: string) {
  const grid = await screen.findByRole('grid', { name });
  await within(grid).findAllByRole('img');
  return grid;
}

const monthRequests = () =>
  mock.requests
    .filter((request) => request.method === 'GET' && MONTH_REQUEST.test(request.path))
    .map((request) => new URL(request.url));

const selectedCount = () => screen.findByText(/^\d+ selected$/);
const toolbar = () => screen.findByRole('toolbar', { name: 'Actions for the selected photos' });
const sources = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));

/** Starts selection mode and clicks the newest month's first `count` photos. */
async function selectFirstPhotos(count: number) {
  const grid = (await screen.findAllByRole('grid'))[0]!;
  await within(grid).findAllByRole('img');
  fireEvent.click(screen.getByRole('button', { name: 'Select' }));
  const cells = within(grid).getAllByRole('gridcell');
  for (let slot = 0; slot < count; slot++) fireEvent.click(cells[slot]!);
  await waitFor(async () => expect((await selectedCount()).textContent).toBe(`${count} selected`));
  return grid;
}

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

describe('the timeline', () => {
  it('shows a section per month with its heading, its count and photos named by their date', async () => {
    renderPhotos(DEMO);
    expect((await photosTab()).textContent).toMatch(/^Photos\s*2,000$/);
    const october = await month('October 2026');
    expect(screen.getByRole('heading', { level: 2, name: 'October 2026' })).toBeTruthy();
    expect(screen.getByText('53 photos')).toBeTruthy();
    const first = within(october).getAllByRole('img')[0]!;
    expect(first.getAttribute('alt')).toMatch(/^Taken on \d{2} \w{3} 2026$/);
    expect(first.getAttribute('title')).toMatch(/^Taken on /);
    // The newest month is asked for first, newest first by the date taken.
    const [firstMonth] = monthRequests();
    expect(firstMonth?.pathname).toBe('/photo/photos/timeline/2026/10');
    expect(firstMonth?.searchParams.get('sortKey')).toBe('dateTaken');
    expect(firstMonth?.searchParams.get('sortOrder')).toBe('desc');
  });

  it('the welcome banner goes for good once dismissed', async () => {
    renderPhotos(DEMO);
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to My photos' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('heading', { name: 'Welcome to My photos' })).toBeNull();
    cleanup();
    renderPhotos(DEMO);
    await month('October 2026');
    expect(screen.queryByRole('heading', { name: 'Welcome to My photos' })).toBeNull();
  });

  it('a month that fails to load says so in its section and loads on Try again', async () => {
    mock.faults.add({
      method: 'GET',
      path: '/photo/photos/timeline/2026/10',
      times: 1,
      fault: { status: 400 },
    });
    renderPhotos(DEMO);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Error: Your photos could not be loaded/);
    expect(screen.getByRole('heading', { level: 2, name: 'October 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await month('October 2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the sort menu offers both keys and orders; the months are asked for in the order chosen', async () => {
    renderPhotos(DEMO);
    await month('October 2026');
    const sort = screen.getByRole('button', { name: 'Sort: Date taken, Newest first' });
    expect(screen.getByRole('tooltip').textContent).toBe('Sort by upload date');
    expect(sort.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.click(sort);
    const menu = await screen.findByRole('menu', { name: 'Sort photos' });
    const items = within(menu).getAllByRole('menuitemradio');
    // The service's two keys, each a different order ("Date uploaded" ordered as "Date added": issue 23).
    expect(items.map((item) => item.textContent)).toEqual([
      'Date added',
      'Date taken',
      'Newest first',
      'Oldest first',
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Date taken' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Oldest first' }));

    // Oldest first: the undated photos (1970) come first.
    const sorted = await screen.findByRole('button', { name: 'Sort: Date taken, Oldest first' });
    await month('Unknown Date');
    expect(screen.getAllByRole('grid')[0]).toBe(screen.getByRole('grid', { name: 'Unknown Date' }));
    const oldest = monthRequests().at(-1)!;
    expect(`${oldest.searchParams.get('sortKey')}:${oldest.searchParams.get('sortOrder')}`).toBe(
      'dateTaken:asc',
    );

    // "Date added" asks the service for created.
    fireEvent.click(sorted);
    const menuAgain = await screen.findByRole('menu', { name: 'Sort photos' });
    fireEvent.click(within(menuAgain).getByRole('menuitemradio', { name: 'Date added' }));
    expect(await screen.findByRole('button', { name: 'Sort: Date added, Oldest first' })).toBeTruthy();
    await waitFor(() => {
      const last = monthRequests().at(-1)!;
      expect(`${last.searchParams.get('sortKey')}:${last.searchParams.get('sortOrder')}`).toBe('created:asc');
    });
  });
});

describe('selection mode', () => {
  it('a click toggles a photo and the count follows; the actions wait for a selection; Cancel stops and clears', async () => {
    const app = renderPhotos(DEMO);
    const october = await month('October 2026');
    expect(screen.getByRole('button', { name: 'Delete all photos' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect((await selectedCount()).textContent).toBe('0 selected');
    // While selecting "Delete all photos" is hidden and the toolbar's actions wait for a selection.
    expect(screen.queryByRole('button', { name: 'Delete all photos' })).toBeNull();
    const actions = await toolbar();
    expect(within(actions).getByRole('button', { name: 'Delete' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(actions.textContent).toContain('Select photos to use these actions');

    const cells = within(october).getAllByRole('gridcell');
    fireEvent.click(cells[0]!);
    fireEvent.click(cells[2]!);
    await waitFor(async () => expect((await selectedCount()).textContent).toBe('2 selected'));
    expect(cells[0]!.getAttribute('aria-selected')).toBe('true');
    expect(cells[1]!.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(cells[0]!);
    await waitFor(async () => expect((await selectedCount()).textContent).toBe('1 selected'));
    // A click in selection mode does not open the preview.
    expect(app.router.state.location.pathname).toBe('/my-photos/photos');
    expect(within(actions).getByRole('button', { name: 'Delete' }).hasAttribute('aria-disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
    expect(within(october).getAllByRole('gridcell')[2]!.hasAttribute('aria-selected')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect((await selectedCount()).textContent).toBe('0 selected');
  });

  it("a month's Select all loads and selects all its photos; pressed again it deselects them", async () => {
    renderPhotos(DEMO);
    const october = await month('October 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Select all photos of October 2026' }));
    await waitFor(async () => expect((await selectedCount()).textContent).toBe('53 selected'));
    // Every page of the month was asked for: 24 + 24 + 5 photos.
    expect(monthRequests().filter((url) => url.pathname === '/photo/photos/timeline/2026/10')).toHaveLength(
      3,
    );
    expect(within(october).queryByRole('gridcell', { name: /^Show \d+ more photos$/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deselect all photos of October 2026' }));
    await waitFor(async () => expect((await selectedCount()).textContent).toBe('0 selected'));
    fireEvent.click(within(october).getAllByRole('gridcell')[1]!);
    await waitFor(async () => expect((await selectedCount()).textContent).toBe('1 selected'));
    fireEvent.click(screen.getByRole('button', { name: 'Select all photos of October 2026' }));
    await waitFor(async () => expect((await selectedCount()).textContent).toBe('53 selected'));
    fireEvent.click(screen.getByRole('button', { name: 'Deselect all' }));
    await waitFor(async () => expect((await selectedCount()).textContent).toBe('0 selected'));
  });
});

describe("the selection's actions", () => {
  it('a delete whose chunk fails twice is retried and the photos go; the counts follow without a reload', async () => {
    renderPhotos(SHARED);
    const countBefore = await photoCount();
    const grid = await selectFirstPhotos(3);
    const before = sources(grid);
    mock.faults.add({
      method: 'DELETE',
      path: '/photo/photos',
      account: SHARED,
      times: 2,
      fault: { status: 503 },
    });
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 3 photos?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // Selection mode stops after the action; the photos left the screen and the count.
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(sources(screen.getAllByRole('grid')[0]!)[0]).toBe(before[3]));
    await waitFor(async () =>
      expect((await photosTab()).textContent).toContain(
        new Intl.NumberFormat('en-GB').format(countBefore - 3),
      ),
    );
    expect(mock.requests.filter((request) => request.method === 'DELETE')).toHaveLength(3);
    const users = await mock.api(SHARED).photo.GET('/users');
    expect(users.data?.photosCount).toBe(countBefore - 3);
  });

  it('a delete whose chunk keeps failing deletes nothing: the photos and the selection stay', async () => {
    renderPhotos(SHARED);
    const countBefore = await photoCount();
    const grid = await selectFirstPhotos(2);
    const before = sources(grid);
    mock.faults.add({
      method: 'DELETE',
      path: '/photo/photos',
      account: SHARED,
      times: 4,
      fault: { status: 503 },
    });
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 photos?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Error: Your photos could not be deleted', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(sources(screen.getAllByRole('grid')[0]!)).toEqual(before);
    expect((await selectedCount()).textContent).toBe('2 selected');
    const users = await mock.api(SHARED).photo.GET('/users');
    expect(users.data?.photosCount).toBe(countBefore);
  });

  it('order prints: a failed transfer says so and closes the overlay; the selection stays', async () => {
    // Order prints is behind its flag, turned on here by the query string.
    const app = renderPhotos(DEMO, '?PhotoManagementOrderPrintsEnabled=true');
    await selectFirstPhotos(2);
    mock.faults.add({
      method: 'POST',
      path: '/temp-selections-api/temp-selections',
      times: 1,
      fault: { status: 500 },
    });
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'Order prints' }));
    expect(
      await screen.findByText('Error transferring photos. Try again.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /to editor/ })).toBeNull();
    expect(app.router.state.location.pathname).toBe('/my-photos/photos');
    expect((await selectedCount()).textContent).toBe('2 selected');
  });
});
