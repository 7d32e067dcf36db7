import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import enGB from '../../public/locales/en-GB.json' with { type: 'json' };

/**
 * `npm start` as a frontend developer meets it (issue 21): every route of the route tree, on the Vite dev server
 * against the mock, signed in as the demo account the route is for. Each page must show its heading, and no page
 * may show Vite's error overlay, throw, or log a console error (React's development build reports misuse the
 * production build hides; a Content-Security-Policy violation is a console error too). The list of routes below
 * must name every route of src/routeTree.gen.ts: a new route fails here until it is added.
 */

type Account = 'demo@example.com' | 'business@example.com' | 'shared@example.com';

/** What a route needs to be visited: the account, and its path (with real ids, found through the app's API). */
interface Visit {
  account: Account;
  path: (ids: Ids) => string;
  /** The heading the page shows (en-GB); by default any h1 that is not an error page's. */
  heading?: string | RegExp;
  /**
   * Error statuses the page asks for and handles as its contract says (the browser logs each as "Failed to load
   * resource"); any other failed request is a console error like the rest.
   */
  handles?: number[];
  /**
   * Opened by loading its address (page.goto) instead of through the app's router: a landing runs what a
   * navigation inside the app does not (the start script's first calls, the route's loader on the first render).
   * React's development build reported the router's use() on a split loader only on a landing (issue 21).
   */
  land?: true;
}

interface Ids {
  album: string;
  albumPhoto: string;
  photo: string;
  sharedAlbum: string;
  sharedAlbumPhoto: string;
}

const ERROR_TITLES = [
  enGB['errors.unexpectedTitle'],
  enGB['errors.cookiesRequiredTitle'],
  enGB['errors.notFoundTitle'],
  enGB['auth.errorTitle'],
];

/**
 * The account menu's entry that is the current page under each path (issue 23: the export page had none): on
 * every page of the account layout exactly this entry says aria-current="page", or none where no entry owns the
 * page (downloads, not found).
 */
const MENU_SECTIONS: [prefix: string, entry: string][] = [
  ['/my-photos', enGB['nav.photos']],
  ['/orders', enGB['nav.orders']],
  ['/invoices', enGB['nav.invoices']],
  ['/integration', enGB['nav.ftpInstructions']],
  ['/settings', enGB['nav.settings']],
  ['/saved-projects', enGB['nav.savedProjects']],
  ['/online-products', enGB['nav.widgets']],
];

function currentMenuEntry(pathname: string): string[] {
  if (pathname === '/') return [enGB['nav.overview']];
  const section = MENU_SECTIONS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return section ? [section[1]] : [];
}

/** Found in a page's links after it loaded (a list page linking to its details). */
const linked = (listPath: string, prefix: string) => `link:${listPath}|${prefix}`;

