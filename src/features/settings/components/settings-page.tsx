/**
 * My settings (/settings, consumer accounts): the profile's details, the entries to personal details, payment
 * method, delivery addresses and the e-mail change, and the account deletion request. A failed load of the
 * profile shows 'An error occurred loading your settings' with Try again (the entries stay usable).
 */
import { ListState } from '@/components/list-page/list-state';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCustomer } from '../api/use-customer';
import { CHANGE_EMAIL_PATH } from '../constants';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileDetails } from './profile-details';
import styles from './settings.module.css';

export function SettingsPage() {
  const t = useT();
  const customer = useCustomer();
  return (
    <div className={styles.page}>
      <h1>{t('pageTitle.settings')}</h1>
      <section className={styles.section} aria-labelledby="settings-profile-heading">
        <h2 id="settings-profile-heading">{t('settings.profileHeading')}</h2>
        <ListState query={customer} errorText={t('settings.loadError')}>
          {(profile) => (profile ? <ProfileDetails profile={profile} /> : <p>{t('settings.noProfile')}</p>)}
        </ListState>
      </section>
      <nav className={styles.section} aria-labelledby="settings-entries-heading">
        <h2 id="settings-entries-heading">{t('settings.entriesHeading')}</h2>
        <ul className={styles.entries}>
          <li>
            <Link to="/settings/personal-details">{t('settings.entry.personalDetails')}</Link>
            <p>{t('settings.entry.personalDetailsText')}</p>
          </li>
          <li>
            <Link to="/settings/payment-method">{t('settings.entry.paymentMethod')}</Link>
            <p>{t('settings.entry.paymentMethodText')}</p>
          </li>
          <li>
            <Link to="/settings/addresses/all">{t('settings.entry.addresses')}</Link>
            <p>{t('settings.entry.addressesText')}</p>
          </li>
          <li>
            {/* The change-e-mail page is another issue's route; typed as a path string until it is merged. */}
            <Link to={CHANGE_EMAIL_PATH.consumer as '/settings'}>{t('settings.entry.email')}</Link>
            <p>{t('settings.entry.emailText')}</p>
          </li>
        </ul>
      </nav>
      <DeleteAccountSection />
    </div>
  );
}
