/**
 * The e-mail change form's rules (checked on submit only, as the spec's forms are): an e-mail address
 * (the contract's `format: email`), not the current one (the service answers 400 naming body.email for that).
 */
import { z } from 'zod/mini';
import { formMessage } from '@/lib/forms/form-errors';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import type { MessageId } from '@/lib/i18n/types';

export const emailChangeFormSchema = (currentEmail: string | undefined) =>
  z.object({
    email: z.string().check(
      z.trim(),
      z.minLength(1, formMessage('emailChange.emailRequired')),
      z.email(formMessage('emailChange.emailInvalid')),
      z.refine(
        (email) => !currentEmail || email.toLowerCase() !== currentEmail.toLowerCase(),
        formMessage('emailChange.sameAddress'),
      ),
    ),
  });

/** What a failed request says (account-area.md section 8: 409 e-mail in use, 429 with the status shown). */
export function emailChangeFailureMessage(error: unknown): MessageId {
  if (isRequestFailure(error, 409)) return 'emailChange.inUse';
  if (isRequestFailure(error, 429)) return 'emailChange.tooManyRequests';
  return 'emailChange.requestFailed';
}