/** Every full path of the route tree -> how it is visited. `/auth/callback` is passed through by every sign-in. */
const ROUTES: Record<string, Visit | 'sign-in'> = {
  '/': { account: 'demo@example.com', path: () => '/', heading: 'My account overview' },
  '/$': { account: 'demo@example.com', path: () => '/no-such-page', heading: enGB['errors.notFoundTitle'] },
  '/auth/callback': 'sign-in',
  '/my-photos': { account: 'demo@example.com', path: () => '/my-photos', heading: 'My photos' },
  '/my-photos/': { account: 'demo@example.com', path: () => '/my-photos/', heading: 'My photos' },
  '/my-photos/photos': { account: 'demo@example.com', path: () => '/my-photos/photos', heading: 'My photos' },
  '/my-photos/photos/preview/$id': {
    account: 'demo@example.com',
    path: (ids) => `/my-photos/photos/preview/${ids.photo}`,
  },
  '/my-photos/albums/': {
    account: 'demo@example.com',
    path: () => '/my-photos/albums',
    heading: 'My photos',
  },
  '/my-photos/albums/$id': { account: 'demo@example.com', path: (ids) => `/my-photos/albums/${ids.album}` },
  '/my-photos/albums/$id/preview/$photoId': {
    account: 'demo@example.com',
    path: (ids) => `/my-photos/albums/${ids.album}/preview/${ids.albumPhoto}`,
  },
  '/my-photos/shared-albums/$id': {
    account: 'shared@example.com',
    path: (ids) => `/my-photos/shared-albums/${ids.sharedAlbum}`,
  },
  '/my-photos/shared-albums/$id/preview/$photoId': {
    account: 'shared@example.com',
    path: (ids) => `/my-photos/shared-albums/${ids.sharedAlbum}/preview/${ids.sharedAlbumPhoto}`,
  },
  '/my-photos/exports/$backupId': {
    account: 'demo@example.com',
    // demo@'s long-expired export (README "Expired export"): the export service's 404 is its "link expired" page.
    path: () => '/my-photos/exports/a3c1e7f0-5b2d-4e8a-9f60-7d4c2b1e0a95',
    handles: [404],
  },
  '/orders/': { account: 'demo@example.com', path: () => '/orders', heading: 'Orders' },
  '/orders/$orderCode': {
    account: 'demo@example.com',
    path: () => linked('/orders', '/orders/'),
    heading: 'Order details',
  },
  '/saved-projects': {
    account: 'demo@example.com',
    path: () => '/saved-projects',
    heading: 'My saved projects',
  },
  '/online-products/': {
    account: 'demo@example.com',
    path: () => '/online-products',
    heading: 'My online photo books',
  },
  '/online-products/$productCode': {
    account: 'demo@example.com',
    path: () => linked('/online-products', '/online-products/'),
  },
  '/downloads': { account: 'demo@example.com', path: () => '/downloads', heading: 'Downloads' },
  '/settings/': { account: 'demo@example.com', path: () => '/settings', heading: 'My settings', land: true },
  '/settings/personal-details': {
    account: 'demo@example.com',
    path: () => '/settings/personal-details',
    heading: 'Change personal details',
  },
  '/settings/payment-method': { account: 'demo@example.com', path: () => '/settings/payment-method' },
  '/settings/email': { account: 'demo@example.com', path: () => '/settings/email' },
  '/settings/new-address': { account: 'demo@example.com', path: () => '/settings/new-address' },
  '/settings/addresses/all': {
    account: 'demo@example.com',
    path: () => '/settings/addresses/all',
    heading: 'Delivery address',
    land: true,
  },
  '/settings/address/$id': {
    account: 'demo@example.com',
    path: () => linked('/settings/addresses/all', '/settings/address/'),
  },
  '/invoices': { account: 'business@example.com', path: () => '/invoices' },
  '/integration': { account: 'business@example.com', path: () => '/integration' },
  '/settings/b2b/': { account: 'business@example.com', path: () => '/settings/b2b' },
  '/settings/b2b/details': { account: 'business@example.com', path: () => '/settings/b2b/details' },
  '/settings/b2b/email': { account: 'business@example.com', path: () => '/settings/b2b/email' },
  '/settings/b2b/new-address': { account: 'business@example.com', path: () => '/settings/b2b/new-address' },
  '/settings/b2b/address/$id': {
    account: 'business@example.com',
    path: () => linked('/settings/b2b', '/settings/b2b/address/'),
  },
  // The token-link pages, without a token: each says what went wrong (no action is taken).
  '/change-email-confirmation': { account: 'demo@example.com', path: () => '/change-email-confirmation' },
  '/change-email-success': { account: 'demo@example.com', path: () => '/change-email-success' },
  '/change-email-error': { account: 'demo@example.com', path: () => '/change-email-error' },
  '/delete-account-confirmation': { account: 'demo@example.com', path: () => '/delete-account-confirmation' },
  '/delete-account-error': { account: 'demo@example.com', path: () => '/delete-account-error' },
  '/account-deleted': { account: 'demo@example.com', path: () => '/account-deleted' },
  '/subscription-confirmation': {
    account: 'demo@example.com',
    // A visitor's own double opt-in link (README "Token links"): confirms the newsletter of a non-account address.
    path: () =>
      '/subscription-confirmation?confirmation-token=optin-newsletter&email=newsletter%40example.com',
  },
  '/subscription-confirmation-success': {
    account: 'demo@example.com',
    path: () => '/subscription-confirmation-success',
  },
  '/subscription-confirmation-error': {
    account: 'demo@example.com',
    path: () => '/subscription-confirmation-error',
  },
  // Last for its account: it signs out (to the identity provider's sign-in page).
  '/logout': { account: 'demo@example.com', path: () => '/logout', heading: 'Sign in' },
};

