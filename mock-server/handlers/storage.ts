/**
 * Storage service (openapi/services/storage.yaml): the photo upload of the import modal, look-ups of an
 * account's uploads and of anonymous uploads. State and seed: db/uploads.ts. Uploaded photos go into the
 * photo store (insertPhotos), so they appear in the timeline, counts and month pages at once.
 *
 * POST /uploads is multipart/form-data, which the contract request validator (JSON bodies) does not read:
 * it is a plain msw route doing the same steps (bearer authentication -> 401, the contract's parameters such as
 * X-CorrelationId -> 400, then the checks below).
 *
 * Answers and assumptions where the documents are silent:
 *   - The form field is `files` (one entry per file). No file, a field that is not a file, an empty file or a
 *     body that is not multipart: 400. A file over 50 MB: 413.
 *   - Accepted: .jpg/.jpeg as image/jpeg, .png as image/png, .heic as image/heic; the extension, the declared
 *     type and the first bytes (JPEG, PNG or HEIF signature) must agree, else 415. An empty declared type or
 *     application/octet-stream counts as the extension's type (browsers do not know HEIC on every system).
 *   - All or nothing: one refused file refuses the request.
 *   - dateTaken comes from the EXIF DateTimeOriginal (with OffsetTimeOriginal when present, else read as UTC)
 *     of JPEG and PNG files; HEIC files and files without it get no dateTaken ("Unknown Date"). Width and
 *     height come from the image header (turned for EXIF orientations 5-8); a HEIC the image library cannot
 *     read is taken as 4032 x 3024.
 *   - The photo's picture is the mock's generated image for its id (images/render.ts), not the uploaded bytes.
 *   - GET /uploads/{id}: accountId other than the token's subject 403; an upload of another account, an
 *     anonymous upload or an unknown id 404.
 *   - POST /getanonymousuploads: the anonymous uploads among the ids, in the order asked; none 404.
 */
import { randomUUID } from 'node:crypto';
import { http, type HttpHandler } from 'msw';
import sharp from 'sharp';
import type { paths } from '../../src/api/generated/storage';
import { insertPhotos } from '../db/photos';
import { isoSeconds, type NewPhoto } from '../db/schema';
import {
  addUploads,
  contentTypeOfName,
  createUploadState,
  resetAccountUploads,
  uploadOfPhotoBatch,
  type Upload,
  type UploadContentType,
} from '../db/uploads';
import { authenticate } from '../http/auth';
import { problemResponse, unauthorized } from '../http/problem';
import { serverPath, createServiceHttp } from '../http/service-http';
import { createRequestValidator, describeErrors, type FieldError } from '../openapi/request-validator';
import { findOperation, loadServiceSpec } from '../openapi/spec';
import type { HandlerDeps } from '../deps';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const FALLBACK_SIZE = { width: 4032, height: 3024 };
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const badRequest = (errors: FieldError[]) => problemResponse(400, describeErrors(errors), errors);
const unsupported = (detail: string) => problemResponse(415, detail);

/** The type the first bytes show, if heic, jpeg or png. */
export function sniffContentType(bytes: Uint8Array): UploadContentType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'image/heic';
  return undefined;
}

/**
 * DateTimeOriginal (0x9003, else DateTimeDigitized 0x9004) of an EXIF block, with its offset
 * (0x9011 / 0x9012) when present, as ISO UTC without milliseconds; null when absent or unreadable.
 */
export function exifDateTaken(exif: Uint8Array): string | null {
  try {
    const buffer = Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength);
    const tiff = buffer.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? buffer.subarray(6) : buffer;
    const little = tiff.toString('latin1', 0, 2) === 'II';
    const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    const entry = (ifd: number, tag: number) => {
      const count = u16(ifd);
      for (let i = 0; i < count; i++) {
        const at = ifd + 2 + i * 12;
        if (u16(at) === tag) return at;
      }
      return undefined;
    };
    const ascii = (ifd: number, tag: number) => {
      const at = entry(ifd, tag);
      if (at === undefined) return undefined;
      const length = u32(at + 4);
      const start = length > 4 ? u32(at + 8) : at + 8;
      return tiff.toString('latin1', start, start + length).replace(/\0+$/, '');
    };
    const exifIfd = entry(u32(4), 0x8769);
    if (exifIfd === undefined) return null;
    const ifd = u32(exifIfd + 8);
    const original = ascii(ifd, 0x9003);
    const [value, offset] = original
      ? [original, ascii(ifd, 0x9011)]
      : [ascii(ifd, 0x9004), ascii(ifd, 0x9012)];
    const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(value ?? '');
    if (!match) return null;
    const [, y, mo, d, h, mi, s] = match;
    const zone = offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : 'Z';
    const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`);
    if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1900) return null;
    return isoSeconds(date);
  } catch {
    return null;
  }
}

interface Inspected {
  width: number;
  height: number;
  dateTaken: string | null;
}

async function inspectImage(bytes: Uint8Array): Promise<Inspected> {
  try {
    const meta = await sharp(bytes).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = meta.width ?? FALLBACK_SIZE.width;
    const height = meta.height ?? FALLBACK_SIZE.height;
    return {
      width: turned ? height : width,
      height: turned ? width : height,
      dateTaken: meta.exif ? exifDateTaken(meta.exif) : null,
    };
  } catch {
    return { ...FALLBACK_SIZE, dateTaken: null };
  }
}

interface CheckedFile {
  file: File;
  contentType: UploadContentType;
  bytes: Uint8Array;
}

/** The problem response of a refused file, or what the file is. */
async function checkFile(file: File, index: number): Promise<CheckedFile | Response> {
  const field = `body.files.${index}`;
  if (file.size === 0) return badRequest([{ field, message: 'is empty' }]);
  if (file.size > MAX_UPLOAD_BYTES) return problemResponse(413, `${file.name}: at most 50 MB per file.`);
  const byName = contentTypeOfName(file.name);
  if (!byName) return unsupported(`${file.name}: only heic, jpeg and png files can be uploaded.`);
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== '' && declared !== 'application/octet-stream' && declared !== byName) {
    return unsupported(`${file.name}: the type ${declared} does not match the file name.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (sniffContentType(bytes) !== byName) {
    return unsupported(`${file.name}: the content is not ${byName.slice('image/'.length)}.`);
  }
  return { file, contentType: byName, bytes };
}

