#!/usr/bin/env node
// `npm run test:changed [-- <git ref>]`: only the tests a change touches, for the inner loop (README "Tests").
//   - vitest `--changed`: the test files that changed, and those importing (through any depth) a changed file;
//   - the Playwright specs that changed, and those SPECS_BY_SOURCE names for the changed sources (the specs drive
//     the built app, so no import links them to src/); the app is built first when a spec is to run.
// Without a ref the change is what is not committed yet (staged, unstaged and new files); with one, everything
// since that ref as well (e.g. `npm run test:changed -- main` before pushing a branch).
// `--check` (part of `npm test`) only checks SPECS_BY_SOURCE: every spec is named, every named spec exists, every
// feature folder has an entry. `--dry-run` prints what would run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ALL = '*';

/**
 * Which end-to-end specs (tests/e2e/<name>.spec.ts) exercise which sources, by path prefix; a changed file takes
 * the specs of every prefix it starts with. ALL: shared code every page runs through. A path no prefix matches
 * runs no spec (docs, ADRs, the vitest-only parts).
 * A new page adds its spec here (and `npm test` fails until every spec is named and every feature has an entry).
 */
const SPECS_BY_SOURCE = [
  // Shared by every page: the shell, routing, auth, API plumbing, i18n, build and test set-up.
  ['src/app/', ALL],
  ['src/components/', ALL],
  ['src/lib/', ALL],
  ['src/shared/', ALL],
  ['src/hooks/', ALL],
  ['src/api/', ALL],
  ['src/styles/', ALL],
  ['src/main.tsx', ALL],
  ['src/routeTree.gen.ts', ALL],
  ['src/routes/__root.tsx', ALL],
  ['src/routes/_account.tsx', ALL],
  ['src/start/', ALL],
  ['scripts/start-script-plugin.ts', ALL],
  ['scripts/security-headers.ts', ALL],
  ['scripts/serve-guard.ts', ['security']],
  ['index.html', ALL],
  ['public/', ALL],
  ['vite.config.ts', ALL],
  ['package.json', ALL],
  ['package-lock.json', ALL],
  ['playwright.config.ts', ALL],
  ['tests/e2e/helpers/', ALL],
  ['tests/e2e/auth.setup.ts', ALL],
  ['scripts/runtime-config.ts', ALL],
  ['mock-server/accounts.ts', ALL],
  ['mock-server/server.ts', ALL],
  ['mock-server/main.ts', ALL],
  ['mock-server/deps.ts', ALL],
  ['mock-server/mock-state.ts', ALL],
  ['mock-server/http/', ALL],
  ['mock-server/oidc/', ALL],
  ['mock-server/openapi/', ALL],
  ['mock-server/db/', ALL],
  // The mock's console (issue 26): its page, its control endpoints, its build.
  ['mock-server/control', ['console']],
  ['mock-server/console/', ['console']],
  ['vite.console.config.ts', ['console']],
  ['openapi/', ALL],
  // Pages and features.
  ['src/routes/auth/', ['sign-in']],
  ['src/routes/logout.tsx', ['sign-in']],
  ['src/lib/auth/', ['session']],
  ['src/routes/_account/$.tsx', ['shell']],
  ['src/routes/_account/index.tsx', ['app-shell', 'shell', 'third-party', 'overview', 'orders']],
  ['src/routes/_account/orders', ['orders', 'orders-address', 'orders-faults', 'overview']],
  ['src/features/orders/', ['orders', 'orders-address', 'orders-faults', 'overview']],
  ['src/features/overview/', ['overview', 'orders', 'third-party']],
  [
    'src/routes/_account/my-photos',
    ['timeline', 'preview', 'export', 'storage-activation', 'albums', 'albums-scale'],
  ],
  ['src/routes/_account/my-photos/albums', ['album-preview']],
  ['src/routes/_account/my-photos/shared-albums', ['album-preview']],
  ['src/features/photos/', ['timeline', 'selection', 'preview', 'sign-in', 'third-party']],
  ['src/features/photos/preview/', ['preview', 'downloads', 'delete']],
  ['src/features/photos/selection/', ['selection-actions']],
  ['src/features/photo-area/', ['timeline', 'albums', 'sign-in', 'third-party']],
  [
    'src/features/photo-grid/',
    ['timeline', 'selection', 'albums', 'albums-scale', 'preview', 'album-preview'],
  ],
  ['src/features/photo-preview/', ['preview', 'downloads', 'delete', 'album-preview']],
  ['src/features/photo-actions/', ['delete', 'downloads', 'selection-actions', 'album-preview']],
  ['src/features/albums/', ['downloads', 'selection-actions', 'albums', 'albums-scale', 'album-preview']],
  ['src/features/export/', ['export']],
  // Their journeys go from one page to the other through the side menu (issue 21).
  ['src/features/saved-projects/', ['saved-projects', 'online-products']],
  ['src/routes/_account/saved-projects.tsx', ['saved-projects', 'online-products']],
  ['src/features/online-products/', ['online-products', 'saved-projects']],
  ['src/routes/_account/online-products', ['online-products', 'saved-projects']],
  ['src/features/feature-flag-control/', ['export']],
  ['src/features/import/', ['import']],
  ['src/features/activation/', ['storage-activation']],
  ['src/features/storage-status/', ['storage-activation']],
  ['src/features/user-counts/', ['timeline', 'delete', 'selection-actions', 'overview', 'orders']],
  ['src/features/newsletter/', ['token-links', 'channels']],
  ['src/features/downloads/', ['downloads-page']],
  ['src/routes/_account/downloads.tsx', ['downloads-page']],
  ['src/routes/subscription-confirmation', ['token-links', 'channels']],
  ['public/locales/', ['channels']],
  ['src/lib/i18n/', ['channels']],
  ['src/lib/channel/', ['channels']],
  ['src/shared/channels.ts', ['channels', 'import']],
  ['src/features/settings/', ['settings', 'addresses']],
  ['src/features/addresses/', ['addresses']],
  ['src/routes/_account/settings', ['settings', 'addresses']],
  ['src/features/account-lifecycle/', ['email-change', 'account-deletion']],
  ['src/routes/_account/settings_.email.tsx', ['email-change']],
  ['src/routes/_account/settings_.b2b_.email.tsx', ['email-change']],
  ['src/routes/change-email-', ['email-change']],
  ['src/routes/delete-account-', ['account-deletion']],
  ['src/routes/account-deleted.tsx', ['account-deletion']],
  ['src/features/business/', ['business', 'email-change']],
  ['src/routes/_account/invoices.tsx', ['business']],
  ['src/routes/_account/integration.tsx', ['business']],
  // The mock's services, by the pages that call them.
  [
    'mock-server/handlers/photo.ts',
    [
      'timeline',
      'preview',
      'selection',
      'selection-actions',
      'delete',
      'albums',
      'albums-scale',
      'album-preview',
    ],
  ],
  ['mock-server/handlers/shared-albums.ts', ['albums']],
  ['mock-server/db/shared-albums.ts', ['albums']],
  ['mock-server/db/albums.ts', ['albums']],
  ['mock-server/handlers/export.ts', ['export']],
  [
    'mock-server/handlers/downloads.ts',
    ['downloads', 'selection-actions', 'downloads-page', 'album-preview'],
  ],
  ['mock-server/handlers/storage.ts', ['import']],
  ['mock-server/handlers/ab-test.ts', ['import']],
  ['mock-server/handlers/deletion.ts', ['storage-activation']],
  ['mock-server/handlers/temp-selections.ts', ['selection-actions']],
  ['mock-server/handlers/prints-editor.ts', ['selection-actions']],
  ['mock-server/handlers/email-gateway.ts', ['token-links']],
  ['mock-server/handlers/customer.ts', ['settings', 'addresses', 'business']],
  ['mock-server/handlers/identity.ts', ['settings', 'email-change', 'account-deletion']],
  ['mock-server/handlers/invoices.ts', ['business']],
  ['mock-server/handlers/orders.ts', ['orders', 'orders-address', 'orders-faults', 'overview']],
  ['mock-server/handlers/reorder.ts', ['orders', 'orders-faults']],
  ['mock-server/handlers/widgets.ts', ['orders']],
  ['mock-server/handlers/public-config.ts', ['shell']],
  ['mock-server/vendor/', ['third-party']],
  ['src/lib/storage.ts', ['blocked-storage']],
  ['src/components/errors/cookies-required-page.tsx', ['blocked-storage']],
  ['mock-server/handlers/error-reporting.ts', ['downloads-page']],
  ['mock-server/handlers/index.ts', ALL],
  ['mock-server/push/', ['storage-activation', 'selection-actions', 'downloads']],
  ['mock-server/files/', ['export', 'downloads', 'selection-actions', 'timeline']],
  ['mock-server/images/', ['timeline', 'preview']],
];

