import type { I18n } from '@/lib/i18n/i18n';

/** The deletion date in the spec's dd MMM yyyy format, in the user's time zone ("14 Nov 2026"). */
export const formatDeletionDate = (date: Date, i18n: I18n): string => i18n.formatDay(date);
