/**
 * The mock's data models (@mswjs/data). Write only through the store functions (e.g. `db/photos.ts`): they
 * keep the lookup indexes next to the db in step, since @mswjs/data queries scan every record.
 */
import { factory, nullable, primaryKey } from '@mswjs/data';

export function createDb() {
  return factory({
    photo: {
      imageId: primaryKey(String),
      /** Owner: the access token's `sub`. */
      accountId: String,
      /** The upload session the photo arrived in (shared by the photos of one batch). */
      uploadId: String,
      localFileName: String,
      /** ISO date-time without milliseconds; null when the photo has no dateTaken (timeline 1970/1). */
      dateTaken: nullable(String),
      /** When the photo was added to the library (ISO); sort key `created`. */
      created: String,
      uploadEnd: String,
      width: Number,
      height: Number,
      /** Timeline month "year/month" (no leading zero) of dateTaken, "1970/1" when unknown. */
      monthKey: String,
    },
  });
}

export type Db = ReturnType<typeof createDb>;
export type PhotoRecord = ReturnType<Db['photo']['create']>;
/** What creating a photo takes: every field but monthKey, which the store derives from dateTaken. */
export interface NewPhoto {
  imageId: string;
  accountId: string;
  uploadId: string;
  localFileName: string;
  dateTaken: string | null;
  created: string;
  uploadEnd: string;
  width: number;
  height: number;
}

export const UNDATED_MONTH_KEY = '1970/1';

export function monthKeyOf(dateTaken: string | null): string {
  if (!dateTaken) return UNDATED_MONTH_KEY;
  const date = new Date(dateTaken);
  return `${date.getUTCFullYear()}/${date.getUTCMonth() + 1}`;
}

/** ISO 8601 in UTC without milliseconds (`2025-11-02T14:31:07Z`): sortable as a string. */
export function isoSeconds(date: Date | number): string {
  // toISOString always ends in `.sssZ`: the milliseconds are cut off without a regular expression (a seed makes
  // three of these per photo).
  return `${new Date(date).toISOString().slice(0, -5)}Z`;
}
