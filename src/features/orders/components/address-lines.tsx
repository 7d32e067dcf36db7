import { formatCountry } from '@/lib/i18n/format-country';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { Address } from '../api/order-schema';
import styles from './orders.module.css';

/** An address as lines of text (the service's values as text, never markup; the country by its name). */
export function AddressLines({ address }: { address: Address }) {
  const { locale } = useI18n();
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.companyName,
    `${address.streetName} ${address.streetNumber}`,
    address.addressLine2,
    `${address.postalCode} ${address.city}`,
    address.countryCode && formatCountry(locale, address.countryCode),
    address.phoneNumber,
  ].filter(Boolean);
  return <address className={styles.address}>{lines.join('\n')}</address>;
}
