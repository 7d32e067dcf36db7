import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { immutableAssets } from './scripts/asset-caching.ts';
import { hostAnswers } from './scripts/host-answers.ts';
import { buildRuntimeConfig, runtimeConfigHandler } from './scripts/runtime-config.ts';
import { serveGuard } from './scripts/serve-guard.ts';
import { startScript } from './scripts/start-script-plugin.ts';
import { viteAliases } from './scripts/path-aliases.mjs';
import { localesWithAllMessages } from './src/lib/i18n/locale-chain.ts';
import { CHANNELS, channelLocale, LOCAL_HOSTS } from './src/shared/channels.ts';
import { robotsTxt } from './src/shared/robots.ts';

/** Serves the runtime /config.json from the environment (dev and preview); a deployment ships its own. */
function runtimeConfig(): Plugin {
  const serve = (server: {
    middlewares: { use: (path: string, fn: ReturnType<typeof runtimeConfigHandler>) => void };
  }) => {
    server.middlewares.use('/config.json', runtimeConfigHandler(process.env, LOCAL_HOSTS));
  };
  return { name: 'runtime-config', configureServer: serve, configurePreviewServer: serve };
}

/** /robots.txt by host (src/shared/channels.ts robotsTxt): a test host keeps crawlers out entirely. */
function robots(): Plugin {
  const serve = (server: {
    middlewares: { use: (path: string, fn: (req: any, res: any, next: () => void) => void) => void };
  }) => {
    server.middlewares.use('/robots.txt', (req, res) => {
      const host = String(req.headers.host ?? 'localhost').replace(/:\d+$/, '');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(robotsTxt(host));
    });
  };
  return { name: 'robots', configureServer: serve, configurePreviewServer: serve };
}

/** A locale file that does not exist is a 404 (as on a CDN), not the SPA's index.html. */
function missingLocales(): Plugin {
  const serve = (server: {
    middlewares: { use: (path: string, fn: (req: any, res: any, next: () => void) => void) => void };
  }) => {
    server.middlewares.use('/locales', (req, res, next) => {
      const file = new URL(`./public/locales${(req.url ?? '').split('?')[0]}`, import.meta.url);
      if (existsSync(file)) return next();
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/problem+json');
      res.end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404 }));
    });
  };
  return { name: 'missing-locales', configureServer: serve, configurePreviewServer: serve };
}

/**
 * The modules of the timeline route's first screen that are not in the entry: scripts/size-budget.mjs measures
 * them with the entry, and the `timeline` chunk group below keeps them in one chunk.
 */
const TIMELINE_FIRST_SCREEN = new RegExp(
  [
    // The My photos layout (0.2 kB): every page under it loads this chunk anyway; one request fewer on a landing.
    'src/routes/_account/my-photos\\.tsx\\?tsr-split=component---loader$',
    'src/routes/_account/my-photos/photos\\.tsx\\?tsr-split=component---loader$',
    'src/features/photos/components/photos-page\\.tsx$',
    'src/features/photos/delete-all/delete-all-button\\.tsx$',
    'src/features/photo-area/(photo-area-frame|photo-area-tabs|welcome-banner|refresh-library)\\.tsx?$',
    'src/features/photo-grid/components/(timeline|timeline-section|photo-tile|sort-control)\\.tsx$',
    'src/features/photo-grid/(timeline|sorting|hooks)/(?!scrubber-math)[^/]+\\.tsx?$',
    'src/features/photo-grid/selection/(selection|selection-state|load-whole-month|month-select-all|selection-panel)\\.tsx?$',
    'src/features/photo-grid/utils/format-dates\\.ts$',
    'src/features/storage-status/components/storage-status-slot\\.tsx$',
    'src/features/import/components/import-modal-host\\.tsx$',
    'src/hooks/use-media-query\\.ts$',
    'src/lib/feature-flags/use-feature-flag\\.ts$',
    'src/components/ui/select-menu\\.tsx$',
  ].join('|'),
);

/**
 * What the account layout, the pages outside My photos and the timeline's first screen all import that the entry
 * does not (found with the built chunks' imports: docs/benchmarks.md "The account pages without the timeline's
 * chunk"): TanStack Query's hooks (the entry has only its provider), zod's parts the entry does not use, the Alert,
 * the date schemas, the user counts and the activation keys the overview reads, three of the app's hooks. The
 * `shared` chunk group below takes them (and what they import) before the timeline's group would, so that no page
 * outside My photos loads the timeline's chunk (scripts/size-budget.mjs fails when one does).
 */
const SHARED_FIRST_SCREEN = new RegExp(
  [
    'node_modules/@tanstack/(react-query|query-core)/.+',
    'node_modules/zod/.+',
    'src/lib/api/(use-api|schemas/date-time)\\.ts',
    'src/lib/feature-flags/use-feature-flag\\.ts',
    'src/lib/routing/lazy-page\\.ts',
    'src/hooks/use-media-query\\.ts',
    'src/components/ui/alert\\.tsx',
    'src/features/user-counts/.+',
    'src/features/activation/api/keys\\.ts',
  ]
    .map((path) => `(${path})$`)
    .join('|'),
);

/**
 * The account layout's split parts (component and loader, the pending "Signing you in") and, with them, what they
 * import statically that the timeline's group has not taken: every account page's frame as one chunk instead of
 * nine small ones (the header's menu, the sign-in state, the focus rule, the settings feature's public module...).
 * Each was a request of its own on a landing, and six connections per origin made waves of them before the first
 * screen (docs/benchmarks.md "Side pieces after the first screen, the account layout as one chunk").
 */
