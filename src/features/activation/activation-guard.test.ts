import { describe, expect, it } from 'vitest';
import { activationDecision } from './activation-guard';

describe('activationDecision', () => {
  it('permits an active account and one whose import is running', () => {
    expect(activationDecision('ACTIVE')).toBe('permitted');
    expect(activationDecision('IMPORTING')).toBe('permitted');
  });

  it('activates an account that is not active yet', () => {
    expect(activationDecision('NOT_ACTIVE')).toBe('activate');
  });

  it('does not start again after an import that failed in this session (the page offers Try again)', () => {
    expect(activationDecision('NOT_ACTIVE', { importFailed: true })).toBe('permitted');
  });

  it('does not permit the photo area while the photos are being deleted', () => {
    expect(activationDecision('DELETING')).toBe('notPermitted');
    expect(activationDecision('DELETING', { importFailed: true })).toBe('notPermitted');
  });
});
