// The HTTP security headers of the app, in ONE place: the Vite dev server and the preview server send them
// (scripts/serve-guard.ts), and a deployment prints them for its own config.json and build with
//   npx tsx scripts/security-headers.ts <config.json> [dist]
// (docs/deployment.md). The Content-Security-Policy allows exactly the app's own origin, the origins the runtime
// configuration names (services, push sockets, identity provider: the mock's origin locally; the vendor script
// stand-ins are served from there too) and the inline scripts of index.html by their SHA-256 hashes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the headers depend on from config.json (AppConfig in openapi/services/app-static.yaml). */
export interface SecurityConfig {
  services: Record<string, string>;
  push: Record<string, string>;
  auth: { authority: string };
  /** Origins of the third-party scripts (chat, cookie consent, survey); default: the services' origins. */
  scriptOrigins?: readonly string[];
}

export interface SecurityHeaderOptions {
  /** 'sha256-...' of each inline script of index.html (dist/.vite/csp-hashes.json). */
  scriptHashes: readonly string[];
  /** The Vite dev server: its client injects <style> elements (HMR), so style-src allows inline styles. */
  dev?: boolean;
}

/**
 * The `<style>` elements react-aria adds to the page by itself (react-aria/dist/private/interactions/usePress and
 * overlays/usePreventScroll, as of react-aria-components 1.22): the press handling's `touch-action` and, on iOS,
 * the modal's `overscroll-behavior`. A `style-src` without them blocks both and logs a violation on every page with
 * a button (issue 21). They are allowed by their hashes, not with 'unsafe-inline'; security-headers.test.ts fails
 * when an upgrade changes their text.
 */
export const LIBRARY_INLINE_STYLES: readonly string[] = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/** `'sha256-…'` of each of LIBRARY_INLINE_STYLES. */
export function libraryStyleHashes(hash: (code: string) => string): string[] {
  return LIBRARY_INLINE_STYLES.map((style) => `'sha256-${hash(style)}'`);
}

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Base64 SHA-256 of a script's or style's text, as a CSP hash source takes it. */
export const sha256 = (code: string) => createHash('sha256').update(code).digest('base64');

const origins = (urls: Iterable<string>) => [
  ...new Set([...urls].map(originOf).filter((o): o is string => o !== undefined)),
];

/** The Content-Security-Policy of index.html. */
export function contentSecurityPolicy(config: SecurityConfig, options: SecurityHeaderOptions): string {
  const services = origins(Object.values(config.services));
  const push = origins(Object.values(config.push));
  const authority = origins([config.auth.authority]);
  const scripts = config.scriptOrigins ? origins(config.scriptOrigins) : services;
  const hashes = options.scriptHashes.map((h) => (h.startsWith("'") ? h : `'${h}'`));
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...scripts]],
    // Dev: Vite's client adds the CSS as <style> elements ('unsafe-inline'; a hash beside it would switch it off).
    ['style-src', ["'self'", ...(options.dev ? ["'unsafe-inline'"] : libraryStyleHashes(sha256))]],
    ['img-src', ["'self'", 'data:', 'blob:', ...services]],
    ['connect-src', ["'self'", ...new Set([...services, ...push, ...authority])]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...authority]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Headers every response of the app carries. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** The headers of the HTML document (index.html, for every app route). */
export function htmlSecurityHeaders(
  config: SecurityConfig,
  options: SecurityHeaderOptions,
): Record<string, string> {
  return {
    ...COMMON_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(config, options),
  };
}

/** `'sha256-…'` of each inline script (no src) in an HTML document. */
export function inlineScriptHashes(html: string, hash: (code: string) => string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${hash(match[1] ?? '')}'`,
  );
}

/** The hashes the build wrote (start-script-plugin.ts). */
export function readBuildScriptHashes(outDir: string): string[] {
  const file = path.join(outDir, '.vite/csp-hashes.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { 'script-src'?: unknown };
  const hashes = parsed['script-src'];
  if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === 'string'))
    throw new Error(`${file}: no script-src hashes`);
  return hashes as string[];
}

// CLI: print the headers for a deployment's config.json and build.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [configFile, outDir = 'dist'] = process.argv.slice(2);
  if (!configFile) {
    console.error('usage: npx tsx scripts/security-headers.ts <config.json> [dist]');
    process.exit(2);
  }
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as SecurityConfig;
  const headers = htmlSecurityHeaders(config, { scriptHashes: readBuildScriptHashes(outDir) });
  for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
}
