// @vitest-environment node
/**
 * The component tests' mock API: the mock's real handlers with the server's fault rules, the hold, the request
 * log and the reset after each test.
 */
import { describe, expect, it, vi } from 'vitest';
import { accountPhotos, countPhotos, deletePhotos } from '@mock/db/photos';
import { setupMockApi } from './mock-api';

const DEMO = 'demo@example.com';
const EMPTY = 'empty@example.com';
const mock = setupMockApi({ accounts: [DEMO, EMPTY] });

/** GET /photo/users as `email`, the way the app's clients call it. */
function getCounts(email: string) {
  const { origin, token } = mock.signIn(email);
  return fetch(`${origin}/photo/users`, { headers: { Authorization: `Bearer ${token}` } });
}

describe('the mock API of component tests', () => {
  it("answers with the seeded account's data and logs the request", async () => {
    const response = await getCounts(DEMO);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      photosCount: countPhotos(mock.deps.store, mock.account(DEMO).accountId),
    });
    expect(mock.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/photo/users',
        authorization: `Bearer test-token:${DEMO}`,
      }),
    ]);
  });

  describe('after each test', () => {
    const { accountId } = mock.account(DEMO);
    const seeded = countPhotos(mock.deps.store, accountId);

    it('a test changes the state and sets a rule', async () => {
      const [first] = accountPhotos(mock.deps.store, accountId, 'created');
      deletePhotos(mock.deps.store, accountId, [first!.imageId]);
      mock.faults.add({ path: '/photo/users', fault: { status: 500 } });
      expect((await getCounts(DEMO)).status).toBe(500);
      expect(countPhotos(mock.deps.store, accountId)).toBe(seeded - 1);
    });

    it('the next starts from the seed, without the rule or the requests', async () => {
      expect(countPhotos(mock.deps.store, accountId)).toBe(seeded);
      expect(mock.requests).toEqual([]);
      expect((await getCounts(DEMO)).status).toBe(200);
    });
  });

  it('applies a fault rule as many times as it says, then answers as usual', async () => {
    mock.faults.add({ method: 'GET', path: '/photo/*', times: 1, fault: { status: 503 } });
    const failed = await getCounts(DEMO);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('content-type')).toContain('application/problem+json');
    expect((await getCounts(DEMO)).status).toBe(200);
  });

  it("limits a rule to one account's token", async () => {
    mock.faults.add({ path: '/photo/users', account: EMPTY, fault: { status: 500 } });
    expect((await getCounts(DEMO)).status).toBe(200);
    expect((await getCounts(EMPTY)).status).toBe(500);
  });

  it('drops the connection for a network fault and breaks the JSON for a malformed one', async () => {
    mock.faults.add({ path: '/photo/users', times: 1, fault: { network: true } });
    await expect(getCounts(DEMO)).rejects.toThrow();
    mock.faults.add({ path: '/photo/users', times: 1, fault: { malformed: true } });
    const malformed = await getCounts(DEMO);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
  });

  it('keeps an answer back until it is released', async () => {
    const gate = mock.hold('GET', '/photo/users');
    let answered = false;
    const response = getCounts(DEMO).then((r) => {
      answered = true;
      return r;
    });
    await vi.waitFor(() => expect(mock.requests).toHaveLength(1));
    // Unheld, the mock answers this in a few milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    gate.release();
    expect((await response).status).toBe(200);
  });
});
