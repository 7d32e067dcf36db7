/**
 * Where the contract tests send their requests.
 *   mock (default): the mock server started by global-setup.ts, with real tokens from its OIDC provider.
 *   real (CONTRACT_TARGET=real): CONTRACT_<SERVICE>_URL per service (e.g. CONTRACT_PHOTO_URL) and CONTRACT_TOKEN.
 *     Services without a URL are skipped; mutating cases run only with CONTRACT_MUTATIONS=1.
 */
import { inject } from 'vitest';
import { signInOverHttp } from '../../helpers/sign-in';

export const TARGET = process.env.CONTRACT_TARGET === 'real' ? 'real' : 'mock';
export const isMock = TARGET === 'mock';
/** Cases that change server state run against the mock always, against real services only on request. */
export const mutationsAllowed = isMock || process.env.CONTRACT_MUTATIONS === '1';

const envName = (service: string) =>
  `CONTRACT_${service.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;

export function mockUrl(): string {
  return inject('mockUrl');
}

/** Base URL of a service (config.json spelling) plus the spec's server path; undefined when not configured. */
export function baseUrl(service: string, serverPath: string): string | undefined {
  if (isMock) return service === 'app' ? inject('appConfigOrigin') : `${mockUrl()}${serverPath}`;
  return process.env[envName(service)]?.replace(/\/$/, '');
}

export function serviceConfigured(service: string): boolean {
  return isMock || Boolean(process.env[envName(service)]);
}

const tokens = new Map<string, Promise<string>>();

/**
 * A bearer token for a demo account (mock: a real sign-in through the mock's identity provider).
 * Against real services there is one account, CONTRACT_TOKEN; scenario-specific cases are skipped there.
 */
export function tokenFor(email = 'demo@example.com'): Promise<string> {
  if (!isMock) {
    const token = process.env.CONTRACT_TOKEN;
    if (!token) throw new Error('CONTRACT_TOKEN is required with CONTRACT_TARGET=real');
    return Promise.resolve(token);
  }
  let token = tokens.get(email);
  if (!token) {
    token = signInOverHttp(`${mockUrl()}/oidc`, email).then((t) => t.accessToken);
    tokens.set(email, token);
  }
  return token;
}

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
    coverageDir: string;
    appConfigOrigin: string;
  }
}
