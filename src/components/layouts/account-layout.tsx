import { useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useRouter, useSearch } from '@tanstack/react-router';
import { NativeButton } from '@/components/ui/native-button';
import { Link } from '@/components/ui/link';
import { useFocusKeeper } from '@/hooks/use-focus-keeper';
import { useApi } from '@/lib/api/use-api';
import { useAuthUser } from '@/lib/auth/use-auth';
import { useChannel } from '@/lib/channel/channel-state';
import { useFeatureFlags } from '@/lib/feature-flags/use-feature-flag';
import { useT } from '@/lib/i18n/i18n-provider';
import { channelMenuQueryOptions, defaultMenuConfig } from '@/lib/public-config/public-config';
import { hasWholeTree } from '@/lib/routing/route-tree-state';
import { pagePaths, visibleMenuEntries } from './account-menu';
import { ACCOUNT_NAV_ID, AccountNav } from './account-nav';
import { InAccountLayoutProvider } from './layout-context';
import styles from './account-layout.module.css';

/**
 * The signed-in shell: header with the brand, the side menu (behind a button on small screens), <main>.
 *
 * When it first appears (a page load), the router commits it with the whole page below it in one synchronous
 * render; the shell and the page render instead as a deferred update, which React renders in slices, so a slow
 * phone stays responsive while the first page builds (docs/decisions/008-non-blocking-first-render.md). Later
 * navigations render as before: the shell is already there.
 */
export interface AccountLayoutProps {
  /**
   * Shown in the header before the menu button; the `_account` route puts the developer's feature-flag control
   * here (shared layouts never import features: docs/architecture.md "Import rules").
   */
  headerTools?: ReactNode;
  /**
   * Shown at the top of <main> on every page, before the page; the `_account` route puts the business status
   * banner here (a slot, for the same reason as `headerTools`).
   */
  banner?: ReactNode;
}

export function AccountLayout({ headerTools, banner }: AccountLayoutProps) {
  const ready = useDeferredValue(true, false);
  return ready ? <AccountShell headerTools={headerTools} banner={banner} /> : null;
}

function AccountShell({ headerTools, banner }: AccountLayoutProps) {
  const t = useT();
  const channel = useChannel();
  const { brand } = channel;
  const user = useAuthUser();
  const isFlagEnabled = useFeatureFlags();
  const router = useRouter();
  const { hideHeaderNav, stripped } = useSearch({ from: '__root__' });
  const pathname = useLocation({ select: (location) => location.pathname });
  // The small-screen menu is open on the page where it was opened: navigating closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useFocusKeeper(main);
  const closeMenu = useCallback(() => setMenuOpenAt(null), []);
  // The channel's public configuration (its FAQ link); the default menus and routes when it fails.
  const { data: channelMenu } = useQuery(channelMenuQueryOptions(useApi(), channel));

  const pages = useMemo(
    () => (hasWholeTree(router) ? pagePaths(Object.values(router.routesById)) : undefined),
    [router],
  );
  const entries = visibleMenuEntries({
    isBusiness: user?.isBusiness ?? false,
    isFlagEnabled,
    pages,
    // FAQs is there from the first render, with the default route until the configuration answers, so the menu
    // does not shift when it does (issue 23: the entry appeared last and moved the menu).
    externalLinks: { FAQ: (channelMenu ?? defaultMenuConfig(channel)).routes.FAQ },
  });

  return (
    <div className={styles.shell} data-stripped={stripped || undefined}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      {!hideHeaderNav && (
        <header className={styles.header}>
          <p className={styles.brand}>
            <Link to="/" activeOptions={{ exact: true }} aria-label={t('app.homeLink', { brand })}>
              {brand}
            </Link>
          </p>
          {headerTools}
          <NativeButton
            ref={menuButton}
            variant="quiet"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={ACCOUNT_NAV_ID}
            onPress={() => setMenuOpenAt(menuOpen ? null : pathname)}
          >
            {t('app.menuButton')}
          </NativeButton>
        </header>
      )}
      <div className={styles.body}>
        {!hideHeaderNav && (
          <AccountNav
            entries={entries}
            pathname={pathname}
            open={menuOpen}
            onClose={closeMenu}
            menuButton={menuButton}
          />
        )}
        <main ref={main} id="main-content" tabIndex={-1} className={styles.main}>
          {banner}
          <InAccountLayoutProvider value>
            <Outlet />
          </InAccountLayoutProvider>
        </main>
      </div>
    </div>
  );
}
