/**
 * /integration ("FTP instructions", account-area.md sections 1, 2, 3 and 7): how a business customer's system
 * exchanges orders with the shop over FTP, and the callback it is told about: the URL and the format (json or
 * xml) saved with PATCH customers/me. The form is checked before the call (callback-form.ts), sends once, says
 * when it is saved (a toast), and keeps the typed values with the failure's message when the save fails.
 *
 * Assumption (not shown in the spec): the instructions' text, the field labels and the messages; an empty URL
 * turns callbacks off (both fields null, as the contract allows).
 */
import { useQuery } from '@tanstack/react-query';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { ListState } from '@/components/list-page/list-state';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { customerProfileQueryKey } from '@/features/settings';
import { useApi } from '@/lib/api/use-api';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { getBusinessProfileQueryOptions, type BusinessProfile } from '../api/get-business-profile';
import { SAVE_CALLBACK_MUTATION_KEY } from '../api/keys';
import { saveCallback, type CallbackSettings } from '../api/save-callback';
import { callbackFormSchema } from '../callback-form';
import styles from './business.module.css';

export function IntegrationPage() {
  const t = useT();
  // The loader's query (useListQuery's rule: a failure the loader just had is shown, not asked again).
  const profile = useQuery({ ...getBusinessProfileQueryOptions(useApi()), retryOnMount: false });
  return (
    <div className={styles.page}>
      <h1>{t('pageTitle.ftpInstructions')}</h1>
      <section className={styles.page} aria-labelledby="ftp-how">
        <h2 id="ftp-how">{t('business.ftp.howTitle')}</h2>
        <ol className={styles.steps}>
          <li>{t('business.ftp.step1')}</li>
          <li>{t('business.ftp.step2')}</li>
          <li>{t('business.ftp.step3')}</li>
        </ol>
      </section>
      <section className={styles.page} aria-labelledby="ftp-callback">
        <h2 id="ftp-callback">{t('business.ftp.callbackTitle')}</h2>
        <p>{t('business.ftp.callbackText')}</p>
        <ListState query={profile} errorText={t('business.ftp.loadError')}>
          {(data) => (data ? <CallbackForm profile={data} /> : <p>{t('business.ftp.noProfile')}</p>)}
        </ListState>
      </section>
    </div>
  );
}

function CallbackForm({ profile }: { profile: BusinessProfile }) {
  const t = useT();
  const api = useApi();
  const save = useAppMutation({
    mutationKey: SAVE_CALLBACK_MUTATION_KEY,
    mutationFn: (settings: CallbackSettings) => saveCallback({ api, settings }),
    invalidates: [customerProfileQueryKey],
    successToast: t('business.ftp.saved'),
  });
  const form = useAppForm({
    schema: callbackFormSchema,
    defaultValues: {
      callbackUrl: profile.callback.url ?? '',
      callbackFormat: profile.callback.format ?? 'json',
    },
    onSubmit: (settings) => save.mutateAsync(settings),
    serverMessages: {
      callbackUrl: 'business.ftp.urlInvalid',
      callbackFormat: 'business.ftp.formatInvalid',
    },
  });
  return (
    <AppForm form={form} className={styles.form}>
      {form.failure !== undefined && <Alert>{t('business.ftp.saveFailed')}</Alert>}
      <TextField
        {...form.field('callbackUrl')}
        label={t('business.ftp.urlLabel')}
        description={t('business.ftp.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        isReadOnly={form.isSubmitting}
      />
      <div className={styles.select}>
        <label htmlFor="callback-format">{t('business.ftp.formatLabel')}</label>
        <select
          id="callback-format"
          name="callbackFormat"
          value={form.values.callbackFormat}
          disabled={form.isSubmitting}
          onChange={(event) => form.setValue('callbackFormat', event.target.value === 'xml' ? 'xml' : 'json')}
        >
          <option value="json">JSON</option>
          <option value="xml">XML</option>
        </select>
      </div>
      <SubmitButton form={form}>
        {form.isSubmitting ? t('business.ftp.saving') : t('business.ftp.save')}
      </SubmitButton>
    </AppForm>
  );
}
