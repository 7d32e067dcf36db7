/**
 * The status banner of business accounts (account-area.md section 1), on every page of the account layout (its
 * `banner` slot): Default "details to complete", New "validation pending", Blocked "account blocked". The
 * status is the customer profile's businessStatus (GET customers/me). Consumers see nothing and nothing is
 * requested for them (business-status-slot.tsx). A failed load says so, with Try again, instead of hiding the status.
 *
 * Assumption (texts not shown in the spec): the three sentences; Default links to the business details form
 * (/settings/b2b/details), Blocked to customer care.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { NativeButton } from '@/components/ui/native-button';
import { ExternalLink, Link } from '@/components/ui/link';
import type { ApiClients } from '@/lib/api/clients';
import { useApi } from '@/lib/api/use-api';
import { useChannel } from '@/lib/channel/channel-state';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';
import { loadList } from '@/lib/list/load';
import { getBusinessProfileQueryOptions, type BusinessStatus } from '../api/get-business-profile';
import styles from './business.module.css';

const STATUS_MESSAGE: Record<BusinessStatus, MessageId> = {
  Default: 'business.status.default',
  New: 'business.status.new',
  Blocked: 'business.status.blocked',
};

/** The banner's data, for the account layout's loader (business-status-slot.tsx `loadBusinessStatusBanner`). */
export async function loadStatusBannerData({
  api,
  queryClient,
}: {
  api: ApiClients;
  queryClient: QueryClient;
}) {
  await loadList(queryClient, getBusinessProfileQueryOptions(api));
}

/** The banner of a business account (business-status-slot.tsx renders it for business accounts only). */
export function StatusBanner() {
  const t = useT();
  const channel = useChannel();
  // The account layout's loader loaded it (loadStatusBannerData): a failure there is shown, not asked again on mount.
  const profile = useQuery({ ...getBusinessProfileQueryOptions(useApi()), retryOnMount: false });
  if (profile.isError) {
    return (
      <section className={styles.banner} data-tone="error" aria-label={t('business.status.label')}>
        <p>{t('business.status.loadError')}</p>
        <NativeButton onPress={() => void profile.refetch()}>{t('common.tryAgain')}</NativeButton>
      </section>
    );
  }
  const status = profile.data?.status;
  if (!status) return null;
  return (
    <section
      className={styles.banner}
      data-tone={status === 'Blocked' ? 'error' : 'info'}
      data-status={status}
      aria-label={t('business.status.label')}
    >
      <p>{t(STATUS_MESSAGE[status])}</p>
      {status === 'Default' && <Link to="/settings/b2b/details">{t('business.status.completeDetails')}</Link>}
      {status === 'Blocked' && (
        <ExternalLink href={`https://www.${channel.domain}/contact`}>{t('business.contactUs')}</ExternalLink>
      )}
    </section>
  );
}
