import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/a11y';
import { submitSignInForm } from './helpers/auth';

/**
 * The app before anyone signs in: a configuration that cannot be loaded shows an error page (not a blank screen)
 * whose Try again starts the app, which sends the visitor to the identity provider's sign-in. The signed-in shell is
 * shell.spec.ts; the empty photo library is vitest's (photos-page.test.tsx), its axe check third-party.spec.ts.
 */

test('when the configuration cannot be loaded an error page shows; Try again starts the app, and a wrong password keeps the visitor on the sign-in page with an error', async ({
  page,
}) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await expect(
    page.getByText('An unexpected error has occurred, please contact us if you continue to have problems.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute('**/config.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await submitSignInForm(page, 'demo@example.com', 'wrong');
  await expect(page.getByRole('alert')).toHaveText('Unknown e-mail address or wrong password');
  await expect(page.getByLabel('E-mail address')).toHaveValue('demo@example.com');
  await expectNoAxeViolations(page);
});
