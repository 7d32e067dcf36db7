/**
 * Business settings (/settings/b2b, the Settings entry of business accounts): the business account's details as
 * the customer profile holds them (company, name, e-mail, phone, status), the entries to the business details
 * ("Complete your business details" while the status is Default), the personal details, the payment method and
 * the business e-mail change, the business address book (passed in by the route: `addresses`) and the account
 * deletion request. The payment method and the deletion are there because account-area.md gives them to every
 * signed-in account (section 2: /settings/payment-method and /delete-account-confirmation outside the b2b
 * group; section 6 keeps only the widgets from business accounts).
 */
import type { ReactNode } from 'react';
import { ListState } from '@/components/list-page/list-state';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCustomer } from '../api/use-customer';
import { BUSINESS_STATUS_TEXT } from '../business-status-text';
import { CHANGE_EMAIL_PATH } from '../constants';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileDetails } from './profile-details';
import styles from './settings.module.css';

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
                {profile.businessStatus && <p>{t(BUSINESS_STATUS_TEXT[profile.businessStatus])}</p>}
              </>
            ) : (
              <p>{t('settings.noProfile')}</p>
            )
          }
        </ListState>
        <ul className={styles.entries}>
          {customer.data?.businessStatus !== 'Blocked' && (
            <li>
              <Link to="/settings/b2b/details">
                {customer.data?.businessStatus === 'Default'
                  ? t('settings.entry.businessDetailsComplete')
                  : t('settings.entry.businessDetails')}
              </Link>
              <p>{t('settings.entry.businessDetailsText')}</p>
            </li>
          )}
          <li>
            <Link to="/settings/personal-details">{t('settings.entry.personalDetails')}</Link>
          </li>
          <li>
            <Link to="/settings/payment-method">{t('settings.entry.paymentMethod')}</Link>
          </li>
          <li>
            {/* The business change-e-mail page is another issue's route; typed as a path until it is merged. */}
            <Link to={CHANGE_EMAIL_PATH.business as '/settings/b2b'}>{t('settings.entry.email')}</Link>
          </li>
        </ul>
      </section>
      {addresses}
      <DeleteAccountSection />
    </div>
  );
}
