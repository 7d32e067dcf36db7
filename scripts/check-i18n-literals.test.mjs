import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { literalTextViolations } from './check-i18n-literals.mjs';

const check = (source, exceptions) =>
  literalTextViolations(ts, source, 'src/x.tsx', exceptions).map(({ kind, text }) => `${kind}: ${text}`);

describe('user-visible text that bypasses the i18n layer', () => {
  it('finds text written straight into JSX, also as a string child or in a conditional', () => {
    expect(check('const A = () => <p>Hello there</p>;')).toEqual(['JSX text: Hello there']);
    expect(check("const A = () => <p>{'Loading'}</p>;")).toEqual(['JSX text: Loading']);
    expect(check('const A = ({ a }) => <p>{a ? `Open ${a}` : "Closed"}</p>;')).toEqual([
      'JSX text: Open',
      'JSX text: Closed',
    ]);
    expect(check("const A = ({ a }) => <p>{a ?? 'None'}</p>;")).toEqual(['JSX text: None']);
  });

  it('finds literals in the attributes a user reads or hears', () => {
    expect(
      check(
        '<><button aria-label="Close" /><img alt="Photo" src="a.png" /><input placeholder={"Name"} />' +
          '<abbr title={`Title`} /><Field label="Email" /></>',
      ),
    ).toEqual([
      'aria-label attribute: Close',
      'alt attribute: Photo',
      'placeholder attribute: Name',
      'title attribute: Title',
      'label attribute: Email',
    ]);
  });

  it('lets through messages, punctuation, numbers, empty alt texts and non-visible attributes', () => {
    expect(
      check(
        'const A = ({ t, n }) => (<div className="grid" data-testid="photo" role="list">' +
          '<h1>{t(\'photos.title\')}</h1><span>+{n}</span> – / · 42 <img alt="" src="x.png" />' +
          '<button aria-label={t(\'common.close\')} type="button">×</button></div>);',
      ),
    ).toEqual([]);
  });

  it('reports the line of each literal, and skips a listed exception', () => {
    const found = literalTextViolations(ts, 'const A = () => (\n  <p>\n    Hello\n  </p>\n);', 'src/x.tsx');
    expect(found).toEqual([{ line: 3, kind: 'JSX text', text: 'Hello' }]);
    expect(check('<b>albelli</b>', [{ file: 'src/x.tsx', text: 'albelli', reason: 'brand name' }])).toEqual(
      [],
    );
  });
});
