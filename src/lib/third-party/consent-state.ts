/**
 * The visitor's cookie-consent decision for the app's own code: undefined until the consent script announces a
 * valid one (third-party-scripts.tsx sets it; a rejected code or no decision leaves it undefined). What needs
 * consent and is not a script (an A/B test offer) reads it here. Small: the entry holds it.
 */
import { atom, useAtomValue } from '@/lib/store';
import type { Consent } from './consent';

export const consentAtom = atom<Consent | undefined>(undefined);

export const useConsent = (): Consent | undefined => useAtomValue(consentAtom);

declare global {
  interface Window {
    /** The A/B testing tool's queue of shown experiences (its tag reads it when it loads, then every push). */
    abTestQueue?: { mbox: string; variant: string }[];
  }
}

/**
 * Tells the A/B testing tool which experience of an mbox the page showed (its display notification, so the
 * test counts the view). Only call it with marketing consent: the tool's tag loads with that consent only.
 */
export function reportAbTestDisplay(offer: { mbox: string; variant: string }): void {
  (window.abTestQueue ??= []).push(offer);
}
