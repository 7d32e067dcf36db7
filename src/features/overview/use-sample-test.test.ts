import { describe, expect, it } from 'vitest';
import { sampleTestAllowed, sampleTestExperience } from './use-sample-test';

describe('the A/B test sample-test on the overview', () => {
  it('runs only with marketing consent', () => {
    expect(sampleTestAllowed(undefined)).toBe(false);
    expect(sampleTestAllowed({ analytics: true, marketing: false })).toBe(false);
    expect(sampleTestAllowed({ analytics: false, marketing: true })).toBe(true);
  });

  it("shows the service's experience with consent, control before the answer, after a failure and without consent", () => {
    const marketing = { analytics: false, marketing: true };
    expect(sampleTestExperience(marketing, 'A')).toBe('A');
    expect(sampleTestExperience(marketing, 'control')).toBe('control');
    expect(sampleTestExperience(marketing, undefined)).toBe('control');
    expect(sampleTestExperience(undefined, 'A')).toBe('control');
    expect(sampleTestExperience({ analytics: true, marketing: false }, 'A')).toBe('control');
  });
});
