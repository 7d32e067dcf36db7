/**
 * The share form: sender name, recipient e-mail, optional personal message (account-area.md section 3
 * "Share payload"). Checked on submit before any call (share-form-schema.ts); a 400 the service still sends is
 * shown at its fields (query.fromName, query.toEmailAddress, query.personalMessage); another failure is an
 * alert above the button, the typed values kept. On success the form gives way to what was done, with "Share
 * with someone else" (an empty recipient and message, the name kept) and the way back.
 */
import { useEffect, useRef, useState } from 'react';
import type { ChannelId } from '@/shared/channels';
import { AppForm } from '@/components/form/app-form';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { NativeButton } from '@/components/ui/native-button';
import { TextField } from '@/components/ui/text-field';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { ONLINE_PRODUCTS_QUERY_KEY } from '../api/keys';
import { shareOnlineProduct } from '../api/share-online-product';
import { PERSONAL_MESSAGE_MAX_LENGTH, SENDER_NAME_MAX_LENGTH } from '../constants';
import { emptyShareForm, shareFormSchema, type ShareFormValues } from '../share-form-schema';
import styles from './online-products.module.css';

const MESSAGE_VALUES = { maxName: SENDER_NAME_MAX_LENGTH, maxMessage: PERSONAL_MESSAGE_MAX_LENGTH };

export function ShareForm({ productCode, vendorId }: { productCode: string; vendorId: ChannelId }) {
  const t = useT();
  const api = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const share = useAppMutation({
    mutationFn: (values: ShareFormValues) =>
      shareOnlineProduct({
        api,
        productCode,
        share: {
          vendorId,
          senderName: values.senderName.trim(),
          recipientEmail: values.recipientEmail.trim(),
          personalMessage: values.personalMessage,
        },
      }),
    // Shared books are marked in the list.
    invalidates: [ONLINE_PRODUCTS_QUERY_KEY],
    onSuccess: (_data, values) => setSentTo(values.recipientEmail.trim()),
  });
  const form = useAppForm({
    schema: shareFormSchema,
    defaultValues: emptyShareForm,
    onSubmit: (values) => share.mutateAsync(values),
    serverFields: {
      'query.fromName': 'senderName',
      'query.toEmailAddress': 'recipientEmail',
      'query.personalMessage': 'personalMessage',
    },
    serverMessages: {
      senderName: 'onlineProducts.share.senderInvalid',
      recipientEmail: 'onlineProducts.share.recipientRejected',
      personalMessage: 'onlineProducts.share.messageRejected',
    },
    messageValues: MESSAGE_VALUES,
  });

  if (sentTo !== null) {
    return (
      <div className={styles.success}>
        <SuccessHeading>{t('onlineProducts.share.successTitle')}</SuccessHeading>
        <p>{t('onlineProducts.share.successText', { email: sentTo })}</p>
        <div className={styles.actions}>
          <NativeButton
            variant="secondary"
            onPress={() => {
              form.reset({ ...emptyShareForm, senderName: form.values.senderName });
              setSentTo(null);
            }}
          >
            {t('onlineProducts.share.again')}
          </NativeButton>
          <Link to="/online-products" variant="button">
            {t('onlineProducts.share.backLink')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <AppForm form={form} className={styles.form}>
      <TextField
        {...form.field('senderName')}
        label={t('onlineProducts.share.senderLabel')}
        autoComplete="name"
        isRequired
      />
      <TextField
        {...form.field('recipientEmail')}
        label={t('onlineProducts.share.recipientLabel')}
        type="email"
        autoComplete="off"
        isRequired
      />
      <TextField {...form.field('personalMessage')} label={t('onlineProducts.share.messageLabel')} />
      {form.failure !== undefined && <Alert>{t('onlineProducts.share.failed')}</Alert>}
      {/* Native, not SubmitButton: react-aria's isPending leaves an unnamed role="img" behind (axe), as the
          confirm dialog notes. useAppForm sends once while a submit is on its way. */}
      <NativeButton type="submit" aria-disabled={form.isSubmitting || undefined} className={styles.submit}>
        {form.isSubmitting ? t('onlineProducts.share.sending') : t('onlineProducts.share.submit')}
      </NativeButton>
    </AppForm>
  );
}

/** The success state's heading takes focus when it replaces the form, so it is read out and Tab goes on from it. */
function SuccessHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // After the frame: the submit button, focused until now, hands focus back to the body as it goes.
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
