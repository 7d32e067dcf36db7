#!/usr/bin/env node
// Every string of every contract has a maxLength (issue 12): without one, a service has to accept a 50 MB album
// name. `findUnboundedStrings(file)` lists the string schemas without one (check-contracts.mjs reports them); run
// with `--write` it adds the house limits below in place, one line after the schema's `type`, without reformatting
// the file (so concurrent edits of the same YAML still merge). Strings bounded otherwise need no maxLength: an
// enum or const, a date/date-time/uuid format, a binary body. The limits are assumptions (the spec gives none):
//   e-mail address  254, and a local part of at most 64 (RFC 5321), as a pattern
//   URL, token, cursor  2048
//   an id           128
//   a name, title   255, no control characters
//   other text      1000 (a problem's detail 4000, a GraphQL query 10000), no control characters except tab and
//                   line breaks
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** AddressInput's rules belong to the address work (settings). */
const SKIP_FILES = new Set(['openapi/components/addresses.yaml']);
const BOUNDED_FORMATS = new Set(['date', 'date-time', 'uuid', 'binary', 'time']);

export const EMAIL_PATTERN = '^[^@\\s]{1,64}@[^@\\s]{1,253}$';
export const NAME_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';
export const TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** The limit (and pattern) for a string schema named `name` (its property or parameter name). */
export function limitFor(name, schema) {
  const format = schema.get('format');
  const hasPattern = schema.has('pattern');
  if (format === 'email' || /e-?mail/i.test(name ?? ''))
    return { maxLength: 254, pattern: hasPattern ? undefined : EMAIL_PATTERN };
  if (format === 'uri' || format === 'uri-reference' || /url|href|link|token|cursor/i.test(name ?? ''))
    return { maxLength: 2048 };
  if (/(^ids?$|Ids?$|_id$|^codes?$|Codes?$)/.test(name ?? '')) return { maxLength: 128 };
  if (name === 'detail') return { maxLength: 4000, pattern: TEXT_PATTERN };
  if (name === 'query') return { maxLength: 10000, pattern: TEXT_PATTERN };
  if (hasPattern) return { maxLength: 1000 };
  if (/name|title/i.test(name ?? '')) return { maxLength: 255, pattern: NAME_PATTERN };
  return { maxLength: 1000, pattern: TEXT_PATTERN };
}

function isStringSchema(node) {
  if (!isMap(node)) return false;
  const type = node.get('type');
  return type === 'string' || (isSeq(type) && type.items.some((i) => isScalar(i) && i.value === 'string'));
}

function needsLimit(node) {
  if (node.has('maxLength') || node.has('enum') || node.has('const')) return false;
  return !BOUNDED_FORMATS.has(node.get('format'));
}

/** The name a string schema stands for: its property name, or the parameter/header it is the schema of. */
function nameOf(pathToNode) {
  for (let i = pathToNode.length - 1; i >= 0; i--) {
    const item = pathToNode[i];
    if (isPair(item) && isScalar(item.key)) {
      const key = String(item.key.value);
      if (key === 'schema' || key === 'items') continue;
      if (['properties', 'schemas', 'parameters', 'headers'].includes(key)) return undefined;
      // A parameter's schema: the parameter map's `name`.
      const parent = pathToNode[i - 1];
      if (key === 'schema' && isMap(parent)) return parent.get('name');
      return key;
    }
    if (isMap(item) && item.has('name') && item.has('in')) return String(item.get('name'));
  }
  return undefined;
}

/** [{ file, line, indent, name, limit }] for every string schema of `file` without a maxLength. */
export function findUnboundedStrings(file) {
  const text = readFileSync(file, 'utf8');
  const doc = parseDocument(text, { keepSourceTokens: true });
  const found = [];
  visit(doc, {
    Map(_key, node, pathToNode) {
      if (!isStringSchema(node) || !needsLimit(node)) return;
      const typePair = node.items.find((p) => isScalar(p.key) && p.key.value === 'type');
      const [start] = typePair.key.range;
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      const flow =
        node.flow ||
        (text.slice(lineStart, start).trim() !== '' && !/^-\s*$/.test(text.slice(lineStart, start).trim()));
      const valueEnd = typePair.value.range[1];
      found.push({
        file,
        offset: start,
        afterType: valueEnd,
        indent: start - lineStart,
        flow,
        line: text.slice(0, start).split('\n').length,
        name: nameOf(pathToNode),
        limit: limitFor(nameOf(pathToNode), node),
      });
    },
  });
  return found;
}

export function contractFiles() {
  return ['openapi/services', 'openapi/components'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `${dir}/${f}`)
      .filter((f) => !SKIP_FILES.has(f)),
  );
}

/** Adds the limits in place: one line per keyword after the `type` line (flow maps get the keywords inline). */
export function writeLimits(file) {
  let text = readFileSync(file, 'utf8');
  const found = findUnboundedStrings(file).sort((a, b) => b.afterType - a.afterType);
  for (const { afterType, indent, flow, limit } of found) {
    const parts = [
      `maxLength: ${limit.maxLength}`,
      ...(limit.pattern ? [`pattern: '${limit.pattern}'`] : []),
    ];
    const insert = flow ? `, ${parts.join(', ')}` : parts.map((p) => `\n${' '.repeat(indent)}${p}`).join('');
    const lineEnd = flow
      ? afterType
      : text.indexOf('\n', afterType) === -1
        ? text.length
        : text.indexOf('\n', afterType);
    text = text.slice(0, lineEnd) + insert + text.slice(lineEnd);
  }
  writeFileSync(file, text);
  return found.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const write = process.argv.includes('--write');
  let total = 0;
  for (const relFile of contractFiles()) {
    const file = path.join(root, relFile);
    if (write) total += writeLimits(file);
    else
      for (const f of findUnboundedStrings(file)) {
        total++;
        console.log(
          `${relFile}:${f.line} ${f.name ?? '(unnamed)'} -> maxLength ${f.limit.maxLength}${f.limit.pattern ? ` pattern ${f.limit.pattern}` : ''}${f.flow ? ' (flow)' : ''}`,
        );
      }
  }
  console.log(`${total} string schema(s) ${write ? 'bounded' : 'without a maxLength'}`);
}
