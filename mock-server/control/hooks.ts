/**
 * What the services show and let the mock's console steer (issue 26), registered by each handler factory through
 * `deps.control` (optional: handler tests run without it):
 *   - counts per account (albums, orders, addresses; photos come from the store),
 *   - the mailbox (messages a service "sent": identity's confirmation links, the e-mail gateway's double opt-in),
 *   - progressions in flight (export, activation import, download archive) with "finish now" and "fail now",
 *   - a per-account reset: each state puts one account back to its seed, leaving the others alone.
 * The control route (control.ts) reads them; the stores never import this module's users.
 */
import type { MailMessage, ProgressionKind } from './schemas';

export type CountName = 'albums' | 'orders' | 'addresses';

export interface ProgressionItem {
  kind: ProgressionKind;
  id: string;
  accountId: string;
  status: string;
  startedAt: string;
}

export interface ProgressionSource {
  kind: ProgressionKind;
  /** The progressions not yet at their end. */
  list(): ProgressionItem[];
  /** Moves it to its final (or failed) state now, with the pushes the natural progression sends; false when unknown. */
  finish(id: string): Promise<boolean> | boolean;
  fail(id: string): Promise<boolean> | boolean;
  /**
   * Whether the account's new progressions stay at their first step (until finished or failed by hand); absent
   * for kinds that cannot be held.
   */
  hold?(accountId: string, held: boolean): void;
}

export type MailItem = Omit<MailMessage, 'account'> & { accountId?: string };

export interface ControlHooks {
  count(name: CountName, count: (accountId: string) => number): void;
  mailbox(list: (appUrl: string) => MailItem[]): void;
  progressions(source: ProgressionSource): void;
  /** Registers how a state puts one account back to its seed. */
  accountReset(reset: (accountId: string) => void): void;
}

export interface ControlRegistry extends ControlHooks {
  counts(accountId: string): Record<CountName, number>;
  mail(appUrl: string): MailItem[];
  inFlight(): ProgressionItem[];
  source(kind: ProgressionKind): ProgressionSource | undefined;
  resetAccount(accountId: string): void;
}

export function createControlRegistry(): ControlRegistry {
  const counters = new Map<CountName, (accountId: string) => number>();
  const mailboxes: ((appUrl: string) => MailItem[])[] = [];
  const sources = new Map<ProgressionKind, ProgressionSource>();
  const resets: ((accountId: string) => void)[] = [];
  return {
    count: (name, count) => counters.set(name, count),
    mailbox: (list) => mailboxes.push(list),
    progressions: (source) => sources.set(source.kind, source),
    accountReset: (reset) => resets.push(reset),
    counts: (accountId) => ({
      albums: counters.get('albums')?.(accountId) ?? 0,
      orders: counters.get('orders')?.(accountId) ?? 0,
      addresses: counters.get('addresses')?.(accountId) ?? 0,
    }),
    mail: (appUrl) =>
      mailboxes.flatMap((list) => list(appUrl)).sort((a, b) => b.sentAt.localeCompare(a.sentAt)),
    inFlight: () => [...sources.values()].flatMap((source) => source.list()),
    source: (kind) => sources.get(kind),
    resetAccount(accountId) {
      for (const reset of resets) reset(accountId);
    },
  };
}
