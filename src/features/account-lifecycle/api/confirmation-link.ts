import { z } from 'zod/mini';

/**
 * The query of an e-mailed confirmation link (account-area.md section 2: "reads query parameter
 * confirmation-token"): /change-email-confirmation?confirmation-token=<token>, /delete-account-confirmation?...
 * The identity contract's Token parameter is a string of at least one character.
 */
export const confirmationLinkSchema = z.object({
  'confirmation-token': z.string().check(z.trim(), z.minLength(1)),
});

export type ConfirmationLink = z.infer<typeof confirmationLinkSchema>;
