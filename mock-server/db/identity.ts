/**
 * State of the account identity service (handlers/identity.ts): the one-time confirmation tokens of account
 * deletions and e-mail changes, the e-mails a real service would send with them (a mailbox developers and
 * e2e tests read through GET /mock-mail/messages), and the e-mail change rate limit.
 *
 * Tokens: 32 hex characters, random per request; valid for TOKEN_TTL_MS (24 hours) and once.
 * Seed: one expired token per action and demo account, so the expired answer (410) can be tried:
 *   expired-deleteaccount-<idpSub>   e.g. expired-deleteaccount-critical
 *   expired-emailchange-<idpSub>     e.g. expired-emailchange-critical (to <idpSub>.expired@example.com)
 * The mailbox starts empty (the seeded tokens' e-mails are not in it).
 *
 * Assumptions where the documents say nothing:
 *   - A token belongs to one identity and one action: used with another identity or action it is unknown.
 *   - Expiry and the rate limit run on the wall clock (Date.now()), not on the seed's reference date.
 *   - Rate limit: at most EMAIL_CHANGE_LIMIT (3) accepted e-mail change requests per identity within
 *     EMAIL_CHANGE_WINDOW_MS (10 minutes); refused requests do not count. Account deletion has no limit.
 *   - The link points at the app page of the action (/delete-account-confirmation,
 *     /change-email-confirmation) with the query parameter confirmation-token, on the origin the request
 *     came from (the browser's Origin header) or else on the channel's production host.
 */
import { randomBytes } from 'node:crypto';
import type { DemoAccount } from '../accounts';
import { isoSeconds } from './schema';
import type { ServiceState, StateInputs } from './state';

export type TokenAction = 'deleteAccount' | 'emailChange';

export interface ConfirmationToken {
  token: string;
  action: TokenAction;
  accountId: string;
  idpType: string;
  idpSub: string;
  /** Where the link was sent: the account's e-mail (deletion) or the new address (e-mail change). */
  sentTo: string;
  /** E-mail change only: the address the account changes to. */
  newEmail?: string;
  channel: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  usedAt: number | null;
  /** When a newer request of the same kind replaced it (issue 12: only the newest e-mail change link works). */
  supersededAt?: number;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  /** The confirmation link, with the token in its query. */
  link: string;
  token: string;
  action: TokenAction;
  sentAt: string;
}

export interface IdentityState extends ServiceState {
  tokens: Map<string, ConfirmationToken>;
  /** Oldest first. */
  mailbox: MailMessage[];
  /** Per account: when its accepted e-mail change requests were made (ms), oldest first. */
  emailChangeRequests: Map<string, number[]>;
}

export const TOKEN_TTL_MS = 24 * 60 * 60_000;
export const EMAIL_CHANGE_LIMIT = 3;
export const EMAIL_CHANGE_WINDOW_MS = 10 * 60_000;

const PAGES: Record<TokenAction, { path: string; subject: string }> = {
  deleteAccount: { path: '/delete-account-confirmation', subject: 'Confirm the deletion of your account' },
  emailChange: { path: '/change-email-confirmation', subject: 'Confirm your new e-mail address' },
};

export const expiredToken = (action: TokenAction, idpSub: string) =>
  `expired-${action === 'deleteAccount' ? 'deleteaccount' : 'emailchange'}-${idpSub}`;

function seedExpiredTokens(account: DemoAccount, now: number): ConfirmationToken[] {
  const base = {
    accountId: account.accountId,
    idpType: account.idpType,
    idpSub: account.idpSub,
    channel: 'bonusprint-gb',
    createdAt: now - TOKEN_TTL_MS - 60 * 60_000,
    usedAt: null,
  };
  const newEmail = `${account.idpSub}.expired@example.com`;
  return [
    {
      ...base,
      token: expiredToken('deleteAccount', account.idpSub),
      action: 'deleteAccount',
      sentTo: account.email,
    },
    {
      ...base,
      token: expiredToken('emailChange', account.idpSub),
      action: 'emailChange',
      sentTo: newEmail,
      newEmail,
    },
  ];
}

/** Seeded (and reset) to: only the expired tokens, an empty mailbox, no requests counted. */
export function createIdentityState({ accounts }: Pick<StateInputs, 'accounts'>): IdentityState {
  const state: IdentityState = {
    tokens: new Map(),
    mailbox: [],
    emailChangeRequests: new Map(),
    reset() {
      state.tokens.clear();
      state.mailbox.length = 0;
      state.emailChangeRequests.clear();
      const now = Date.now();
      for (const account of accounts) {
        for (const token of seedExpiredTokens(account, now)) state.tokens.set(token.token, token);
      }
    },
  };
  state.reset();
  return state;
}

