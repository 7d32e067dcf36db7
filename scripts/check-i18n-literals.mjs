#!/usr/bin/env node
// User-visible text goes through the i18n layer (ADR 003, ADR 037): reads every .tsx file under src/ (tests and
// src/testing/ left out) with TypeScript's parser and fails naming the file, line and text of each literal a user
// would see: JSX text, a string literal as a JSX child, and a literal in a user-visible attribute (aria-label,
// title, placeholder, alt, ...). `npm test` runs it with the static checks. The rule is the pure function
// `literalTextViolations` (scripts/check-i18n-literals.test.mjs proves each case fires, and what it lets pass).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Attributes whose value a user reads or hears. */
export const USER_VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Text with a letter in it (any script); punctuation, digits, symbols and spaces alone are not words. */
const HAS_WORD = /\p{L}/u;

/**
 * Literals that may stay, each with its reason. `file` is a repository path, `text` the literal (trimmed).
 * Keep this list short: a brand or a product name that every language writes the same is the typical entry.
 */
export const EXCEPTIONS = [
  // The FTP callback's data formats: file-format names, written the same in every language.
  { file: 'src/features/business/components/integration-page.tsx', text: 'JSON' },
  { file: 'src/features/business/components/integration-page.tsx', text: 'XML' },
];

/**
 * The user-visible literals of one .tsx source: [{ line, kind, text }]. `ts` is the typescript module.
 */
export function literalTextViolations(ts, source, file = 'file.tsx', exceptions = EXCEPTIONS) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, kind, text) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!HAS_WORD.test(trimmed)) return;
    if (exceptions.some((exception) => exception.file === file && exception.text === trimmed)) return;
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    found.push({ line, kind, text: trimmed });
  };
  /** The literal text an expression is, or may be (both branches of a ?: and of ||, ??), else nothing. */
  const literals = (expression) => {
    if (!expression) return [];
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
    if (ts.isTemplateExpression(expression)) return [expression];
    if (ts.isParenthesizedExpression(expression)) return literals(expression.expression);
    if (ts.isConditionalExpression(expression))
      return [...literals(expression.whenTrue), ...literals(expression.whenFalse)];
    if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(
        expression.operatorToken.kind,
      )
    )
      return [...literals(expression.left), ...literals(expression.right)];
    return [];
  };
  const textOf = (literal) =>
    ts.isTemplateExpression(literal)
      ? [literal.head.text, ...literal.templateSpans.map((span) => span.literal.text)].join(' ')
      : literal.text;

  const visit = (node) => {
    if (ts.isJsxText(node)) {
      report(node, 'JSX text', node.text);
    } else if (ts.isJsxExpression(node) && node.parent && !ts.isJsxAttribute(node.parent)) {
      for (const literal of literals(node.expression)) report(literal, 'JSX text', textOf(literal));
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sourceFile);
      if (USER_VISIBLE_ATTRIBUTES.has(name) && node.initializer) {
        const values = ts.isStringLiteral(node.initializer)
          ? [node.initializer]
          : literals(node.initializer.expression);
        for (const literal of values) report(literal, `${name} attribute`, textOf(literal));
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const isTest = (file) => /\.test\.tsx$/.test(file) || /^src\/(.+\/)?testing\//.test(file);

function listTsx(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.posix.join(dir, name);
    if (statSync(full).isDirectory()) return listTsx(full);
    return name.endsWith('.tsx') && !isTest(full) ? [full] : [];
  });
}

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const { default: ts } = await import('typescript');
  const files = listTsx('src');
  const problems = files.flatMap((file) =>
    literalTextViolations(ts, readFileSync(file, 'utf8'), file).map(
      ({ line, kind, text }) =>
        `${file}:${line} ${kind} "${text}" bypasses the i18n layer (use useT() / <T>)`,
    ),
  );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`i18n literals: ${problems.length} user-visible literal(s) in ${files.length} .tsx files`);
    process.exit(1);
  }
  console.log(`i18n literals: ${files.length} .tsx files checked, no user-visible literal text`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
