/**
 * Business details (/settings/b2b/details, business accounts): the details of the business the profile holds (the
 * company name, PUT customers/me/business-details) in a form (checked on submit, the first invalid field focused,
 * the service's 400 shown by field, sent once until it settles, the typed values kept when the save fails). The
 * account's status is shown above the form and follows the save: a Default account ("details not complete") is
 * New ("being validated") once its details are saved, on this page and in the status banner (one profile query).
 * A blocked account cannot change its details (the service answers 409): the page says so and shows no form.
 */
import { useState } from 'react';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { ListState } from '@/components/list-page/list-state';
import { SettingsBackLink } from '@/components/settings-back-link';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { useApi } from '@/lib/api/use-api';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import type { Customer } from '../api/get-customer';
import { CUSTOMER_QUERY_KEY } from '../api/keys';
import { updateBusinessDetails, type BusinessDetailsInput } from '../api/update-business-details';
import { useCustomer } from '../api/use-customer';
import { businessDetailsFormSchema, toBusinessDetails } from '../business-details';
import { BUSINESS_STATUS_TEXT } from '../business-status-text';
import styles from './settings.module.css';

export function BusinessDetailsPage() {
  const t = useT();
  const customer = useCustomer();
  return (
    <div className={styles.page}>
      <SettingsBackLink />
      <h1>{t('settings.businessDetails.title')}</h1>
      <ListState query={customer} errorText={t('settings.loadError')}>
        {(profile) => (profile ? <BusinessDetails profile={profile} /> : <p>{t('settings.noProfile')}</p>)}
      </ListState>
    </div>
  );
}

function BusinessDetails({ profile }: { profile: Customer }) {
  const t = useT();
  const status = profile.businessStatus;
  return (
    <>
      {/* A status region: the new status is read out when a save changes it. */}
      <output className={styles.status}>{status ? t(BUSINESS_STATUS_TEXT[status]) : ''}</output>
      {status === 'Blocked' ? null : (
        <>
          <p>{t('settings.businessDetails.intro')}</p>
          <BusinessDetailsForm profile={profile} />
        </>
      )}
    </>
  );
}

function BusinessDetailsForm({ profile }: { profile: Customer }) {
  const t = useT();
  const api = useApi();
  const [saved, setSaved] = useState(false);
  const update = useAppMutation({
    mutationFn: (details: BusinessDetailsInput) => updateBusinessDetails({ api, details }),
    invalidates: [CUSTOMER_QUERY_KEY],
    successToast: t('settings.businessDetails.saved'),
  });
  const form = useAppForm({
    schema: businessDetailsFormSchema,
    defaultValues: { companyName: profile.companyName ?? '' },
    onSubmit: async (values) => {
      setSaved(false);
      await update.mutateAsync(toBusinessDetails(values));
      setSaved(true);
    },
    serverMessages: { companyName: 'settings.businessDetails.companyNameInvalid' },
  });
  return (
    <AppForm form={form} className={styles.form}>
      <TextField
        {...form.field('companyName')}
        label={t('settings.businessDetails.companyName')}
        autoComplete="organization"
      />
      {form.failure !== undefined && <Alert>{t('settings.businessDetails.saveFailed')}</Alert>}
      <div className={styles.actions}>
        <SubmitButton form={form} pendingLabel={t('settings.businessDetails.saving')}>
          {t('settings.businessDetails.save')}
        </SubmitButton>
      </div>
      <output className={styles.status}>
        {saved && !form.isSubmitting ? t('settings.businessDetails.saved') : ''}
      </output>
    </AppForm>
  );
}
