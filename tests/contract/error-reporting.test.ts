import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { isMock, mockUrl, serviceConfigured } from './lib/target';

const report = {
  message: 'Request failure',
  correlationId: 'c0ffee00-0000-4000-8000-00000000c0de',
  status: 503,
  method: 'GET',
  url: 'http://localhost:9090/downloads-api/downloads',
  action: 'query downloads,list',
  page: '/downloads',
  channel: 'bonusprint-gb',
  occurredAt: '2026-11-25T10:15:00Z',
};

describe.skipIf(!serviceConfigured('errorReporting'))('error-reporting service', () => {
  describe('reportError', () => {
    it('accepts a report of a failed call anonymously', async () => {
      const res = await call('reportError', { body: report });
      expect(res.status).toBe(202);
    });

    it.runIf(isMock)('keeps the report where a developer reads it, by correlation id', async () => {
      await call('reportError', { body: report });
      const kept = await fetch(`${mockUrl()}/__mock/error-reports?correlationId=${report.correlationId}`);
      expect(await kept.json()).toContainEqual(expect.objectContaining(report));
    });

    it('answers 400 for a report without a message', async () => {
      const res = await call('reportError', { body: { ...report, message: '' } });
      expect(res.status).toBe(400);
    });
  });
});
