#!/usr/bin/env node
// Import boundaries (docs/architecture.md "Import rules", ADR 010): reads every import of src/, mock-server/,
// scripts/ and tests/ (static, dynamic and re-exports, via TypeScript's own scanner) and fails naming the file,
// line and import of each one that breaks a rule. `npm run check:boundaries`; `npm test` runs it after oxlint.
// The rules are the pure function `importViolations` (scripts/check-boundaries.test.mjs proves each one fires).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliasPrefixes } from './path-aliases.mjs';

/** What the path aliases point at: tsconfig.json's paths, read as Vite and Vitest read them (path-aliases.mjs). */
const ALIASES = aliasPrefixes();

/** Shared code: never imports a feature or a route. */
const SHARED = ['src/lib/', 'src/components/', 'src/shared/', 'src/hooks/'];

/**
 * Imports a rule would refuse but that are allowed, each with its reason. `from` matches the importing file,
 * `to` the imported path (both repository paths; a trailing slash matches a folder).
 */
export const EXCEPTIONS = [
  {
    from: 'tests/drift/',
    to: 'src/features/',
    rule: 'feature-internals',
    reason:
      "the drift table names each zod parser's own source file and checks the list is complete " +
      '(tests/drift/mapping.test.ts): it tests the parsers where they are, not a public surface',
  },
  {
    from: 'src/lib/i18n/',
    to: 'public/locales/en-GB.json',
    rule: 'src-outside-src',
    reason:
      'the message ids are the keys of en-GB.json (a type-only import) and the bundled fallback messages ' +
      'are that file (a lazy chunk); public/ holds the app’s own static files',
  },
  {
    from: 'src/start/start-script.ts',
    to: 'src/features/photo-grid/constants',
    rule: 'feature-internals',
    reason:
      'the start script (ADR 012) is built on its own, without the app: it needs the timeline’s page size and ' +
      'sort names, and the photo grid’s constants module imports nothing, where the public module brings the router',
  },
  ...['albums', 'orders', 'photo-grid', 'saved-projects'].map((feature) => ({
    from: 'src/start/first-calls.ts',
    to: `src/features/${feature}/constants`,
    rule: 'feature-internals',
    reason:
      'the table of first calls (ADR 068) is built into the start script, without the app: it needs the page ' +
      'sizes and default sorts, and these constants modules import nothing, where the public modules bring React',
  })),
  {
    from: 'src/start/start-script.test.ts',
    to: 'src/features/photo-grid/',
    rule: 'feature-internals',
    reason:
      'the start script repeats what the photos feature reads (sort storage, first month, thumbnails) without ' +
      'importing it; this test checks the two agree, against the feature’s own modules',
  },
];

const isTest = (file) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) || /^src\/(.+\/)?testing\//.test(file) || file.startsWith('tests/');

/** The feature a repository path belongs to (src/features/<f>/...), or undefined. */
const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * Where `specifier` (as written in `importer`) points: a repository path without extension, or undefined for a
 * package. `alias` tells whether it was written with a path alias.
 */
export function resolveImport(importer, specifier) {
  for (const [prefix, target] of ALIASES) {
    if (specifier.startsWith(prefix)) return { target: target + specifier.slice(prefix.length), alias: true };
  }
  if (specifier.startsWith('.')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
    return { target, alias: false };
  }
  return undefined;
}

/** The public module of a feature: `src/features/<f>` or `src/features/<f>/index(.ts)`. */
const isPublicModule = (target, feature) =>
  target === `src/features/${feature}` || /^src\/features\/[^/]+\/index(\.tsx?)?$/.test(target);

/**
 * The rules one import breaks: `importer` and the result are repository paths (e.g. `src/routes/x.tsx`),
 * `specifier` as written. Returns `{rule, message}` objects; none when the import is allowed.
 */
