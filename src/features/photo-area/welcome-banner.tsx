import { useId, useState } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './photo-area.module.css';

export const WELCOME_DISMISSED_STORAGE_KEY = 'photos.welcomeDismissed.v1';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_DISMISSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** A short welcome for first-time visitors; "Got it" hides it for good (local storage). */
export function WelcomeBanner({ onDismissed }: { onDismissed?: () => void }) {
  const t = useT();
  const titleId = useId();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(WELCOME_DISMISSED_STORAGE_KEY, 'true');
    } catch {
      // Blocked storage: hidden until the next visit.
    }
    setDismissed(true);
    onDismissed?.();
  };

  return (
    <section className={styles.welcome} aria-labelledby={titleId}>
      <div className={styles.welcomeText}>
        <h2 id={titleId}>{t('photos.welcome.title')}</h2>
        <p>{t('photos.welcome.text')}</p>
      </div>
      <NativeButton variant="secondary" onPress={dismiss}>
        {t('photos.welcome.dismiss')}
      </NativeButton>
    </section>
  );
}
