// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The double opt-in's error page offers the channel's customer care, as the other two token-link error pages do
 * (issue 23: "Your subscription failed" had no contact link), and Try again only when it has a link to send again
 * (a link without a token lands here without one; the routing is src/lib/token-link/token-link.test.tsx's).
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { SubscriptionFailedPage } from './subscription-outcome';

const mock = setupMockApi({ accounts: ['demo@example.com'] });
afterEach(cleanup);

describe('the double opt-in error page', () => {
  it('says the subscription failed, offers the link again and the channel’s customer care', async () => {
    renderInApp(<SubscriptionFailedPage hasLink />, mock.signIn('demo@example.com'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeTruthy();
    const contact = screen.getByRole('link', { name: 'Contact customer care' });
    expect(contact.getAttribute('href')).toBe('https://www.bonusprint.co.uk/contact');
  });

  it('offers no Try again when the link had no token to send again', async () => {
    renderInApp(<SubscriptionFailedPage hasLink={false} />, mock.signIn('demo@example.com'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
