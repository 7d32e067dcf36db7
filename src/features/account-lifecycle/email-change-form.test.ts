import { describe, expect, it } from 'vitest';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { emailChangeFailureMessage, emailChangeFormSchema } from './email-change-form';

const issue = (email: string, current?: string) => {
  const parsed = emailChangeFormSchema(current).safeParse({ email });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};
const failure = (status: number) =>
  new RequestFailureError({ status, method: 'POST', url: 'https://x/emailchanges', correlationId: null });

describe('the e-mail change form', () => {
  it('asks for an address, a valid one, and not the current one', () => {
    expect(issue('')).toBe('emailChange.emailRequired');
    expect(issue('   ')).toBe('emailChange.emailRequired');
    expect(issue('not-an-address')).toBe('emailChange.emailInvalid');
    expect(issue('Me@Example.com', 'me@example.com')).toBe('emailChange.sameAddress');
    expect(issue(' new@example.com ', 'me@example.com')).toBeUndefined();
  });

  it('sends the address without surrounding spaces', () => {
    expect(emailChangeFormSchema(undefined).parse({ email: ' new@example.com ' })).toEqual({
      email: 'new@example.com',
    });
  });

  it('says an address in use for 409, try later for 429, and that the request failed otherwise', () => {
    expect(emailChangeFailureMessage(failure(409))).toBe('emailChange.inUse');
    expect(emailChangeFailureMessage(failure(429))).toBe('emailChange.tooManyRequests');
    expect(emailChangeFailureMessage(failure(503))).toBe('emailChange.requestFailed');
    expect(emailChangeFailureMessage(new TypeError('Failed to fetch'))).toBe('emailChange.requestFailed');
  });
});
