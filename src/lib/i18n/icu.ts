/**
 * A compact ICU MessageFormat compiler for the subset of the syntax the locale files use, so the app does not
 * ship a full ICU parser (intl-messageformat and its parsers are about 11 kB gzipped, on the first screen):
 * - text, with ICU apostrophe quoting ('' is one apostrophe; '{...}' quotes syntax characters);
 * - {name} arguments;
 * - {name, number} and {name, number, integer|percent};
 * - {name, date|time} and {name, date|time, short|medium|long|full};
 * - {name, plural|selectordinal, [offset:n] =n {...} one {...} other {...}} with # for the (offset) number;
 * - {name, select, key {...} other {...}}.
 * Anything else (number skeletons, custom date styles) is a syntax error at compile time. The output matches
 * intl-messageformat's for every message of every locale file (src/lib/i18n/locales.test.ts checks it), and, as
 * intl-messageformat does, formatting throws when a value the message needs is missing.
 */
import type { MessageValues } from './types';

type Value = MessageValues[string];

export type Part =
  | string
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string; style?: 'integer' | 'percent' }
  | { kind: 'date' | 'time'; name: string; style: DateStyle }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; options: Record<string, Part[]> }
  | { kind: 'select'; name: string; options: Record<string, Part[]> }
  | { kind: 'pound' };

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

export type CompiledMessage = (values?: MessageValues) => string;

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

class Parser {
  private index = 0;
  constructor(private readonly source: string) {}

  fail(reason: string): never {
    throw new SyntaxError(`${reason} at ${this.index} in "${this.source}"`);
  }

  parseMessage(inPlural: boolean, nested: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const { source } = this;
    while (this.index < source.length) {
      const char = source[this.index]!;
      if (char === '{') {
        if (text) parts.push(text);
        text = '';
        parts.push(this.parseArgument());
      } else if (char === '}') {
        if (!nested) this.fail('Unexpected }');
        break;
      } else if (char === '#' && inPlural) {
        if (text) parts.push(text);
        text = '';
        parts.push({ kind: 'pound' });
        this.index += 1;
      } else if (char === "'") {
        text += this.parseApostrophe(inPlural);
      } else {
        text += char;
        this.index += 1;
      }
    }
    if (nested && source[this.index] !== '}') this.fail('Missing }');
    if (text) parts.push(text);
    return parts;
  }

  /** ICU's DOUBLE_OPTIONAL apostrophe mode, as formatjs applies it. */
  private parseApostrophe(inPlural: boolean): string {
    const { source } = this;
    const next = source[this.index + 1];
    if (next === "'") {
      this.index += 2;
      return "'";
    }
    const quotes = next === '{' || next === '}' || (inPlural && next === '#');
    if (!quotes) {
      this.index += 1;
      return "'";
    }
    let text = '';
    this.index += 1;
    while (this.index < source.length) {
      const char = source[this.index]!;
      if (char === "'") {
        if (source[this.index + 1] === "'") {
          text += "'";
          this.index += 2;
          continue;
        }
        this.index += 1;
        return text;
      }
      text += char;
      this.index += 1;
    }
    return text;
  }

  private skipSpace() {
    while (/\s/.test(this.source[this.index] ?? '')) this.index += 1;
  }

