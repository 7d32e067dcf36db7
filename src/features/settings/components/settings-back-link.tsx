import { Link } from '@/components/ui/link';
import { useAuthUser } from '@/lib/auth/use-auth';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './settings.module.css';

/** Back to the settings hub of this account: /settings/b2b for business accounts, else /settings. */
export function SettingsBackLink() {
  const t = useT();
  const business = useAuthUser()?.isBusiness ?? false;
  return (
    <Link to={business ? '/settings/b2b' : '/settings'} className={styles.backLink}>
      {t('settings.back')}
    </Link>
  );
}
