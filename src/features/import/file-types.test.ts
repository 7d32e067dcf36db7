import { describe, expect, it } from 'vitest';
import {
  MAX_IMPORT_FILE_BYTES,
  checkFileDescription,
  checkImportFile,
  contentTypeOfName,
  sniffContentType,
} from './file-types';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
/** An ISO-BMFF box header: size, "ftyp", brand "heic". */
const HEIC_HEAD = [0, 0, 0, 0x18, ...'ftypheic'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c));

const file = (bytes: number[], name: string, type = '') => new File([new Uint8Array(bytes)], name, { type });

describe('the file types the import accepts', () => {
  it('knows heic, jpeg and png by their extension, in any case', () => {
    expect(contentTypeOfName('IMG_0001.HEIC')).toBe('image/heic');
    expect(contentTypeOfName('holiday.jpg')).toBe('image/jpeg');
    expect(contentTypeOfName('holiday.JPEG')).toBe('image/jpeg');
    expect(contentTypeOfName('scan.png')).toBe('image/png');
    expect(contentTypeOfName('notes.txt')).toBeUndefined();
    expect(contentTypeOfName('png')).toBeUndefined();
    expect(contentTypeOfName('movie.heic.mov')).toBeUndefined();
  });

  it('takes a .HEIC file that the browser gave no MIME type', () => {
    expect(checkFileDescription({ name: 'IMG_0001.HEIC', type: '', size: 10 })).toEqual({
      ok: true,
      contentType: 'image/heic',
    });
    expect(
      checkFileDescription({ name: 'IMG_0001.heic', type: 'application/octet-stream', size: 10 }),
    ).toEqual({ ok: true, contentType: 'image/heic' });
  });

  it('refuses a file whose extension or declared type is not heic, jpeg or png', () => {
    expect(checkFileDescription({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(checkFileDescription({ name: 'photo.gif', type: 'image/gif', size: 10 })).toMatchObject({
      ok: false,
    });
    // The extension alone is not enough: the declared type must agree with it.
    expect(checkFileDescription({ name: 'photo.jpg', type: 'image/png', size: 10 })).toMatchObject({
      ok: false,
    });
    expect(checkFileDescription({ name: 'photo', type: 'image/jpeg', size: 10 })).toMatchObject({
      ok: false,
    });
  });

  it('refuses empty files and files above 50 MB', () => {
    expect(checkFileDescription({ name: 'a.png', type: 'image/png', size: 0 })).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(
      checkFileDescription({ name: 'a.png', type: 'image/png', size: MAX_IMPORT_FILE_BYTES + 1 }),
    ).toEqual({ ok: false, reason: 'tooLarge' });
    expect(
      checkFileDescription({ name: 'a.png', type: 'image/png', size: MAX_IMPORT_FILE_BYTES }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('recognises the first bytes of jpeg, png and heic', () => {
    expect(sniffContentType(new Uint8Array(JPEG_HEAD))).toBe('image/jpeg');
    expect(sniffContentType(new Uint8Array(PNG_HEAD))).toBe('image/png');
    expect(sniffContentType(new Uint8Array(HEIC_HEAD))).toBe('image/heic');
    expect(sniffContentType(new TextEncoder().encode('%PDF-1.7 hello'))).toBeUndefined();
  });

  it('checks the content too: a renamed file is refused, a real one taken', async () => {
    await expect(checkImportFile(file(JPEG_HEAD, 'a.jpg', 'image/jpeg'))).resolves.toEqual({
      ok: true,
      contentType: 'image/jpeg',
    });
    await expect(checkImportFile(file(HEIC_HEAD, 'IMG_0002.HEIC'))).resolves.toEqual({
      ok: true,
      contentType: 'image/heic',
    });
    await expect(checkImportFile(file(PNG_HEAD, 'a.jpg'))).resolves.toEqual({ ok: false, reason: 'type' });
    await expect(
      checkImportFile(file([...new TextEncoder().encode('%PDF-1.7 hello')], 'a.png', 'image/png')),
    ).resolves.toEqual({ ok: false, reason: 'type' });
  });
});