/** The route tree's full paths, as the router plugin wrote them. */
function routeTreePaths(): string[] {
  const source = readFileSync('src/routeTree.gen.ts', 'utf8');
  const union = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

/**
 * What does not fit a 390 px phone: the page scrolling sideways, or a visible control (button, link, field) reaching
 * past the screen's edges, outside a container that scrolls sideways on purpose (issue 23).
 */
async function phoneMisfits(page: Page): Promise<string[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scroller = document.scrollingElement!;
    if (scroller.scrollWidth > width + 1) found.push(`the page is ${scroller.scrollWidth} px wide`);
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth)
          return true;
      }
      return false;
    };
    const controls = document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]');
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      // Visually hidden until focused (a skip link), clipped to nothing.
      if (rect.width <= 1 || rect.right < 0) continue;
      if ((rect.left < -1 || rect.right > width + 1) && !scrollsSideways(control)) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${control.tagName.toLowerCase()} "${name}" at x=${Math.round(rect.left)}-${Math.round(rect.right)}`,
        );
      }
    }
    return found;
  });
}

/**
 * Layout shifts without input since the document loaded (issue 25: CLS stays 0): each page records them from its
 * first paint (a PerformanceObserver added before any of the app's scripts run), with the elements that moved.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShiftsSeen: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) =>
          (source.node?.textContent ?? source.node?.nodeName ?? '?').trim().slice(0, 40),
        );
        shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since the last call (a navigation inside the app keeps the document). */
const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { layoutShiftsSeen?: string[] }).layoutShiftsSeen ?? [];
    return seen.splice(0, seen.length);
  });

/**
 * Collects what must not happen on a page: page errors, console errors, Vite's overlay. `settled()` waits until the
 * page has asked for nothing for half a second since `navigated()` and every failed response has had its console
 * error ("Failed to load resource", which Chromium reports a moment after the response): a navigation inside the
 * app has no load state to wait for, and one page's late error must not be blamed on the next.
 */
function watch(page: Page) {
  const problems: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  let failedResponses = 0;
  let failedLoads = 0;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.split('\n')[0]}`));
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const finished = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses += 1;
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) failedLoads += 1;
    problems.push(`console error: ${message.text().split('\n')[0]}`);
  });
  const settled = () =>
    expect
      .poll(() => inFlight <= 0 && Date.now() - lastActivity >= 500 && failedLoads >= failedResponses, {
        intervals: [100],
      })
      .toBe(true);
  const navigated = () => {
    lastActivity = Date.now();
  };
  return { problems, settled, navigated };
}

/**
 * Opens `path` as the app's own links do, through the router's history (TanStack's browser history takes a
 * pushState made from outside as a navigation): the modules every page shares are evaluated once per sign-in, not
 * once per route, which took the check from 83 to 48 CPU s (docs/benchmarks.md "Test loop (2026-11-29)").
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate(
    ([to, indexKey]) => {
      // The history entry's index (TanStack history's state key), one more than the current entry's.
      const index = Number((history.state as Record<string, unknown> | null)?.[indexKey] ?? 0);
      history.pushState({ [indexKey]: index + 1 }, '', to);
    },
    [path, '__TSR_index'] as const,
  );
}

async function expectNoOverlay(page: Page) {
  const overlay = page.locator('vite-error-overlay');
  if ((await overlay.count()) > 0) {
    const text = await overlay.evaluate((el) => el.shadowRoot?.querySelector('.message')?.textContent ?? '');
    throw new Error(`Vite's error overlay on ${page.url()}: ${text.trim().slice(0, 300)}`);
  }
}

async function signIn(page: Page, email: Account, host = 'localhost'): Promise<void> {
  const passed: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) passed.push(new URL(frame.url()).pathname);
  });
  const base = new URL(test.info().project.use.baseURL!);
  base.hostname = host;
  await page.goto(new URL('/', base).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoOverlay(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.port === base.port && url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(passed, 'the sign-in passes through /auth/callback').toContain('/auth/callback');
}

/** Real ids of the account's data, through the services the app uses (its token, the dev server's config.json). */
async function findIds(page: Page): Promise<Partial<Ids>> {
  return page.evaluate(async () => {
    const config = (await (await fetch('/config.json')).json()) as { services: Record<string, string> };
    const token = decodeURIComponent(/(?:^|; )auth_access_token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const get = async (url: string) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return response.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
    };
    const photo = config.services.photo!;
    const sharedAlbums = config.services.sharedAlbums!;
    const firstImage = (answer?: Record<string, unknown>) =>
      (answer?.images as { imageId: string }[] | undefined)?.[0]?.imageId;
    const ids: Record<string, string | undefined> = {};
    const timeline = (await get(`${photo}/users/timeline`)) as
      Record<string, Record<string, number>> | undefined;
    const [year, months] = Object.entries(timeline ?? {}).at(-1) ?? [];
    const month = Object.keys(months ?? {}).at(-1);
    if (year && month) ids.photo = firstImage(await get(`${photo}/photos/timeline/${year}/${month}?limit=1`));
    type AlbumPage = { albums?: { albumId: string; photosCount: number }[] } | undefined;
    const album = ((await get(`${photo}/albums`)) as AlbumPage)?.albums?.find((a) => a.photosCount > 0);
    if (album) {
      ids.album = album.albumId;
      ids.albumPhoto = firstImage(await get(`${photo}/albums/${album.albumId}/photos?limit=1`));
    }
    const shared = ((await get(`${sharedAlbums}/shared-albums`)) as AlbumPage)?.albums?.find(
      (a) => a.photosCount > 0,
    );
    if (shared) {
      ids.sharedAlbum = shared.albumId;
      ids.sharedAlbumPhoto = firstImage(
        await get(`${sharedAlbums}/shared-albums/${shared.albumId}/photos?limit=1`),
      );
    }
    return ids;
  });
}

