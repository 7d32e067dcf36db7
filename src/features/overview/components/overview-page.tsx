/**
 * My account overview (/, account-area.md sections 1 and 2): the latest orders with their status (the orders
 * feature), the photo library summary (photos and albums counts: the user-counts feature) and the entry points
 * a customer needs (orders, photos, albums, saved projects, settings). While the account's photos are being
 * deleted (the photo area is not permitted), the library says so instead of offering it. The A/B test sample-test
 * runs here (ADR 056): its experience A shows the photo library above the latest orders.
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { NativeButton } from '@/components/ui/native-button';
import { Spinner } from '@/components/ui/spinner';
import { pagePaths } from '@/components/layouts/account-menu';
import { ACTIVATION_STATUS_QUERY_KEY, type ActivationStatus } from '@/features/activation';
import { LatestOrders } from '@/features/orders';
import { useUserCounts } from '@/features/user-counts';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';
import { useSampleTest } from '../use-sample-test';
import styles from './overview.module.css';

export function OverviewPage() {
  const t = useT();
  const experience = useSampleTest();
  const latestOrders = (
    <Suspense key="orders" fallback={<Spinner label={t('common.loading')} showLabel />}>
      <LatestOrders />
    </Suspense>
  );
  const library = <PhotoLibrary key="library" />;
  return (
    <div className={styles.page} data-experience={experience}>
      <h1>{t('pageTitle.overview')}</h1>
      <PhotosUnavailableNotice />
      {experience === 'A' ? [library, latestOrders] : [latestOrders, library]}
      <nav aria-labelledby="overview-shortcuts" className={styles.section}>
        <h2 id="overview-shortcuts">{t('overview.shortcuts')}</h2>
        <ul className={styles.links}>
          {SHORTCUTS.map(({ to, labelId }) => (
            <li key={to}>
              <PageLink to={to}>{t(labelId)}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The entry points; each shows once its page exists (as the side menu does). */
const SHORTCUTS: { to: string; labelId: MessageId }[] = [
  { to: '/orders', labelId: 'nav.orders' },
  { to: '/my-photos/photos', labelId: 'overview.openPhotos' },
  { to: '/my-photos/albums', labelId: 'overview.openAlbums' },
  { to: '/saved-projects', labelId: 'overview.savedProjects' },
  { to: '/settings', labelId: 'overview.settings' },
];

/** A link to a page of the app, or nothing (plain text with `fallback`) while that page does not exist. */
function PageLink({
  to,
  children,
  fallback = false,
}: {
  to: string;
  children: ReactNode;
  fallback?: boolean;
}) {
  const router = useRouter();
  const pages = useMemo(() => pagePaths(Object.values(router.routesById)), [router]);
  if (!pages.has(to)) return fallback ? <span>{children}</span> : null;
  // A path the route tree has (checked above); the router's types know only literal paths.
  return <Link to={to as '/'}>{children}</Link>;
}

/** Sent here from My photos while the photos are being deleted: why, at the top of the page. */
function PhotosUnavailableNotice() {
  const t = useT();
  const sent = useLocation({ select: (location) => location.state.photosUnavailable === true });
  if (!sent) return null;
  return <Alert tone="info">{t('activation.unavailable')}</Alert>;
}

function PhotoLibrary() {
  const t = useT();
  const status = useQueryClient().getQueryData<ActivationStatus>(ACTIVATION_STATUS_QUERY_KEY);
  const counts = useUserCounts();
  return (
    <section aria-labelledby="overview-library" className={styles.section}>
      <h2 id="overview-library">{t('overview.library')}</h2>
      {status === 'DELETING' ? (
        <p>{t('activation.unavailable')}</p>
      ) : counts.isError ? (
        <Alert
          action={
            <NativeButton variant="secondary" onPress={() => void counts.refetch()}>
              {t('common.tryAgain')}
            </NativeButton>
          }
        >
          {t('overview.libraryError')}
        </Alert>
      ) : counts.data ? (
        <ul className={styles.counts}>
          <li>
            <PageLink to="/my-photos/photos" fallback>
              {t('overview.photosCount', { count: counts.data.photosCount })}
            </PageLink>
          </li>
          <li>
            <PageLink to="/my-photos/albums" fallback>
              {t('overview.albumsCount', { count: counts.data.albumsCount })}
            </PageLink>
          </li>
        </ul>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </section>
  );
}
