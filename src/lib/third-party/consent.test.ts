import { describe, expect, it } from 'vitest';
import { parseConsentCode } from './consent';
import { allowedScripts, feedbackSurveyForm } from './scripts';

describe('cookie consent', () => {
  it('reads analytics from the first character and marketing from the second', () => {
    expect(parseConsentCode('00')).toEqual({ analytics: false, marketing: false });
    expect(parseConsentCode('01')).toEqual({ analytics: false, marketing: true });
    expect(parseConsentCode('10')).toEqual({ analytics: true, marketing: false });
    expect(parseConsentCode('11')).toEqual({ analytics: true, marketing: true });
  });

  it('rejects any other code', () => {
    for (const code of ['', '1', '111', '2x', 'true', ' 11', 11, null, undefined])
      expect(parseConsentCode(code)).toBeUndefined();
  });

  it('allows the chat with any decision, analytics, session tracking and the survey with analytics, the A/B tag with marketing', () => {
    expect(allowedScripts({ analytics: false, marketing: false })).toEqual(['chat']);
    expect(allowedScripts({ analytics: false, marketing: true })).toEqual(['chat', 'abTest']);
    expect(allowedScripts({ analytics: true, marketing: true })).toEqual([
      'chat',
      'analytics',
      'sessionTracking',
      'feedbackSurvey',
      'abTest',
    ]);
    expect(allowedScripts({ analytics: true, marketing: false })).toEqual([
      'chat',
      'analytics',
      'sessionTracking',
      'feedbackSurvey',
    ]);
  });

  it("chooses the survey's form by locale, English for others", () => {
    expect(feedbackSurveyForm('de-AT')).toBe('account-feedback-de');
    expect(feedbackSurveyForm('xx-XX')).toBe('account-feedback-en');
  });
});
