import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, LIBRARY_INLINE_STYLES } from './security-headers.ts';

const require = createRequire(import.meta.url);
const reactAria = path.dirname(require.resolve('react-aria/package.json'));

/** The text a react-aria module puts into its <style> element, with its constants filled in (as the browser sees it). */
function injectedStyle(file: string): string {
  const source = readFileSync(path.join(reactAria, 'dist/private', file), 'utf8');
  const template = /style\.textContent = `([\s\S]*?)`/.exec(source)?.[1];
  if (template === undefined) throw new Error(`${file}: no style.textContent`);
  const filled = template.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
    const value = new RegExp(`const ${name.replace(/\$/g, '\\$')} = '([^']*)'`).exec(source)?.[1];
    if (value === undefined) throw new Error(`${file}: no value for ${name}`);
    return value;
  });
  return filled.trim();
}

const config = {
  services: { photo: 'http://localhost:9090/photo' },
  push: {},
  auth: { authority: 'http://localhost:9090/oidc' },
};

describe("the app's Content-Security-Policy and react-aria's own <style> elements", () => {
  it.each(['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs'])(
    'allows the style %s adds, by its hash (an upgrade that changes it fails here)',
    (file) => {
      expect(LIBRARY_INLINE_STYLES).toContain(injectedStyle(file));
    },
  );

  it('names a hash per library style in the built app, and keeps unsafe-inline alone on the dev server', () => {
    const built = /style-src ([^;]+)/.exec(contentSecurityPolicy(config, { scriptHashes: [] }))?.[1] ?? '';
    expect(built.split(' ').filter((v) => v.startsWith("'sha256-"))).toHaveLength(
      LIBRARY_INLINE_STYLES.length,
    );
    expect(built).toContain("'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
    expect(built).not.toContain('unsafe-inline');
    const dev = /style-src ([^;]+)/.exec(contentSecurityPolicy(config, { scriptHashes: [], dev: true }))?.[1];
    expect(dev).toBe("'self' 'unsafe-inline'");
  });
});
