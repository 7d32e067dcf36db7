/**
 * The summary of the schema-generated requests (generated.test.ts), printed after a contract run: per service
 * the operations covered (a positive request sent), the positive and negative requests, the skipped operations
 * with their reason, and the surprises (an answer outside the contract or not the expected class).
 */
export interface GeneratedRecord {
  spec: string;
  operationId: string;
  positive: number;
  negative: number;
  skipped?: string;
  surprises: string[];
}

export function reportGenerated(records: GeneratedRecord[], log: (line: string) => void = console.log): void {
  if (records.length === 0) return;
  const specs = [...new Set(records.map((r) => r.spec))].sort();
  const sum = (rows: GeneratedRecord[], key: 'positive' | 'negative') => rows.reduce((n, r) => n + r[key], 0);
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  log('');
  log('Schema-generated requests (tests/contract/generated.test.ts)');
  log(
    `  ${'service'.padEnd(16)} ${pad('operations', 10)} ${pad('covered', 7)} ${pad('positive', 8)} ${pad('negative', 8)} ${pad('skipped', 7)} ${pad('surprises', 9)}`,
  );
  for (const spec of specs) {
    const rows = records.filter((r) => r.spec === spec);
    const covered = rows.filter((r) => r.positive > 0).length;
    const skipped = rows.filter((r) => r.skipped).length;
    const surprises = rows.reduce((n, r) => n + r.surprises.length, 0);
    log(
      `  ${spec.padEnd(16)} ${pad(rows.length, 10)} ${pad(covered, 7)} ${pad(sum(rows, 'positive'), 8)} ${pad(sum(rows, 'negative'), 8)} ${pad(skipped, 7)} ${pad(surprises, 9)}`,
    );
  }
  const covered = records.filter((r) => r.positive > 0).length;
  const surprises = records.reduce((n, r) => n + r.surprises.length, 0);
  log(
    `  ${'all'.padEnd(16)} ${pad(records.length, 10)} ${pad(covered, 7)} ${pad(sum(records, 'positive'), 8)} ${pad(sum(records, 'negative'), 8)} ${pad(records.filter((r) => r.skipped).length, 7)} ${pad(surprises, 9)}`,
  );
  for (const r of records.filter((row) => row.skipped)) log(`  - skipped ${r.operationId}: ${r.skipped}`);
  for (const r of records) for (const s of r.surprises) log(`  ! ${r.operationId} ${s}`);
}
