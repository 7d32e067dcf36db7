import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countPhotos, getPhoto, monthPhotos } from '../db/photos';
import { SEEDED_ANONYMOUS_UPLOADS } from '../db/uploads';
import { fakeClaims, fakeToken } from '../testing/fake-identity';
import { testHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createPhotoHandlers } from './photo';
import { MAX_UPLOAD_BYTES, createStorageHandlers, exifDateTaken, sniffContentType } from './storage';

const API = 'http://api.test/storage';
const deps = testHandlerDeps();
setupHandlerServer([...createStorageHandlers(deps), ...createPhotoHandlers(deps)], { base: API, deps });

const DEMO = fakeClaims('demo@example.com')!;
const EMPTY = fakeClaims('empty@example.com')!;

async function jpeg(
  options: { width?: number; height?: number; taken?: string; offset?: string; orientation?: number } = {},
) {
  let image = sharp({
    create: { width: options.width ?? 64, height: options.height ?? 48, channels: 3, background: '#3a6' },
  }).jpeg();
  if (options.taken) {
    image = image.withExif({
      IFD0: { Make: 'Test' },
      IFD2: {
        DateTimeOriginal: options.taken,
        ...(options.offset ? { OffsetTimeOriginal: options.offset } : {}),
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return new Uint8Array(await image.toBuffer());
}

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 30, height: 20, channels: 4, background: '#fff' } })
      .png()
      .toBuffer(),
  );

function form(...files: [Uint8Array | string, string, string?][]) {
  const data = new FormData();
  for (const [bytes, name, type] of files) {
    data.append(
      'files',
      typeof bytes === 'string'
        ? bytes
        : new File([bytes as Uint8Array<ArrayBuffer>], name, { type: type ?? '' }),
    );
  }
  return data;
}

