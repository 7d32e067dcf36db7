import { Link } from '@/components/ui/link';
import { useAuthUser } from '@/lib/auth/use-auth';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';
import styles from './settings-back-link.module.css';

/**
 * Back to the settings hub of this account: /settings/b2b for business accounts, else /settings. Every page a
 * settings entry opens has it (settings' own pages, the change-e-mail page); `labelId` for another wording.
 */
export function SettingsBackLink({ labelId = 'settings.back' }: { labelId?: MessageId } = {}) {
  const t = useT();
  const business = useAuthUser()?.isBusiness ?? false;
  return (
    <Link to={business ? '/settings/b2b' : '/settings'} className={styles.backLink}>
      {t(labelId)}
    </Link>
  );
}
