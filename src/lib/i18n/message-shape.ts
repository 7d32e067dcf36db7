/**
 * What a translation must keep of its en-GB message (ADR 036), as a list of problems (empty: it matches):
 * - the same arguments, with the same types and styles ({name}, {n, number}, {d, date, short}, ...);
 * - the same exact plural matches (=0, =1) and select keys;
 * - plural categories of its own language (CLDR, through Intl.PluralRules): none that the language does not have,
 *   always `other`, and, where the en-GB message tells singular from plural, every category of the language
 *   (French, Italian, Spanish and Portuguese have `many`, for millions).
 * Used by src/lib/i18n/locales.test.ts over every message of every locale.
 */
import { parseMessage, type Part } from './icu';

interface Shape {
  /** "name", "name:number", "name:number:percent", "name:date:short", ... */
  arguments: Set<string>;
  plurals: Map<string, { ordinal: boolean; exact: Set<string>; keywords: Set<string> }>;
  selects: Map<string, Set<string>>;
}

function collect(parts: Part[], shape: Shape): Shape {
  for (const part of parts) {
    if (typeof part === 'string') continue;
    switch (part.kind) {
      case 'argument':
        shape.arguments.add(part.name);
        break;
      case 'number':
        shape.arguments.add(`${part.name}:number${part.style ? `:${part.style}` : ''}`);
        break;
      case 'date':
      case 'time':
        shape.arguments.add(`${part.name}:${part.kind}:${part.style}`);
        break;
      case 'plural': {
        shape.arguments.add(`${part.name}:${part.ordinal ? 'selectordinal' : 'plural'}`);
        const entry = shape.plurals.get(part.name) ?? {
          ordinal: part.ordinal,
          exact: new Set<string>(),
          keywords: new Set<string>(),
        };
        for (const [selector, branch] of Object.entries(part.options)) {
          (selector.startsWith('=') ? entry.exact : entry.keywords).add(selector);
          collect(branch, shape);
        }
        shape.plurals.set(part.name, entry);
        break;
      }
      case 'select': {
        shape.arguments.add(`${part.name}:select`);
        const keys = shape.selects.get(part.name) ?? new Set<string>();
        for (const [key, branch] of Object.entries(part.options)) {
          keys.add(key);
          collect(branch, shape);
        }
        shape.selects.set(part.name, keys);
        break;
      }
      case 'pound':
        break;
    }
  }
  return shape;
}

export function messageShape(source: string): Shape {
  return collect(parseMessage(source), { arguments: new Set(), plurals: new Map(), selects: new Map() });
}

const sorted = (set: Set<string>) => [...set].sort().join(', ');

/** The plural categories of `locale`'s language (cardinal or ordinal). */
export const pluralCategories = (locale: string, ordinal = false): string[] =>
  new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories;

/** How `translation` (in `locale`) departs from `reference` (en-GB); empty when it keeps its shape. */
export function shapeProblems(translation: string, reference: string, locale: string): string[] {
  const problems: string[] = [];
  let own: Shape;
  try {
    own = messageShape(translation);
  } catch (error) {
    return [`not a valid message: ${(error as Error).message}`];
  }
  const base = messageShape(reference);
  if (sorted(own.arguments) !== sorted(base.arguments))
    problems.push(`arguments [${sorted(own.arguments)}] instead of [${sorted(base.arguments)}]`);
  for (const [name, basePlural] of base.plurals) {
    const plural = own.plurals.get(name);
    if (!plural) continue; // reported as a different argument list
    if (sorted(plural.exact) !== sorted(basePlural.exact))
      problems.push(
        `${name}: exact matches [${sorted(plural.exact)}] instead of [${sorted(basePlural.exact)}]`,
      );
    const categories = pluralCategories(locale, plural.ordinal);
    const foreign = [...plural.keywords].filter((keyword) => !categories.includes(keyword));
    if (foreign.length) problems.push(`${name}: ${foreign.join(', ')} is not a plural category of ${locale}`);
    if (!plural.keywords.has('other')) problems.push(`${name}: no "other" branch`);
    const distinguishes = [...basePlural.keywords].some((keyword) => keyword !== 'other');
    const missing = categories.filter((category) => !plural.keywords.has(category));
    if (distinguishes && missing.length)
      problems.push(`${name}: no branch for the ${locale} plural categories ${missing.join(', ')}`);
  }
  for (const [name, baseKeys] of base.selects) {
    const keys = own.selects.get(name);
    if (keys && sorted(keys) !== sorted(baseKeys))
      problems.push(`${name}: select keys [${sorted(keys)}] instead of [${sorted(baseKeys)}]`);
  }
  return problems;
}
