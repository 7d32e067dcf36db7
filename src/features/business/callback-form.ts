/**
 * The FTP callback form's rules (checked on submit, before the call): the URL is an http or https URL of at
 * most 2,000 characters, or empty to turn callbacks off; the format is json or xml. The contract states the
 * same (`CallbackSettings` of openapi/services/customer.yaml: format uri with an http(s) pattern, format enum,
 * both fields set or both null), so the service's 400 is the exception, not the rule.
 */
import { z } from 'zod/mini';
import { formMessage } from '@/lib/forms/form-errors';
import type { CallbackSettings } from './api/save-callback';

export const CALLBACK_URL_MAX_LENGTH = 2000;

export function isCallbackUrl(value: string): boolean {
  if (value.length > CALLBACK_URL_MAX_LENGTH || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const callbackFormSchema = z.pipe(
  z.object({
    callbackUrl: z.string().check(
      z.trim(),
      z.refine((url) => url === '' || isCallbackUrl(url), formMessage('business.ftp.urlInvalid')),
    ),
    callbackFormat: z.enum(['json', 'xml']),
  }),
  z.transform(({ callbackUrl, callbackFormat }): CallbackSettings =>
    callbackUrl === '' ? { callbackUrl: null, callbackFormat: null } : { callbackUrl, callbackFormat },
  ),
);
