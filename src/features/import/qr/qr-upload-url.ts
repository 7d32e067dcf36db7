/**
 * The URL a QR code of the import modal holds, from the QR upload base URL (my-photos.md section 5):
 * "The QR upload base URL must hold three valid URLs for the three channel groups. Otherwise the error is 'Unable
 * to parse QR Code Upload URL.'. Four channels use the first group, one uses the second, one uses the third. Any
 * other vendor gives 'Unable to find a QR Code Upload URL for this vendor'."
 *
 * Assumptions where the documents are silent:
 *   - the setting is `qrCodeUploadBaseUrl` of /config.json (openapi/services/app-static.yaml): three absolute http(s)
 *     URLs separated by commas (spaces around them allowed), in group order; anything else is unparseable;
 *   - the groups follow the brands of src/lib/channel/channels.ts: four albelli channels (NL, BE, DE, FR), then
 *     bonusprint GB, then hofmann ES; the other channels of this app have no QR upload ("any other vendor");
 *   - the code holds the group's URL with the channel added as `channel` (the upload page has to know the brand
 *     of the group it serves); never a token: a QR code on a screen can be photographed by anyone.
 */

export const QR_UPLOAD_CHANNEL_GROUPS: readonly (readonly string[])[] = [
  ['albelli-nl', 'albelli-be', 'albelli-de', 'albelli-fr'],
  ['bonusprint-gb'],
  ['hofmann-es'],
];

export const QR_UPLOAD_URL_UNPARSEABLE = 'Unable to parse QR Code Upload URL.';
export const QR_UPLOAD_URL_UNKNOWN_VENDOR = 'Unable to find a QR Code Upload URL for this vendor';

export type QrUploadUrlErrorCode = 'unparseable' | 'unknownVendor';

/** A QR upload URL that cannot be given, with the spec's message. */
export class QrUploadUrlError extends Error {
  override name = 'QrUploadUrlError';
  readonly code: QrUploadUrlErrorCode;

  constructor(code: QrUploadUrlErrorCode) {
    super(code === 'unparseable' ? QR_UPLOAD_URL_UNPARSEABLE : QR_UPLOAD_URL_UNKNOWN_VENDOR);
    this.code = code;
  }
}

function parseHttpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The three group URLs of the base URL; throws QrUploadUrlError('unparseable') unless there are exactly three. */
export function parseQrUploadBaseUrl(baseUrl: string | undefined): readonly URL[] {
  const parts = (baseUrl ?? '').split(',').map((part) => part.trim());
  const urls = parts.map(parseHttpUrl);
  if (urls.length !== QR_UPLOAD_CHANNEL_GROUPS.length || urls.some((url) => url === undefined)) {
    throw new QrUploadUrlError('unparseable');
  }
  return urls as URL[];
}

/**
 * The upload URL for a vendor (channel id): its group's URL with `channel={vendorId}`. Throws QrUploadUrlError:
 * 'unparseable' for a bad base URL (checked first, whatever the vendor), 'unknownVendor' for a vendor in no group.
 */
export function qrUploadUrlForVendor(baseUrl: string | undefined, vendorId: string): string {
  const urls = parseQrUploadBaseUrl(baseUrl);
  const group = QR_UPLOAD_CHANNEL_GROUPS.findIndex((channels) => channels.includes(vendorId));
  const url = urls[group];
  if (group < 0 || !url) throw new QrUploadUrlError('unknownVendor');
  const withChannel = new URL(url);
  withChannel.searchParams.set('channel', vendorId);
  return withChannel.href;
}
