import { expect, test, type Page } from '@playwright/test';
import { CHANNELS, channelLocale } from '../../src/shared/channels';
import { localeMessages } from '../../src/testing/locale-messages';
import { expectNoAxeViolations } from './helpers/a11y';
import { submitSignInForm } from './helpers/auth';

/**
 * Channels and languages (docs/channels.md): each brand channel answers on `{channel}.localhost`, speaks its
 * locale (messages resolved through the fallback chain of ADR 036), formats dates and numbers for it, moves the
 * legacy host to its newer one and tells crawlers to index nothing but the home page of a non-test host. What
 * needs the real host names and the identity provider's redirects is here; each channel's texts on a page are
 * vitest's (subscription-outcome.test.tsx, account-layout.test.tsx; docs/benchmarks.md "Test loop").
 * CHANNEL_SCREENSHOTS=<dir> saves one screenshot per channel of its subscription error page (for a look by eye).
 */

/** A message as a customer of `locale` reads it: the locale's file, its base's, then en-GB. */
function message(locale: string, id: string): string {
  const text = localeMessages(locale)[id];
  if (text === undefined) throw new Error(`No message ${id} in ${locale} nor en-GB`);
  return text;
}

const onHost = (baseURL: string | undefined, host: string, path: string) =>
  `${baseURL!.replace('//localhost', `//${host}`)}${path}`;

async function robotsContent(page: Page) {
  return page.locator('meta[name="robots"]').getAttribute('content');
}

test('a Dutch customer reads the shell, the menu and the photos page in Dutch, with Dutch dates and numbers', async ({
  page,
  baseURL,
}) => {
  await page.goto(onHost(baseURL, 'albelli-nl.localhost', '/my-photos/photos'));
  await expect(page).toHaveURL(/\/oidc\//);
  await submitSignInForm(page, 'demo@example.com');
  await expect(page).toHaveURL(/albelli-nl\.localhost.*\/my-photos\/photos/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');

  await expect(page.getByRole('heading', { level: 1, name: 'Mijn foto’s' })).toBeVisible();
  await expect(page).toHaveTitle(/^Foto’s \| /);
  // The skip link and the side menu.
  await expect(page.getByRole('link', { name: 'Naar de hoofdinhoud' })).toBeAttached();
  const menu = page.getByRole('navigation', { name: 'Accountmenu' });
  await expect(menu.getByRole('link', { name: 'Foto’s' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Uitloggen' })).toBeVisible();
  // A number: the photos tab counts 2,000 photos the Dutch way.
  const tabs = page.getByRole('navigation', { name: 'Fotobibliotheek' });
  await expect(tabs.getByRole('link', { name: /Foto’s/ })).toContainText('2.000');
  // Dates: a month heading in Dutch, a photo's date as dd MMM yyyy with a Dutch month.
  await expect(
    page
      .getByRole('heading', {
        level: 2,
        name: /^(januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
      })
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('img', {
        name: /^Gemaakt op \d{2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec) \d{4}$/,
      })
      .first(),
  ).toBeVisible();
  await expect.poll(() => robotsContent(page)).toBe('noindex, nofollow');
  await expectNoAxeViolations(page);
  if (process.env.CHANNEL_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.CHANNEL_SCREENSHOTS}/albelli-nl-photos.png` });
});

test('a crawler that runs no script is told by the HTML and robots.txt: index the home page of a channel host, nothing else', async ({
  request,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  // As a crawler asks: the address's host in the Host header, no script run, no redirect followed.
  const fetchPage = (host: string, path: string) =>
    request.get(`${baseURL}${path}`, { headers: { Host: `${host}:${port}` }, maxRedirects: 0 });
  const robotsMeta = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

  const home = await fetchPage('albelli-nl.localhost', '/');
  expect(home.status()).toBe(200);
  expect(robotsMeta(await home.text())).toBe('index, follow');
  expect(home.headers()['x-robots-tag']).toBe('index, follow');

  for (const [host, path] of [
    ['albelli-nl.localhost', '/orders'],
    ['albelli-nl.localhost', '/my-photos/photos'],
    ['test.albelli-nl.localhost', '/'],
  ] as const) {
    const page = await fetchPage(host, path);
    expect(page.status(), `${host}${path}`).toBe(200);
    expect(robotsMeta(await page.text()), `${host}${path}`).toBe('noindex, nofollow');
    expect(page.headers()['x-robots-tag'], `${host}${path}`).toBe('noindex, nofollow');
  }

  const moved = await fetchPage('albelli-gb.localhost', '/orders?page=2');
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`http://bonusprint-gb.localhost:${port}/orders?page=2`);

  // robots.txt: only the home page of a production host, nothing of a test host.
  const robotsTxt = async (host: string) => {
    const response = await fetchPage(host, '/robots.txt');
    expect(response.headers()['content-type'], host).toMatch(/^text\/plain/);
    return response.text();
  };
  expect(await robotsTxt('albelli-de.localhost')).toBe('User-agent: *\nAllow: /$\nDisallow: /\n');
  expect(await robotsTxt('test.albelli-de.localhost')).toBe('User-agent: *\nDisallow: /\n');
});

/** The locale files a page asked for, in order, and how each was started (a `link` preload or a script's fetch). */
async function localeRequests(page: Page, asked: string[]) {
  const started = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/locales/'))
        .map((entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).initiatorType]),
    ),
  );
  return { asked, started };
}

/** The paths starting with `prefix` that the page asked the network for, in order. */
const recordRequests = (page: Page, prefix: string): string[] => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) asked.push(pathname);
  });
  return asked;
};
const recordLocaleRequests = (page: Page): string[] => recordRequests(page, '/locales/');