  private word(): string {
    this.skipSpace();
    const match = /^[^\s{},=#']+/.exec(this.source.slice(this.index));
    if (!match) this.fail('Expected a name');
    this.index += match[0].length;
    this.skipSpace();
    return match[0];
  }

  private expect(char: string) {
    this.skipSpace();
    if (this.source[this.index] !== char) this.fail(`Expected ${char}`);
    this.index += 1;
  }

  private parseArgument(): Part {
    this.expect('{');
    const name = this.word();
    if (this.source[this.index] === '}') {
      this.index += 1;
      return { kind: 'argument', name };
    }
    this.expect(',');
    const type = this.word();
    switch (type) {
      case 'number':
      case 'date':
      case 'time': {
        let style: string | undefined;
        if (this.source[this.index] === ',') {
          this.index += 1;
          style = this.word();
        }
        this.expect('}');
        if (type === 'number') {
          if (style !== undefined && style !== 'integer' && style !== 'percent')
            this.fail(`Unsupported number style ${style}`);
          return { kind: 'number', name, style };
        }
        const dateStyle = (style ?? 'medium') as DateStyle;
        if (!(dateStyle in DATE_STYLES)) this.fail(`Unsupported ${type} style ${style}`);
        return { kind: type, name, style: dateStyle };
      }
      case 'plural':
      case 'selectordinal':
      case 'select':
        return this.parseOptions(name, type);
      default:
        return this.fail(`Unsupported argument type ${type}`);
    }
  }

  private parseOptions(name: string, type: 'plural' | 'selectordinal' | 'select'): Part {
    this.expect(',');
    this.skipSpace();
    let offset = 0;
    const offsetMatch = /^offset:\s*(\d+)/.exec(this.source.slice(this.index));
    if (type !== 'select' && offsetMatch) {
      offset = Number(offsetMatch[1]);
      this.index += offsetMatch[0].length;
    }
    const options: Record<string, Part[]> = {};
    for (;;) {
      this.skipSpace();
      if (this.source[this.index] === '}') break;
      let selector: string;
      if (this.source[this.index] === '=') {
        this.index += 1;
        selector = `=${this.word()}`;
      } else {
        selector = this.word();
      }
      this.expect('{');
      options[selector] = this.parseMessage(type !== 'select', true);
      this.index += 1; // the closing }
    }
    this.index += 1;
    if (!options.other) this.fail('An "other" option is required');
    return type === 'select'
      ? { kind: 'select', name, options }
      : { kind: 'plural', name, ordinal: type === 'selectordinal', offset, options };
  }
}

/** The parts of `source`; throws a SyntaxError on what the subset does not support. */
export function parseMessage(source: string): Part[] {
  return new Parser(source).parseMessage(false, false);
}

/** Parses `source` (throws a SyntaxError on what the subset does not support) and returns its formatter. */
export function compileMessage(source: string, locale: string): CompiledMessage {
  const parts = parseMessage(source);
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
    const key = JSON.stringify(options);
    let format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format;
  };

  const valueOf = (values: MessageValues | undefined, name: string): Value => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`The value "${name}" was not provided for "${source}"`);
    return value;
  };

  const render = (list: Part[], values: MessageValues | undefined, pound?: number): string => {
    let out = '';
    for (const part of list) {
      if (typeof part === 'string') {
        out += part;
        continue;
      }
      switch (part.kind) {
        case 'pound':
          out += pound === undefined ? '#' : numberFormat().format(pound);
          break;
        case 'argument': {
          out += String(valueOf(values, part.name));
          break;
        }
        case 'number': {
          const options: Intl.NumberFormatOptions =
            part.style === 'integer'
              ? { maximumFractionDigits: 0 }
              : part.style === 'percent'
                ? { style: 'percent' }
                : {};
          out += numberFormat(options).format(Number(valueOf(values, part.name)));
          break;
        }
        case 'date':
        case 'time': {
          const styles = part.kind === 'date' ? DATE_STYLES : TIME_STYLES;
          const value = valueOf(values, part.name);
          out += new Intl.DateTimeFormat(locale, styles[part.style]).format(
            value instanceof Date ? value : Number(value),
          );
          break;
        }
        case 'select': {
          const key = String(valueOf(values, part.name));
          out += render(part.options[key] ?? part.options.other!, values, pound);
          break;
        }
        case 'plural': {
          const value = Number(valueOf(values, part.name));
          const exact = part.options[`=${value}`];
          const shifted = value - part.offset;
          const category = new Intl.PluralRules(locale, {
            type: part.ordinal ? 'ordinal' : 'cardinal',
          }).select(shifted);
          out += render(exact ?? part.options[category] ?? part.options.other!, values, shifted);
          break;
        }
      }
    }
    return out;
  };

  return (values) => render(parts, values);
}
