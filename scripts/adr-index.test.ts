import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'docs/decisions';

describe('the ADR index (docs/decisions/README.md)', () => {
  const index = readFileSync(`${DIR}/README.md`, 'utf8');
  const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);

  it('names every decision record, each once, with a status', () => {
    const records = readdirSync(DIR).filter((file) => /^\d{3}-.*\.md$/.test(file));
    expect([...linked].sort()).toEqual(records.sort());
    for (const record of records) {
      const row = index.split('\n').find((line) => line.includes(`](${record})`)) ?? '';
      expect(row, record).toMatch(/\| (accepted|superseded|proposed)[^|]*\|$/);
    }
  });
});
