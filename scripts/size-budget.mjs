#!/usr/bin/env node
// Size budget: the JavaScript needed to show the timeline route (the entry chunk, the timeline route's
// chunks and everything they import statically), gzipped, must stay within BUDGET_KB.
// Reads dist/.vite/manifest.json (SIZE_DIST=<dir> for another build dir), so run `vite build` first.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// Target (issue "My photos: the timeline"): 150 kB. Measured 155.8 kB with every photo feature in (react-dom alone is
// about 64 kB, zod/mini 10 kB); the budget holds the line at 160 kB until the rest is cut (see docs/benchmarks.md).
const BUDGET_KB = 160;
/** Manifest sources that make up the timeline route (TanStack Router's split route chunks). */
const TIMELINE_ROUTE = /^src\/routes\/.*my-photos\/photos(\/index)?\.tsx/;

const manifest = JSON.parse(readFileSync(`${process.env.SIZE_DIST ?? 'dist'}/.vite/manifest.json`, 'utf8'));
const needed = new Set();
function visit(key) {
  if (needed.has(key) || !manifest[key]) return;
  needed.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
}
const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const routes = Object.keys(manifest).filter((k) => TIMELINE_ROUTE.test(k));
if (entries.length === 0 || routes.length === 0) {
  console.error(
    `size budget: could not find the entry (${entries.length}) or the timeline route (${routes.length}) in the manifest`,
  );
  process.exit(1);
}
[...entries, ...routes].forEach(visit);

let total = 0;
const rows = [];
for (const key of needed) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(`${process.env.SIZE_DIST ?? 'dist'}/${file}`), { level: 9 }).length;
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
