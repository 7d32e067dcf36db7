import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { NativeButton } from '@/components/ui/native-button';
import { useApi } from '@/lib/api/use-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { activate } from '../activation-guard';
import { useActivationProgress } from '../use-activation-progress';
import spinnerStyles from '@/components/ui/spinner.module.css';
import styles from './activation-banner.module.css';

/**
 * The activation's state on the photos page: while the photos are imported a status banner (announced politely),
 * after a failed import an alert with Try again (which starts the activation again). Nothing once ACTIVE.
 * The spec shows no texts for these: they are assumed (public/locales/en-GB.json "activation.*").
 */
export interface ActivationBannerProps {
  /** The import ended (ACTIVE): refresh what it changed. */
  onActivated?: () => void;
}

export function ActivationBanner({ onActivated }: ActivationBannerProps) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { inProgress, failed } = useActivationProgress({ onActivated });
  const [retry, setRetry] = useState<'idle' | 'pending' | 'failed'>('idle');

  if (inProgress) {
    return (
      <output className={styles.banner}>
        {/* The spinner's circle only: the text next to it says what happens. */}
        <span className={spinnerStyles.circle} aria-hidden="true" />
        <span>{t('activation.importing')}</span>
      </output>
    );
  }
  if (!failed) return null;

  const tryAgain = async () => {
    setRetry('pending');
    try {
      const started = await activate({ queryClient, api });
      setRetry(started ? 'idle' : 'failed');
    } catch {
      setRetry('failed');
    }
  };
  return (
    <Alert
      action={
        <NativeButton variant="secondary" disabled={retry === 'pending'} onPress={() => void tryAgain()}>
          {t('common.tryAgain')}
        </NativeButton>
      }
    >
      {t(retry === 'failed' ? 'activation.retryFailed' : 'activation.failed')}
    </Alert>
  );
}
