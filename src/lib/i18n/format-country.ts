/**
 * A country's name from its ISO code in the locale ("GB": "United Kingdom", "Verenigd Koninkrijk"); the code when
 * the browser cannot name it. Apart from i18n.ts so that it loads with the pages that show an address, not with the
 * first screen (the timeline route's size budget).
 */
const regionNames = new Map<string, Intl.DisplayNames>();

export function formatCountry(locale: string, code: string): string {
  try {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNames.set(locale, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
