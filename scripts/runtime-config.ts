// Builds the runtime /config.json the app loads before anything else.
// The Vite dev and preview servers serve it (see vite.config.ts); a real deployment ships its own file.
import { gzipSync } from 'node:zlib';
import { FEATURE_FLAGS, FLAGS_OFF_BY_DEFAULT } from '../src/shared/feature-flag-names.ts';
import { SERVICE_PREFIXES, type ServiceName } from '../src/shared/service-prefixes.ts';

// Every value can be pointed at real services with environment variables, see README "Real services".

/** PHOTO_API_URL, SHARED_ALBUMS_API_URL, ... */
export const serviceEnvVar = (name: ServiceName): string =>
  `${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_API_URL`;

export interface RuntimeConfigEnv {
  [key: string]: string | undefined;
}

export function mockOrigin(env: RuntimeConfigEnv): string {
  return (env.MOCK_URL ?? `http://localhost:${env.MOCK_PORT ?? '9090'}`).replace(/\/$/, '');
}

export function buildRuntimeConfig(env: RuntimeConfigEnv, hosts: readonly string[]) {
  const mock = mockOrigin(env);
  const wsMock = mock.replace(/^http/, 'ws');
  const services = Object.fromEntries(
    (Object.keys(SERVICE_PREFIXES) as ServiceName[]).map((name) => [
      name,
      (env[serviceEnvVar(name)] ?? `${mock}${SERVICE_PREFIXES[name]}`).replace(/\/$/, ''),
    ]),
  );
  const flagHosts = (env.FLAG_HOSTS ?? hosts.join(',')).split(',').filter(Boolean);
  return {
    environment: env.APP_ENVIRONMENT ?? 'local',
    services,
    push: {
      activation: env.PUSH_ACTIVATION_URL ?? `${wsMock}/push/activation`,
      downloads: env.PUSH_DOWNLOADS_URL ?? `${wsMock}/push/downloads`,
    },
    auth: {
      authority: env.OIDC_AUTHORITY ?? `${mock}/oidc`,
      clientId: env.OIDC_CLIENT_ID ?? 'account-area',
      scope: env.OIDC_SCOPE ?? 'openid email profile offline_access',
    },
    // Three URLs, one per channel group (features/import/qr/qr-upload-url.ts). Locally they point at the mock's
    // origin, which serves no upload page there: a phone could not reach localhost anyway.
    qrCodeUploadBaseUrl:
      env.QR_CODE_UPLOAD_BASE_URL ??
      ['albelli', 'bonusprint', 'hofmann'].map((group) => `${mock}/qr-upload/${group}`).join(','),
    // The vendors' scripts; locally the mock's small stand-ins (mock-server/vendor/), never the network.
    thirdPartyScripts: {
      consent: env.CONSENT_SCRIPT_URL ?? `${mock}/vendor/consent.js`,
      chat: env.CHAT_SCRIPT_URL ?? `${mock}/vendor/chat.js`,
      feedbackSurvey: env.FEEDBACK_SURVEY_SCRIPT_URL ?? `${mock}/vendor/feedback-survey.js`,
      sessionTracking: env.SESSION_TRACKING_SCRIPT_URL ?? `${mock}/vendor/session-tracking.js`,
      analytics: env.ANALYTICS_SCRIPT_URL ?? `${mock}/vendor/analytics.js`,
      abTest: env.AB_TEST_SCRIPT_URL ?? `${mock}/vendor/ab-test.js`,
    },
    featureFlags: Object.fromEntries(
      FEATURE_FLAGS.map((flag) => [flag, FLAGS_OFF_BY_DEFAULT.includes(flag) ? [] : flagHosts]),
    ),
  };
}

/**
 * Node middleware answering GET /config.json from the environment (used by Vite and by the contract tests). Gzipped
 * when the client accepts it, as a deployment serves its static files (Vite compresses everything else it serves
 * but not what a middleware answers): the start script waits for this file before the first data requests.
 */
export function runtimeConfigHandler(env: RuntimeConfigEnv, hosts: readonly string[]) {
  return (
    req: { headers: Record<string, string | string[] | undefined> },
    res: { setHeader(name: string, value: string): void; end(body: string | Uint8Array): void },
  ) => {
    const body = JSON.stringify(buildRuntimeConfig(env, hosts));
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return res.end(body);
    res.setHeader('Content-Encoding', 'gzip');
    res.end(gzipSync(body));
  };
}
