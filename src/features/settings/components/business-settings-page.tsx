/**
 * Business settings (/settings/b2b, the Settings entry of business accounts): the business account's details as
 * the customer profile holds them (company, name, e-mail, phone, status), the entries to the personal details
 * and the business e-mail change, and the business address book (passed in by the route: `addresses`).
 */
import type { ReactNode } from 'react';
import { ListState } from '@/components/list-page/list-state';
import { Link } from '@/components/ui/link';
import type { MessageId } from '@/lib/i18n/types';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCustomer } from '../api/use-customer';
import type { Customer } from '../api/get-customer';
import { CHANGE_EMAIL_PATH } from '../constants';
import { ProfileDetails } from './profile-details';
import styles from './settings.module.css';

const STATUS_TEXT: Record<NonNullable<Customer['businessStatus']>, MessageId> = {
  Default: 'settings.business.status.Default',
  New: 'settings.business.status.New',
  Blocked: 'settings.business.status.Blocked',
};

export function BusinessSettingsPage({ addresses }: { addresses: ReactNode }) {
  const t = useT();
  const customer = useCustomer();
  return (
    <div className={styles.page}>
      <h1>{t('pageTitle.settings')}</h1>
      <section className={styles.section} aria-labelledby="business-details-heading">
        <h2 id="business-details-heading">{t('settings.business.detailsHeading')}</h2>
        <ListState query={customer} errorText={t('settings.loadError')}>
          {(profile) =>
            profile ? (
              <>
                <ProfileDetails profile={profile} business />
                {profile.businessStatus && <p>{t(STATUS_TEXT[profile.businessStatus])}</p>}
              </>
            ) : (
              <p>{t('settings.noProfile')}</p>
            )
          }
        </ListState>
        <ul className={styles.entries}>
          <li>
            <Link to="/settings/personal-details">{t('settings.entry.personalDetails')}</Link>
          </li>
          <li>
            {/* The business change-e-mail page is another issue's route; typed as a path until it is merged. */}
            <Link to={CHANGE_EMAIL_PATH.business as '/settings/b2b'}>{t('settings.entry.email')}</Link>
          </li>
        </ul>
      </section>
      {addresses}
    </div>
  );
}