async function upload(
  body: FormData | string,
  email: string | null = EMPTY.email,
  contentType?: string,
  correlationId?: string,
) {
  const response = await fetch(`${API}/uploads`, {
    method: 'POST',
    headers: {
      ...(email ? { Authorization: `Bearer ${fakeToken(email)}` } : {}),
      ...(contentType ? { 'Content-Type': contentType } : {}),
      ...(correlationId ? { 'X-CorrelationId': correlationId } : {}),
    },
    body,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.json(),
  };
}

async function send(method: string, path: string, email: string | null = EMPTY.email, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(email ? { Authorization: `Bearer ${fakeToken(email)}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /uploads', () => {
  it('refuses an X-CorrelationId that is not a UUID, like every other operation, and stores nothing', async () => {
    const before = countPhotos(deps.store, EMPTY.sub);
    const res = await upload(form([await png(), 'a.png', 'image/png']), EMPTY.email, undefined, 'not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'header.X-CorrelationId', message: 'must match format "uuid"' },
    ]);
    expect(countPhotos(deps.store, EMPTY.sub)).toBe(before);
    const ok = await upload(
      form([await png(), 'b.png', 'image/png']),
      EMPTY.email,
      undefined,
      crypto.randomUUID(),
    );
    expect(ok.status).toBe(201);
  });

  it('stores jpeg, png and heic files and adds their photos to the library', async () => {
    const heic = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypheic'),
      0,
      0,
      0,
      0,
      1,
      2,
      3,
      4,
    ]);
    const res = await upload(
      form(
        [await jpeg({ taken: '2024:07:14 15:30:00' }), 'IMG_0001.JPG', 'image/jpeg'],
        [await png(), 'screenshot.png', 'image/png'],
        [heic, 'IMG_0002.heic', ''],
      ),
    );
    expect(res.status).toBe(201);
    const uploads = res.body.uploads as {
      id: string;
      accountId: string;
      fileName: string;
      contentType: string;
      size: number;
    }[];
    expect(uploads.map((u) => [u.fileName, u.contentType, u.accountId])).toEqual([
      ['IMG_0001.JPG', 'image/jpeg', EMPTY.sub],
      ['screenshot.png', 'image/png', EMPTY.sub],
      ['IMG_0002.heic', 'image/heic', EMPTY.sub],
    ]);
    expect(uploads[2]?.size).toBe(heic.byteLength);
    expect(countPhotos(deps.store, EMPTY.sub)).toBe(3);

    const taken = monthPhotos(deps.store, EMPTY.sub, '2024/7', 'created');
    expect(taken.map((p) => [p.localFileName, p.dateTaken, p.width, p.height, p.uploadId])).toEqual([
      ['IMG_0001.JPG', '2024-07-14T15:30:00Z', 64, 48, uploads[0]?.id],
    ]);
    // No EXIF date (png) or not readable (heic): Unknown Date (1970/1).
    const undated = monthPhotos(deps.store, EMPTY.sub, '1970/1', 'created');
    expect(undated.map((p) => [p.localFileName, p.dateTaken, p.width, p.height])).toEqual(
      expect.arrayContaining([
        ['screenshot.png', null, 30, 20],
        ['IMG_0002.heic', null, 4032, 3024],
      ]),
    );

    // The photo service sees them; the storage service finds each upload.
    const counts = await fetch('http://api.test/photo/users', {
      headers: { Authorization: `Bearer ${fakeToken(EMPTY.email)}` },
    });
    expect((await counts.json()).photosCount).toBe(3);
    const found = await send('GET', `/uploads/${uploads[0]?.id}?accountId=${EMPTY.sub}`);
    expect(found).toEqual({ status: 200, body: uploads[0] });
  });

  it('reads the EXIF offset and turns the size for orientations 5-8', async () => {
    const res = await upload(
      form([
        await jpeg({ taken: '2023:12:31 23:30:00', offset: '+02:00', orientation: 6, width: 80, height: 40 }),
        'a.jpg',
        'image/jpeg',
      ]),
    );
    const photo = monthPhotos(deps.store, EMPTY.sub, '2023/12', 'created')[0];
    expect(photo).toMatchObject({
      dateTaken: '2023-12-31T21:30:00Z',
      width: 40,
      height: 80,
      uploadId: res.body.uploads[0].id,
    });
  });

  it('answers 415 for other types, a type that does not match the name, or content that is not the type', async () => {
    const image = await jpeg();
    const cases: [Uint8Array, string, string][] = [
      [image, 'anim.gif', 'image/gif'],
      [image, 'photo.jpg', 'image/png'],
      [image, 'photo.png', 'image/png'],
      [new TextEncoder().encode('hello'), 'notes.jpg', 'image/jpeg'],
      [image, 'photo', 'image/jpeg'],
    ];
    for (const file of cases) {
      const res = await upload(form(file));
      expect(res.status, file[1]).toBe(415);
      expect(res.contentType).toBe('application/problem+json');
    }
  });

  it('refuses the whole request when one file is refused', async () => {
    const res = await upload(
      form([await jpeg(), 'ok.jpg', 'image/jpeg'], [await jpeg(), 'bad.gif', 'image/gif']),
    );
    expect(res.status).toBe(415);
    expect(countPhotos(deps.store, EMPTY.sub)).toBe(0);
  });

  it('answers 400 without files, for a text field, an empty file and a body that is not multipart', async () => {
    const noFiles = new FormData();
    noFiles.append('other', 'x');
    expect((await upload(noFiles)).body.errors).toEqual([
      { field: 'body.files', message: 'must NOT have fewer than 1 items' },
    ]);
    expect((await upload(form(['text', 'x']))).status).toBe(400);
    expect((await upload(form([new Uint8Array(0), 'empty.jpg', 'image/jpeg']))).status).toBe(400);
    expect((await upload(JSON.stringify({ files: [] }), EMPTY.email, 'application/json')).status).toBe(400);
  });

  it('answers 413 for a file over 50 MB and 401 without a token', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect((await upload(form([big, 'big.jpg', 'image/jpeg']))).status).toBe(413);
    expect((await upload(form([await jpeg(), 'a.jpg', 'image/jpeg']), null)).status).toBe(401);
  });

  it('goes back to the seed on reset', async () => {
    const res = await upload(form([await jpeg(), 'a.jpg', 'image/jpeg']));
    deps.reset();
    expect(countPhotos(deps.store, EMPTY.sub)).toBe(0);
    expect((await send('GET', `/uploads/${res.body.uploads[0].id}?accountId=${EMPTY.sub}`)).status).toBe(404);
  });
});

describe('GET /uploads/{id}', () => {
  it('answers the batch upload of a seeded photo', async () => {
    const [monthKey] = [...deps.store.accounts.get(DEMO.sub)!.months.keys()];
    const photo = monthPhotos(deps.store, DEMO.sub, monthKey!, 'created')[0]!;
    const res = await send('GET', `/uploads/${photo.uploadId}?accountId=${DEMO.sub}`, DEMO.email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: photo.uploadId, accountId: DEMO.sub });
    expect(getPhoto(deps.store, photo.imageId)?.uploadId).toBe(res.body.id);
  });

  it('answers 403 for another accountId, 404 for unknown ids, other accounts and anonymous uploads', async () => {
    const [monthKey] = [...deps.store.accounts.get(DEMO.sub)!.months.keys()];
    const photo = monthPhotos(deps.store, DEMO.sub, monthKey!, 'created')[0]!;
    expect((await send('GET', `/uploads/${photo.uploadId}?accountId=${DEMO.sub}`, EMPTY.email)).status).toBe(
      403,
    );
    expect((await send('GET', `/uploads/${photo.uploadId}?accountId=${EMPTY.sub}`, EMPTY.email)).status).toBe(
      404,
    );
    expect((await send('GET', `/uploads/nope?accountId=${DEMO.sub}`, DEMO.email)).status).toBe(404);
    expect(
      (await send('GET', `/uploads/${SEEDED_ANONYMOUS_UPLOADS[0]!.id}?accountId=${DEMO.sub}`, DEMO.email))
        .status,
    ).toBe(404);
    expect((await send('GET', `/uploads/${photo.uploadId}`, DEMO.email)).status).toBe(400);
  });
});

describe('POST /getanonymousuploads', () => {
  it('answers the anonymous uploads among the ids, in the order asked', async () => {
    const [a, b] = SEEDED_ANONYMOUS_UPLOADS;
    const res = await send('POST', '/getanonymousuploads', DEMO.email, {
      ids: [b!.id, 'unknown', a!.id, b!.id],
    });
    expect(res).toEqual({ status: 200, body: [b, a] });
  });

  it('answers 404 when none is anonymous, 400 for an empty list', async () => {
    const own = await upload(form([await jpeg(), 'a.jpg', 'image/jpeg']));
    expect(
      (await send('POST', '/getanonymousuploads', DEMO.email, { ids: ['unknown', own.body.uploads[0].id] }))
        .status,
    ).toBe(404);
    expect((await send('POST', '/getanonymousuploads', DEMO.email, { ids: [] })).status).toBe(400);
  });
});

describe('file inspection', () => {
  it('recognises the signatures', async () => {
    expect(sniffContentType(await jpeg())).toBe('image/jpeg');
    expect(sniffContentType(await png())).toBe('image/png');
    expect(sniffContentType(new TextEncoder().encode('....ftypmif1....'))).toBe('image/heic');
    expect(sniffContentType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
  });

  it('reads DateTimeOriginal of a big-endian EXIF block and ignores a blank one', () => {
    const exif = (value: string) => {
      const ascii = new TextEncoder().encode(`${value}\0`);
      const tiff = Buffer.alloc(8 + 18 + 18 + ascii.length);
      tiff.write('MM', 0, 'latin1');
      tiff.writeUInt16BE(42, 2);
      tiff.writeUInt32BE(8, 4);
      // IFD0: one entry, the Exif IFD pointer.
      tiff.writeUInt16BE(1, 8);
      tiff.writeUInt16BE(0x8769, 10);
      tiff.writeUInt16BE(4, 12);
      tiff.writeUInt32BE(1, 14);
      tiff.writeUInt32BE(26, 18);
      // Exif IFD: DateTimeOriginal, ASCII, stored after the IFD.
      tiff.writeUInt16BE(1, 26);
      tiff.writeUInt16BE(0x9003, 28);
      tiff.writeUInt16BE(2, 30);
      tiff.writeUInt32BE(ascii.length, 32);
      tiff.writeUInt32BE(44, 36);
      tiff.set(ascii, 44);
      return new Uint8Array(Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
    };
    expect(exifDateTaken(exif('2019:05:04 08:09:10'))).toBe('2019-05-04T08:09:10Z');
    expect(exifDateTaken(exif('0000:00:00 00:00:00'))).toBeNull();
    expect(exifDateTaken(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
