/**
 * Which third-party script needs which consent, and how one is loaded (docs/decisions/040-third-party-scripts.md).
 *
 * - consent: the cookie-consent script itself, always (it is what asks for and announces the decision);
 * - chat (customer-care chat widget): any valid decision, even 00 (a service the customer asks for, not tracking);
 * - analytics, sessionTracking, feedbackSurvey: the analytics choice;
 * - abTest (the A/B testing tool's tag): the marketing choice; the features ask the ab-test service for an offer
 *   with that consent only (src/lib/third-party/consent-state.ts, ADR 056).
 */
import type { AppConfig } from '@/lib/config/app-config';
import type { Consent } from './consent';

export type ThirdPartyScript = keyof NonNullable<AppConfig['thirdPartyScripts']>;

/** The scripts a decision allows, in the order they load. */
export function allowedScripts(consent: Consent): ThirdPartyScript[] {
  return [
    'chat',
    ...(consent.analytics ? (['analytics', 'sessionTracking', 'feedbackSurvey'] as const) : []),
    ...(consent.marketing ? (['abTest'] as const) : []),
  ];
}

/** The feedback survey's form per locale (the spec: "a localized form chosen per locale"); ids assumed. */
export const FEEDBACK_SURVEY_FORMS: Readonly<Record<string, string>> = {
  'en-GB': 'account-feedback-en',
  'en-IE': 'account-feedback-en',
  'nl-NL': 'account-feedback-nl',
  'nl-BE': 'account-feedback-nl',
  'de-DE': 'account-feedback-de',
  'de-AT': 'account-feedback-de',
  'fr-FR': 'account-feedback-fr',
  'sv-SE': 'account-feedback-sv',
  'nb-NO': 'account-feedback-nb',
  'da-DK': 'account-feedback-da',
  'it-IT': 'account-feedback-it',
  'es-ES': 'account-feedback-es',
  'pt-PT': 'account-feedback-pt',
};

export const feedbackSurveyForm = (locale: string): string =>
  FEEDBACK_SURVEY_FORMS[locale] ?? 'account-feedback-en';

/** An http(s) URL of the configuration, else undefined (a bad URL is not loaded). */
export function scriptUrl(config: AppConfig, script: ThirdPartyScript): string | undefined {
  const url = config.thirdPartyScripts?.[script];
  if (!url) return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds an async <script>; resolves true when it ran, false when it failed to load (warned, never thrown: a
 * vendor that is down must not break the page).
 */
export function loadScript(url: string, name: string, doc: Document = document): Promise<boolean> {
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.thirdParty = name;
    script.onload = () => resolve(true);
    script.onerror = () => {
      console.warn(`The third-party script ${name} could not be loaded from ${url}`);
      script.remove();
      resolve(false);
    };
    doc.head.append(script);
  });
}
