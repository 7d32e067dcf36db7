#!/usr/bin/env node
// Generates the TypeScript types of every service contract in openapi/services/*.yaml
// into src/api/generated/<service>.ts with openapi-typescript.
//   node scripts/generate.mjs          write the files
//   node scripts/generate.mjs --check  fail when a committed file is stale or missing
import { readdir, readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specDir = path.join(root, 'openapi/services');
const outDir = path.join(root, 'src/api/generated');
const check = process.argv.includes('--check');

const header = (file) =>
  `/**\n * Generated from openapi/services/${file} by \`npm run generate\`. Do not edit by hand.\n */\n\n`;

const specs = (await readdir(specDir)).filter((f) => f.endsWith('.yaml')).sort();
const expected = new Map();
for (const file of specs) {
  const ast = await openapiTS(pathToFileURL(path.join(specDir, file)), {
    alphabetize: true,
    immutable: false,
  });
  expected.set(file.replace(/\.yaml$/, '.ts'), header(file) + astToString(ast));
}

await mkdir(outDir, { recursive: true });
const present = (await readdir(outDir)).filter((f) => f.endsWith('.ts'));
const stale = [];
for (const [name, text] of expected) {
  const target = path.join(outDir, name);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === text) continue;
  if (check) stale.push(name);
  else await writeFile(target, text);
}
for (const name of present.filter((f) => !expected.has(f))) {
  if (check) stale.push(`${name} (no spec any more)`);
  else await rm(path.join(outDir, name));
}

if (check && stale.length > 0) {
  console.error(
    `Generated API types are stale: ${stale.join(', ')}. Run \`npm run generate\` and commit the result.`,
  );
  process.exit(1);
}
console.log(
  check
    ? `generated types are fresh (${expected.size} services)`
    : `generated ${expected.size} service types into src/api/generated`,
);
