import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n/i18n-provider';
import { AddressBook } from './address-book';
import styles from './addresses.module.css';

/** Delivery address (/settings/addresses/all): the consumer's address book. */
export function AddressesPage() {
  const t = useT();
  return (
    <div className={styles.page}>
      <Link to="/settings" className={styles.backLink}>
        {t('addresses.backToSettings')}
      </Link>
      <AddressBook area="consumer" headingLevel={1} />
    </div>
  );
}
