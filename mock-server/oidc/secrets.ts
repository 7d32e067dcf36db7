/** The provider's signing key and cookie secrets, generated once per cache directory outside the checkout. */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The signing key and cookie secrets live outside the checkout (issue 12: a file under the project root could be
 * served by a dev server): `MOCK_KEY_DIR`, else a per-checkout folder in the system's temporary directory.
 */
export function defaultKeyCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MOCK_KEY_DIR) return env.MOCK_KEY_DIR;
  const checkout = fileURLToPath(new URL('../..', import.meta.url));
  const id = createHash('sha256').update(checkout).digest('hex').slice(0, 12);
  return path.join(tmpdir(), `photo-account-area-${id}`, 'oidc');
}

export interface SigningJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  [member: string]: string;
}

export interface CachedSecrets {
  signingKey: SigningJwk;
  cookieKeys: string[];
}

export function loadOrCreateSecrets(dir: string): CachedSecrets {
  const file = path.join(dir, 'secrets.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CachedSecrets;
  } catch {
    // Not there yet (or unreadable): create it below.
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, string>;
  const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
  const secrets: CachedSecrets = {
    signingKey: { ...jwk, kty: 'RSA', kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  // Written under a temporary name and linked into place: never a half-written file, and when two
  // processes race, the first one wins and the other reads its file.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  try {
    linkSync(temp, file);
    return secrets;
  } catch {
    return JSON.parse(readFileSync(file, 'utf8')) as CachedSecrets;
  } finally {
    rmSync(temp, { force: true });
  }
}

export function publicJwk(jwk: SigningJwk) {
  return { kty: jwk.kty, kid: jwk.kid, alg: jwk.alg, use: jwk.use, n: jwk.n, e: jwk.e };
}
