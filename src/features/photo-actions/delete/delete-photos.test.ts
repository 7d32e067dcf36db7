// @vitest-environment node
// The mock's photo handlers read their contract from disk: this test runs in Node, not happy-dom.
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@mock/accounts';
import { accountPhotos, countPhotos } from '@mock/db/photos';
import { problemResponse } from '@mock/http/problem';
import { DELETE_PHOTOS_MAX_RETRIES } from '../constants';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { setupMockApi } from '@/testing/mock-api';
import {
  deleteAllPhotos,
  deletePhoto,
  deletePhotos,
  DeletePhotosError,
  PARTIAL_FAILURE_MESSAGE,
  RETRIES_EXCEEDED_MESSAGE,
  RETRY_DELAY_MS,
} from './delete-photos';

const accountOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const demo = accountOf('demo@example.com');
const failing = accountOf('failing@example.com');

const mock = setupMockApi({ accounts: [demo.email, failing.email] });
const { deps, server } = mock;
const api = mock.api(demo.email);
/** Every DELETE /photos body the service received (also the failed ones). */
const requests = () =>
  mock.requests
    .filter((request) => request.method === 'DELETE' && request.path === '/photo/photos')
    .map((request) => (request.body as { photoIds: string[] }).photoIds);
const noSleep = vi.fn(async (_ms: number) => {});
afterEach(() => noSleep.mockClear());

const photoIdsOf = (accountId: string, count: number) =>
  accountPhotos(deps.store, accountId, 'dateTaken')
    .slice(0, count)
    .map((photo) => photo.imageId);
const exists = (id: string) => deps.store.byId.has(id);

/** Answers 500 to the DELETE /photos requests `fails` picks, the others reach the real handler. */
function failRequests(fails: (photoIds: string[]) => boolean) {
  server.use(
    http.delete('*/photo/photos', async ({ request }) => {
      const { photoIds } = (await request.clone().json()) as { photoIds: string[] };
      if (fails(photoIds)) return problemResponse(500, 'injected');
      return undefined;
    }),
  );
}

