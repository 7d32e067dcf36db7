import { describe, expect, it } from 'vitest';
import { REDACTED, redactTokens } from './redact';

describe('the mock log leaves confirmation tokens out', () => {
  it('hides the token of an e-mail change or account deletion confirmation', () => {
    expect(
      redactTokens('/identity/v2/identities/local/demo/emailchanges/6d1f0a9c8b7e4d3c/actions/confirm'),
    ).toBe(`/identity/v2/identities/local/demo/emailchanges/${REDACTED}/actions/confirm`);
    expect(redactTokens('/identity/v2/identities/local/demo/deleteaccount/abc123/actions/confirm?x=1')).toBe(
      `/identity/v2/identities/local/demo/deleteaccount/${REDACTED}/actions/confirm?x=1`,
    );
  });

  it('hides a token in the query and keeps the rest', () => {
    expect(redactTokens('/change-email-confirmation?confirmation-token=abc&x=1')).toBe(
      `/change-email-confirmation?confirmation-token=${REDACTED}&x=1`,
    );
  });

  it('leaves the requests without a token as they are', () => {
    expect(redactTokens('/identity/v2/identities/local/demo/emailchanges')).toBe(
      '/identity/v2/identities/local/demo/emailchanges',
    );
    expect(redactTokens(undefined)).toBe('');
  });
});
