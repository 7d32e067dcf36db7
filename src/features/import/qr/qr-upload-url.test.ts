import { describe, expect, it } from 'vitest';
import {
  QR_UPLOAD_CHANNEL_GROUPS,
  QR_UPLOAD_URL_UNKNOWN_VENDOR,
  QR_UPLOAD_URL_UNPARSEABLE,
  QrUploadUrlError,
  parseQrUploadBaseUrl,
  qrUploadUrlForVendor,
} from './qr-upload-url';

const BASE =
  'https://upload.example/albelli, https://upload.example/bonusprint?src=qr,https://hofmann.example/up';

function errorOf(run: () => unknown): QrUploadUrlError {
  try {
    run();
  } catch (error) {
    if (error instanceof QrUploadUrlError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('the QR upload base URL', () => {
  it('holds three URLs, one per channel group, in order', () => {
    expect(parseQrUploadBaseUrl(BASE).map((url) => url.href)).toEqual([
      'https://upload.example/albelli',
      'https://upload.example/bonusprint?src=qr',
      'https://hofmann.example/up',
    ]);
  });

  it('groups four channels on the first URL, one on the second and one on the third', () => {
    expect(QR_UPLOAD_CHANNEL_GROUPS.map((group) => group.length)).toEqual([4, 1, 1]);
    for (const vendor of QR_UPLOAD_CHANNEL_GROUPS[0]!) {
      expect(qrUploadUrlForVendor(BASE, vendor)).toBe(`https://upload.example/albelli?channel=${vendor}`);
    }
    expect(qrUploadUrlForVendor(BASE, 'bonusprint-gb')).toBe(
      'https://upload.example/bonusprint?src=qr&channel=bonusprint-gb',
    );
    expect(qrUploadUrlForVendor(BASE, 'hofmann-es')).toBe('https://hofmann.example/up?channel=hofmann-es');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['two URLs', 'https://a.example,https://b.example'],
    ['four URLs', 'https://a.example,https://b.example,https://c.example,https://d.example'],
    ['a relative URL', 'https://a.example,/upload,https://c.example'],
    ['an empty entry', 'https://a.example,,https://c.example'],
    ['not http', 'https://a.example,javascript:alert(1),https://c.example'],
    ['separated by spaces only', 'https://a.example https://b.example https://c.example'],
  ])('is unparseable when %s', (_case, value) => {
    const error = errorOf(() => parseQrUploadBaseUrl(value));
    expect(error.code).toBe('unparseable');
    expect(error.message).toBe(QR_UPLOAD_URL_UNPARSEABLE);
    // A bad base URL is reported as such for every vendor, known or not.
    expect(errorOf(() => qrUploadUrlForVendor(value, 'bonusprint-gb')).message).toBe(
      'Unable to parse QR Code Upload URL.',
    );
    expect(errorOf(() => qrUploadUrlForVendor(value, 'albelli-it')).code).toBe('unparseable');
  });

  it('has no URL for any other vendor', () => {
    for (const vendor of ['albelli-it', 'bonusprint-ie', 'hofmann-pt', '']) {
      const error = errorOf(() => qrUploadUrlForVendor(BASE, vendor));
      expect(error.code).toBe('unknownVendor');
      expect(error.message).toBe(QR_UPLOAD_URL_UNKNOWN_VENDOR);
    }
    expect(QR_UPLOAD_URL_UNKNOWN_VENDOR).toBe('Unable to find a QR Code Upload URL for this vendor');
  });
});
