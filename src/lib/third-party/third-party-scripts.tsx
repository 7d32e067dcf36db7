/**
 * Loads the third-party scripts (account-area.md section 1) after the first screen, each only with the consent
 * it needs (scripts.ts): first the cookie-consent script, when the page is idle; then, once it announces a valid
 * decision (a `cookie-consent` event or `window.cookieConsent`), the scripts that decision allows, each once.
 * A rejected code loads nothing more. A valid decision is also kept in `consentAtom` (consent-state.ts) for what
 * needs consent and is not a script (the A/B test offers). Rendered once by the root route; renders nothing.
 */
import { useEffect } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { trackEvent } from '@/lib/analytics/analytics';
import { useLocale } from '@/lib/channel/channel-state';
import { appStore } from '@/lib/store';
import { parseConsentCode, type Consent } from './consent';
import { consentAtom } from './consent-state';
import { allowedScripts, feedbackSurveyForm, loadScript, scriptUrl, type ThirdPartyScript } from './scripts';

declare global {
  interface Window {
    cookieConsent?: { code?: unknown };
    chatWidget?: { locale: string };
    feedbackSurvey?: { form: string };
  }
}

const afterFirstScreen = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
};

export function ThirdPartyScripts() {
  const config = useRouteContext({ from: '__root__', select: (context) => context.config });
  const locale = useLocale();

  useEffect(() => {
    let stopped = false;
    let decided = false;
    const loaded = new Set<ThirdPartyScript>();
    const load = (script: ThirdPartyScript) => {
      const url = scriptUrl(config, script);
      if (!url || loaded.has(script) || stopped) return;
      loaded.add(script);
      void loadScript(url, script);
    };

    const onDecision = (code: unknown) => {
      if (decided) return;
      decided = true;
      const consent: Consent | undefined = parseConsentCode(code);
      if (!consent) {
        console.warn(`Ignoring the cookie-consent code ${JSON.stringify(code)}: not one of 00, 01, 10, 11`);
        return;
      }
      appStore.set(consentAtom, consent);
      trackEvent('cookie_consent', { analytics: consent.analytics, marketing: consent.marketing });
      window.chatWidget = { locale };
      window.feedbackSurvey = { form: feedbackSurveyForm(locale) };
      for (const script of allowedScripts(consent)) load(script);
    };
    const onEvent = (event: Event) => onDecision((event as CustomEvent<{ code?: unknown }>).detail?.code);
    window.addEventListener('cookie-consent', onEvent);

    const cancel = afterFirstScreen(() => {
      const url = scriptUrl(config, 'consent');
      if (!url) return;
      loaded.add('consent');
      void loadScript(url, 'consent').then((ok) => {
        // A consent script that announced its decision before our listener existed leaves it on window.
        if (ok && !stopped && window.cookieConsent) onDecision(window.cookieConsent.code);
      });
    });
    return () => {
      stopped = true;
      cancel();
      window.removeEventListener('cookie-consent', onEvent);
    };
  }, [config, locale]);

  return null;
}
