import { compileMessage, type CompiledMessage } from './icu';
import type { MessageId, MessageValues, Messages } from './types';

export interface I18n {
  /** BCP 47 locale of the page, e.g. en-GB. */
  readonly locale: string;
  /** The message `id` with its ICU variables and plurals filled in. */
  t(id: MessageId, values?: MessageValues): string;
  formatDate(date: Date | number, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** The spec's dd MMM yyyy in the locale's words: "02 Nov 2025", "02 Nov. 2025" (de), "02 Nov 2025" (es). */
  formatDay(date: Date | number, options?: { timeZone?: string }): string;
  /** An amount of money in the locale's notation: "€12.50" (en-IE), "12,50 €" (de-DE), "€ 12,50" (nl-NL). */
  formatCurrency(amount: number, currency: string): string;
}

/**
 * The formatters dayPattern uses, made once per locale, options and time zone: creating an Intl.DateTimeFormat
 * costs far more than formatting with one, and a page formats a date per row or tile (an album's grid: about
 * 7 ms of each load on a desktop, four times that on a phone; issue 25).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * dd MMM yyyy (account-area.md section 9) as the pattern reads in each locale: two-digit day, the locale's
 * abbreviated month name as used in a date (the stand-alone one where the locale's short date is numeric, as
 * pt-PT's is), four-digit year, separated by spaces; Spanish capitalises the month (my-photos.md section 2);
 * English months are three letters ("Sep", not CLDR's en-GB "Sept"). Every date a page shows goes through it.
 */
export function dayPattern(locale: string, date: Date | number, timeZone?: string): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, options, timeZone).formatToParts(date);
  const parts = format({ day: '2-digit', month: 'short', year: 'numeric' });
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  let month = part('month');
  if (/^\d/.test(month)) month = format({ month: 'short' })[0]?.value ?? month;
  if (locale.startsWith('es')) month = month.charAt(0).toLocaleUpperCase(locale) + month.slice(1);
  // MMM in English is three letters: newer CLDR gives en-GB "Sept" (issue 23: the spec writes "04 Sep 2026").
  if (locale.startsWith('en')) month = month.slice(0, 3);
  return `${part('day')} ${month} ${part('year')}`;
}

const optionsKey = (options: object | undefined): string => (options ? JSON.stringify(options) : '');

/** Creates the i18n of one locale; compiled messages and Intl formatters are cached. */
export function createI18n(locale: string, messages: Messages): I18n {
  const compiled = new Map<string, CompiledMessage | null>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const numberFormats = new Map<string, Intl.NumberFormat>();

  const compile = (id: string): CompiledMessage | null => {
    if (compiled.has(id)) return compiled.get(id) ?? null;
    const source = messages[id];
    let format: CompiledMessage | null = null;
    if (source === undefined) {
      console.warn(`Missing message: ${id}`);
    } else {
      try {
        format = compileMessage(source, locale);
      } catch (error) {
        console.error(`Invalid message ${id}: ${source}`, error);
      }
    }
    compiled.set(id, format);
    return format;
  };

  return {
    locale,
    t(id, values) {
      const format = compile(id);
      if (!format) return messages[id] ?? id;
      try {
        return format(values);
      } catch (error) {
        console.error(`Could not format message ${id}`, error);
        return messages[id] ?? id;
      }
    },
    formatDate(date, options) {
      const key = optionsKey(options);
      let format = dateFormats.get(key);
      if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
      return format.format(date);
    },
    formatNumber(value, options) {
      const key = optionsKey(options);
      let format = numberFormats.get(key);
      if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
      return format.format(value);
    },
    formatDay(date, options) {
      return dayPattern(locale, date, options?.timeZone);
    },
    formatCurrency(amount, currency) {
      return this.formatNumber(amount, { style: 'currency', currency });
    },
  };
}

/**
 * A page's first Intl formatter loads the locale data: about 25 ms on a desktop, four times that on a mid-range
 * phone (the cold-load trace of docs/benchmarks.md), later ones well under a millisecond. Called in a task of its
 * own while the first requests are on the way, so that this cost is not part of the first render's long task.
 */
export function warmUpIntl(locale: string): void {
  // One task each: together they are a long task on a slow phone.
  const warmUps = [
    () => new Intl.NumberFormat(locale).format(0),
    () => new Intl.DateTimeFormat(locale).format(0),
    () => new Intl.PluralRules(locale).select(0),
  ];
  for (const warmUp of warmUps)
    setTimeout(() => {
      try {
        warmUp();
      } catch {
        // An unsupported locale fails where it is used, with its message there.
      }
    }, 0);
}
