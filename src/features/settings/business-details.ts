/**
 * The business-details form's rules (the contract's `BusinessDetails` of openapi/services/customer.yaml, which the
 * mock enforces with a 400 naming the field; business-details.test.ts checks they agree): the company name is
 * required, at most 255 characters, without control characters (they cannot be typed, only pasted). Checked on
 * submit only (useAppForm); the value is sent trimmed.
 */
import { z } from 'zod/mini';
import { formMessage } from '@/lib/forms/form-errors';
import type { BusinessDetailsInput } from './api/update-business-details';

export const COMPANY_NAME_MAX_LENGTH = 255;
/** A control character (U+0000-U+001F, U+007F), which the contract refuses. */
const hasControlCharacter = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export const businessDetailsFormSchema = z.object({
  companyName: z.string().check(
    z.refine((value) => value.trim().length > 0, formMessage('settings.businessDetails.companyNameRequired')),
    z.refine(
      (value) => value.trim().length <= COMPANY_NAME_MAX_LENGTH,
      formMessage('settings.businessDetails.companyNameTooLong'),
    ),
    z.refine(
      (value) => !hasControlCharacter(value),
      formMessage('settings.businessDetails.companyNameInvalid'),
    ),
  ),
});

export type BusinessDetailsFormValues = z.infer<typeof businessDetailsFormSchema>;

/** The body of PUT /customers/me/business-details: the company name trimmed. */
export function toBusinessDetails(values: BusinessDetailsFormValues): BusinessDetailsInput {
  return { companyName: values.companyName.trim() };
}
