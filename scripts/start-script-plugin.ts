// Inlines the start script (src/start/, ADR 012) into index.html, in development and in the build. It is bundled
// on its own (no app code, no libraries, minified), with the route plan of the build: for each route of
// src/start/routes.ts, its answers and the URLs of its split chunks (so the script can modulepreload them while
// the entry downloads). After the build the SHA-256 of every inline script of index.html is written to
// <outDir>/.vite/csp-hashes.json, ready for a Content-Security-Policy `script-src`.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build, type IndexHtmlTransformContext, type Plugin } from 'vite';
import type { StartPlan } from '../src/start/handoff.ts';
import { START_ROUTES, type StartRoute } from '../src/start/routes.ts';
import { ROUTE_FILE_PARTS } from './route-file-parts.mjs';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * The route's split chunks, the chunks of the modules its loader loads lazily, and what they import, except what
 * the entry already loads. A lazy file in no chunk fails the build (a renamed page would silently not be preloaded).
 */
function routeModules(
  bundle: Bundle,
  root: string,
  { routeFiles, lazyFiles = [] }: StartRoute,
  base: string,
): string[] {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryLoads = new Set<string>();
  const visit = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName, entryLoads);
  const files = routeFiles.map((file) => path.resolve(root, file));
  const needed = new Set<string>();
  for (const chunk of chunks)
    if (
      chunk.moduleIds.some((id) =>
        files.some((file) => ROUTE_FILE_PARTS.some((part) => id === `${file}${part}`)),
      )
    )
      visit(chunk.fileName, needed);
  for (const file of lazyFiles) {
    const id = path.resolve(root, file);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`start script: ${file} (a lazy file of src/start/routes.ts) is in no chunk`);
    visit(chunk.fileName, needed);
  }
  return [...needed].filter((fileName) => !entryLoads.has(fileName)).map((fileName) => `${base}${fileName}`);
}

async function compile(root: string, plan: StartPlan): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': path.resolve(root, 'src') } },
    define: { START_PLAN: JSON.stringify(plan) },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      sourcemap: false,
      lib: { entry: path.resolve(root, 'src/start/inline.ts'), formats: ['iife'], name: 'appStart' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('start script: the build produced no chunk');
  if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0)
    throw new Error('start script: it must not import chunks (it runs inline, before the bundle)');
  if (chunk.code.includes('</script')) throw new Error('start script: "</script" cannot be inlined');
  return chunk.code.trim();
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

export function startScript(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let base = '/';
  const compiled = new Map<string, Promise<string>>();
  return {
    name: 'start-script',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const plan: StartPlan = Object.fromEntries(
          Object.entries(START_ROUTES).map(([route, startRoute]) => [
            route,
            {
              answers: startRoute.answers,
              modules: ctx.bundle ? routeModules(ctx.bundle, root, startRoute, base) : [],
            },
          ]),
        );
        const key = JSON.stringify(plan);
        if (!compiled.has(key)) compiled.set(key, compile(root, plan));
        // In place of index.html's marker, before the stylesheet (an inline script after a stylesheet waits for
        // it) and the bundle's tags: the earliest point after the meta tags. The configuration's preload comes
        // first, so that the parser starts it before the script runs (the script's fetch takes its answer).
        const marker = /<!-- start script:[\s\S]*?-->/;
        if (!marker.test(html))
          throw new Error('start script: index.html has no "<!-- start script: -->" marker');
        const code = await compiled.get(key)!;
        return html.replace(
          marker,
          () => `<link rel="preload" href="/config.json" as="fetch" crossorigin /><script>${code}</script>`,
        );
      },
    },
    closeBundle() {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const hashes = inlineScripts(html).map(
        (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
      );
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(
        path.join(outDir, '.vite/csp-hashes.json'),
        `${JSON.stringify({ 'script-src': hashes }, null, 2)}\n`,
      );
    },
  };
}
