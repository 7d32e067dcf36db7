import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn, submitSignInForm } from './helpers/auth';
import { addFault } from './helpers/mock-control';

/**
 * The online photo books (/online-products, menu "Widgets") and the share form in the browser, against the mock:
 * the side menu, the page in the address through a reload, the online version (the mock's page), focus in the
 * share form, the channel from the host name, and axe in each state. The texts, states, requests and failures
 * of each page are tested in src/features/online-products/components/online-products-page.test.tsx and
 * share-page.test.tsx (issue 21). The mock seeds a widget for every photo-book order that is not cancelled
 * (mock-server/db/widgets.ts). Accounts (ADR 013; no other spec reads the online photo books of these accounts):
 * - demo@ (read only): 20 photo books over 2 pages, in every state;
 * - failing@: 722850445-1 (available) is shared, and taken out of the public gallery and published again;
 * - large@: its list fails to load under a fault rule; business@: not found; empty@ (saved-projects.spec.ts).
 */

const PAGE = '/online-products';

const books = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
const book = (page: Page, code: string) => books(page).filter({ hasText: `Order ${code}` });

test('from the side menu "Widgets" to the photo books: the delete dialog, the page in the address through a reload, the online version', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: '/saved-projects' });
  await page.getByRole('link', { name: 'Widgets' }).click();
  await expect(page).toHaveURL(/\/online-products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My online photo books' })).toBeVisible();
  await expect(page).toHaveTitle(/^My online photo books \|/);
  await expect(page.getByText('20 photo books')).toBeVisible();
  await expect(books(page)).toHaveCount(10);
  await expect(book(page, '716769669-1')).toContainText('Online version is requested');
  await expectNoAxeViolations(page);

  // The delete dialog, cancelled (demo@ is only read).
  await book(page, '890588736-1')
    .getByRole('button', { name: /^Delete the online version of/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this online photo book?' });
  await expect(dialog).toContainText('Your order is not affected.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/online-products\?page=2$/);
  await expect(books(page)).toHaveCount(10);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(books(page)).toHaveCount(10);

  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/online-products$/);
  await book(page, '890588736-1')
    .getByRole('link', { name: /^View online version of/ })
    .click();
  await expect(page).toHaveURL(/\/widgets\/online\/w-[0-9a-f]+$/);
  await expect(page.getByText('Online version of order 890588736-1')).toBeVisible();
});

test('a list that fails to load says so and loads with Try again', async ({ page, request }) => {
  await addFault(request, {
    method: 'GET',
    path: '/widgets/v1/widget/all',
    account: 'large@example.com',
    times: 3,
    fault: { status: 503 },
  });
  await signIn(page, 'large@example.com', { path: PAGE });
  await expect(
    page.getByText('Unable to display your online photo books. Please refresh the page or try again later.'),
  ).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(books(page)).toHaveCount(1);
});

test('a business account has no online photo books: no menu entry, and the page is not found', async ({
  page,
}) => {
  await signIn(page, 'business@example.com', { path: PAGE });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Widgets' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

const shareField = (page: Page, name: string) => page.getByRole('textbox', { name });

test('sharing a photo book from the list: focus through the checks, the refused address and the success; the public gallery', async ({
  page,
}) => {
  await signIn(page, 'failing@example.com', { path: PAGE });
  await book(page, '722850445-1')
    .getByRole('link', { name: /^Share / })
    .click();
  await expect(page).toHaveURL(/\/online-products\/722850445-1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share your online photo book' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Checked on submit: the first field in error takes focus.
  const name = shareField(page, 'Your name');
  const recipient = shareField(page, "Recipient's e-mail address");
  await recipient.fill('friend@example');
  await page.getByRole('button', { name: 'Share photo book' }).click();
  await expect(name).toBeFocused();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter a valid e-mail address, such as name@example.com')).toBeVisible();
  await expectNoAxeViolations(page);
  await name.fill('Fay');
  await page.getByRole('button', { name: 'Share photo book' }).click();
  await expect(recipient).toBeFocused();

  // An address whose encoding is longer than the contract allows: the service's 400 is shown at the field.
  const long = `${'é'.repeat(150)}@example.com`;
  await recipient.fill(long);
  await page.getByRole('button', { name: 'Share photo book' }).click();
  await expect(page.getByText('This e-mail address was not accepted. Please check it')).toBeVisible();
  await expect(recipient).toBeFocused();
  await expect(recipient).toHaveValue(long);

  await recipient.fill('friend@example.com');
  await shareField(page, 'Personal message (optional)').fill('<b>Look</b> at our book!');
  await page.getByRole('button', { name: 'Share photo book' }).click();
  const shared = page.getByRole('heading', { name: 'Your photo book has been shared' });
  await expect(shared).toBeVisible();
  await expect(shared).toBeFocused();
  await expect(page.getByText("We've sent a link to friend@example.com.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Share with someone else' }).click();
  await expect(name).toHaveValue('Fay');
  await expect(recipient).toHaveValue('');

  // The public gallery: out of it (the seed has it under Travel), then in again under two categories. Each run
  // ends with the book published, so a second run starts the same way.
  const gallery = page.getByRole('region', { name: 'Public gallery' });
  await expect(gallery).toContainText('This photo book is in the public gallery under:');
  await gallery.getByRole('button', { name: 'Remove from gallery' }).click();
  await gallery.getByRole('checkbox', { name: 'Family' }).check();
  await gallery.getByRole('checkbox', { name: 'Pets' }).check();
  await expectNoAxeViolations(page);
  await gallery.getByRole('button', { name: 'Publish in gallery' }).click();
  await expect(gallery).toContainText('This photo book is in the public gallery under: Family, Pets.');
});

test('on the Dutch channel the photo books are named in Dutch and the gallery categories too', async ({
  page,
  baseURL,
}) => {
  // demo@ is only read here. The articles' titles come from the merchandise query for the channel's locale; the
  // gallery's categories are the contract's keys, named by the app's messages.
  await page.goto(`${baseURL!.replace('//localhost', '//albelli-nl.localhost')}${PAGE}`);
  await expect(page).toHaveURL(/\/oidc\//);
  await submitSignInForm(page, 'demo@example.com');
  await expect(page).toHaveURL(/albelli-nl\.localhost.*\/online-products/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn online fotoboeken' })).toBeVisible();
  const titles = books(page).getByRole('heading', { level: 2 });
  await expect(titles.first()).toBeVisible();
  const names = await titles.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(name).toMatch(/fotoboek/i);
    expect(name).not.toMatch(/photo book/i);
  }

  await books(page)
    .getByRole('link', { name: /delen, bestelling/ })
    .first()
    .click();
  const gallery = page.getByRole('region', { name: 'Openbare galerij' });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole('checkbox', { name: 'Reizen' })).toBeVisible();
  await expect(gallery.getByRole('checkbox', { name: 'Kerst' })).toBeVisible();
  await expect(gallery).not.toContainText(/Travel|Family|Wedding|Holidays|Christmas|Birthday/);
  await expect(page.getByText(/photo book/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
