import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { useMatches } from '@tanstack/react-router';
import { useChannel } from '@/lib/channel/channel-state';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageId } from '@/lib/i18n/types';
import { pageTitleOf } from './page-title';

type Register = (key: string, titleId: MessageId | undefined) => void;

const RegisterContext = createContext<Register | null>(null);

/** Sets document.title to "{page} | {brand}" (the message app.documentTitle) while `titleId` is given. */
function useTitleEffect(titleId: MessageId | undefined): void {
  const t = useT();
  const { brand } = useChannel();
  const title = titleId ? t('app.documentTitle', { page: t(titleId), brand }) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * The one owner of document.title inside the router (the root route renders it around everything): the title
 * is the matched routes' `staticData.pageTitle` (see pageTitleOf), unless a component that stands in for the
 * page (an error or not-found page, a pending page with its own title) declares one with useDocumentTitle;
 * the most recently shown of those wins while it is on screen. One owner, so the order in which React runs
 * effects never decides which title is left.
 */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const routeTitleId = useMatches({ select: (matches) => pageTitleOf(matches) });
  const [overrides, setOverrides] = useState<ReadonlyArray<{ key: string; titleId: MessageId }>>([]);
  const register = useCallback<Register>(
    (key, titleId) =>
      setOverrides((list) => {
        const others = list.filter((entry) => entry.key !== key);
        return titleId ? [...others, { key, titleId }] : others;
      }),
    [],
  );
  useTitleEffect(overrides.at(-1)?.titleId ?? routeTitleId);
  return <RegisterContext value={register}>{children}</RegisterContext>;
}

/**
 * For a component that stands in for a page (error, not found, pending): its title replaces the route's while it
 * is shown. Routes declare theirs in `staticData.pageTitle` instead. Outside the router (the boot error pages)
 * it sets the title itself.
 */
export function useDocumentTitle(titleId: MessageId | undefined): void {
  const register = use(RegisterContext);
  const key = useId();
  // A layout effect: the stand-in's title replaces the route's before the browser paints.
  useLayoutEffect(() => {
    if (!register || !titleId) return;
    register(key, titleId);
    return () => register(key, undefined);
  }, [register, key, titleId]);
  useTitleEffect(register ? undefined : titleId);
}
