import { describe, expect, it } from 'vitest';
import { createOidcStore } from './store';

describe('the identity provider store (issue 24)', () => {
  it('never evicts live sessions, grants or tokens for anonymous entries, and keeps the anonymous ones bounded', async () => {
    const store = createOidcStore({ anonymousLimit: 100 });
    const sessions = store.adapter('Session');
    const grants = store.adapter('Grant');
    const refreshTokens = store.adapter('RefreshToken');
    const interactions = store.adapter('Interaction');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 3600);
    await grants.upsert('g1', { accountId: 'a1' }, 3600);
    await refreshTokens.upsert('r1', { accountId: 'a1', grantId: 'g1' }, 3600);
    for (let i = 0; i < 3_000; i += 1) {
      await interactions.upsert(`i${i}`, { params: {} }, 3600);
      await sessions.upsert(`anon${i}`, { uid: `anon-uid${i}` }, 3600);
    }
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a1' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a1' });
    expect(await grants.find('g1')).toBeDefined();
    expect(await refreshTokens.find('r1')).toBeDefined();
    expect(store.size()).toEqual({ live: 3, anonymous: 100 });
    // The newest anonymous entries stay, the oldest went.
    expect(await interactions.find('i2999')).toBeDefined();
    expect(await interactions.find('i0')).toBeUndefined();
  });

  it('moves a session to the live entries when someone signs in to it', async () => {
    const store = createOidcStore({ anonymousLimit: 2 });
    const sessions = store.adapter('Session');
    await sessions.upsert('s1', { uid: 'u1' }, 3600);
    expect(store.isSignedInSession('s1')).toBe(false);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 3600);
    expect(store.isSignedInSession('s1')).toBe(true);
    for (let i = 0; i < 10; i += 1) await sessions.upsert(`anon${i}`, { uid: `x${i}` }, 3600);
    expect(await sessions.find('s1')).toBeDefined();
    expect(store.sessionsOf('a1')).toEqual(['s1']);
  });

  it('drops expired entries and what a revoked grant issued', async () => {
    let now = 0;
    const store = createOidcStore({ now: () => now });
    const codes = store.adapter('AuthorizationCode');
    const refreshTokens = store.adapter('RefreshToken');
    await codes.upsert('c1', { accountId: 'a1', grantId: 'g1' }, 60);
    await refreshTokens.upsert('r1', { accountId: 'a1', grantId: 'g1' }, 3600);
    now = 61_000;
    expect(await codes.find('c1')).toBeUndefined();
    await refreshTokens.revokeByGrantId('g1');
    expect(await refreshTokens.find('r1')).toBeUndefined();
    expect(store.size()).toEqual({ live: 0, anonymous: 0 });
  });

  it('keeps an interaction that names a revoked grant (it still has to resume)', async () => {
    const store = createOidcStore();
    const interactions = store.adapter('Interaction');
    await interactions.upsert('i1', { uid: 'i1', grantId: 'g1' }, 600);
    await store.adapter('RefreshToken').upsert('r1', { accountId: 'a1', grantId: 'g1' }, 3600);
    await store.adapter('RefreshToken').revokeByGrantId('g1');
    expect(await interactions.find('i1')).toMatchObject({ uid: 'i1' });
  });

  it('answers nothing of an account it refuses (deleted), on every lookup', async () => {
    const refused = new Set<string>();
    const store = createOidcStore({ isRefused: (id) => refused.has(id) });
    const sessions = store.adapter('Session');
    const refreshTokens = store.adapter('RefreshToken');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 3600);
    await refreshTokens.upsert('r1', { accountId: 'a1', grantId: 'g1' }, 3600);
    await sessions.upsert('s2', { uid: 'u2', accountId: 'a2' }, 3600);
    refused.add('a1');
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await refreshTokens.find('r1')).toBeUndefined();
    expect(await sessions.find('s2')).toBeDefined();
  });
});
