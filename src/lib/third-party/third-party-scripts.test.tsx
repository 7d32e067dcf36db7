// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The consent decision as ThirdPartyScripts takes it (account-area.md section 1): the consent script's
 * `cookie-consent` event with the code of the visitor's decision. A valid code is kept for the app's own code and
 * sets up the allowed vendors; any other is refused with a console warning and nothing is set up. Which scripts a
 * code allows is consent.test.ts; the scripts loading in a real document is tests/e2e/third-party.spec.ts.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@/lib/store';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { consentAtom } from './consent-state';
import { ThirdPartyScripts } from './third-party-scripts';

const mock = setupMockApi({ accounts: ['demo@example.com'] });
afterEach(() => {
  cleanup();
  appStore.set(consentAtom, undefined);
  delete window.chatWidget;
  delete window.feedbackSurvey;
});

const announce = (code: unknown) =>
  window.dispatchEvent(new CustomEvent('cookie-consent', { detail: { code } }));

describe('the cookie-consent decision', () => {
  it('00 is kept as no analytics and no marketing, and sets up the chat in the page’s locale', async () => {
    renderInApp(<ThirdPartyScripts />, mock.signIn('demo@example.com'));
    await vi.waitFor(() => {
      announce('00');
      expect(appStore.get(consentAtom)).toEqual({ analytics: false, marketing: false });
    });
    expect(window.chatWidget).toEqual({ locale: 'en-GB' });
    expect(window.feedbackSurvey).toEqual({ form: 'account-feedback-en' });
  });

  it('a code that is not 00, 01, 10 or 11 is refused with a warning and sets up nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderInApp(<ThirdPartyScripts />, mock.signIn('demo@example.com'));
    await vi.waitFor(() => {
      announce('2x');
      expect(warn).toHaveBeenCalledWith('Ignoring the cookie-consent code "2x": not one of 00, 01, 10, 11');
    });
    // Only the first decision counts: a valid one after it changes nothing.
    announce('11');
    expect(appStore.get(consentAtom)).toBeUndefined();
    expect(window.chatWidget).toBeUndefined();
    expect(window.feedbackSurvey).toBeUndefined();
    warn.mockRestore();
  });
});