/** The files of the form, or the 400 problem. */
async function formFiles(request: Request): Promise<File[] | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    return badRequest([{ field: 'body', message: 'must be multipart/form-data' }]);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return badRequest([{ field: 'body', message: 'must be valid multipart/form-data' }]);
  }
  const entries = form.getAll('files');
  if (entries.length === 0)
    return badRequest([{ field: 'body.files', message: 'must NOT have fewer than 1 items' }]);
  const notFile = entries.findIndex((entry) => typeof entry === 'string');
  if (notFile >= 0) return badRequest([{ field: `body.files.${notFile}`, message: 'must be a file' }]);
  return entries as File[];
}

export function createStorageHandlers(deps: HandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'storage', verifier: deps.verifier });
  const spec = loadServiceSpec('storage');
  const base = `*${serverPath(spec)}`;
  // The upload's parameters (X-CorrelationId) are checked like every other operation's; its multipart body is
  // read below, so the JSON body check is left out.
  const uploadOperation = findOperation(spec, 'post', '/uploads');
  const validateParameters = createRequestValidator({
    ...uploadOperation,
    operation: { ...uploadOperation.operation, requestBody: undefined },
  });
  const state = createUploadState();
  deps.onReset(state.reset);
  deps.control?.accountReset((accountId) => resetAccountUploads(state, accountId));

  async function uploadFiles(request: Request): Promise<Response> {
    const claims = await authenticate(request.headers, deps.verifier);
    if (!claims) return unauthorized();
    const parameters = validateParameters({
      params: {},
      url: new URL(request.url),
      headers: request.headers,
    });
    if (!parameters.ok) return badRequest(parameters.errors);
    const files = await formFiles(request);
    if (files instanceof Response) return files;
    const checked: CheckedFile[] = [];
    for (const [index, file] of files.entries()) {
      const result = await checkFile(file, index);
      if (result instanceof Response) return result;
      checked.push(result);
    }
    const now = isoSeconds(Date.now());
    const uploads: Upload[] = [];
    const photos: NewPhoto[] = [];
    for (const { file, contentType, bytes } of checked) {
      const upload: Upload = {
        id: randomUUID(),
        accountId: claims.sub,
        fileName: file.name,
        contentType,
        size: file.size,
        created: now,
      };
      const image = await inspectImage(bytes);
      uploads.push(upload);
      photos.push({
        imageId: randomUUID(),
        accountId: claims.sub,
        uploadId: upload.id,
        localFileName: file.name,
        dateTaken: image.dateTaken,
        created: now,
        uploadEnd: now,
        width: image.width,
        height: image.height,
      });
    }
    addUploads(state, uploads);
    insertPhotos(deps.store, photos);
    return Response.json({ uploads }, { status: 201 });
  }

  return [
    http.post(`${base}/uploads`, ({ request }) => uploadFiles(request)),

    api.get('/uploads/{id}', ({ claims, input, response }) => {
      if (input.query.accountId !== claims.sub) {
        return problemResponse(403, 'The account is not the signed-in account.');
      }
      const stored = state.byId.get(input.path.id);
      const found =
        stored?.accountId === claims.sub ? stored : uploadOfPhotoBatch(deps.store, claims.sub, input.path.id);
      return found ? response(200).json(found) : problemResponse(404, `No upload ${input.path.id}.`);
    }),

    api.post('/getanonymousuploads', ({ input, response }) => {
      const found = [...new Set(input.body.ids)].flatMap((id) => {
        const stored = state.byId.get(id);
        return stored && stored.accountId === null ? [stored] : [];
      });
      return found.length > 0
        ? response(200).json(found)
        : problemResponse(404, 'No anonymous upload with these ids.');
    }),
  ];
}
