import type { MessageId } from '@/lib/i18n/types';

/** The business account's status as the settings pages say it (account-area.md section 3: Default, New, Blocked). */
export const BUSINESS_STATUS_TEXT = {
  Default: 'settings.business.status.Default',
  New: 'settings.business.status.New',
  Blocked: 'settings.business.status.Blocked',
} as const satisfies Record<'Default' | 'New' | 'Blocked', MessageId>;
