#!/usr/bin/env node
// Size budget: the JavaScript needed to show the timeline route (the entry chunk, the timeline route's
// chunk if it is split off, and everything they import statically), gzipped, must stay within BUDGET_KB.
// Reads dist/.vite/manifest.json and the chunks' source maps (SIZE_DIST=<dir> for another build dir), so run
// `vite build` first.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// Target of the issue "My photos: the timeline": 150 kB. Raised to 157 kB when the account area's ~30 other routes
// landed (ADR 046), 158 kB with the album previews (ADR 046 addendum): route definitions are in the entry of every page.
const BUDGET_KB = 158;
/** The timeline route's component chunk (TanStack Router splits it off; without the split it is in the entry). */
const TIMELINE_ROUTE = /^src\/routes\/.*my-photos\/photos\.tsx(\?tsr-split=(component|loader))?$/;
/**
 * Chunks the timeline route's loader preloads with its data (the photos feature's public module exports its pages
 * as lazy components: ADR 010), so every visit loads them too.
 */
const PRELOADED = ['src/features/photos/components/photos-page.tsx'];
/** A module the timeline cannot show without: the measured chunks must contain it, wherever the build put it. */
const TIMELINE_MODULE = 'src/features/photo-grid/components/timeline.tsx';
const dist = process.env.SIZE_DIST ?? 'dist';

const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const needed = new Set();
function visit(key) {
  if (needed.has(key) || !manifest[key]) return;
  needed.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
}
const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const routes = Object.keys(manifest).filter((k) => TIMELINE_ROUTE.test(k));
if (entries.length === 0) {
  console.error('size budget: could not find the entry in the manifest');
  process.exit(1);
}
// The `timeline` chunk group of vite.config.ts holds the route's component and the preloaded page when it exists.
const preloaded = [
  ...PRELOADED.filter((key) => manifest[key]),
  ...Object.keys(manifest).filter(
    (key) => manifest[key].name === 'timeline' && !manifest[key].isDynamicEntry,
  ),
];
[...entries, ...routes, ...preloaded].forEach(visit);
const sources = [...needed].flatMap((key) => {
  const file = manifest[key].file;
  // Generated helpers (the bundler's runtime) have no source map.
  if (!file.endsWith('.js') || !existsSync(`${dist}/${file}.map`)) return [];
  return JSON.parse(readFileSync(`${dist}/${file}.map`, 'utf8')).sources;
});
if (!sources.some((source) => source.endsWith(TIMELINE_MODULE))) {
  console.error(
    `size budget: ${TIMELINE_MODULE} is in none of the measured chunks; the measurement is wrong`,
  );
  process.exit(1);
}

let total = 0;
const rows = [];
for (const key of needed) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;
  total += gz;
  rows.push([file, gz]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gz] of rows) console.log(`  ${(gz / 1000).toFixed(1).padStart(7)} kB  ${file}`);
const kb = total / 1000;
console.log(`timeline route JavaScript: ${kb.toFixed(1)} kB gzipped (budget ${BUDGET_KB} kB)`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
