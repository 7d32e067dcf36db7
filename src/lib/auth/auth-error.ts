/** A sign-in, callback, refresh or sign-out failure. Its message carries the spec's 'Auth Error: ' prefix. */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(cause: unknown) {
    super(`Auth Error: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
