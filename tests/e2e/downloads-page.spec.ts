import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { signIn } from './helpers/auth';
import { addFault, errorReportsOf } from './helpers/mock-control';

/**
 * The Downloads page (/downloads) in a real browser: a real zip saved, a failed load reported with its call's
 * correlation id, axe in each state. demo@example.com's seed has a ready download "Summer holiday" and an older,
 * expired one (mock-server/db/downloads.ts); empty@example.com has none. Read-only: downloading changes nothing,
 * and other specs' new downloads of demo@example.com only add entries. The fault rule is limited to
 * empty@example.com's list, which no other test loads. What the page shows by state is tested against the mock
 * in src/features/downloads/components/downloads-page.test.tsx.
 */

const item = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('the downloads page lists each download with its state and downloads a ready one as a zip', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', { path: '/downloads' });
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(page).toHaveTitle('Downloads | bonusprint');
  const holiday = item(page, 'Summer holiday');
  await expect(holiday).toContainText(/Ready to download until \d{2} \w{3,4} \d{4}/);
  await expect(holiday).toContainText(/\d+ photos · Created \d{2} \w{3,4} \d{4}/);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await holiday.getByRole('button', { name: 'Download' }).click();
  const saved = await download;
  // Named after the download (issue 23; getDownloadUrl's description).
  expect(saved.suggestedFilename()).toBe('Summer holiday.zip');
  expect(
    readFileSync(await saved.path())
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');
  await expect(holiday.getByText('Your download has started')).toBeVisible();
});

test("a list that fails to load says so, is reported with the failed call's correlation id, and Try again loads it", async ({
  page,
  request,
}) => {
  // empty@example.com: no other test loads its downloads, so the rule fails only this test's requests.
  await addFault(request, {
    method: 'GET',
    path: '/downloads-api/downloads',
    account: 'empty@example.com',
    // The first load and its two retries (server errors are retried twice).
    times: 3,
    fault: { status: 503 },
  });
  const failedCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/downloads-api/downloads') && response.status() === 503)
      failedCalls.push(response.request().headers()['x-correlationid'] ?? '');
  });
  await signIn(page, 'empty@example.com', { path: '/downloads' });
  await expect(
    page.getByText('Unable to display your downloads. Please refresh the page or try again later.'),
  ).toBeVisible();
  expect(failedCalls).toHaveLength(3);
  await expectNoAxeViolations(page);

  // The load (its last attempt, after two retries) is reported once, with the id its call sent.
  await expect
    .poll(() => errorReportsOf(request, failedCalls[2]!))
    .toEqual([
      expect.objectContaining({
        message: 'Request failure',
        status: 503,
        method: 'GET',
        page: '/downloads',
        url: expect.stringMatching(/\/downloads-api\/downloads$/),
      }),
    ]);
  expect(await errorReportsOf(request, failedCalls[0]!)).toEqual([]);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText("You haven't downloaded any photos yet")).toBeVisible();
});
