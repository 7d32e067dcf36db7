import { useEffect, useRef, type RefObject } from 'react';
import { ExternalLink, Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n/i18n-provider';
import type { VisibleMenuEntry } from './account-menu';
import styles from './account-layout.module.css';

export const ACCOUNT_NAV_ID = 'account-menu';

export interface AccountNavProps {
  entries: readonly VisibleMenuEntry[];
  /** The page's path (an entry with a `section` is current on every page under it). */
  pathname: string;
  /** Small screens: the menu shows only while open (a disclosure behind the header's menu button). */
  open: boolean;
  onClose: () => void;
  /** The menu button, which gets the focus back when Escape closes the menu. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The side menu (account-area.md section 2). On small screens (below 575 px) it is a disclosure: the header's
 * Menu button (aria-expanded, aria-controls) shows it, the focus moves to its first entry, Escape closes it and
 * gives the focus back to the button, and following an entry closes it. Large screens always show it.
 */
export function AccountNav({ entries, pathname, open, onClose, menuButton }: AccountNavProps) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const inSection = (section: string | undefined) =>
    section !== undefined && (pathname === section || pathname.startsWith(`${section}/`));

  useEffect(() => {
    if (!open) return;
    // The first entry that is shown (the overview entry is hidden on small screens).
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('a');
    const first = [...(links ?? [])].find((link) => link.offsetParent !== null);
    first?.focus();
    // Escape closes the open menu wherever the focus is, and the focus goes back to the menu button.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose, menuButton]);

  return (
    <nav
      id={ACCOUNT_NAV_ID}
      aria-label={t('app.accountMenu')}
      className={styles.nav}
      data-open={open || undefined}
    >
      <ul ref={list} className={styles.navList}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.hideOnSmall ? styles.hideOnSmall : undefined}>
            {entry.href ? (
              <ExternalLink href={entry.href} variant="nav">
                {t(entry.labelId)}
              </ExternalLink>
            ) : (
              // Menu paths are data (pages not built have no route type); visibleMenuEntries checks they exist.
              <Link
                to={entry.to as '/'}
                variant="nav"
                onClick={onClose}
                aria-current={inSection(entry.section) ? 'page' : undefined}
              >
                {t(entry.labelId)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
