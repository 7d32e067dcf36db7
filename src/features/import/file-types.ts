/**
 * Which files the import accepts (my-photos.md section 5: "accepts only heic, jpeg and png").
 *
 * The same rules as the storage service (openapi/services/storage.yaml, mock-server/handlers/storage.ts), so a file
 * the picker keeps is one the service takes:
 *   - the extension must be .heic, .jpg, .jpeg or .png (case-insensitive);
 *   - the declared MIME type must be the extension's, or empty / application/octet-stream: browsers on systems
 *     that do not know HEIC give it no type, and the name is then what tells;
 *   - the first bytes must be a JPEG, PNG or HEIF signature of that type (a renamed PDF is refused at once);
 *   - a file must not be empty nor larger than 50 MB (the service's 413 limit).
 */

export type ImportContentType = 'image/heic' | 'image/jpeg' | 'image/png';

/** The service refuses files above this size (storage.yaml, 413 "At most 50 MB per file"). */
export const MAX_IMPORT_FILE_BYTES = 50 * 1024 * 1024;

const TYPE_BY_EXTENSION: Readonly<Record<string, ImportContentType>> = {
  heic: 'image/heic',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** For the file picker's `accept`: extensions as well as types, or a HEIC without a type could not be chosen. */
export const IMPORT_ACCEPTED_FILE_TYPES: readonly string[] = [
  '.heic',
  '.jpg',
  '.jpeg',
  '.png',
  'image/heic',
  'image/jpeg',
  'image/png',
];

/** Why a file is not taken: not heic/jpeg/png, empty, or too large. */
export type RejectReason = 'type' | 'empty' | 'tooLarge';

export type FileCheck = { ok: true; contentType: ImportContentType } | { ok: false; reason: RejectReason };

/** The type a file name's extension stands for, if it is one the import takes. */
export function contentTypeOfName(name: string): ImportContentType | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  return TYPE_BY_EXTENSION[name.slice(dot + 1).toLowerCase()];
}

/** Name, declared type and size, without reading the file. */
export function checkFileDescription(file: Pick<File, 'name' | 'type' | 'size'>): FileCheck {
  const byName = contentTypeOfName(file.name);
  if (!byName) return { ok: false, reason: 'type' };
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== '' && declared !== 'application/octet-stream' && declared !== byName) {
    return { ok: false, reason: 'type' };
  }
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_IMPORT_FILE_BYTES) return { ok: false, reason: 'tooLarge' };
  return { ok: true, contentType: byName };
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type the first 12 bytes show, if heic, jpeg or png. */
export function sniffContentType(bytes: Uint8Array): ImportContentType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'image/heic';
  return undefined;
}

/** The whole check: the description, then the file's first bytes. */
export async function checkImportFile(file: File): Promise<FileCheck> {
  const described = checkFileDescription(file);
  if (!described.ok) return described;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return sniffContentType(head) === described.contentType ? described : { ok: false, reason: 'type' };
}
