/** The change-e-mail pages (built with the e-mail change forms, not by this feature). */
export const CHANGE_EMAIL_PATH = { consumer: '/settings/email', business: '/settings/b2b/email' } as const;
