/**
 * /settings/email and /settings/b2b/email ("Change email address", account-area.md sections 2 and 4): the new
 * address, checked on submit; POST .../emailchanges e-mails a confirmation link to it. Then the page says to open
 * that link (the change happens on /change-email-confirmation). Failures keep the typed address: 409 "already in
 * use", 429 "try again later" (with the status), anything else names the failed request with Try again.
 *
 * Assumption (texts not shown in the spec): the explanation, the success and failure sentences.
 */
import { SettingsBackLink } from '@/components/settings-back-link';
import { useMemo, useState } from 'react';
import { AppForm, SubmitButton } from '@/components/form/app-form';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { TextField } from '@/components/ui/text-field';
import { useApi } from '@/lib/api/use-api';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { useAuthUser } from '@/lib/auth/use-auth';
import { useChannel } from '@/lib/channel/channel-state';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { identityPath } from '../api/identity';
import { REQUEST_EMAIL_CHANGE_MUTATION_KEY } from '../api/keys';
import { requestEmailChange } from '../api/request-email-change';
import { emailChangeFailureMessage, emailChangeFormSchema } from '../email-change-form';
import styles from './account-lifecycle.module.css';

export function ChangeEmailPage() {
  const t = useT();
  const api = useApi();
  const user = useAuthUser();
  const channel = useChannel();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const request = useAppMutation({
    mutationKey: REQUEST_EMAIL_CHANGE_MUTATION_KEY,
    mutationFn: (email: string) =>
      requestEmailChange({ api, request: { identity: identityPath(user), email, channel: channel.id } }),
    onSuccess: (_data, email) => setSentTo(email),
  });
  const schema = useMemo(() => emailChangeFormSchema(user?.email), [user?.email]);
  const form = useAppForm({
    schema,
    defaultValues: { email: '' },
    onSubmit: ({ email }) => {
      setSentTo(undefined);
      return request.mutateAsync(email);
    },
    serverMessages: { email: 'emailChange.sameAddress' },
  });
  const failure = form.failure;
  const status = isRequestFailure(failure) ? failure.status : undefined;

  return (
    <div className={styles.page}>
      <SettingsBackLink />
      <h1>{t('pageTitle.changeEmail')}</h1>
      {user?.email && <p>{t('emailChange.current', { email: user.email })}</p>}
      <p>{t('emailChange.explanation')}</p>
      {sentTo && <Alert tone="info">{t('emailChange.sent', { email: sentTo })}</Alert>}
      {failure !== undefined && (
        <Alert
          action={
            emailChangeFailureMessage(failure) === 'emailChange.requestFailed' ? (
              <NativeButton onPress={() => void form.submit()}>{t('common.tryAgain')}</NativeButton>
            ) : undefined
          }
        >
          {t(emailChangeFailureMessage(failure), { status: status ?? 0 })}
        </Alert>
      )}
      <AppForm form={form} className={styles.form}>
        <TextField
          {...form.field('email')}
          label={t('emailChange.emailLabel')}
          type="email"
          autoComplete="email"
          isReadOnly={form.isSubmitting}
        />
        <SubmitButton form={form}>
          {form.isSubmitting ? t('emailChange.sending') : t('emailChange.submit')}
        </SubmitButton>
      </AppForm>
    </div>
  );
}
