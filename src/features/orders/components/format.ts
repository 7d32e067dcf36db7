import type { I18n } from '@/lib/i18n/i18n';
import type { Price } from '../api/order-schema';

/** The spec's date format, dd MMM yyyy (account-area.md section 9). */
export const formatOrderDate = (i18n: I18n, date: Date | string) =>
  i18n.formatDay(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date, { timeZone: 'UTC' });

export const formatPrice = (i18n: I18n, price: Price) =>
  i18n.formatNumber(price.amount, { style: 'currency', currency: price.currency });
