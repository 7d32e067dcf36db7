/**
 * The delivery address form of an order (address-change-form.tsx), loaded when the customer opens it, so that the
 * order's first screen does not load the form's code (react-aria's fields and buttons; issue 25). Mounted when
 * opened, with the order's address; a failure keeps the typed values (the component stays mounted).
 */
import { useEffect, useRef } from 'react';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useI18n } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';
import { addressFormSchema, addressFormValues, type AddressFormValues } from '../address-form';
import type { Address } from '../api/order-schema';
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

export interface AddressChangeFieldsProps {
  /** The order's delivery address, the form's first values. */
  address: Address | undefined;
  /** Sends the address; resolves when the service took it (the mutation of address-change-form.tsx). */
  onSubmit: (address: Address) => Promise<unknown>;
  onCancel: () => void;
}

export default function AddressChangeFields({ address, onSubmit, onCancel }: AddressChangeFieldsProps) {
  const { t } = useI18n();
  // The form takes the place of "Change delivery address", which had the focus: its heading takes it (read out,
  // and Tab goes on to the first field), not the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);
  const form = useAppForm({
    schema: addressFormSchema,
    defaultValues: addressFormValues(address),
    onSubmit,
    serverMessages: {
      streetName: 'orders.address.streetNameInvalid',
      streetNumber: 'orders.address.streetNumberInvalid',
      postalCode: 'orders.address.postalCodeInvalid',
      phoneNumber: 'orders.address.phoneInvalid',
      countryCode: 'orders.address.countryInvalid',
    },
  });
  const failure = form.failure;
  const failureText =
    failure === undefined
      ? undefined
      : isRequestFailure(failure, 409)
        ? t('orders.address.tooLate')
        : t('orders.address.failed');

  return (
    <section aria-labelledby="address-form-heading">
      <h3 id="address-form-heading" ref={heading} tabIndex={-1}>
        {t('orders.address.formHeading')}
      </h3>
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
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
            {t('orders.address.cancel')}
          </Button>
        </div>
      </AppForm>
    </section>
  );
}
