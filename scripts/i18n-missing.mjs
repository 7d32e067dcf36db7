#!/usr/bin/env node
// The en-GB messages each locale still lacks, for a translation sweep: prints JSON
//   { "<locale>": { "<key>": "<en-GB text>", ... }, ... }
// for every locale file in public/locales except en-GB, resolved through the fallback chain of ADR 036
// (src/lib/i18n/locale-fallbacks.json): a regional variant (de-AT, nl-BE, en-IE) lacks a key only when its base
// locale lacks it too, and an English variant never lacks one (en-GB is its base). Translate a locale's list into
// public/locales/<locale>.json, then `npx vitest run --project unit src/lib/i18n` checks the result.
//   node scripts/i18n-missing.mjs            every locale
//   node scripts/i18n-missing.mjs fr-FR it-IT   only these
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_LOCALE = 'en-GB';

/** Like src/lib/i18n/locale-chain.ts: [de-AT, de-DE, en-GB]. */
export function localeChain(locale, fallbacks) {
  const chain = [];
  for (let current = locale; current && !chain.includes(current);) {
    chain.push(current);
    current = fallbacks[current] ?? (current === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE);
  }
  return chain;
}

/**
 * For each locale, the en-GB keys (with their text) that neither it nor a locale of its chain before en-GB has.
 * `files` maps a locale to its messages. Pure.
 */
export function missingMessages(files, fallbacks, locales = Object.keys(files)) {
  const base = files[DEFAULT_LOCALE] ?? {};
  return Object.fromEntries(
    locales
      .filter((locale) => locale !== DEFAULT_LOCALE)
      .map((locale) => {
        const own = Object.assign(
          {},
          ...localeChain(locale, fallbacks)
            .filter((each) => each !== DEFAULT_LOCALE)
            .reverse()
            .map((each) => files[each] ?? {}),
        );
        const english = new Intl.Locale(locale).language === 'en';
        return [
          locale,
          english ? {} : Object.fromEntries(Object.entries(base).filter(([key]) => !(key in own))),
        ];
      }),
  );
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = path.join(root, 'public/locales');
  const fallbacks = JSON.parse(readFileSync(path.join(root, 'src/lib/i18n/locale-fallbacks.json'), 'utf8'));
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [
        name.slice(0, -'.json'.length),
        JSON.parse(readFileSync(path.join(dir, name), 'utf8')),
      ]),
  );
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((locale) => !(locale in files));
  if (unknown.length) {
    console.error(`No locale file for ${unknown.join(', ')}`);
    process.exit(2);
  }
  console.log(JSON.stringify(missingMessages(files, fallbacks, wanted.length ? wanted : undefined), null, 2));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
