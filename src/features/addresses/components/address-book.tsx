/**
 * The address book (list page pattern): the addresses, the default first, each with Edit and Delete (confirmed
 * in a dialog), and "Add address". A failed load shows 'An error occurred loading your settings' with Try again.
 * Used by the delivery address page (/settings/addresses/all) and the business settings (/settings/b2b).
 */
import { ListState } from '@/components/list-page/list-state';
import { Link } from '@/components/ui/link';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { getAddressesQueryOptions } from '../api/get-addresses';
import { ADDRESS_PATHS, type AddressArea } from '../address-paths';
import { AddressCard } from './address-card';
import styles from './addresses.module.css';

export function AddressBook({ area, headingLevel = 2 }: { area: AddressArea; headingLevel?: 1 | 2 }) {
  const t = useT();
  const addresses = useListQuery(getAddressesQueryOptions(useApi()));
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.section} aria-labelledby="address-book-heading">
      <Heading id="address-book-heading">
        {t(headingLevel === 1 ? 'pageTitle.deliveryAddress' : 'addresses.heading')}
      </Heading>
      <Link to={ADDRESS_PATHS[area].add} variant="button" className={styles.addLink}>
        {t('addresses.add')}
      </Link>
      <ListState
        query={addresses}
        errorText={t('addresses.loadError')}
        emptyText={t('addresses.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('addresses.listLabel')}>
            {list.map((address) => (
              <AddressCard key={address.id} address={address} area={area} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