const ACCOUNT_LAYOUT = /src\/routes\/_account\.tsx\?tsr-split=(component---loader|pendingComponent)$/;

/** The route definitions (src/routeTree.gen.ts and the route files, not their split chunks): ADR 046. */
const ROUTE_DEFINITIONS = /src\/(routeTree\.gen\.ts|routes\/.+\.tsx)$/;

/** The chunks the entry imports statically (the `vendor` and `app` groups, the runtime) and the entry itself. */
const INITIAL_CHUNK = /^assets\/(index|vendor|app|rolldown-runtime)-[\w-]+\.js$/;

const port = Number(process.env.PORT ?? 5173);

/** The non-English channel locales whose own message files are complete: no en-GB for them (load-messages.ts). */
const otherLanguages = CHANNELS.map(channelLocale).filter((locale) => !locale.startsWith('en-'));
const completeLocales = localesWithAllMessages(otherLanguages, (locale) => {
  const file = new URL(`./public/locales/${locale}.json`, import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
});

export default defineConfig({
  plugins: [
    // First: refuses everything that is not the app's (deny by default) and sets the security headers (issue 12).
    serveGuard(() => buildRuntimeConfig(process.env, LOCAL_HOSTS)),
    // vite preview only: the legacy host's 301 and each page's robots rule in its HTML and headers (ADR 038).
    hostAnswers(),
    // vite preview only: the build's hashed files are cached for good, the rest revalidated (ADR 075).
    immutableAssets(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The loaders leave the entry too, in the build (ADR 068): each route's loader shares one chunk with its
      // component, modulepreloaded by the start script on landing and by the router on intent. Not on the dev server:
      // there React's development build reports the router's use() suspending on a split loader's route
      // ("called use() to suspend ... but did not call use() when it finished"); a known issue of ADR 068.
      ...(process.env.NODE_ENV === 'production' || process.argv.includes('build')
        ? {
            codeSplittingOptions: {
              defaultBehavior: [
                ['loader', 'component'],
                ['pendingComponent'],
                ['errorComponent'],
                ['notFoundComponent'],
              ],
            },
          }
        : {}),
      quoteStyle: 'single',
      // The timeline route stays split off too. Shipping it in the entry measured 143.9 kB and an earlier first
      // paint, but a longer Total Blocking Time (Lighthouse median of 15: 161 ms against 117 ms): ADR 007.
    }),
    react(),
    runtimeConfig(),
    missingLocales(),
    robots(),
    // index.html's start script: the first screen's requests while the bundle downloads (ADR 012).
    startScript(),
  ],
  // tsconfig.json's paths, the one source of the aliases (scripts/path-aliases.mjs): dev server, build and tests alike.
  resolve: { alias: viteAliases() },
  define: { LOCALES_WITH_ALL_MESSAGES: JSON.stringify(completeLocales) },
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    allowedHosts: ['.localhost'],
    // /@fs/ and ?raw reach only the app's own files (serve-guard.ts refuses the rest of the checkout).
    fs: {
      strict: true,
      allow: ['src', 'public', 'node_modules', 'index.html'],
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/.mock-cache/**', '**/secrets.json'],
    },
  },
  preview: { host: '127.0.0.1', port, strictPort: true, allowedHosts: ['.localhost'] },
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    sourcemap: true,
    manifest: true,
    // A lazy chunk's preload list leaves out the chunks every page has loaded before any lazy import can run (the
    // entry and what it imports statically: `vendor`, the bundler's runtime); index.html still modulepreloads them.
    // The preload map in the entry and the routes chunk names each file once and lists fewer (ADR 046, issue 25).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !INITIAL_CHUNK.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every visit loads before the first screen (the entry and everything it imports statically) goes
          // out as two chunks, not two dozen small shared ones: one with the libraries (react-dom, the router,
          // TanStack Query, zod, jotai, openapi-fetch; it changes less often, so it stays cached) and one with the
          // app. Fewer requests, and gzip compresses each as a whole (7 kB less for the timeline route,
          // docs/benchmarks.md). Only statically imported modules qualify: lazy code (the timeline route, react-aria,
          // oidc-client-ts, modals, the preview) stays in its own chunks.
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
            // The timeline route's first screen (its component, the page the loader preloads and what they import
            // statically) as one chunk instead of nine small ones: one request fewer per wave on the critical path
            // and one gzip stream (ADR 012). Lazy parts (the preview, modals, the toolbar's actions) stay apart.
            // What every account page's first screen and the timeline's share (and the entry does not), in a chunk of
            // its own before the timeline's group takes it: otherwise every account page loads the timeline's chunk.
            { name: 'shared', test: (id) => SHARED_FIRST_SCREEN.test(id.replaceAll('\\', '/')) },
            { name: 'timeline', test: (id) => TIMELINE_FIRST_SCREEN.test(id.replaceAll('\\', '/')) },
            // After the timeline's group: what both need stays in the timeline's chunk, which the account chunk
            // imports (first, the timeline's chunk imported the account chunk: 4.5 kB more on the timeline's first
            // load as its budget counts it).
            { name: 'account', test: (id) => ACCOUNT_LAYOUT.test(id.replaceAll('\\', '/')) },
            { name: 'routes', test: (id) => ROUTE_DEFINITIONS.test(id.replaceAll('\\', '/')) },
          ],
        },
      },
    },
  },
});
