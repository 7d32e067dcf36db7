// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The account shell (account-area.md section 2) against the mock's public configuration service (msw/node) as
 * demo@example.com: the side menu's FAQs entry (the channel's public configuration, or the default FAQ page while
 * it loads and when it fails, in the same place either way: issue 23), the hideHeaderNav flag, and each channel's
 * shell in its own language. What needs a real browser (the small-screen menu's focus and layout, the stripped
 * theme's CSS, the flags kept across navigation) is in tests/e2e/shell.spec.ts.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelAtom } from '@/lib/channel/channel-state';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { createAppStore, StoreProvider } from '@/lib/store';
import { CHANNELS, channelForHost, channelLocale, type Channel } from '@/shared/channels';
import { i18nOf } from '@/testing/locale-messages';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { ACCOUNT_MENU, visibleMenuEntries } from './account-menu';
import { AccountLayout } from './account-layout';
import { AccountNav } from './account-nav';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(cleanup);

const GB = channelForHost('localhost');
const menu = () => screen.getByRole('navigation', { name: 'Account menu' });
const faqs = () => within(menu()).getByRole('link', { name: 'FAQs' });
const menuNames = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The account layout of `channel` (its host's channel and its locale's messages), signed in as demo@. */
function openShell({ channel = GB, path = '/' }: { channel?: Channel; path?: string } = {}) {
  const store = createAppStore();
  store.set(channelAtom, channel);
  return renderInApp(
    <StoreProvider store={store}>
      <I18nProvider i18n={i18nOf(channelLocale(channel))}>
        <AccountLayout />
      </I18nProvider>
    </StoreProvider>,
    { ...mock.signIn(DEMO), path },
  );
}

describe('the side menu’s FAQs entry', () => {
  it("leads to the FAQ page of the channel's public configuration", async () => {
    openShell();
    await waitFor(() => expect(faqs().getAttribute('href')).toBe('https://www.bonusprint.co.uk/help'));
  });

  it('is there from the start with the default FAQ page, and only its address changes when the configuration answers', async () => {
    const gate = mock.hold('GET', '/public-config/*');
    openShell();
    await screen.findByRole('navigation', { name: 'Account menu' });
    expect(faqs().getAttribute('href')).toBe('https://www.bonusprint.co.uk/faq');
    const before = menuNames();
    gate.release();
    await waitFor(() => expect(faqs().getAttribute('href')).toBe('https://www.bonusprint.co.uk/help'));
    expect(menuNames()).toEqual(before);
  });

  it('leads to the default FAQ page when the public configuration cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mock.faults.add({ method: 'GET', path: '/public-config/*', fault: { status: 503 } });
    openShell();
    // The failure is handled (logged, never thrown) and the default routes kept, with no retry.
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]?.[0])).toContain('public configuration could not be loaded');
    await waitFor(() => expect(faqs().getAttribute('href')).toBe('https://www.bonusprint.co.uk/faq'));
    warn.mockRestore();
  });
});

describe('the query flag hideHeaderNav', () => {
  it('hides the header and the side menu, and keeps the page', async () => {
    openShell({ path: '/my-photos/photos?hideHeaderNav=true' });
    expect(await screen.findByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Photos page' }).length).toBeGreaterThan(0);
  });

  it('leaves the header and the side menu in place when it is not set', async () => {
    openShell({ path: '/my-photos/photos' });
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeTruthy();
  });
});

describe("each channel's shell in its language", () => {
  it.each(CHANNELS.map((channel) => [channel.id, channel] as const))(
    '%s: skip link, header and menu in the channel’s locale, FAQs on its own shop',
    async (_id, channel) => {
      const { t } = i18nOf(channelLocale(channel));
      openShell({ channel });
      const nav = await screen.findByRole('navigation', { name: t('app.accountMenu') });
      expect(screen.getByRole('link', { name: t('app.skipToContent') }).getAttribute('href')).toBe(
        '#main-content',
      );
      expect(screen.getByRole('button', { name: t('app.menuButton') })).toBeTruthy();
      expect(screen.getByRole('link', { name: t('app.homeLink', { brand: channel.brand }) })).toBeTruthy();
      const faq = within(nav).getByRole('link', { name: t('nav.faqs') });
      // The channel's own help page from its public configuration (not the default /faq).
      await waitFor(() => expect(faq.getAttribute('href')).not.toBe(`https://www.${channel.domain}/faq`));
      expect(faq.getAttribute('href')).toMatch(
        new RegExp(`^https://www\\.${channel.domain.replaceAll('.', '\\.')}/`),
      );
    },
  );
});

describe('the side menu’s entries', () => {
  /** Every page of the menu built, with FAQs from a public configuration. */
  const entries = visibleMenuEntries({
    isBusiness: false,
    isFlagEnabled: () => true,
    pages: new Set(ACCOUNT_MENU.flatMap((entry) => ('to' in entry.target ? [entry.target.to] : []))),
    externalLinks: { FAQ: 'https://www.bonusprint.co.uk/help' },
  });
  const openMenu = (locale: string) =>
    renderInApp(
      <I18nProvider i18n={i18nOf(locale)}>
        <AccountNav
          entries={entries}
          pathname="/"
          open={false}
          onClose={() => {}}
          menuButton={{ current: null }}
        />
      </I18nProvider>,
      mock.signIn(DEMO),
    );

  it('are shown in the order of the spec', async () => {
    openMenu('en-GB');
    await screen.findByRole('navigation', { name: 'Account menu' });
    expect(menuNames()).toEqual([
      'Overview',
      'My orders',
      'Settings',
      'Saved projects',
      'Photos',
      'Widgets',
      'FAQs',
      'Sign out',
    ]);
  });

  it('read in Dutch for a Dutch customer', async () => {
    openMenu('nl-NL');
    const nav = await screen.findByRole('navigation', { name: 'Accountmenu' });
    expect(within(nav).getByRole('link', { name: 'Foto’s' }).getAttribute('href')).toBe('/my-photos/photos');
    expect(within(nav).getByRole('link', { name: 'Uitloggen' }).getAttribute('href')).toBe('/logout');
  });
});
