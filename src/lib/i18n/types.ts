import type enGB from '@public/locales/en-GB.json';

/** Message ids: the keys of public/locales/en-GB.json, the source of keys (type-only import, nothing bundled). */
export type MessageId = keyof typeof enGB;

/** Message id to ICU MessageFormat text (`LocaleMessages` of openapi/services/app-static.yaml). */
export type Messages = Record<string, string>;

/** Values of an ICU message's variables. */
export type MessageValues = Record<string, string | number | Date>;
