// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The double opt-in's error page offers the channel's customer care, as the other two token-link error pages do
 * (issue 23: "Your subscription failed" had no contact link), and Try again only when it has a link to send again
 * (a link without a token lands here without one; the routing is src/lib/token-link/token-link.test.tsx's); each
 * channel shows it in its own language (docs/channels.md; the host name -> channel part is tests/e2e/channels.spec.ts).
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { channelAtom } from '@/lib/channel/channel-state';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { createAppStore, StoreProvider } from '@/lib/store';
import { CHANNELS, channelLocale } from '@/shared/channels';
import { i18nOf } from '@/testing/locale-messages';
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

  it.each(CHANNELS.map((channel) => [channel.id, channelLocale(channel), channel] as const))(
    'the %s channel says it in %s, with its own customer care',
    async (_id, locale, channel) => {
      const store = createAppStore();
      store.set(channelAtom, channel);
      const { t } = i18nOf(locale);
      renderInApp(
        <StoreProvider store={store}>
          <I18nProvider i18n={i18nOf(locale)}>
            <SubscriptionFailedPage hasLink={false} />
          </I18nProvider>
        </StoreProvider>,
        mock.signIn('demo@example.com'),
      );
      const title = await screen.findByRole('heading', { level: 1 });
      expect(title.textContent).toBe(t('newsletter.errorTitle'));
      expect(screen.getByText(t('newsletter.errorMessage'))).toBeTruthy();
      const contact = screen.getByRole('link', { name: t('newsletter.contactUs') });
      expect(contact.getAttribute('href')).toMatch(
        new RegExp(`^https://www\\.${channel.domain.replaceAll('.', '\\.')}/`),
      );
      // Not English on a channel of another language: its own file answers (the fallback chain of ADR 036).
      if (!locale.startsWith('en')) expect(title.textContent).not.toBe('Your subscription failed');
    },
  );
});
