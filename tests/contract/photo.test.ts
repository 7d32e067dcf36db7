import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, serviceConfigured, tokenFor } from './lib/target';

describe.skipIf(!serviceConfigured('photo'))('photo service', () => {
  describe('getUserCounts', () => {
    it('answers the counts of the signed-in user', async () => {
      const res = await call('getUserCounts', { token: await tokenFor() });
      expect(res.status).toBe(200);
      expect(res.body.photosCount).toBeGreaterThanOrEqual(0);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('getUserCounts');
      expect(res.status).toBe(401);
      expect(res.contentType).toBe('application/problem+json');
    });
  });

  describe('getTimeline', () => {
    it('answers a map of year to month to count', async () => {
      const res = await call('getTimeline', { token: await tokenFor() });
      expect(res.status).toBe(200);
      for (const [year, months] of Object.entries<Record<string, number>>(res.body)) {
        expect(year).toMatch(/^\d{4}$/);
        for (const count of Object.values(months)) expect(count).toBeGreaterThanOrEqual(0);
      }
    });

    it.runIf(isMock)('counts every photo of the demo account, undated ones under 1970/1', async () => {
      const token = await tokenFor();
      const [timeline, counts] = await Promise.all([
        call('getTimeline', { token }),
        call('getUserCounts', { token }),
      ]);
      const total = Object.values<Record<string, number>>(timeline.body)
        .flatMap((months) => Object.values(months))
        .reduce((a, b) => a + b, 0);
      expect(total).toBe(counts.body.photosCount);
      expect(timeline.body['1970']?.['1']).toBeGreaterThan(0);
    });

    it.runIf(isMock)('answers an empty map for an account without photos', async () => {
      const res = await call('getTimeline', { token: await tokenFor('empty@example.com') });
      expect(res.body).toEqual({});
    });

    it('answers 401 with a token that is not valid', async () => {
      const res = await call('getTimeline', { token: 'not-a-token' });
      expect(res.status).toBe(401);
    });
  });

  describe('getTimelineMonth', () => {
    async function firstMonth(token: string) {
      const timeline = await call('getTimeline', { token });
      const year = Object.keys(timeline.body).sort().reverse()[0]!;
      const month = Object.keys(timeline.body[year]).sort((a, b) => Number(b) - Number(a))[0]!;
      return { year, month, count: timeline.body[year][month] as number };
    }

    it('pages through a month with the cursor, each photo once', async () => {
      const token = await tokenFor();
      const { year, month, count } = await firstMonth(token);
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const res = await call('getTimelineMonth', {
          token,
          path: { year, month },
          query: { limit: 24, cursor, sortKey: 'dateTaken', sortOrder: 'desc' },
        });
        expect(res.status).toBe(200);
        expect(res.body.images.length).toBeLessThanOrEqual(24);
        for (const image of res.body.images) seen.add(image.imageId);
        cursor = res.body.cursor ?? undefined;
      } while (cursor);
      expect(seen.size).toBe(count);
    });

    it('orders by dateTaken, newest first', async () => {
      const token = await tokenFor();
      const { year, month } = await firstMonth(token);
      const res = await call('getTimelineMonth', {
        token,
        path: { year, month },
        query: { limit: 100, sortKey: 'dateTaken', sortOrder: 'desc' },
      });
      const dates = res.body.images.map((i: { dateTaken: string }) => i.dateTaken);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('answers 400 naming the field when the limit is out of range', async () => {
      const res = await call('getTimelineMonth', {
        token: await tokenFor(),
        path: { year: 2025, month: 1 },
        query: { limit: 100000 },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('limit');
    });

    it('answers 400 for a month that does not exist', async () => {
      const res = await call('getTimelineMonth', {
        token: await tokenFor(),
        path: { year: 2025, month: 13 },
      });
      expect(res.status).toBe(400);
    });

    it('answers 401 without a bearer token', async () => {
      const res = await call('getTimelineMonth', { path: { year: 2025, month: 1 } });
      expect(res.status).toBe(401);
    });
  });
});
