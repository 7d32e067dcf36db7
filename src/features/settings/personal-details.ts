/**
 * The personal-details form's rules (the contract's `PersonalDetails` of openapi/services/customer.yaml, which the
 * mock enforces with a 400 naming the field; personal-details.test.ts checks they agree): first and last name
 * required, at most 100 characters; the phone number optional, 6-20 of digits, spaces, brackets and hyphens with
 * an optional leading +. Checked on submit only (useAppForm); values are sent trimmed, names without control
 * characters (the contract refuses them; they cannot be typed, only pasted).
 */
import { z } from 'zod/mini';
import { formMessage } from '@/lib/forms/form-errors';
import type { PersonalDetailsInput } from './api/update-customer';

export const NAME_MAX_LENGTH = 100;
export const PERSONAL_PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
/** A name as it is sent: without control characters (U+0000-U+001F, U+007F), trimmed. */
const cleanName = (value: string) =>
  [...value]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();

const name = (required: Parameters<typeof formMessage>[0]) =>
  z.string().check(
    z.refine((value) => cleanName(value).length > 0, formMessage(required)),
    z.refine(
      (value) => cleanName(value).length <= NAME_MAX_LENGTH,
      formMessage('settings.personal.nameTooLong'),
    ),
  );

export const personalDetailsFormSchema = z.object({
  firstName: name('settings.personal.firstNameRequired'),
  lastName: name('settings.personal.lastNameRequired'),
  phoneNumber: z
    .string()
    .check(
      z.refine(
        (value) => value.trim() === '' || PERSONAL_PHONE_PATTERN.test(value.trim()),
        formMessage('settings.personal.phoneInvalid'),
      ),
    ),
});

export type PersonalDetailsFormValues = z.infer<typeof personalDetailsFormSchema>;

/** The body of PUT /customers/me: trimmed, an empty phone number left out. */
export function toPersonalDetails(values: PersonalDetailsFormValues): PersonalDetailsInput {
  const phoneNumber = values.phoneNumber.trim();
  return {
    firstName: cleanName(values.firstName),
    lastName: cleanName(values.lastName),
    ...(phoneNumber ? { phoneNumber } : {}),
  };
}
