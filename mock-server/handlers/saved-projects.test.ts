import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts';
import { getAccountPhoto } from '../db/photos';
import { generateAccountProjects } from '../db/saved-projects';
import { testHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createSavedProjectsHandlers } from './saved-projects';

// Every response is checked against the contract (a mismatch answers 500).
process.env.MOCK_VALIDATE_RESPONSES = '1';

const API = 'http://api.test/saved-projects';
const PUBLIC_URL = 'http://mock.test';
const [demo, empty, business] = ['demo@example.com', 'empty@example.com', 'business@example.com'].map(
  (email) => {
    const account = DEMO_ACCOUNTS.find((a) => a.email === email);
    if (!account) throw new Error(`no demo account ${email}`);
    return account;
  },
) as [(typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number]];

const deps = testHandlerDeps({ accounts: [demo, empty, business], publicUrl: PUBLIC_URL });
const api = setupHandlerServer(createSavedProjectsHandlers(deps), { base: API, deps });

type Project = { id: string; accountId: string; title: string; thumbnailUrl?: string; updated: string };

const request = (method: string, path: string, email: string | null = demo.email, body?: unknown) =>
  api.call(method, path, { as: email, body });

async function allPages(email = demo.email, accountId = demo.accountId) {
  const pages: { projects: Project[]; totalProjectCount: number }[] = [];
  let total = Infinity;
  for (let page = 1; (page - 1) * 10 < total; page++) {
    const res = await request('GET', `/api/v2/projects/${accountId}?skip=${(page - 1) * 10}&limit=10`, email);
    expect(res.status).toBe(200);
    total = res.body.totalProjectCount;
    pages.push(res.body);
  }
  return pages;
}

describe('GET /api/v2/projects/{accountId}', () => {
  it('pages demo@ 23 projects 10 at a time (3 pages), most recently updated first, each once', async () => {
    const pages = await allPages();
    expect(pages.map((p) => p.projects.length)).toEqual([10, 10, 3]);
    const projects = pages.flatMap((p) => p.projects);
    expect(new Set(projects.map((p) => p.id)).size).toBe(23);
    const updated = projects.map((p) => p.updated);
    expect(updated).toEqual([...updated].sort().reverse());
    for (const p of projects) expect(p.accountId).toBe(demo.accountId);
  });

  it('uses page size 10 by default and the same seed every time', async () => {
    const res = await request('GET', `/api/v2/projects/${demo.accountId}`);
    expect(res.body.projects).toHaveLength(10);
    expect(res.body.projects.map((p: Project) => p.id)).toEqual(
      generateAccountProjects(demo)
        .slice(0, 10)
        .map((p) => p.id),
    );
  });

  it('covers each project with one of the account photos (a real image URL)', async () => {
    const res = await request('GET', `/api/v2/projects/${demo.accountId}`);
    for (const project of res.body.projects as Project[]) {
      const imageId = /\/images\/([^/]+)\/300\.jpg$/.exec(project.thumbnailUrl ?? '')?.[1];
      expect(imageId).toBeDefined();
      expect(getAccountPhoto(deps.store, demo.accountId, decodeURIComponent(imageId!))).toBeDefined();
    }
  });

  it('answers empty@ with no projects', async () => {
    const res = await request('GET', `/api/v2/projects/${empty.accountId}`, empty.email);
    expect(res.body).toEqual({ projects: [], totalProjectCount: 0 });
  });

  it('answers 403 for another account, 400 for a bad limit, 401 without a token', async () => {
    const other = await request('GET', `/api/v2/projects/${business.accountId}`);
    expect(other.status).toBe(403);
    expect(other.contentType).toBe('application/problem+json');
    expect((await request('GET', `/api/v2/projects/${demo.accountId}?limit=101`)).status).toBe(400);
    expect((await request('GET', `/api/v2/projects/${demo.accountId}`, null)).status).toBe(401);
  });
});

describe('DELETE /api/v2/project', () => {
  it('removes the project (with or without the trailing slash); the reset brings it back', async () => {
    const [first, second] = (await allPages())[0]!.projects;
    expect((await request('DELETE', '/api/v2/project', demo.email, first)).status).toBe(204);
    expect((await request('DELETE', '/api/v2/project/', demo.email, { id: second!.id })).status).toBe(204);
    const after = (await allPages()).flatMap((p) => p.projects);
    expect(after).toHaveLength(21);
    expect(after.map((p) => p.id)).not.toContain(first!.id);
    expect((await request('DELETE', '/api/v2/project', demo.email, first)).status).toBe(404);
    deps.reset();
    expect((await allPages()).flatMap((p) => p.projects)).toHaveLength(23);
  });

  it('answers 404 for another account project and 403 when the body names another account', async () => {
    const [project] = (await allPages(business.email, business.accountId))[0]!.projects;
    expect((await request('DELETE', '/api/v2/project', demo.email, { id: project!.id })).status).toBe(404);
    expect((await request('DELETE', '/api/v2/project', demo.email, project)).status).toBe(403);
    expect((await allPages(business.email, business.accountId))[0]!.totalProjectCount).toBe(4);
  });

  it('answers 400 without an id and 401 without a token', async () => {
    const res = await request('DELETE', '/api/v2/project', demo.email, { title: 'x' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('id');
    expect((await request('DELETE', '/api/v2/project', null, { id: 'x' })).status).toBe(401);
  });
});

describe('the editor page at editUrl (not part of the contract)', () => {
  it('names the project, and is gone once the project is deleted', async () => {
    const [project] = (await allPages())[0]!.projects;
    const editUrl = (project as Project & { editUrl: string }).editUrl;
    expect(editUrl).toBe(`${PUBLIC_URL}/editor/projects/${project!.id}`);
    const page = await fetch(editUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`<h1>${project!.title.replace(/'/g, '&#39;')}</h1>`);
    expect((await request('DELETE', '/api/v2/project', demo.email, project)).status).toBe(204);
    expect((await fetch(editUrl)).status).toBe(404);
  });
});
