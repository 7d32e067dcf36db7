/**
 * Real zip archives of photos (fflate), for the export chunks and the downloads: every entry is a real JPEG
 * (files/photo-bytes.ts), stored without compression (JPEGs do not compress), so the size of an archive is known
 * from its entries' sizes without building it (`zipSize`; the tests hold it to the built bytes).
 *
 * Assumptions (the documents do not show the archives' insides):
 *  - entries are the photos at the 800 px thumbnail size (the long side fits 800), not the originals: a chunk
 *    of 500 photos (~7 MB) then builds in 0.1-0.2 s once its pictures are drawn, and drawing them (done while
 *    an export is IN_PROGRESS) takes 1-3 s for a whole account (48 pictures x a few sizes; 2 shared cores);
 *  - an entry is named after the photo's localFileName, with `.jpg` for names that say another format (the
 *    mock's bytes are JPEG), and made unique within its archive with ` (2)`, ` (3)`...;
 *  - an entry's modification time is the photo's dateTaken, else its created date.
 */
import { zipSync, type Zippable } from 'fflate';
import type { ImageVariant } from '../images/sizes';
import { mapLimit, photoJpeg, RENDER_CONCURRENCY, type PhotoSource } from './photo-bytes';

export const ARCHIVE_VARIANT: ImageVariant = 800;

/** What an archive needs of a photo (a subset of the photo store's record). */
export interface ArchivePhoto extends PhotoSource {
  accountId: string;
  localFileName: string;
  dateTaken: string | null;
  created: string;
}

export interface ArchiveEntry extends PhotoSource {
  /** Path inside the archive, unique (ignoring case) within it. */
  name: string;
  /** Owner of the photo. */
  ownerId: string;
  /** ISO date-time the entry is stamped with. */
  mtime: string;
}

const JPEG_NAME = /\.jpe?g$/i;
// Local file header 30 + central directory header 46 bytes per entry (fflate writes no extra fields),
// plus the name twice; the end of central directory record is 22 bytes.
const PER_ENTRY_BYTES = 30 + 46;
const END_RECORD_BYTES = 22;
const encoder = new TextEncoder();

function jpegName(localFileName: string): string {
  const name = localFileName.replace(/[\\/]/g, '_') || 'photo';
  if (JPEG_NAME.test(name)) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/** `name` or, when taken, `stem (2).ext`, `stem (3).ext`... (names compared ignoring case). */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The entries of an archive of `photos`, in their order; `folderOf` gives an entry's folder (with `/`).
 * `taken` holds the names (lower case) already used, to keep names unique across calls (e.g. export chunks).
 */
export function archiveEntries(
  photos: readonly ArchivePhoto[],
  folderOf: (photo: ArchivePhoto) => string = () => '',
  taken = new Set<string>(),
): ArchiveEntry[] {
  return photos.map((photo) => ({
    imageId: photo.imageId,
    width: photo.width,
    height: photo.height,
    ownerId: photo.accountId,
    name: uniqueName(`${folderOf(photo)}${jpegName(photo.localFileName)}`, taken),
    mtime: photo.dateTaken ?? photo.created,
  }));
}

/** The byte size of a stored (uncompressed) zip of entries with these names and data sizes. */
export function zipSize(entries: readonly { name: string; size: number }[]): number {
  return entries.reduce(
    (total, e) => total + PER_ENTRY_BYTES + 2 * encoder.encode(e.name).length + e.size,
    END_RECORD_BYTES,
  );
}

/** The data size of each entry (draws the pictures not drawn yet). */
export function entrySizes(entries: readonly ArchiveEntry[]): Promise<number[]> {
  return mapLimit(entries, RENDER_CONCURRENCY, async (e) => (await photoJpeg(e, ARCHIVE_VARIANT)).length);
}

/** Zip time stamps are DOS dates (1980-2107). */
function zipDate(iso: string): Date {
  const date = new Date(iso);
  const year = date.getUTCFullYear();
  return Number.isNaN(year) || year < 1980 ? new Date('1980-01-01T00:00:00Z') : date;
}

/**
 * Builds the zip of `entries`. An archive without entries holds one empty folder, `emptyFolder`, so it is
 * still a zip with an entry (an archive of nothing is 22 bytes that many tools refuse to open).
 */
export async function buildZip(
  entries: readonly ArchiveEntry[],
  emptyFolder = 'My Photos/',
): Promise<Uint8Array> {
  if (entries.length === 0) return zipSync({ [emptyFolder]: [new Uint8Array(0), { level: 0 }] });
  const bytes = await mapLimit(entries, RENDER_CONCURRENCY, (e) => photoJpeg(e, ARCHIVE_VARIANT));
  const files: Zippable = {};
  entries.forEach((entry, i) => {
    files[entry.name] = [bytes[i] as Uint8Array, { level: 0, mtime: zipDate(entry.mtime) }];
  });
  return zipSync(files);
}

/** The size `buildZip` will produce for `entries` (draws the pictures not drawn yet). */
export async function archiveSize(
  entries: readonly ArchiveEntry[],
  emptyFolder = 'My Photos/',
): Promise<number> {
  if (entries.length === 0) return zipSize([{ name: emptyFolder, size: 0 }]);
  const sizes = await entrySizes(entries);
  return zipSize(entries.map((e, i) => ({ name: e.name, size: sizes[i] ?? 0 })));
}

/** `attachment` with the file name, plain ASCII and RFC 5987 encoded (for names beyond ASCII). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A file download response. */
export function fileResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Built archives kept in memory up to a byte budget (least recently used dropped), built once when asked twice. */
export interface ZipCache {
  get(key: string, build: () => Promise<Uint8Array>): Promise<Uint8Array>;
  clear(): void;
}

export function createZipCache(budgetBytes = 192 * 1024 * 1024): ZipCache {
  const built = new Map<string, Uint8Array>();
  const inFlight = new Map<string, Promise<Uint8Array>>();
  let bytes = 0;
  let generation = 0;
  const keep = (key: string, zip: Uint8Array) => {
    built.set(key, zip);
    bytes += zip.length;
    for (const [oldKey, old] of built) {
      if (bytes <= budgetBytes || oldKey === key) break;
      built.delete(oldKey);
      bytes -= old.length;
    }
  };
  return {
    get(key, build) {
      const cached = built.get(key);
      if (cached) {
        built.delete(key);
        built.set(key, cached);
        return Promise.resolve(cached);
      }
      let pending = inFlight.get(key);
      if (!pending) {
        const started = generation;
        pending = build()
          .then((zip) => {
            if (started === generation) keep(key, zip);
            return zip;
          })
          .finally(() => {
            if (inFlight.get(key) === pending) inFlight.delete(key);
          });
        inFlight.set(key, pending);
      }
      return pending;
    },
    clear() {
      generation += 1;
      built.clear();
      inFlight.clear();
      bytes = 0;
    },
  };
}