export function importViolations(importer, specifier, exceptions = EXCEPTIONS) {
  const resolved = resolveImport(importer, specifier);
  const found = [];
  const fail = (rule, message) => {
    const excused = exceptions.some(
      (e) =>
        e.rule === rule &&
        (e.from.endsWith('/') ? importer.startsWith(e.from) : importer === e.from) &&
        (e.to.endsWith('/') ? resolved.target.startsWith(e.to) : resolved.target === e.to),
    );
    if (!excused) found.push({ rule, message });
  };
  if (!resolved) {
    // A package: only src/shared is held to importing nothing at all.
    if (importer.startsWith('src/shared/'))
      found.push({ rule: 'shared-module', message: 'src/shared imports nothing outside src/shared' });
    return found;
  }
  const { target, alias } = resolved;
  const importerFeature = featureOf(importer);
  const targetFeature = featureOf(`${target}/`);

  if (targetFeature && importerFeature !== targetFeature && !isPublicModule(target, targetFeature)) {
    fail(
      'feature-internals',
      `outside the ${targetFeature} feature import its public module '@/features/${targetFeature}'`,
    );
  }
  if (importerFeature && importerFeature === targetFeature && alias) {
    fail('feature-relative', `inside the ${importerFeature} feature its own files are imported relatively`);
  }
  const importsFeatureOrRoute =
    target.startsWith('src/features/') || target.startsWith('src/routes/') || target === 'src/routeTree.gen';
  if (SHARED.some((dir) => importer.startsWith(dir)) && importsFeatureOrRoute) {
    fail(
      'shared-imports-feature',
      'shared code (src/lib, components, shared, config, hooks) never imports features or routes',
    );
  }
  if (importer.startsWith('src/testing/') && target.startsWith('src/features/')) {
    fail('shared-imports-feature', 'src/testing composes the app (routes, app) but never imports a feature');
  }
  if (importer.startsWith('src/')) {
    if (target.startsWith('scripts/')) fail('src-imports-tooling', 'src/ never imports scripts/');
    if (target.startsWith('mock-server/') && !isTest(importer)) {
      fail('src-imports-tooling', 'the app never imports the mock server (only tests do, through @mock/)');
    }
    if (!target.startsWith('src/') && !alias) {
      fail('src-outside-src', 'src/ reaches outside src/ only through a path alias (@mock/, @public/)');
    }
  }
  if (importer.startsWith('src/shared/') && !target.startsWith('src/shared/')) {
    fail('shared-module', 'src/shared imports nothing outside src/shared');
  }
  if (
    importer.startsWith('mock-server/') &&
    target.startsWith('src/') &&
    !target.startsWith('src/shared/') &&
    !target.startsWith('src/api/generated/')
  ) {
    fail('mock-imports-app', 'the mock server imports only src/shared and src/api/generated from src/');
  }
  return found;
}

const ROOTS = ['src', 'mock-server', 'scripts', 'tests'];
const SKIP = new Set(['node_modules', 'generated', '.mock-cache']);
const SOURCE = /\.(m?[jt]sx?)$/;

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.posix.join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full);
    return SOURCE.test(name) && full !== 'src/routeTree.gen.ts' ? [full] : [];
  });
}

/** Every import of every source file under `roots` (relative to `cwd`), with its line. */
export async function collectImports(roots = ROOTS, cwd = process.cwd()) {
  const { default: ts } = await import('typescript');
  return roots.flatMap((root) =>
    listFiles(root).flatMap((file) => {
      const text = readFileSync(path.join(cwd, file), 'utf8');
      return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName, pos }) => ({
        file,
        line: text.slice(0, pos).split('\n').length,
        specifier: fileName,
      }));
    }),
  );
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.chdir(root);
  const imports = await collectImports();
  const problems = imports.flatMap(({ file, line, specifier }) =>
    importViolations(file, specifier).map(
      ({ rule, message }) => `${file}:${line} imports '${specifier}': ${message} [${rule}]`,
    ),
  );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `import boundaries: ${problems.length} import(s) break the rules (docs/architecture.md "Import rules")`,
    );
    process.exit(1);
  }
  console.log(`import boundaries: ${imports.length} imports checked, none breaks the rules`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