describe('deleting a selection', () => {
  it('sends the ids in chunks and resolves with every deleted id', async () => {
    const ids = photoIdsOf(demo.accountId, 7);
    const onDeleted = vi.fn();
    const before = countPhotos(deps.store, demo.accountId);

    await expect(
      deletePhotos({ api, photoIds: ids, chunkSize: 3, onDeleted, sleep: noSleep }),
    ).resolves.toEqual(ids);

    expect(requests()).toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6)]);
    expect(onDeleted.mock.calls).toEqual([[ids.slice(0, 3)], [ids.slice(3, 6)], [ids.slice(6)]]);
    expect(ids.some(exists)).toBe(false);
    expect(countPhotos(deps.store, demo.accountId)).toBe(before - 7);
  });

  it('sends an id selected twice once', async () => {
    const [id] = photoIdsOf(demo.accountId, 1);
    await deletePhotos({ api, photoIds: [id!, id!], sleep: noSleep });
    expect(requests()).toEqual([[id]]);
  });

  it('retries a chunk that fails twice, then succeeds, waiting longer each time', async () => {
    const ids = photoIdsOf(demo.accountId, 4);
    let failures = 0;
    failRequests(() => failures++ < 2);
    const sleep = vi.fn(async (_ms: number) => {});

    await expect(deletePhotos({ api, photoIds: ids, sleep })).resolves.toEqual(ids);

    expect(requests()).toHaveLength(3);
    expect(sleep.mock.calls).toEqual([[RETRY_DELAY_MS], [2 * RETRY_DELAY_MS]]);
    expect(ids.some(exists)).toBe(false);
  });

  it('gives up on a chunk that always fails after the retry limit, and still deletes the other chunks', async () => {
    const ids = photoIdsOf(demo.accountId, 6);
    const broken = ids.slice(2, 4);
    failRequests((photoIds) => photoIds.includes(broken[0]!));
    const onDeleted = vi.fn();

    const error = await deletePhotos({ api, photoIds: ids, chunkSize: 2, onDeleted, sleep: noSleep }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(DeletePhotosError);
    expect(error).toMatchObject({
      message: RETRIES_EXCEEDED_MESSAGE,
      reason: 'retries-exceeded',
      deleted: [...ids.slice(0, 2), ...ids.slice(4)],
      notDeleted: broken,
    });
    expect((error as Error).cause).toBeInstanceOf(RequestFailureError);
    // The first try and DELETE_PHOTOS_MAX_RETRIES more for the broken chunk; once for each other chunk.
    expect(requests().filter((body) => body.includes(broken[0]!))).toHaveLength(
      1 + DELETE_PHOTOS_MAX_RETRIES,
    );
    expect(requests()).toHaveLength(2 + 1 + DELETE_PHOTOS_MAX_RETRIES);
    expect(broken.every(exists)).toBe(true);
    expect([...ids.slice(0, 2), ...ids.slice(4)].some(exists)).toBe(false);
    expect(onDeleted.mock.calls.flat(2)).toEqual([...ids.slice(0, 2), ...ids.slice(4)]);
  });

  it('retries only the ids the service did not delete, and reports them as a partial failure', async () => {
    const ids = photoIdsOf(demo.accountId, 3);
    const notMine = photoIdsOf(failing.accountId, 1)[0]!;
    const selection = [ids[0]!, notMine, ...ids.slice(1)];

    const error = await deletePhotos({ api, photoIds: selection, sleep: noSleep }).catch((e: unknown) => e);

    expect(error).toMatchObject({
      message: PARTIAL_FAILURE_MESSAGE,
      reason: 'partial',
      deleted: ids,
      notDeleted: [notMine],
    });
    expect(requests()).toEqual([
      selection,
      ...Array.from({ length: DELETE_PHOTOS_MAX_RETRIES }, () => [notMine]),
    ]);
    expect(exists(notMine)).toBe(true);
  });

  it('does not retry a request the service refuses (4xx)', async () => {
    const ids = photoIdsOf(demo.accountId, 2);
    server.use(http.delete('*/photo/photos', () => problemResponse(400, 'refused')));

    const error = await deletePhotos({ api, photoIds: ids, sleep: noSleep }).catch((e: unknown) => e);

    expect(error).toMatchObject({ reason: 'request', deleted: [], notDeleted: ids });
    expect(noSleep).not.toHaveBeenCalled();
    expect(ids.every(exists)).toBe(true);
  });
});

describe('deleting one photo', () => {
  it('deletes it', async () => {
    const [id] = photoIdsOf(demo.accountId, 1);
    await deletePhoto({ api, photoId: id! });
    expect(exists(id!)).toBe(false);
  });

  it('fails when the service does not delete it', async () => {
    const [notMine] = photoIdsOf(failing.accountId, 1);
    await expect(deletePhoto({ api, photoId: notMine! })).rejects.toThrow(PARTIAL_FAILURE_MESSAGE);
    expect(exists(notMine!)).toBe(true);
  });

  it('fails with the request failure when the service answers an error', async () => {
    const [id] = photoIdsOf(demo.accountId, 1);
    failRequests(() => true);
    await expect(deletePhoto({ api, photoId: id! })).rejects.toBeInstanceOf(RequestFailureError);
    expect(requests()).toHaveLength(1);
    expect(exists(id!)).toBe(true);
  });
});

describe('deleting all photos', () => {
  it("deletes every photo of the account and no one else's", async () => {
    const others = countPhotos(deps.store, failing.accountId);
    await deleteAllPhotos({ api });
    expect(countPhotos(deps.store, demo.accountId)).toBe(0);
    expect(countPhotos(deps.store, failing.accountId)).toBe(others);
  });

  it('rejects when the service fails', async () => {
    server.use(http.delete('*/photo/photos/all', () => problemResponse(503, 'injected')));
    await expect(deleteAllPhotos({ api })).rejects.toMatchObject({ status: 503 });
    expect(countPhotos(deps.store, demo.accountId)).toBeGreaterThan(0);
  });
});