type Watched = ReturnType<typeof watch>;

/** Opens `path` (through the router, or by its address for a landing) and waits until the page has settled. */
async function openRoute(page: Page, watched: Watched, path: string, land = false) {
  watched.navigated();
  if (land) await page.goto(path);
  else await openInApp(page, path);
  await watched.settled();
}

async function resolvePath(page: Page, watched: Watched, path: string): Promise<string> {
  if (!path.startsWith('link:')) return path;
  const [listPath, prefix] = path.slice('link:'.length).split('|') as [string, string];
  await openRoute(page, watched, listPath);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute('href'))!;
}

test('the route list names every route of the route tree', () => {
  expect(Object.keys(ROUTES).sort()).toEqual(routeTreePaths().sort());
});

for (const account of ['demo@example.com', 'business@example.com', 'shared@example.com'] as const) {
  test(`npm start, signed in as ${account}: every page shows its heading, no overlay, no error`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watched = watch(page);
    const { problems } = watched;
    await recordLayoutShifts(page);
    await signIn(page, account);
    const ids = (await findIds(page)) as Ids;
    const visits = Object.entries(ROUTES).filter(
      (entry): entry is [string, Visit] => entry[1] !== 'sign-in' && entry[1].account === account,
    );
    for (const [route, visit] of visits) {
      await test.step(route, async () => {
        const path = await resolvePath(page, watched, visit.path(ids));
        expect(path, `${route}: a real id`).not.toContain('undefined');
        // What the page asked for has settled: it has rendered, and its console errors come in before the next route.
        await openRoute(page, watched, path, visit.land);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading).toBeVisible();
        await expectNoOverlay(page);
        if (visit.heading) await expect(heading).toHaveText(visit.heading);
        else
          expect(ERROR_TITLES, `${route} (${page.url()})`).not.toContain((await heading.innerText()).trim());
        const menu = page.getByRole('navigation', { name: enGB['app.accountMenu'] });
        if (await menu.isVisible()) {
          await expect(menu.locator('a[aria-current="page"]'), `${route}: the current menu entry`).toHaveText(
            currentMenuEntry(new URL(page.url()).pathname),
          );
        }
        const handled = (problem: string) =>
          (visit.handles ?? []).some((status) =>
            problem.startsWith(
              `console error: Failed to load resource: the server responded with a status of ${status} `,
            ),
          );
        expect(
          problems.filter((problem) => !handled(problem)),
          `${route} (${page.url()})`,
        ).toEqual([]);
        problems.length = 0;
        // Nothing on the page moves while it loads: a section that fills in later takes its place from the start.
        expect.soft(await layoutShifts(page), `${route}: layout shifts (${page.url()})`).toEqual([]);
        await page.setViewportSize(PHONE);
        const misfits = await phoneMisfits(page);
        await page.setViewportSize(DESKTOP);
        if (process.env.PHONE_REPORT) console.log(route, JSON.stringify(misfits));
        else expect(misfits, `${route} at ${PHONE.width} px (${page.url()})`).toEqual([]);
      });
    }
    await context.close();
  });
}

test("npm start on another channel's host: signed in, the overview in its language, no error", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { problems, settled } = watch(page);
  await signIn(page, 'demo@example.com', 'albelli-nl.localhost');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoOverlay(page);
  await settled();
  expect(problems).toEqual([]);
  await context.close();
});
