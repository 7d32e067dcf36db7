/**
 * What a contract run writes down for the reports global-setup.ts prints after it: every call's operation and
 * status (the coverage report) and every assumption check (assumptions.ts). Test files run in several processes,
 * so each appends JSON lines to files named after its pid in the run's directory (vitest's provided `coverageDir`).
 */
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const CALLS = '.calls.jsonl';
export const ASSUMPTION_CHECKS = '.assumptions.jsonl';
/** One row per operation of the schema-generated requests (generated.test.ts). */
export const GENERATED = '.generated.jsonl';

export function appendRecords(dir: string, kind: string, rows: readonly unknown[]): void {
  if (rows.length === 0) return;
  appendFileSync(
    path.join(dir, `${process.pid}${kind}`),
    rows.map((row) => `${JSON.stringify(row)}\n`).join(''),
  );
}

export function readRecords<T>(dir: string, kind: string): T[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(kind))
    .flatMap((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as T),
    );
}