const E2E_DIR = 'tests/e2e';
const specName = (file) => path.basename(file).replace(/\.spec\.ts$/, '');
const allSpecs = () =>
  readdirSync(E2E_DIR)
    .filter((file) => file.endsWith('.spec.ts'))
    .map(specName)
    .sort();

/** The problems of SPECS_BY_SOURCE (empty when it is complete). */
function checkSpecMap() {
  const specs = allSpecs();
  const named = new Set(SPECS_BY_SOURCE.flatMap(([, listed]) => (listed === ALL ? [] : listed)));
  const problems = [];
  for (const spec of specs)
    if (!named.has(spec)) problems.push(`${E2E_DIR}/${spec}.spec.ts is named for no source`);
  for (const spec of named)
    if (!specs.includes(spec))
      problems.push(`"${spec}" is named, but ${E2E_DIR}/${spec}.spec.ts does not exist`);
  for (const feature of readdirSync('src/features')) {
    const folder = `src/features/${feature}/`;
    if (!SPECS_BY_SOURCE.some(([prefix]) => prefix.startsWith(folder)))
      problems.push(`${folder} has no entry (name the specs that cover it, or [] for none)`);
  }
  return problems;
}

/** The end-to-end specs (names) a set of changed files touches. */
function specsFor(files) {
  const specs = new Set();
  for (const file of files) {
    if (file.startsWith(`${E2E_DIR}/`) && file.endsWith('.spec.ts')) specs.add(specName(file));
    for (const [prefix, listed] of SPECS_BY_SOURCE) {
      if (!file.startsWith(prefix)) continue;
      for (const spec of listed === ALL ? allSpecs() : listed) specs.add(spec);
    }
  }
  return [...specs].filter((spec) => existsSync(`${E2E_DIR}/${spec}.spec.ts`)).sort();
}

