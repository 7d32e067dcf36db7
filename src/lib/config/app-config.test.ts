import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadAppConfig, parseAppConfig } from './app-config';

const valid = {
  environment: 'local',
  services: { photo: 'http://localhost:9090/photo', customer: 'http://localhost:9090/customer' },
  push: {
    activation: 'ws://localhost:9090/push/activation',
    downloads: 'ws://localhost:9090/push/downloads',
  },
  auth: { authority: 'http://localhost:9090/oidc', clientId: 'account-area', scope: 'openid' },
  featureFlags: { PhotoManagementTimelineViewEnabled: ['localhost'] },
};

const respond =
  (body: unknown, status = 200) =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('loading the runtime configuration', () => {
  it('accepts a configuration that matches the contract', async () => {
    await expect(loadAppConfig(respond(valid))).resolves.toEqual(valid);
  });

  it('takes the configuration the start script already fetched, parsed the same way', async () => {
    const notCalled = async (): Promise<Response> => {
      throw new Error('fetched again');
    };
    await expect(loadAppConfig(notCalled, Promise.resolve(valid))).resolves.toEqual(valid);
  });

  it('fetches the configuration again when the start script’s copy failed or does not parse', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadAppConfig(respond(valid), Promise.reject(new Error('offline')))).resolves.toEqual(valid);
    await expect(loadAppConfig(respond(valid), Promise.resolve({ environment: 1 }))).resolves.toEqual(valid);
  });

  it('rejects a configuration without the photo service', () => {
    const { photo: _photo, ...services } = valid.services;
    expect(() => parseAppConfig({ ...valid, services })).toThrow(ConfigError);
  });

  it('names the offending field when a service URL is not a URL', () => {
    expect(() => parseAppConfig({ ...valid, services: { photo: 'not a url' } })).toThrow(/services\.photo/);
  });

  it('rejects an empty client id and a flag list with an empty host name', () => {
    expect(() => parseAppConfig({ ...valid, auth: { ...valid.auth, clientId: '' } })).toThrow(ConfigError);
    expect(() => parseAppConfig({ ...valid, featureFlags: { X: [''] } })).toThrow(ConfigError);
  });

  it('fails with a ConfigError when the file is missing or not JSON', async () => {
    await expect(loadAppConfig(respond({ title: 'Not Found' }, 404))).rejects.toThrow(ConfigError);
    await expect(loadAppConfig(respond('<html>'))).rejects.toThrow(/not JSON/);
  });

  it('fails with a ConfigError when the network is down', async () => {
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadAppConfig(offline)).rejects.toThrow(ConfigError);
  });
});
