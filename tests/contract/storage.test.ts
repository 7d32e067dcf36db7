/**
 * Contract tests of the storage service. The upload is multipart/form-data, which `call` (JSON bodies) does
 * not send: `upload` below sends it and checks the answer against the contract the same way (status and
 * content type declared, JSON body valid) and records it for the reports (`recordAnswer`).
 * Uploads go to failing@example.com, whose photos no other contract file counts or pages through (they add
 * photos to its library until the mock's reset).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, operation, recordAnswer } from './lib/client';
import { validateSchema } from './lib/specs';
import { baseUrl, isMock, mutationsAllowed, serviceConfigured, tokenFor } from './lib/target';

const UPLOADER = 'failing@example.com';
/** Seeded anonymous uploads of the mock (db/uploads.ts). */
const ANONYMOUS = ['0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c', '5b2d7c1e-3f4a-4e6b-9c8d-7a6b5c4d3e2f'];

const subjectOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub;

/** POST /uploads with a multipart body, checked against the contract like `call`. */
async function upload(files: [Uint8Array, string, string][], token?: string) {
  const op = operation('uploadPhotos');
  const form = new FormData();
  for (const [bytes, name, type] of files) {
    form.append('files', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  }
  const url = `${baseUrl(op.service, op.serverPath)}${op.pathTemplate}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'X-CorrelationId': crypto.randomUUID(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  const text = await response.text();
  const body = /json$/.test(contentType) && text ? JSON.parse(text) : undefined;
  const declared = op.responses[String(response.status)];
  const declaredMedia = declared?.content?.[contentType];
  recordAnswer({
    operationId: op.operationId,
    operationAssumedAt: op.assumedAt,
    status: response.status,
    declared,
    bodySchema: declaredMedia?.schema,
    body,
    headers: response.headers,
    problems: !declared
      ? [`status ${response.status} is not declared`]
      : !declaredMedia
        ? [`content type "${contentType}" is not declared`]
        : validateSchema(declaredMedia.schema, body).map((e) => `body ${e}`),
  });
  expect(declared, `status ${response.status} is declared: ${text.slice(0, 300)}`).toBeDefined();
  const media = declared.content?.[contentType];
  expect(media, `content type ${contentType} is declared for ${response.status}`).toBeDefined();
  expect(validateSchema(media.schema, body)).toEqual([]);
  return { status: response.status, body };
}

async function photo(taken?: string) {
  let image = sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a7fbf' } }).jpeg();
  if (taken) image = image.withExif({ IFD0: { Make: 'Contract' }, IFD2: { DateTimeOriginal: taken } });
  return new Uint8Array(await image.toBuffer());
}

describe.skipIf(!serviceConfigured('storage'))('storage service', () => {
  describe('uploadPhotos', () => {
    it.runIf(mutationsAllowed)('stores the photos and answers their uploads', async () => {
      const token = await tokenFor(UPLOADER);
      const res = await upload([[await photo('2019:06:21 10:00:00'), 'IMG_2019.jpg', 'image/jpeg']], token);
      expect(res.status).toBe(201);
      const [stored] = res.body.uploads;
      expect(stored).toMatchObject({ fileName: 'IMG_2019.jpg', contentType: 'image/jpeg' });
      const found = await call('getUpload', {
        token,
        path: { id: stored.id },
        query: { accountId: stored.accountId },
      });
      expect(found.body).toEqual(stored);
    });

    it.runIf(isMock && mutationsAllowed)('puts the photo into the timeline under its EXIF date', async () => {
      const token = await tokenFor(UPLOADER);
      const res = await upload([[await photo('2018:02:03 04:05:06'), 'IMG_2018.jpg', 'image/jpeg']], token);
      const month = await call('getTimelineMonth', {
        token,
        path: { year: 2018, month: 2 },
        query: { limit: 100 },
      });
      const image = month.body.images.find(
        (i: { uploadId: string }) => i.uploadId === res.body.uploads[0].id,
      );
      expect(image).toMatchObject({ localFileName: 'IMG_2018.jpg', dateTaken: '2018-02-03T04:05:06Z' });
    });

    it('answers 415 for a file that is not heic, jpeg or png', async () => {
      const token = await tokenFor(UPLOADER);
      const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
      expect((await upload([[gif, 'anim.gif', 'image/gif']], token)).status).toBe(415);
      expect((await upload([[await photo(), 'photo.png', 'image/png']], token)).status).toBe(415);
    });

    it('answers 400 for an empty file and 401 without a token', async () => {
      const token = await tokenFor(UPLOADER);
      expect((await upload([[new Uint8Array(0), 'empty.jpg', 'image/jpeg']], token)).status).toBe(400);
      expect((await upload([[await photo(), 'a.jpg', 'image/jpeg']])).status).toBe(401);
    });
  });

  describe('getUpload', () => {
    it.runIf(isMock)('answers the upload of a photo of the account', async () => {
      const token = await tokenFor(UPLOADER);
      const page = await call('listPhotos', { token, query: { limit: 1 } });
      const [image] = page.body.images;
      const res = await call('getUpload', {
        token,
        path: { id: image.uploadId },
        query: { accountId: subjectOf(token) },
      });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(image.uploadId);
    });

    it('answers 404 for an upload that does not exist', async () => {
      const token = await tokenFor(UPLOADER);
      const res = await call('getUpload', {
        token,
        path: { id: 'no-such-upload' },
        query: { accountId: subjectOf(token) },
      });
      expect(res.status).toBe(404);
    });

    it.runIf(isMock)(
      'answers 403 for another account, 400 without accountId, 401 without a token',
      async () => {
        const token = await tokenFor(UPLOADER);
        const other = subjectOf(await tokenFor());
        expect(
          (await call('getUpload', { token, path: { id: 'x' }, query: { accountId: other } })).status,
        ).toBe(403);
        expect((await call('getUpload', { token, path: { id: 'x' } })).status).toBe(400);
        expect((await call('getUpload', { path: { id: 'x' }, query: { accountId: other } })).status).toBe(
          401,
        );
      },
    );
  });

  describe('getAnonymousUploads', () => {
    it.runIf(isMock)('answers the anonymous uploads among the ids', async () => {
      const res = await call('getAnonymousUploads', {
        token: await tokenFor(),
        body: { ids: [...ANONYMOUS, 'no-such-upload'] },
      });
      expect(res.status).toBe(200);
      expect(res.body.map((u: { id: string; accountId: null }) => [u.id, u.accountId])).toEqual(
        ANONYMOUS.map((id) => [id, null]),
      );
    });

    it('answers 404 when none of the ids is an anonymous upload', async () => {
      const res = await call('getAnonymousUploads', {
        token: await tokenFor(),
        body: { ids: ['no-such-upload'] },
      });
      expect(res.status).toBe(404);
    });

    it('answers 400 for an empty list, 401 without a token', async () => {
      expect((await call('getAnonymousUploads', { token: await tokenFor(), body: { ids: [] } })).status).toBe(
        400,
      );
      expect((await call('getAnonymousUploads', { body: { ids: ANONYMOUS } })).status).toBe(401);
    });
  });
});
