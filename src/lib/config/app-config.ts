import { z } from 'zod/mini';
import type { components } from '@/api/generated/app-static';

/** Runtime configuration, `AppConfig` of openapi/services/app-static.yaml (parsed, so never trusted blindly). */
export type AppConfig = components['schemas']['AppConfig'];

const url = z.url();

export const appConfigSchema = z.object({
  environment: z.string(),
  services: z.catchall(z.object({ photo: url }), url),
  push: z.object({ activation: url, downloads: url }),
  auth: z.object({
    authority: url,
    clientId: z.string().check(z.minLength(1)),
    scope: z.string().check(z.minLength(1)),
    channelAuthorities: z.optional(z.record(z.string(), url)),
  }),
  // Checked where it is used (features/import/qr): a bad value shows its error in the QR-code tab, the app still starts.
  qrCodeUploadBaseUrl: z.optional(z.string()),
  // Checked where they load (src/lib/third-party): a bad URL is not loaded, the app still starts.
  thirdPartyScripts: z.optional(
    z.object({
      consent: z.optional(z.string()),
      chat: z.optional(z.string()),
      feedbackSurvey: z.optional(z.string()),
      sessionTracking: z.optional(z.string()),
      analytics: z.optional(z.string()),
      abTest: z.optional(z.string()),
    }),
  ),
  featureFlags: z.record(z.string(), z.array(z.string().check(z.minLength(1)))),
}) satisfies z.ZodMiniType<AppConfig>;

/** /config.json could not be fetched or does not match the contract. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseAppConfig(json: unknown): AppConfig {
  const result = appConfigSchema.safeParse(json);
  if (!result.success) throw new ConfigError(`Invalid /config.json:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Loads /config.json; the app loads it before anything else (authentication needs it). `started`: the JSON the
 * start script already fetched (ADR 012), parsed the same way; fetched again when it failed or did not parse.
 */
export async function loadAppConfig(
  fetchImpl: typeof fetch = fetch,
  started?: Promise<unknown>,
): Promise<AppConfig> {
  if (started) {
    try {
      return parseAppConfig(await started);
    } catch (error) {
      console.warn('The start script could not load /config.json; loading it again', error);
    }
  }
  let response: Response;
  try {
    response = await fetchImpl('/config.json', {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new ConfigError('Could not fetch /config.json', { cause: error });
  }
  if (!response.ok) throw new ConfigError(`Could not fetch /config.json: ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new ConfigError('/config.json is not JSON', { cause: error });
  }
  return parseAppConfig(json);
}
