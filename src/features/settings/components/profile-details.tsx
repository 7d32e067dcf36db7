import { useT } from '@/lib/i18n/i18n-provider';
import type { Customer } from '../api/get-customer';
import styles from './settings.module.css';

/** The profile's details as a description list (texts render as text). */
export function ProfileDetails({ profile, business = false }: { profile: Customer; business?: boolean }) {
  const t = useT();
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const rows: [string, string | undefined][] = [
    ...(business
      ? ([[t('settings.details.company'), profile.companyName]] as [string, string | undefined][])
      : []),
    [t('settings.details.name'), name || undefined],
    [t('settings.details.email'), profile.email],
    [t('settings.details.phone'), profile.phoneNumber],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value ?? t('settings.details.notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}
