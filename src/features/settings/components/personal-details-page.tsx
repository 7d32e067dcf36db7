/**
 * Change personal details (/settings/personal-details): the profile's first and last name and phone number in a
 * form (checked on submit, the first invalid field focused, the service's 400 shown by field, no second submit,
 * the typed values kept when the save fails). Success: a toast and a status line; a failed load shows 'An error
 * occurred loading your settings' with Try again.
 */
import { useState } from 'react';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { ListState } from '@/components/list-page/list-state';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { useApi } from '@/lib/api/use-api';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { useCustomer } from '../api/use-customer';
import type { Customer } from '../api/get-customer';
import { CUSTOMER_QUERY_KEY } from '../api/keys';
import { updateCustomer, type PersonalDetailsInput } from '../api/update-customer';
import { personalDetailsFormSchema, toPersonalDetails } from '../personal-details';
import { SettingsBackLink } from '@/components/settings-back-link';
import styles from './settings.module.css';

export function PersonalDetailsPage() {
  const t = useT();
  const customer = useCustomer();
  return (
    <div className={styles.page}>
      <SettingsBackLink />
      <h1>{t('pageTitle.personalDetails')}</h1>
      <ListState query={customer} errorText={t('settings.loadError')}>
        {(profile) =>
          profile ? <PersonalDetailsForm profile={profile} /> : <p>{t('settings.noProfile')}</p>
        }
      </ListState>
    </div>
  );
}

function PersonalDetailsForm({ profile }: { profile: Customer }) {
  const t = useT();
  const api = useApi();
  const [saved, setSaved] = useState(false);
  const update = useAppMutation({
    mutationFn: (details: PersonalDetailsInput) => updateCustomer({ api, details }),
    invalidates: [CUSTOMER_QUERY_KEY],
    successToast: t('settings.personal.saved'),
  });
  const form = useAppForm({
    schema: personalDetailsFormSchema,
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phoneNumber: profile.phoneNumber ?? '',
    },
    onSubmit: async (values) => {
      setSaved(false);
      await update.mutateAsync(toPersonalDetails(values));
      setSaved(true);
    },
    serverMessages: {
      firstName: 'settings.personal.firstNameInvalid',
      lastName: 'settings.personal.lastNameInvalid',
      phoneNumber: 'settings.personal.phoneInvalid',
    },
  });
  return (
    <AppForm form={form} className={styles.form}>
      <TextField
        {...form.field('firstName')}
        label={t('settings.personal.firstName')}
        autoComplete="given-name"
      />
      <TextField
        {...form.field('lastName')}
        label={t('settings.personal.lastName')}
        autoComplete="family-name"
      />
      <TextField
        {...form.field('phoneNumber')}
        label={t('settings.personal.phone')}
        description={t('settings.personal.phoneHint')}
        type="tel"
        autoComplete="tel"
      />
      {form.failure !== undefined && <Alert>{t('settings.personal.saveFailed')}</Alert>}
      <div className={styles.actions}>
        <SubmitButton form={form} pendingLabel={t('settings.personal.saving')}>
          {t('settings.personal.save')}
        </SubmitButton>
      </div>
      <output className={styles.status}>
        {saved && !form.isSubmitting ? t('settings.personal.saved') : ''}
      </output>
    </AppForm>
  );
}
