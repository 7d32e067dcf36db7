/**
 * The drift table (parsers.ts) is complete and points at real things:
 *   - every source file that imports zod is a parser's file or is listed as not parsing service payloads;
 *   - every call of a generated client in the app (`api.<service>.<METHOD>('<path>'`) names an operation of
 *     the specs, and each JSON success answer of it is parsed by an entry;
 *   - every response and message an entry names exists in the specs, with a JSON schema.
 * A new fetcher or schema without an entry fails here, naming the file.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../contract/lib/specs';
import { NOT_RESPONSE_PARSERS, PUSH_PARSERS, RESPONSE_PARSERS } from './parsers';
import { jsonSuccessStatuses, messageMedia, operationAt, responseMedia } from './lib/spec-media';

/** The app's source files (repository paths), tests and generated code left out. */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(path.join(REPO_ROOT, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(REPO_ROOT, file)).isDirectory()) {
      return file === 'src/api/generated' ? [] : sourceFiles(file);
    }
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [file] : [];
  });
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const parserFiles = new Set([...RESPONSE_PARSERS, ...PUSH_PARSERS].flatMap((p) => p.files));
const CLIENT_CALL = /\bapi\.(\w+)\.(GET|POST|PUT|PATCH|DELETE)\(\s*'([^']+)'/g;

describe('the drift table', () => {
  const files = sourceFiles();

  it('lists every source file that imports zod', () => {
    const unlisted = files.filter(
      (file) =>
        /from ['"]zod(\/mini)?['"]/.test(read(file)) &&
        !parserFiles.has(file) &&
        !(file in NOT_RESPONSE_PARSERS),
    );
    expect(
      unlisted,
      'add them to RESPONSE_PARSERS or NOT_RESPONSE_PARSERS in tests/drift/parsers.ts',
    ).toEqual([]);
  });

  it('lists only files that exist', () => {
    const listed = [...parserFiles, ...Object.keys(NOT_RESPONSE_PARSERS)];
    expect(listed.filter((file) => !files.includes(file))).toEqual([]);
  });

  it("parses the JSON answer of every operation the app's clients call", () => {
    const parsed = new Set(
      RESPONSE_PARSERS.flatMap((p) =>
        p.responses === 'every problem+json response'
          ? []
          : p.responses.map((r) => `${r.operationId} ${r.status}`),
      ),
    );
    const problems: string[] = [];
    for (const file of files) {
      for (const [, service, method, pathTemplate] of read(file).matchAll(CLIENT_CALL)) {
        const op = operationAt(service!, method!, pathTemplate!);
        if (!op) {
          problems.push(`${file}: ${service}.${method} ${pathTemplate} is no operation of the specs`);
          continue;
        }
        for (const status of jsonSuccessStatuses(op)) {
          if (!parsed.has(`${op.operationId} ${status}`)) {
            problems.push(`${file}: no entry parses ${op.operationId} ${status}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names responses and messages the specs have', () => {
    for (const parser of RESPONSE_PARSERS) {
      if (parser.responses === 'every problem+json response') continue;
      for (const ref of parser.responses) expect(() => responseMedia(ref), parser.name).not.toThrow();
    }
    for (const parser of PUSH_PARSERS) {
      expect(() => messageMedia(parser.channel, parser.message), parser.name).not.toThrow();
    }
  });
});
