import { describe, expect, it } from 'vitest';
import { call } from './lib/client';
import { serviceConfigured } from './lib/target';

describe.skipIf(!serviceConfigured('app'))("the app's static files", () => {
  it('getAppConfig: answers the runtime configuration', async () => {
    const res = await call('getAppConfig');
    expect(res.status).toBe(200);
    expect(res.body.services.photo).toMatch(/^https?:\/\//);
  });

  it('getLocaleMessages: answers the en-GB messages', async () => {
    const res = await call('getLocaleMessages', { path: { locale: 'en-GB' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).length).toBeGreaterThan(0);
  });

  it('getLocaleMessages: answers 404 for a locale that is not shipped', async () => {
    const res = await call('getLocaleMessages', { path: { locale: 'xx-XX' } });
    expect(res.status).toBe(404);
  });
});
