/**
 * The cookie-consent decision (account-area.md sections 3 and 5): a two-character code, analytics first, then
 * marketing, each 1 (allowed) or 0. Only 00, 01, 10 and 11 are valid; any other code is rejected (logged, and
 * treated as no decision: nothing that needs consent loads).
 */
export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

const CONSENT_CODE = /^[01]{2}$/;

export function parseConsentCode(code: unknown): Consent | undefined {
  if (typeof code !== 'string' || !CONSENT_CODE.test(code)) return undefined;
  return { analytics: code[0] === '1', marketing: code[1] === '1' };
}