/** How each resource of the page at `pathname` was started (`link`: a preload; `fetch`: a script's fetch). */
const initiators = (page: Page, pathname: string) =>
  page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === wanted)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    pathname,
  );

test("a channel host speaks its channel's locale from messages index.html preloaded, and the legacy host moves to its newer one", async ({
  page,
  baseURL,
}) => {
  const asked = recordLocaleRequests(page);
  const configAsked = recordRequests(page, '/config.json');
  // The Austrian channel, forced to de-AT.
  await page.goto(onHost(baseURL, 'albelli-at.localhost', '/subscription-confirmation-error'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  // The page renders after its messages are loaded (src/app/bootstrap.tsx): every locale request is made by now.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de-AT', 'newsletter.errorTitle'));
  await expect(page.getByText(message('de-AT', 'newsletter.errorMessage'))).toBeVisible();
  await expect.poll(() => robotsContent(page)).toBe('noindex, nofollow');
  // Each file once (the app's fetch took the preloaded answer), started by the start script's <link rel=preload>
  // in index.html's head, before the bundle ran; en-GB not at all (the German files hold every message).
  expect(await localeRequests(page, asked)).toEqual({
    asked: ['/locales/de-AT.json', '/locales/de-DE.json'],
    started: { '/locales/de-AT.json': 'link', '/locales/de-DE.json': 'link' },
  });
  // The configuration too: once, started by index.html's own <link rel=preload> (issue 25: the parser starts it,
  // not the start script's task), and the start script's fetch took the preloaded answer.
  expect(configAsked).toEqual(['/config.json']);
  expect(await initiators(page, '/config.json')).toEqual(['link']);

  // An English channel preloads en-GB too, and the app takes it from the preload.
  asked.length = 0;
  await page.goto(onHost(baseURL, 'bonusprint-ie.localhost', '/subscription-confirmation-error'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en-IE', 'newsletter.errorTitle'));
  const { asked: files, started } = await localeRequests(page, asked);
  expect([...files].sort()).toEqual(['/locales/en-GB.json', '/locales/en-IE.json']);
  expect(started).toEqual({ '/locales/en-GB.json': 'link', '/locales/en-IE.json': 'link' });

  // The legacy host sends its customers to the newer host, keeping the page and its query.
  await page.goto(onHost(baseURL, 'albelli-gb.localhost', '/subscription-confirmation-error?email=a%40b.nl'));
  await expect(page).toHaveURL(
    onHost(baseURL, 'bonusprint-gb.localhost', '/subscription-confirmation-error?email=a%40b.nl'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription failed');
  await expectNoAxeViolations(page);

  // For a look by eye: every channel's page (its texts are tested in subscription-outcome.test.tsx).
  const dir = process.env.CHANNEL_SCREENSHOTS;
  if (dir) {
    for (const channel of CHANNELS) {
      await page.goto(onHost(baseURL, `${channel.id}.localhost`, '/subscription-confirmation-error'));
      await expect(page.locator('html')).toHaveAttribute('lang', channelLocale(channel));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(channelLocale(channel), 'newsletter.errorTitle'),
      );
      await page.screenshot({ path: `${dir}/${channel.id}.png` });
    }
  }
});
