/**
 * Account deletion, step one (account-area.md section 4: request, then confirm with a token): "Delete account"
 * opens a confirmation dialog; confirming asks the identity service to e-mail a confirmation link (POST
 * deleteaccount with the channel). The account is deleted only when that link is opened
 * (/delete-account-confirmation), so the page says to check the mailbox; a failure shows in the dialog.
 */
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/confirm-dialog/lazy-confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { useApi } from '@/lib/api/use-api';
import { useAuth } from '@/lib/auth/use-auth';
import { useChannel } from '@/lib/channel/channel-state';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { currentIdentity } from '../api/current-identity';
import { requestAccountDeletion } from '../api/request-account-deletion';
import styles from './settings.module.css';

export function DeleteAccountSection() {
  const t = useT();
  const api = useApi();
  const auth = useAuth();
  const channel = useChannel();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const request = useAppMutation({
    mutationFn: async () =>
      requestAccountDeletion({ api, identity: await currentIdentity(auth), channel: channel.id }),
  });
  const close = () => setOpen(false);

  return (
    <section className={styles.section} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">{t('settings.deleteAccount.heading')}</h2>
      <p>{t('settings.deleteAccount.text')}</p>
      {requested && <Alert tone="info">{t('settings.deleteAccount.requested')}</Alert>}
      <NativeButton
        variant="secondary"
        className={styles.actionsStart}
        onPress={() => {
          request.reset();
          setOpen(true);
        }}
      >
        {t('settings.deleteAccount.button')}
      </NativeButton>
      {open && (
        <LazyConfirmDialog
          title={t('settings.deleteAccount.confirmTitle')}
          description={t('settings.deleteAccount.confirmText')}
          confirmLabel={t('settings.deleteAccount.confirm')}
          pendingLabel={t('settings.deleteAccount.requesting')}
          cancelLabel={t('settings.cancel')}
          isPending={request.isPending}
          errorMessage={request.isError ? t('settings.deleteAccount.failed') : undefined}
          onConfirm={() =>
            request.mutate(undefined, {
              onSuccess: () => {
                setRequested(true);
                close();
              },
            })
          }
          onClose={close}
        />
      )}
    </section>
  );
}
