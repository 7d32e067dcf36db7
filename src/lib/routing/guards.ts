/**
 * The route guards (issue 22, "one guard recipe"): every route that is not for everyone calls one of these first
 * in its `beforeLoad`, so nothing is requested and no code loads for a customer who may not see the page. Both
 * throw TanStack Router's `notFound()`: the customer gets the not-found page inside the account layout, as for an
 * address that does not exist (account-area.md section 6: "other accounts do not see these pages").
 *
 *   beforeLoad: ({ context }) => requireAudience(context.user, 'business'),
 *   beforeLoad: ({ context, search }) => requireFlag(ALBUM_VIEW_FLAG, search, context.config),
 */
import { notFound } from '@tanstack/react-router';
import type { AuthUser } from '@/lib/auth/auth-user';
import type { AppConfig } from '@/lib/config/app-config';
import type { FlagOverrides } from '@/lib/feature-flags/feature-flags';
import { routeFlagOn } from '@/lib/feature-flags/route-flags';
import type { FeatureFlag } from '@/shared/feature-flag-names';

/** Who a page is for: business accounts only (invoices, FTP, business settings) or consumers only (widgets). */
export type Audience = 'business' | 'consumer';

/** The page exists for `audience` only: anyone else gets the not-found page. */
export function requireAudience(user: Pick<AuthUser, 'isBusiness'>, audience: Audience): void {
  if (user.isBusiness !== (audience === 'business')) throw notFound();
}

/** The page is behind `flag` (its `?flag=` override in the address, else the host list): off means not found. */
export function requireFlag(
  flag: FeatureFlag,
  search: FlagOverrides,
  config: Pick<AppConfig, 'featureFlags'>,
): void {
  if (!routeFlagOn(flag, search, config)) throw notFound();
}
