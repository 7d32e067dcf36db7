import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/confirm-dialog/lazy-confirm-dialog';
import { NativeButton } from '@/components/ui/native-button';
import { Link } from '@/components/ui/link';
import { useApi } from '@/lib/api/use-api';
import { useI18n, useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import type { Address } from '../api/address-schema';
import { ADDRESSES_QUERY_KEY } from '../api/keys';
import { deleteAddress } from '../api/save-address';
import { ADDRESS_PATHS, type AddressArea } from '../address-paths';
import { countryName } from '../country-name';
import styles from './addresses.module.css';

/** One address of the book: its lines (as text), Edit, and Delete behind a confirmation dialog. */
export function AddressCard({ address, area }: { address: Address; area: AddressArea }) {
  const t = useT();
  const { locale } = useI18n();
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const remove = useAppMutation({
    mutationFn: () => deleteAddress({ api, id: address.id }),
    invalidates: [ADDRESSES_QUERY_KEY],
    successToast: t('addresses.deleted'),
  });
  const name = `${address.firstName} ${address.lastName}`;
  const close = () => setConfirming(false);
  return (
    <li className={styles.card} aria-label={name}>
      {address.isDefault && <p className={styles.default}>{t('addresses.default')}</p>}
      <address>
        <p>{name}</p>
        {address.companyName && <p>{address.companyName}</p>}
        <p>{`${address.streetName} ${address.streetNumber}`}</p>
        {address.addressLine2 && <p>{address.addressLine2}</p>}
        <p>{`${address.postalCode} ${address.city}`}</p>
        <p>{countryName(address.countryCode, locale)}</p>
        {address.phoneNumber && <p>{address.phoneNumber}</p>}
      </address>
      <div className={styles.actions}>
        <Link
          to={ADDRESS_PATHS[area].edit}
          params={{ id: address.id }}
          aria-label={t('addresses.editNamed', { name })}
        >
          {t('addresses.edit')}
        </Link>
        <NativeButton
          variant="secondary"
          aria-label={t('addresses.deleteNamed', { name })}
          onPress={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {t('addresses.delete')}
        </NativeButton>
      </div>
      {confirming && (
        <LazyConfirmDialog
          title={t('addresses.deleteTitle')}
          description={t('addresses.deleteText', {
            address: `${name}, ${address.streetName} ${address.streetNumber}, ${address.postalCode} ${address.city}`,
          })}
          confirmLabel={t('addresses.deleteConfirm')}
          pendingLabel={t('addresses.deleting')}
          cancelLabel={t('addresses.cancel')}
          isPending={remove.isPending}
          errorMessage={remove.isError ? t('addresses.deleteFailed') : undefined}
          onConfirm={() => remove.mutate(undefined, { onSuccess: close })}
          onClose={close}
        />
      )}
    </li>
  );
}