/** Seconds until another e-mail change request of the account is accepted; 0 when it is now. */
export function emailChangeRetryAfter(state: IdentityState, accountId: string, now = Date.now()): number {
  const recent = (state.emailChangeRequests.get(accountId) ?? []).filter(
    (at) => at > now - EMAIL_CHANGE_WINDOW_MS,
  );
  state.emailChangeRequests.set(accountId, recent);
  if (recent.length < EMAIL_CHANGE_LIMIT) return 0;
  const oldest = recent[recent.length - EMAIL_CHANGE_LIMIT] ?? now;
  return Math.max(1, Math.ceil((oldest + EMAIL_CHANGE_WINDOW_MS - now) / 1000));
}

export interface IssueRequest {
  action: TokenAction;
  account: Pick<DemoAccount, 'accountId' | 'idpType' | 'idpSub'>;
  sentTo: string;
  newEmail?: string;
  channel: string;
  /** Origin of the app the link points at. */
  appOrigin: string;
  now?: number;
}

/** Creates a token and "sends" its e-mail (into the mailbox); counts e-mail change requests. */
export function issueToken(state: IdentityState, request: IssueRequest): ConfirmationToken {
  const now = request.now ?? Date.now();
  const token: ConfirmationToken = {
    token: randomBytes(16).toString('hex'),
    action: request.action,
    accountId: request.account.accountId,
    idpType: request.account.idpType,
    idpSub: request.account.idpSub,
    sentTo: request.sentTo,
    ...(request.newEmail === undefined ? {} : { newEmail: request.newEmail }),
    channel: request.channel,
    createdAt: now,
    usedAt: null,
  };
  if (request.action === 'emailChange')
    for (const earlier of state.tokens.values())
      if (
        earlier.action === 'emailChange' &&
        earlier.accountId === token.accountId &&
        earlier.usedAt === null
      )
        earlier.supersededAt ??= now;
  state.tokens.set(token.token, token);
  const page = PAGES[request.action];
  const link = new URL(page.path, request.appOrigin);
  link.searchParams.set('confirmation-token', token.token);
  state.mailbox.push({
    id: randomBytes(8).toString('hex'),
    to: request.sentTo,
    subject: page.subject,
    link: link.toString(),
    token: token.token,
    action: request.action,
    sentAt: isoSeconds(now),
  });
  if (request.action === 'emailChange') {
    const requests = state.emailChangeRequests.get(token.accountId) ?? [];
    requests.push(now);
    state.emailChangeRequests.set(token.accountId, requests);
  }
  return token;
}

export type TokenLookup =
  | { status: 'valid'; token: ConfirmationToken }
  | { status: 'unknown' }
  | { status: 'used'; token: ConfirmationToken }
  | { status: 'expired'; token: ConfirmationToken };

/** What a confirmation with `token` finds for this identity and action (without using it up). */
export function lookUpToken(
  state: IdentityState,
  token: string,
  action: TokenAction,
  accountId: string,
  now = Date.now(),
): TokenLookup {
  const found = state.tokens.get(token);
  if (!found || found.action !== action || found.accountId !== accountId) return { status: 'unknown' };
  if (found.usedAt !== null) return { status: 'used', token: found };
  if (now - found.createdAt > TOKEN_TTL_MS || found.supersededAt !== undefined)
    return { status: 'expired', token: found };
  return { status: 'valid', token: found };
}

export function useToken(token: ConfirmationToken, now = Date.now()): void {
  token.usedAt = now;
}

/** The messages sent to `to` (case-insensitive; every message without it), newest first. */
export function mailTo(state: IdentityState, to?: string | null): MailMessage[] {
  const wanted = to?.trim().toLowerCase();
  return state.mailbox.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
}

/** One account's tokens, messages and rate back to the seed (the console's "Reset this account"). */
export function resetAccountTokens(state: IdentityState, account: DemoAccount, now = Date.now()): void {
  const own = new Set<string>();
  for (const token of [...state.tokens.values()])
    if (token.accountId === account.accountId) {
      own.add(token.token);
      state.tokens.delete(token.token);
    }
  const kept = state.mailbox.filter((m) => !own.has(m.token));
  state.mailbox.length = 0;
  state.mailbox.push(...kept);
  state.emailChangeRequests.delete(account.accountId);
  for (const token of seedExpiredTokens(account, now)) state.tokens.set(token.token, token);
}

/** The state of a message's link: used, superseded by a newer one, expired, or unused (still works). */
export function linkState(
  token: ConfirmationToken | undefined,
  now = Date.now(),
): 'unused' | 'used' | 'superseded' | 'expired' {
  if (!token) return 'expired';
  if (token.usedAt !== null) return 'used';
  if (token.supersededAt !== undefined) return 'superseded';
  if (now - token.createdAt > TOKEN_TTL_MS) return 'expired';
  return 'unused';
}

/** The mailbox as the mock's console lists it (issue 26): each message with its link's state and account. */
export function consoleMailbox(state: IdentityState, now = Date.now()) {
  return state.mailbox.map((m) => {
    const token = state.tokens.get(m.token);
    return {
      id: m.id,
      to: m.to,
      subject: m.subject,
      kind: m.action,
      link: m.link,
      sentAt: m.sentAt,
      state: linkState(token, now),
      ...(token ? { accountId: token.accountId } : {}),
    };
  });
}
