/**
 * Payment method (/settings/payment-method). The documents name the route but no payment data: the customer
 * profile (customer.yaml `Customer`) holds no payment method and no call changes one. Assumed: the payment method
 * is chosen at checkout for each order and none is stored in the account, so this page says so, shows what the
 * profile holds about paying (nothing stored), and says how to change it (choose another method at the next
 * checkout); a business account is pointed to its invoices. No form: there is nothing to save.
 */
import { ListState } from '@/components/list-page/list-state';
import { useAuthUser } from '@/lib/auth/use-auth';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCustomer } from '../api/use-customer';
import { SettingsBackLink } from '@/components/settings-back-link';
import styles from './settings.module.css';

export function PaymentMethodPage() {
  const t = useT();
  const customer = useCustomer();
  const business = useAuthUser()?.isBusiness ?? false;
  return (
    <div className={styles.page}>
      <SettingsBackLink />
      <h1>{t('settings.payment.title')}</h1>
      <ListState query={customer} errorText={t('settings.loadError')}>
        {() => (
          <section className={styles.section} aria-labelledby="payment-stored-heading">
            <h2 id="payment-stored-heading">{t('settings.payment.storedHeading')}</h2>
            <p>{t('settings.payment.noneStored')}</p>
            <h2>{t('settings.payment.changeHeading')}</h2>
            <p>{t('settings.payment.howToChange')}</p>
            {business && <p>{t('settings.payment.business')}</p>}
          </section>
        )}
      </ListState>
    </div>
  );
}
