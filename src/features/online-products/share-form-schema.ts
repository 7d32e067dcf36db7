/**
 * The share form (account-area.md section 3 "Share payload": SenderName, RecipientEmail, PersonalMessage
 * optional). The spec gives no rules; these are the widgets contract's (fromName 1-100 characters, not blank;
 * personalMessage at most 1000; toEmailAddress the base64 of an e-mail address), with the same e-mail test the
 * mock applies (share-form-schema.test.ts checks they agree). Checked on submit only, like every form here.
 */
import { z } from 'zod/mini';
import { formMessage } from '@/lib/forms/form-errors';
import { PERSONAL_MESSAGE_MAX_LENGTH, SENDER_NAME_MAX_LENGTH } from './constants';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

export const shareFormSchema = z.object({
  senderName: z.string().check(
    z.refine((name) => name.trim().length > 0, formMessage('onlineProducts.share.senderRequired')),
    z.maxLength(SENDER_NAME_MAX_LENGTH, formMessage('onlineProducts.share.senderTooLong')),
  ),
  recipientEmail: z.string().check(
    z.refine((email) => email.trim().length > 0, formMessage('onlineProducts.share.recipientRequired')),
    z.refine(
      (email) =>
        email.trim().length === 0 || (email.trim().length <= MAX_EMAIL_LENGTH && EMAIL.test(email.trim())),
      formMessage('onlineProducts.share.recipientInvalid'),
    ),
  ),
  personalMessage: z
    .string()
    .check(z.maxLength(PERSONAL_MESSAGE_MAX_LENGTH, formMessage('onlineProducts.share.messageTooLong'))),
});

export type ShareFormValues = z.infer<typeof shareFormSchema>;

export const emptyShareForm: ShareFormValues = { senderName: '', recipientEmail: '', personalMessage: '' };
