// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The import modal's QR-code tab against the mock's ab-test service (msw/node): the tab shows only with the
 * PhotoManagementQrCodeUploadEnabled flag on, marketing consent, and the user in "variant 1" of A/B test CRO-1304
 * (the mock pins demo@example.com there, empty@example.com in control); without marketing consent the A/B test is
 * not even asked; the experience shown is told to the A/B tool; a channel in none of the QR upload groups reads
 * why there is no code (moved from tests/e2e/import.spec.ts, issue 21). The modal is opened as the My photos page
 * opens it (ImportModalHost). What needs a real browser (the file chooser, dropping files, uploads, the code
 * drawn, the tabs' arrow keys, a phone's media query, axe) stays in tests/e2e/import.spec.ts; choosing and
 * refusing files is in import-modal-parts.test.tsx.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelAtom } from '@/lib/channel/channel-state';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { createAppStore, StoreProvider } from '@/lib/store';
import type { Consent } from '@/lib/third-party/consent';
import { consentAtom } from '@/lib/third-party/consent-state';
import { CHANNELS, channelForHost, channelLocale, type Channel } from '@/shared/channels';
import { i18nOf } from '@/testing/locale-messages';
import { setupMockApi } from '@/testing/mock-api';
import { TEST_PUBLIC_URL } from '@mock/testing/handler-deps';
import { renderInApp } from '@/testing/render-in-app';
import { ImportModalHost } from './import-modal-host';

const DEMO = 'demo@example.com';
const EMPTY = 'empty@example.com';
const mock = setupMockApi({ accounts: [DEMO, EMPTY] });
beforeAll(async () => {
  // The modal's and the QR code's lazy chunks, loaded once (a first load under load can pass findBy's 5 s).
  await Promise.all([import('./import-modal'), import('../qr/qr-code')]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete window.abTestQueue;
});

const GB = channelForHost('localhost');
const MARKETING: Consent = { analytics: true, marketing: true };
/** The QR upload base URL as the runtime configuration has it locally (scripts/runtime-config.ts): one per group. */
const QR_UPLOAD_BASE_URL = ['albelli', 'bonusprint', 'hofmann']
  .map((group) => `${TEST_PUBLIC_URL}/qr-upload/${group}`)
  .join(',');

interface OpenImport {
  email?: string;
  /** The consent script's decision (undefined: none yet); marketing and analytics unless given. */
  consent?: Consent;
  /** The QR upload flag, as the query string sets it. */
  flag?: boolean;
  /** The channel of the page's host, whose language the modal speaks. */
  channel?: Channel;
}

/** The import modal open on My photos, in a store of its own (the consent, the channel, the chosen photos). */
async function openImport(options: OpenImport = {}) {
  const { email = DEMO, flag = true, channel = GB } = options;
  const store = createAppStore();
  store.set(consentAtom, 'consent' in options ? options.consent : MARKETING);
  store.set(channelAtom, channel);
  const i18n = i18nOf(channelLocale(channel));
  renderInApp(
    <StoreProvider store={store}>
      <I18nProvider i18n={i18n}>
        <ImportModalHost isOpen onClose={() => {}} />
      </I18nProvider>
    </StoreProvider>,
    {
      ...mock.signIn(email),
      path: `/my-photos/photos?PhotoManagementQrCodeUploadEnabled=${flag}`,
      config: { qrCodeUploadBaseUrl: QR_UPLOAD_BASE_URL },
    },
  );
  const dialog = await screen.findByRole('dialog', { name: i18n.t('import.title') });
  // The A/B test's answer decides the modal's content: the picker shows once it is decided.
  await within(dialog).findByRole('button', { name: i18n.t('import.device.choose') });
  return dialog;
}

const offerRequests = () =>
  mock.requests
    .filter((request) => request.path.startsWith('/ab-test/offers/'))
    .map((request) => request.path);

describe('the QR-code tab of the import modal', () => {
  it('is offered beside My device to a user in variant 1 of CRO-1304, and the A/B tool is told', async () => {
    const dialog = await openImport();
    expect(offerRequests()).toEqual(['/ab-test/offers/CRO-1304']);
    expect(window.abTestQueue).toEqual([{ mbox: 'CRO-1304', variant: 'variant 1' }]);
    const tabs = within(dialog).getByRole('tablist', { name: 'Add photos from' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['My device', 'QR code']);
    expect(within(tabs).getByRole('tab', { name: 'My device' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(tabs).getByRole('tab', { name: 'QR code' }));
    // localhost is the bonusprint-gb channel: the second group's address, with the channel.
    expect(
      await within(dialog).findByRole('img', { name: 'QR code to upload photos from your phone' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(`${TEST_PUBLIC_URL}/qr-upload/bonusprint?channel=bonusprint-gb`),
    ).toBeTruthy();
    expect(within(dialog).getByText('0 selected')).toBeTruthy();
  });

  it('is not offered when the QR upload flag is off, and the A/B test is not asked', async () => {
    const dialog = await openImport({ flag: false });
    expect(within(dialog).queryAllByRole('tab')).toEqual([]);
    expect(offerRequests()).toEqual([]);
    expect(window.abTestQueue).toBeUndefined();
  });

  it('is not offered to the control group of CRO-1304, whose experience the A/B tool is told', async () => {
    const dialog = await openImport({ email: EMPTY });
    expect(offerRequests()).toEqual(['/ab-test/offers/CRO-1304']);
    expect(within(dialog).queryAllByRole('tab')).toEqual([]);
    expect(window.abTestQueue).toEqual([{ mbox: 'CRO-1304', variant: 'control' }]);
  });

  it.each([
    ['analytics consent only', { analytics: true, marketing: false }],
    ['no consent decision', undefined],
  ] as const)('is not offered, and the A/B test not asked, with %s', async (_label, consent) => {
    const dialog = await openImport({ consent });
    expect(within(dialog).queryAllByRole('tab')).toEqual([]);
    expect(offerRequests()).toEqual([]);
    expect(window.abTestQueue).toBeUndefined();
  });

  it('tells, in the channel’s language, when the channel has no QR upload address', async () => {
    // albelli-it is in none of the three channel groups of the QR upload base URL; its customers read Italian.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = await openImport({ channel: CHANNELS.find((channel) => channel.id === 'albelli-it')! });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Codice QR' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Non esiste un indirizzo di caricamento tramite codice QR per questo negozio',
    );
    expect(within(dialog).queryAllByRole('img')).toEqual([]);
    // The spec's message in English, for whoever runs the shop.
    expect(logged).toHaveBeenCalledWith(
      'Unable to find a QR Code Upload URL for this vendor (channel albelli-it)',
    );
  });
});
