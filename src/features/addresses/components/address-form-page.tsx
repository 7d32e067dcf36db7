/**
 * Add or change a delivery address (/settings/new-address, /settings/address/$id and the /settings/b2b ones).
 * A form (checked on submit with the rules of the address's country, the first invalid field focused, the
 * service's 400 shown by field with the spec's messages, no second submit, the typed values kept on failure);
 * success goes back to the address book with a toast. Editing reads the address from the address book (there is
 * no call for one address); one that is not there says so. The country is the channel's for a new address.
 */
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { ListState } from '@/components/list-page/list-state';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import { useApi } from '@/lib/api/use-api';
import { useChannel } from '@/lib/channel/channel-state';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useI18n, useT } from '@/lib/i18n/i18n-provider';
import { useListQuery } from '@/lib/list/load';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import type { AddressCountry } from '@/shared/address-rules';
import type { Address, AddressInput } from '../api/address-schema';
import { getAddressesQueryOptions } from '../api/get-addresses';
import { ADDRESSES_QUERY_KEY } from '../api/keys';
import { saveAddress } from '../api/save-address';
import {
  addressFormSchema,
  addressFormValues,
  EMPTY_ADDRESS,
  formCountry,
  toAddressInput,
} from '../address-form';
import { ADDRESS_PATHS, type AddressArea } from '../address-paths';
import { countryName } from '../country-name';
import styles from './addresses.module.css';

export interface AddressFormPageProps {
  area: AddressArea;
  /** The address to change; absent: a new address. */
  addressId?: string;
}

export function AddressFormPage({ area, addressId }: AddressFormPageProps) {
  const t = useT();
  const channelCountry = useChannel().countryCode;
  const addresses = useListQuery(getAddressesQueryOptions(useApi()));
  return (
    <div className={styles.page}>
      <Link to={ADDRESS_PATHS[area].list} className={styles.backLink}>
        {t(area === 'business' ? 'addresses.backToSettings' : 'addresses.backToList')}
      </Link>
      <h1>{t('pageTitle.deliveryAddress')}</h1>
      {addressId === undefined ? (
        <AddressForm area={area} country={channelCountry} />
      ) : (
        <ListState query={addresses} errorText={t('addresses.loadError')}>
          {(list) => {
            const address = list.find((a) => a.id === addressId);
            return address ? (
              <AddressForm area={area} address={address} country={formCountry(address, channelCountry)} />
            ) : (
              <Alert>{t('addresses.notFound')}</Alert>
            );
          }}
        </ListState>
      )}
    </div>
  );
}

function AddressForm({
  area,
  address,
  country,
}: {
  area: AddressArea;
  address?: Address;
  country: AddressCountry;
}) {
  const t = useT();
  const { locale } = useI18n();
  const api = useApi();
  const navigate = useNavigate();
  const schema = useMemo(() => addressFormSchema(country), [country]);
  const save = useAppMutation({
    mutationFn: (input: AddressInput) => saveAddress({ api, id: address?.id, address: input }),
    invalidates: [ADDRESSES_QUERY_KEY],
    successToast: t(address ? 'addresses.saved' : 'addresses.added'),
  });
  const form = useAppForm({
    schema,
    defaultValues: address ? addressFormValues(address) : EMPTY_ADDRESS,
    onSubmit: async (values) => {
      await save.mutateAsync(toAddressInput(values, country));
      await navigate({ to: ADDRESS_PATHS[area].list });
    },
    serverMessages: {
      firstName: 'addresses.form.firstNameRequired',
      lastName: 'addresses.form.lastNameRequired',
      streetName: 'addresses.form.streetNameInvalid',
      streetNumber: 'addresses.form.streetNumberInvalid',
      postalCode: 'addresses.form.postalCodeInvalid',
      city: 'addresses.form.cityRequired',
      phoneNumber: 'addresses.form.phoneInvalid',
    },
  });
  const field = form.field;
  return (
    <AppForm form={form} className={styles.form}>
      <TextField {...field('firstName')} label={t('addresses.form.firstName')} autoComplete="given-name" />
      <TextField {...field('lastName')} label={t('addresses.form.lastName')} autoComplete="family-name" />
      <TextField
        {...field('companyName')}
        label={t('addresses.form.companyName')}
        description={t('addresses.form.optional')}
        autoComplete="organization"
      />
      <TextField
        {...field('streetName')}
        label={t('addresses.form.streetName')}
        autoComplete="address-line1"
      />
      <TextField {...field('streetNumber')} label={t('addresses.form.streetNumber')} />
      <TextField
        {...field('addressLine2')}
        label={t('addresses.form.addressLine2')}
        description={t('addresses.form.optional')}
        autoComplete="address-line2"
      />
      <TextField {...field('postalCode')} label={t('addresses.form.postalCode')} autoComplete="postal-code" />
      <TextField {...field('city')} label={t('addresses.form.city')} autoComplete="address-level2" />
      <p className={styles.country}>
        {t('addresses.form.country', { country: countryName(country, locale) })}
      </p>
      <TextField
        {...field('phoneNumber')}
        label={t('addresses.form.phone')}
        description={t('addresses.form.phoneHint')}
        type="tel"
        autoComplete="tel"
      />
      {form.failure !== undefined && (
        <Alert>
          {t(isRequestFailure(form.failure, 404) ? 'addresses.notFound' : 'addresses.saveFailed')}
        </Alert>
      )}
      <div className={styles.actions}>
        <SubmitButton form={form} pendingLabel={t('addresses.form.saving')}>
          {t('addresses.form.save')}
        </SubmitButton>
      </div>
    </AppForm>
  );
}
