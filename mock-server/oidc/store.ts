/**
 * The identity provider's in-memory store (oidc-provider's adapter interface), in two tiers (issue 24, ADR 061):
 *   - live: what belongs to an account (signed-in sessions, grants, authorization codes, access and refresh
 *     tokens; every payload with an accountId). Never evicted for room: an entry goes when it expires, is
 *     destroyed, or its grant is revoked;
 *   - anonymous: what anyone can create without signing in (interactions, sessions nobody signed in to). At most
 *     `anonymousLimit` entries; the least recently written go first. A flood of anonymous `GET /oidc/auth` can
 *     only push out other anonymous entries, never a signed-in user's session or grant.
 * A session moves from anonymous to live when someone signs in to it.
 *
 * An account the lookup refuses (a deleted one) has nothing here any more: every find of an entry of that
 * account answers "not found" and drops it, whichever path asks (authorization with a session cookie, silent
 * authentication, code exchange, refresh).
 */

export interface AdapterPayload {
  accountId?: string;
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
  [member: string]: unknown;
}

/** oidc-provider's adapter interface (lib/adapters/memory_adapter.js has the reference implementation). */
export interface OidcAdapter {
  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<AdapterPayload | undefined>;
  findByUid(uid: string): Promise<AdapterPayload | undefined>;
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

export interface OidcStoreOptions {
  /** Most anonymous entries kept; default ANONYMOUS_LIMIT. */
  anonymousLimit?: number;
  /** True when the account may no longer use anything it had (deleted). Default: never. */
  isRefused?: (accountId: string) => boolean;
  now?: () => number;
}

export interface OidcStore {
  /** The `adapter` option of oidc-provider's configuration. */
  adapter: (model: string) => OidcAdapter;
  /** Ids of the signed-in sessions of an account. */
  sessionsOf(accountId: string): string[];
  /** Ids of the grants of an account. */
  grantsOf(accountId: string): string[];
  /** Whether `sessionId` names a session someone signed in to (not expired). */
  isSignedInSession(sessionId: string): boolean;
  /** Entries per tier (tests, health). */
  size(): { live: number; anonymous: number };
}

/** Anonymous entries kept at most: many sign-ins in progress at once, a few kB each. */
export const ANONYMOUS_LIMIT = 5_000;

/**
 * What a grant issues, and so what its revocation removes (oidc-provider's memory adapter: `grantable`). An
 * interaction or a session names a grant too, but outlives it: signing in as another account over a session
 * ends that session's grant (end_session.success, provider.ts) while the interaction that asked still has to
 * resume.
 */
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

interface Entry {
  model: string;
  id: string;
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity without an expiry. */
  expiresAt: number;
}

const epochSeconds = (ms: number) => Math.floor(ms / 1000);

export function createOidcStore(options: OidcStoreOptions = {}): OidcStore {
  const anonymousLimit = options.anonymousLimit ?? ANONYMOUS_LIMIT;
  const isRefused = options.isRefused ?? (() => false);
  const now = options.now ?? Date.now;
  const live = new Map<string, Entry>();
  const anonymous = new Map<string, Entry>();
  /** Session uid -> session id. */
  const sessionUids = new Map<string, string>();
  const userCodes = new Map<string, string>();
  /** Grant id -> keys of the tokens and codes issued under it. */
  const grantMembers = new Map<string, Set<string>>();
  let writesSinceSweep = 0;

  const keyOf = (model: string, id: string) => `${model}:${id}`;
  const get = (key: string) => live.get(key) ?? anonymous.get(key);

  function remove(key: string): void {
    const entry = get(key);
    if (!entry) return;
    live.delete(key);
    anonymous.delete(key);
    const { uid, userCode, grantId } = entry.payload;
    if (uid && sessionUids.get(uid) === entry.id) sessionUids.delete(uid);
    if (userCode && userCodes.get(userCode) === entry.id) userCodes.delete(userCode);
    if (grantId && GRANT_MEMBERS.has(entry.model)) {
      const members = grantMembers.get(grantId);
      members?.delete(key);
      if (members?.size === 0) grantMembers.delete(grantId);
    }
  }

  /** Expired entries go (live ones are never evicted for room, so they must go when they expire). */
  function sweep(): void {
    const at = now();
    for (const map of [live, anonymous])
      for (const [key, entry] of map) if (entry.expiresAt <= at) remove(key);
  }

  /** The entry if it is still there, not expired and not of a refused account. */
  function lookup(key: string): Entry | undefined {
    const entry = get(key);
    if (!entry) return undefined;
    const { accountId } = entry.payload;
    if (entry.expiresAt <= now() || (accountId && isRefused(accountId))) {
      remove(key);
      return undefined;
    }
    return entry;
  }

  const adapter = (model: string): OidcAdapter => ({
    async upsert(id, payload, expiresIn) {
      const key = keyOf(model, id);
      remove(key);
      const entry: Entry = {
        model,
        id,
        payload,
        expiresAt: typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity,
      };
      if (payload.accountId) {
        live.set(key, entry);
      } else {
        anonymous.set(key, entry);
        while (anonymous.size > anonymousLimit) {
          const oldest = anonymous.keys().next().value;
          if (oldest === undefined) break;
          remove(oldest);
        }
      }
      if (model === 'Session' && payload.uid) sessionUids.set(payload.uid, id);
      if (payload.userCode) userCodes.set(payload.userCode, id);
      if (payload.grantId && GRANT_MEMBERS.has(model)) {
        const members = grantMembers.get(payload.grantId) ?? new Set<string>();
        members.add(key);
        grantMembers.set(payload.grantId, members);
      }
      writesSinceSweep += 1;
      if (writesSinceSweep >= 1_000) {
        writesSinceSweep = 0;
        sweep();
      }
    },
    async find(id) {
      return lookup(keyOf(model, id))?.payload;
    },
    async findByUid(uid) {
      const id = sessionUids.get(uid);
      return id === undefined ? undefined : lookup(keyOf(model, id))?.payload;
    },
    async findByUserCode(userCode) {
      const id = userCodes.get(userCode);
      return id === undefined ? undefined : lookup(keyOf(model, id))?.payload;
    },
    async consume(id) {
      const entry = lookup(keyOf(model, id));
      if (entry) entry.payload.consumed = epochSeconds(now());
    },
    async destroy(id) {
      remove(keyOf(model, id));
    },
    async revokeByGrantId(grantId) {
      for (const key of grantMembers.get(grantId) ?? []) remove(key);
      grantMembers.delete(grantId);
    },
  });

  const idsOf = (model: string, accountId: string) => {
    const ids: string[] = [];
    for (const entry of live.values())
      if (entry.model === model && entry.payload.accountId === accountId) ids.push(entry.id);
    return ids;
  };

  return {
    adapter,
    sessionsOf: (accountId) => idsOf('Session', accountId),
    grantsOf: (accountId) => idsOf('Grant', accountId),
    isSignedInSession(sessionId) {
      const entry = live.get(keyOf('Session', sessionId));
      return entry !== undefined && entry.expiresAt > now();
    },
    size() {
      sweep();
      return { live: live.size, anonymous: anonymous.size };
    },
  };
}
