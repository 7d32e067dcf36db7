import type { Address } from '../api/order-schema';
import styles from './orders.module.css';

/** An address as lines of text (the service's values as text, never markup). */
export function AddressLines({ address }: { address: Address }) {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.companyName,
    `${address.streetName} ${address.streetNumber}`,
    address.addressLine2,
    `${address.postalCode} ${address.city}`,
    address.countryCode,
    address.phoneNumber,
  ].filter(Boolean);
  return <address className={styles.address}>{lines.join('\n')}</address>;
}
