/**
 * Token-link pages (account-area.md sections 2 and 4, "Token pages"): a page opened from an e-mailed link such as
 * /subscription-confirmation?confirmation-token=...&email=... sends the token once as it loads, shows a pending
 * state meanwhile, then replaces itself with the caller's success or error route (replace: Back never lands on
 * the link again, so it is never sent twice).
 *
 * The token is sent from the route's loader, not from a component effect: the router runs a route's loader once
 * per navigation, so StrictMode's double mount and re-renders cannot send it again, and the loader skips
 * preloading (a hovered link to the page sends nothing). A link without a valid token goes to the error route
 * without a call.
 */
import { redirect } from '@tanstack/react-router';

/** A path of the app's routes. */
export type AppPath = NonNullable<Parameters<typeof redirect>[0]['to']>;

/** What a token link's schema must offer: zod's safeParse (zod/mini schemas have it). */
export interface LinkSchema<Link> {
  safeParse(value: unknown): { success: true; data: Link } | { success: false };
}

export interface TokenLinkOptions<Link, Context> {
  /** The link's query parameters, strictly: a missing or malformed token fails it. */
  schema: LinkSchema<Link>;
  /** Sends the token; resolves when the service accepted it, rejects when it did not. */
  send: (link: Link, context: Context) => Promise<unknown>;
  /** Where an accepted token leads. */
  successTo: AppPath;
  /** Where a refused token, a failed call or a bad link leads; it receives the link's query (for Try again). */
  errorTo: AppPath;
}

/**
 * The link's parameters as zod reads them from the query string itself (`location.searchStr`): the router's
 * parsed search turns a token of digits into a number, this keeps every value the string the e-mail carried.
 */
export function readTokenLink<Link>(schema: LinkSchema<Link>, searchStr: string): Link | undefined {
  const parsed = schema.safeParse(Object.fromEntries(new URLSearchParams(searchStr)));
  return parsed.success ? parsed.data : undefined;
}

/** Sends the link's token when the link is valid: 'success' when the service accepted it, else 'error'. */
export async function openTokenLink<Link, Context>(
  { schema, send }: Pick<TokenLinkOptions<Link, Context>, 'schema' | 'send'>,
  searchStr: string,
  context: Context,
): Promise<'success' | 'error'> {
  const link = readTokenLink(schema, searchStr);
  if (!link) return 'error';
  try {
    await send(link, context);
    return 'success';
  } catch (error) {
    console.error(error);
    return 'error';
  }
}

/** What the token route's loader receives of the router (a subset of TanStack Router's loader context). */
export interface TokenLinkLoaderArgs<Context> {
  context: Context;
  location: { searchStr: string };
  preload: boolean;
}

/** A token-link page's pending state shows at once (the router's default waits a second): its `pendingMs`. */
export const TOKEN_LINK_PENDING_MS = 0;

/**
 * The loader of a token-link page: `loader: tokenLinkLoader({...})` in `createFileRoute(...)({...})`, next to the
 * route's `validateSearch` (tokenLinkSearch), `staticData.pageTitle`, `pendingMs` (TOKEN_LINK_PENDING_MS) and
 * `pendingComponent`. A `loader` property of its own (not spread options), so the router plugin splits it off
 * with what it imports: the route definitions do not carry the link's schema and calls (ADR 046, issue 25).
 */
export function tokenLinkLoader<Link, Context>(options: TokenLinkOptions<Link, Context>) {
  return async ({ context, location, preload }: TokenLinkLoaderArgs<Context>): Promise<void> => {
    if (preload) return;
    const outcome = await openTokenLink(options, location.searchStr, context);
    if (outcome === 'success') throw redirect({ to: options.successTo, replace: true });
    // `search: true` keeps the link's query, so the error page can offer Try again.
    throw redirect({ to: options.errorTo, replace: true, search: true });
  };
}

/**
 * A `validateSearch` for a token page (and its error page) that never fails: each named parameter as a string
 * when present. A bad link is the page's case (the error route), not a router error; the loader validates
 * strictly with the link's schema.
 */
export function tokenLinkSearch<Key extends string>(...keys: Key[]) {
  return (raw: Record<string, unknown>): Partial<Record<Key, string>> => {
    const search: Partial<Record<Key, string>> = {};
    for (const key of keys) {
      const value = raw[key];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        search[key] = String(value);
    }
    return search;
  };
}
