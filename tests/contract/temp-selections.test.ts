/**
 * Contract of the temporary selections service: storing a selection of the caller's photos for the prints
 * editor and reading it back by id.
 */
import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

/** Ids of some photos of the caller: the newest month of the timeline. */
async function photoIds(token: string, count: number): Promise<string[]> {
  const timeline = await call('getTimeline', { token });
  const year = Object.keys(timeline.body).sort().reverse()[0]!;
  const month = Object.keys(timeline.body[year]).sort((a, b) => Number(b) - Number(a))[0]!;
  const page = await call('getTimelineMonth', { token, path: { year, month }, query: { limit: count } });
  return page.body.images.map((image: { imageId: string }) => image.imageId);
}

describe.skipIf(!serviceConfigured('tempSelections'))('temp selections service', () => {
  describe('createTempSelection', () => {
    it.runIf(mutationsAllowed)('stores the selection and answers its id', async () => {
      const token = await tokenFor();
      const res = await call('createTempSelection', { token, body: { photoIds: await photoIds(token, 3) } });
      expect(res.status).toBe(201);
      expect(res.body.tempSelectionId).toEqual(expect.any(String));
    });

    it('answers 400 for an empty selection', async () => {
      const res = await call('createTempSelection', { token: await tokenFor(), body: { photoIds: [] } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('photoIds');
    });

    it.runIf(isMock)("answers 400 naming photo ids that are not the caller's", async () => {
      const [foreign] = await photoIds(await tokenFor('critical@example.com'), 1);
      const res = await call('createTempSelection', {
        token: await tokenFor(),
        body: { photoIds: [foreign] },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('body.photoIds.0');
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('createTempSelection', { body: { photoIds: ['a'] } })).status).toBe(401);
    });
  });

  describe('getTempSelection', () => {
    it.runIf(mutationsAllowed)('answers the photo ids of a stored selection, in order', async () => {
      const token = await tokenFor();
      const ids = (await photoIds(token, 4)).reverse();
      const created = await call('createTempSelection', { token, body: { photoIds: ids } });
      const res = await call('getTempSelection', { token, path: { id: created.body.tempSelectionId } });
      expect(res.status).toBe(200);
      expect(res.body.photoIds).toEqual(ids);
    });

    it.runIf(isMock)("answers 404 for another account's selection", async () => {
      const token = await tokenFor();
      const created = await call('createTempSelection', {
        token,
        body: { photoIds: await photoIds(token, 1) },
      });
      const res = await call('getTempSelection', {
        token: await tokenFor('empty@example.com'),
        path: { id: created.body.tempSelectionId },
      });
      expect(res.status).toBe(404);
    });

    it('answers 404 for an unknown selection', async () => {
      const res = await call('getTempSelection', {
        token: await tokenFor(),
        path: { id: 'no-such-selection' },
      });
      expect(res.status).toBe(404);
    });

    it('answers 401 without a bearer token', async () => {
      expect((await call('getTempSelection', { path: { id: 'x' } })).status).toBe(401);
    });
  });
});