function git(args) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

function changedFiles(ref) {
  return [
    ...new Set([
      ...git(['diff', '--name-only', 'HEAD']),
      ...git(['ls-files', '--others', '--exclude-standard']),
      ...(ref ? git(['diff', '--name-only', `${ref}...HEAD`]) : []),
    ]),
  ].sort();
}

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const args = process.argv.slice(2);
if (args.includes('--check')) {
  const problems = checkSpecMap();
  for (const problem of problems) console.error(`scripts/test-changed.mjs SPECS_BY_SOURCE: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
const dryRun = args.includes('--dry-run');
const ref = args.find((arg) => !arg.startsWith('--'));
const files = changedFiles(ref);
const specs = specsFor(files);
console.log(`${files.length} changed file(s)${ref ? ` (uncommitted and since ${ref})` : ' (uncommitted)'}`);
console.log(`end-to-end specs: ${specs.length > 0 ? specs.join(', ') : 'none'}`);
if (dryRun) {
  for (const file of files) console.log(`  ${file}`);
  process.exit(0);
}

const bin = (name) => path.join('node_modules', '.bin', name);
let ok = step('vitest, tests related to the change', bin('vitest'), [
  'run',
  `--changed${ref ? `=${ref}` : ''}`,
  '--passWithNoTests',
]);
if (specs.length > 0) {
  const dist = process.env.E2E_DIST ?? 'dist';
  ok =
    step('build for the end-to-end tests', bin('vite'), ['build', '--logLevel', 'warn', '--outDir', dist]) &&
    step(
      'end-to-end specs related to the change',
      bin('playwright'),
      ['test', ...specs.map((spec) => `${E2E_DIR}/${spec}.spec.ts`)],
      { E2E_DIST: dist },
    ) &&
    ok;
}
process.exit(ok ? 0 : 1);
