#!/usr/bin/env node
// Docs that cannot go stale (issue 22): docs/architecture.md shows no pasted code. It points at real code instead,
// as a link whose text is the symbol: [`deleteAlbum`](../src/features/albums/api/album-changes.ts). This check
// (a step of `npm test`) fails when
//   - a ```ts, ```tsx, ```js or ```jsx block appears (point at the code instead; plain diagrams stay),
//   - a link to a file of the repository names a file that does not exist,
//   - a link whose text is one `symbol` points at a file that does not declare it (function, const, class,
//     interface, type, enum, or a name in an export list).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DOCS = ['docs/architecture.md'];
const CODE_BLOCK = /^```(ts|tsx|js|jsx|typescript|javascript)\b/;
const LINK = /\[([^\]]+)\]\(([^)\s#]+)(#[^)]*)?\)/g;

/** Whether `source` declares `symbol` (or exports it by name). */
export function declares(source, symbol) {
  const name = symbol.replace(/[$]/g, '\\$');
  return (
    new RegExp(`\\b(function\\*?|const|let|var|class|interface|type|enum)\\s+${name}\\b`).test(source) ||
    new RegExp(`export\\s+(type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`).test(source) ||
    (symbol === 'default' && /export\s+default\b/.test(source))
  );
}

/** The problems of one document: `{ line, message }`. */
export function docProblems(file, text, exists = existsSync, read = (f) => readFileSync(f, 'utf8')) {
  const problems = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (CODE_BLOCK.test(line))
      problems.push({ line: index + 1, message: 'a pasted code sample: link to the real code instead' });
    for (const [, label, target] of line.matchAll(LINK)) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
      const resolved = path.normalize(path.join(path.dirname(file), target));
      if (!exists(resolved)) {
        problems.push({ line: index + 1, message: `${target}: no such file` });
        continue;
      }
      const symbol = /^`([A-Za-z_$][\w$]*)`$/.exec(label)?.[1];
      if (symbol && /\.[cm]?[jt]sx?$/.test(resolved) && !declares(read(resolved), symbol))
        problems.push({ line: index + 1, message: `${target} declares no \`${symbol}\`` });
    }
  });
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = 0;
  let links = 0;
  for (const file of DOCS) {
    const text = readFileSync(file, 'utf8');
    links += [...text.matchAll(LINK)].length;
    for (const { line, message } of docProblems(file, text)) {
      console.error(`${file}:${line}: ${message}`);
      failed++;
    }
  }
  if (failed > 0) {
    console.error(`docs: ${failed} stale or pasted code reference(s)`);
    process.exit(1);
  }
  console.log(`docs: ${DOCS.length} document(s), ${links} links to the code checked, no pasted code`);
}
