// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * Where the e-mail change and account deletion links end: the error pages offer Try again only when there is a
 * link to send again (not for a link without a token), the way to the settings and the channel's customer care;
 * the success pages their ways on. Which link ends where (an expired, used or another account's token) is
 * src/lib/token-link/token-link.test.tsx's, the mock's tests' and tests/e2e's.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import {
  AccountDeletedPage,
  AccountDeletionFailedPage,
  EmailChangedPage,
  EmailChangeFailedPage,
} from './outcome-pages';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(cleanup);

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });

describe('the e-mail change error page', () => {
  it('offers the link again, the settings and customer care', async () => {
    renderInApp(<EmailChangeFailedPage hasLink />, mock.signIn(DEMO));
    expect(await screen.findByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeTruthy();
    expect(tryAgain()).toBeTruthy();
    expect(href('Go to my settings')).toBe('/settings');
    expect(href('Contact customer care')).toBe('https://www.bonusprint.co.uk/contact');
  });

  it('offers no Try again for a link without a token', async () => {
    renderInApp(<EmailChangeFailedPage hasLink={false} />, mock.signIn(DEMO));
    await screen.findByRole('heading', { level: 1, name: "Your email wasn't changed" });
    expect(tryAgain()).toBeNull();
    expect(href('Go to my settings')).toBe('/settings');
  });
});

describe('the account deletion error page', () => {
  it('offers the link again, the settings and customer care', async () => {
    renderInApp(<AccountDeletionFailedPage hasLink />, mock.signIn(DEMO));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Your account couldn't be deleted" }),
    ).toBeTruthy();
    expect(tryAgain()).toBeTruthy();
    expect(href('Go to my settings')).toBe('/settings');
    expect(href('Contact customer care')).toBe('https://www.bonusprint.co.uk/contact');
  });

  it('offers no Try again for a link without a token', async () => {
    renderInApp(<AccountDeletionFailedPage hasLink={false} />, mock.signIn(DEMO));
    await screen.findByRole('heading', { level: 1, name: "Your account couldn't be deleted" });
    expect(tryAgain()).toBeNull();
  });
});

describe('the success pages', () => {
  it('after an e-mail change: log in with the new address, or continue to the shop', async () => {
    renderInApp(<EmailChangedPage />, mock.signIn(DEMO));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address has been changed!' }),
    ).toBeTruthy();
    expect(href('Log in with your new e-mail address')).toBe('/');
    expect(href('Continue')).toMatch(/^https:\/\/www\.bonusprint\.co\.uk\/?$/);
  });

  it('after an account deletion: create an account, or view the products', async () => {
    renderInApp(<AccountDeletedPage />, mock.signIn(DEMO));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has been successfully deleted' }),
    ).toBeTruthy();
    expect(href('Create an account')).toMatch(/^https:\/\/www\.bonusprint\.co\.uk\/?$/);
    expect(href('View products')).toMatch(/\/products$/);
  });
});
