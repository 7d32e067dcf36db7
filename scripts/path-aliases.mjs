// The path aliases of the whole repository, from their one source: tsconfig.json's `compilerOptions.paths`.
// Vite (dev server and build), Vitest and the import-boundaries check read them here, so the type checker, the
// dev server, the build and the tests cannot disagree about what `@/`, `@mock/` or `@public/` means (issue 21: an
// alias missing from vite.config.ts broke `npm start` while the build and the tests passed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * tsconfig.json's paths as prefix pairs: `[['@/', 'src/'], ['@mock/', 'mock-server/'], ...]` (repository paths).
 * Only `prefix/*` -> `folder/*` patterns with one target are allowed: anything else fails loudly here.
 * @returns {Array<[string, string]>}
 */
export function aliasPrefixes() {
  const tsconfig = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8'));
  const paths = tsconfig.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([pattern, targets]) => {
    if (!pattern.endsWith('/*') || targets.length !== 1 || !targets[0].endsWith('/*')) {
      throw new Error(`tsconfig.json paths: "${pattern}" must map "prefix/*" to one "folder/*"`);
    }
    // Targets are relative to tsconfig.json (`./src/*`: TypeScript 7 has no `baseUrl`); returned as repository paths.
    return [pattern.slice(0, -1), targets[0].replace(/^\.\//, '').slice(0, -1)];
  });
}

/**
 * The same aliases for Vite and Vitest's `resolve.alias`: `{ '@': '/abs/src', '@mock': '/abs/mock-server', ... }`.
 * @returns {Record<string, string>}
 */
export function viteAliases() {
  return Object.fromEntries(
    aliasPrefixes().map(([prefix, folder]) => [prefix.slice(0, -1), path.join(ROOT, folder.slice(0, -1))]),
  );
}
