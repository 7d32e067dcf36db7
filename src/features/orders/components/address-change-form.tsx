/**
 * The delivery address and its change (account-area.md sections 4 and 7): a form (docs/architecture.md "Form":
 * checked on submit, the service's 400 on its fields, the typed values kept on failure) and a mutation that
 * re-reads the order before it says the address was changed, so only what the service confirmed shows.
 * The client states (address-change.ts) drive what shows.
 */
import { useReducer } from 'react';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useApi } from '@/lib/api/use-api';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { addressChangeReducer, isFormOpen } from '../address-change';
import { addressFormSchema, addressFormValues, type AddressFormValues } from '../address-form';
import { changeDeliveryAddress } from '../api/change-delivery-address';
import { ORDERS_QUERY_KEY, orderQueryKey } from '../api/keys';
import type { Address, Order } from '../api/order-schema';
import { canChangeAddress } from '../status';
import { AddressLines } from './address-lines';
import styles from './orders.module.css';

const FIELDS: { name: keyof AddressFormValues; label: MessageId; autoComplete: string; hint?: boolean }[] = [
  { name: 'firstName', label: 'orders.address.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'orders.address.lastName', autoComplete: 'family-name' },
  { name: 'companyName', label: 'orders.address.companyName', autoComplete: 'organization' },
  { name: 'streetName', label: 'orders.address.streetName', autoComplete: 'address-line1' },
  { name: 'streetNumber', label: 'orders.address.streetNumber', autoComplete: 'off' },
  { name: 'addressLine2', label: 'orders.address.addressLine2', autoComplete: 'address-line2' },
  { name: 'postalCode', label: 'orders.address.postalCode', autoComplete: 'postal-code' },
  { name: 'city', label: 'orders.address.city', autoComplete: 'address-level2' },
  { name: 'countryCode', label: 'orders.address.countryCode', autoComplete: 'country', hint: true },
  { name: 'phoneNumber', label: 'orders.address.phoneNumber', autoComplete: 'tel' },
];

export function AddressChange({ order }: { order: Order }) {
  const { t } = useI18n();
  const api = useApi();
  const [state, dispatch] = useReducer(addressChangeReducer, 'NotStarted');
  const changeable = canChangeAddress(order);

  const change = useAppMutation({
    mutationFn: async (address: Address) => {
      await changeDeliveryAddress({ api, code: order.code, address });
      dispatch('accepted');
    },
    // The order and the lists (the overview's, the orders pages) are read again before success shows.
    invalidates: [orderQueryKey(order.code), ORDERS_QUERY_KEY],
    progressToast: t('orders.address.saving'),
    successToast: t('orders.address.saved'),
    onMutate: () => dispatch('send'),
    onSuccess: () => dispatch('reRead'),
    onError: () => dispatch('failed'),
  });

  const form = useAppForm({
    schema: addressFormSchema,
    defaultValues: addressFormValues(order.deliveryAddress),
    onSubmit: (address) => change.mutateAsync(address),
    serverMessages: {
      streetName: 'orders.address.streetNameInvalid',
      streetNumber: 'orders.address.streetNumberInvalid',
      postalCode: 'orders.address.postalCodeInvalid',
      phoneNumber: 'orders.address.phoneInvalid',
      countryCode: 'orders.address.countryInvalid',
    },
  });

  const open = () => {
    form.reset(addressFormValues(order.deliveryAddress));
    dispatch('open');
  };

  const failure = form.failure;
  const failureText =
    failure === undefined
      ? undefined
      : isRequestFailure(failure, 409)
        ? t('orders.address.tooLate')
        : t('orders.address.failed');

  return (
    <>
      {order.deliveryAddress ? (
        <>
          <p>{t('orders.delivery.home')}</p>
          <AddressLines address={order.deliveryAddress} />
        </>
      ) : (
        <p>{t('orders.delivery.noAddress')}</p>
      )}
      <output className={styles.meta}>
        {state === 'RequestSent' && t('orders.address.sent')}
        {state === 'SuccessfulUpdate' && t('orders.address.saved')}
      </output>
      {!isFormOpen(state) && changeable && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={open}>
            {t('orders.address.change')}
          </Button>
        </div>
      )}
      {!changeable && order.deliveryAddress && (
        <p className={styles.meta}>{t('orders.address.notChangeable')}</p>
      )}
      {isFormOpen(state) && (
        <section aria-labelledby="address-form-heading">
          <h3 id="address-form-heading">{t('orders.address.formHeading')}</h3>
          {failureText && <Alert>{failureText}</Alert>}
          <AppForm form={form} className={styles.form}>
            {FIELDS.map(({ name, label, autoComplete, hint }) => (
              <TextField
                key={name}
                {...form.field(name)}
                label={t(label)}
                description={hint ? t('orders.address.countryHint') : undefined}
                autoComplete={autoComplete}
              />
            ))}
            <div className={styles.formActions}>
              <SubmitButton form={form}>{t('orders.address.save')}</SubmitButton>
              <Button variant="secondary" onPress={() => dispatch('cancel')} isDisabled={form.isSubmitting}>
                {t('orders.address.cancel')}
              </Button>
            </div>
          </AppForm>
        </section>
      )}
    </>
  );
}
