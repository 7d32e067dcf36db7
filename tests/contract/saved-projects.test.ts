import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

type Project = { id: string; accountId?: string; title?: string };

/** The subject (account id) of a JWT access token: the app reads the account id from it too. */
function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8') || '{}') as { sub?: string };
  if (!claims.sub) throw new Error('the access token has no subject');
  return claims.sub;
}

/** Every saved project: pages of 10 ((page - 1) * size) until totalProjectCount is reached. */
async function allProjects(token: string) {
  const accountId = subjectOf(token);
  const pages: Project[][] = [];
  let total = 0;
  do {
    const res = await call('listSavedProjects', {
      token,
      path: { accountId },
      query: { skip: pages.length * 10, limit: 10 },
    });
    expect(res.status).toBe(200);
    total = res.body.totalProjectCount;
    if (res.body.projects.length === 0) break;
    pages.push(res.body.projects);
  } while (pages.flat().length < total);
  return { pages, total };
}

describe.skipIf(!serviceConfigured('savedProjects'))('saved projects service', () => {
  describe('listSavedProjects', () => {
    it('pages 10 at a time until the total, each project once', async () => {
      const { pages, total } = await allProjects(await tokenFor());
      const ids = pages.flat().map((p) => p.id);
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      for (const page of pages) expect(page.length).toBeLessThanOrEqual(10);
    });

    it.runIf(isMock)('gives demo@ 23 projects on 3 pages and empty@ none', async () => {
      const { pages, total } = await allProjects(await tokenFor());
      expect(total).toBe(23);
      expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
      const empty = await allProjects(await tokenFor('empty@example.com'));
      expect(empty.total).toBe(0);
    });

    it.runIf(isMock)('answers 403 for another account', async () => {
      const other = subjectOf(await tokenFor('business@example.com'));
      const res = await call('listSavedProjects', { token: await tokenFor(), path: { accountId: other } });
      expect(res.status).toBe(403);
    });

    it('answers 400 for a limit over 100', async () => {
      const token = await tokenFor();
      const res = await call('listSavedProjects', {
        token,
        path: { accountId: subjectOf(token) },
        query: { limit: 101 },
      });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('listSavedProjects', { path: { accountId: 'someone' } })).status).toBe(401);
    });
  });

  describe('deleteSavedProject', () => {
    // business@ is the account no other contract test reads projects of; the mock's reset restores it.
    it.runIf(mutationsAllowed)('deletes a project: it leaves the list, a second delete is 404', async () => {
      const token = await tokenFor('business@example.com');
      const before = await allProjects(token);
      const project = before.pages.flat().at(-1);
      if (!project) return;
      const res = await call('deleteSavedProject', { token, body: project });
      expect(res.status).toBe(204);
      const after = await allProjects(token);
      expect(after.total).toBe(before.total - 1);
      expect(after.pages.flat().map((p) => p.id)).not.toContain(project.id);
      expect((await call('deleteSavedProject', { token, body: project })).status).toBe(404);
    });

    it('answers 404 for an unknown project', async () => {
      const res = await call('deleteSavedProject', {
        token: await tokenFor(),
        body: { id: '00000000-0000-4000-8000-000000000000' },
      });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)('answers 403 when the project names another account, leaving it in place', async () => {
      const business = await tokenFor('business@example.com');
      const [project] = (await allProjects(business)).pages.flat();
      const res = await call('deleteSavedProject', { token: await tokenFor(), body: project });
      expect(res.status).toBe(403);
      const still = (await allProjects(business)).pages.flat().map((p) => p.id);
      expect(still).toContain(project!.id);
    });

    it('answers 400 for a body without an id', async () => {
      const res = await call('deleteSavedProject', { token: await tokenFor(), body: { title: 'x' } });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('deleteSavedProject', { body: { id: 'x' } })).status).toBe(401);
    });
  });
});
