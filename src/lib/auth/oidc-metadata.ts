/**
 * The identity provider's discovery document, remembered from the last visit (issue 23 "Slow network"): a customer
 * whose access token expired while the refresh token is valid got new tokens only after two round trips one after
 * the other (discovery, then the token endpoint), and the page's calls waited for both. With the document
 * remembered the refresh is one round trip. A remembered document that no longer works (the provider moved an
 * endpoint) is forgotten and the attempt made again with discovery (`withRememberedMetadata`).
 */
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type OidcMetadata = Record<string, unknown>;

export const OIDC_METADATA_KEY = 'auth.oidcMetadata.v1';

/** The document remembered for this authority (its issuer and token endpoint present), else undefined. */
export function rememberedMetadata(storage: StorageLike, authority: string): OidcMetadata | undefined {
  try {
    const value = JSON.parse(storage.getItem(OIDC_METADATA_KEY) ?? 'null') as {
      authority?: unknown;
      metadata?: OidcMetadata;
    } | null;
    const metadata = value?.authority === authority ? value.metadata : undefined;
    return typeof metadata?.issuer === 'string' && typeof metadata.token_endpoint === 'string'
      ? metadata
      : undefined;
  } catch {
    return undefined;
  }
}

export function rememberMetadata(storage: StorageLike, authority: string, metadata: OidcMetadata): void {
  try {
    storage.setItem(OIDC_METADATA_KEY, JSON.stringify({ authority, metadata }));
  } catch {
    // Storage full or blocked: the next visit asks for the document again.
  }
}

export function forgetMetadata(storage: StorageLike): void {
  try {
    storage.removeItem(OIDC_METADATA_KEY);
  } catch {
    // Blocked: nothing was remembered either.
  }
}

/** The identity provider refused the grant (an ended session): another discovery would not change its answer. */
export function isGrantRefused(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { error?: unknown }).error === 'invalid_grant'
  );
}

/**
 * Runs `attempt` with the remembered document (no discovery), and once more with discovery (`undefined`) when that
 * failed for another reason than a refused grant; the document the successful attempt used is remembered.
 */
export async function withRememberedMetadata<T>(
  storage: StorageLike,
  authority: string,
  attempt: (metadata: OidcMetadata | undefined) => Promise<{ result: T; metadata: OidcMetadata }>,
): Promise<T> {
  const remembered = rememberedMetadata(storage, authority);
  let outcome: { result: T; metadata: OidcMetadata };
  try {
    outcome = await attempt(remembered);
  } catch (error) {
    if (!remembered || isGrantRefused(error)) throw error;
    forgetMetadata(storage);
    outcome = await attempt(undefined);
  }
  rememberMetadata(storage, authority, outcome.metadata);
  return outcome.result;
}
