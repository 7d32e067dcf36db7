import { describe, expect, it } from 'vitest';
import { callbackErrors } from '@mock/db/customers';
import { callbackFormSchema, isCallbackUrl } from './callback-form';

describe('the FTP callback form', () => {
  it('accepts http and https URLs, and an empty URL turns callbacks off', () => {
    expect(
      callbackFormSchema.parse({ callbackUrl: ' https://erp.example.org/in ', callbackFormat: 'xml' }),
    ).toEqual({ callbackUrl: 'https://erp.example.org/in', callbackFormat: 'xml' });
    expect(callbackFormSchema.parse({ callbackUrl: '', callbackFormat: 'json' })).toEqual({
      callbackUrl: null,
      callbackFormat: null,
    });
  });

  it('refuses other URLs before the call, with the message of the URL field', () => {
    for (const url of ['ftp://erp.example.org/in', 'erp.example.org', 'https://', 'https://a b.example']) {
      const parsed = callbackFormSchema.safeParse({ callbackUrl: url, callbackFormat: 'json' });
      expect(parsed.success, url).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ['callbackUrl'],
        message: 'business.ftp.urlInvalid',
      });
    }
  });

  it('sends only what the service accepts (the rules the mock enforces)', () => {
    const urls = ['https://erp.example.org/in', 'http://10.0.0.1:8080/cb?x=1', '', 'HTTPS://EXAMPLE.ORG/'];
    for (const callbackUrl of urls) {
      const settings = callbackFormSchema.parse({ callbackUrl, callbackFormat: 'json' });
      expect(callbackErrors(settings), callbackUrl).toEqual([]);
    }
    expect(isCallbackUrl(`https://example.org/${'a'.repeat(2000)}`)).toBe(false);
  });
});
