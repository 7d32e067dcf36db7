/**
 * Dates as the spec writes them (issue 23): every date a page shows is written by the i18n layer's formatDay
 * (dd MMM yyyy, account-area.md section 9), so no page formats a day with its own Intl options and drifts from
 * it ("04 Sept 2026" where the spec writes "04 Sep 2026").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');
/** The i18n layer itself: formatDay and the ICU message formats are defined here. */
const OWNERS = new Set(['lib/i18n/i18n.ts', 'lib/i18n/icu.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('dates as the spec writes them', () => {
  it('no page writes a day, month and year with its own Intl options: formatDay does', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => ({ path: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }))
      .filter(({ path }) => !OWNERS.has(path))
      .filter(({ text }) => /month:\s*['"](short|long|2-digit|numeric)['"]/.test(text) && /day:/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
