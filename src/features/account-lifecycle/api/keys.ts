/** The mutation keys of the account-lifecycle feature (e-mail change and account deletion). */
export const REQUEST_EMAIL_CHANGE_MUTATION_KEY = ['account-lifecycle', 'request-email-change'] as const;
