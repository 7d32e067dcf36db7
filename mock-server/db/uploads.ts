/**
 * State of the storage service (handlers/storage.ts): uploaded files. One upload is one file; the photo it
 * became (photo store) carries the upload's id as its uploadId.
 *
 * Seed:
 *   - three anonymous uploads (accountId null), fixed ids for developers and tests:
 *       0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c  IMG_0412.jpg
 *       5b2d7c1e-3f4a-4e6b-9c8d-7a6b5c4d3e2f  PXL_20251101_101502123.jpg
 *       9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f  IMG_0977.HEIC
 *   - the seeded photos' uploads are not stored: a seeded photo's uploadId names the batch it arrived in, and
 *     the storage service answers it with the batch's first file (uploadOfPhotoBatch), so every uploadId the
 *     photo service shows can be looked up.
 * Uploads made through POST /uploads are added; a reset removes them (and the photo store drops their photos).
 */
import type { components } from '../../src/api/generated/storage';
import { SEED_REFERENCE_DATE } from '../accounts';
import { ensureSeeded, type PhotoStore } from './photos';
import { isoSeconds, type PhotoRecord } from './schema';
import type { ServiceState } from './state';

export type Upload = components['schemas']['Upload'];
export type UploadContentType = Upload['contentType'];

export interface UploadState extends ServiceState {
  byId: Map<string, Upload>;
}

const DAY = 24 * 60 * 60_000;

export const SEEDED_ANONYMOUS_UPLOADS: readonly Upload[] = [
  {
    id: '0e9a8b7c-6d5e-4f3a-8b2c-1d0e9f8a7b6c',
    accountId: null,
    fileName: 'IMG_0412.jpg',
    contentType: 'image/jpeg',
    size: 3_481_220,
    created: isoSeconds(SEED_REFERENCE_DATE.getTime() - 2 * DAY),
  },
  {
    id: '5b2d7c1e-3f4a-4e6b-9c8d-7a6b5c4d3e2f',
    accountId: null,
    fileName: 'PXL_20251101_101502123.jpg',
    contentType: 'image/jpeg',
    size: 4_102_877,
    created: isoSeconds(SEED_REFERENCE_DATE.getTime() - 5 * DAY),
  },
  {
    id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
    accountId: null,
    fileName: 'IMG_0977.HEIC',
    contentType: 'image/heic',
    size: 1_893_004,
    created: isoSeconds(SEED_REFERENCE_DATE.getTime() - 9 * DAY),
  },
];

export function createUploadState(): UploadState {
  const state: UploadState = {
    byId: new Map(),
    reset() {
      state.byId.clear();
      for (const upload of SEEDED_ANONYMOUS_UPLOADS) state.byId.set(upload.id, { ...upload });
    },
  };
  state.reset();
  return state;
}

/**
 * One account's uploads gone (the seed has none of an account's; the console's "Reset this account", which puts
 * the account's photos back first); the anonymous uploads and other accounts' stay.
 */
export function resetAccountUploads(state: UploadState, accountId: string): void {
  for (const [id, upload] of [...state.byId]) if (upload.accountId === accountId) state.byId.delete(id);
}

export function addUploads(state: UploadState, uploads: readonly Upload[]): void {
  for (const upload of uploads) state.byId.set(upload.id, upload);
}

/** The content type a file name's extension stands for; undefined when it is not heic, jpeg or png. */
export function contentTypeOfName(fileName: string): UploadContentType | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  if (extension === 'png') return 'image/png';
  if (extension === 'heic') return 'image/heic';
  return undefined;
}

/** Bytes of a seeded photo's file: about what its camera writes for that many pixels. */
const estimatedSize = (photo: PhotoRecord) => Math.max(1, Math.round(photo.width * photo.height * 0.3));

/** The upload of a seeded photo batch of the account (its first file), or undefined. */
export function uploadOfPhotoBatch(
  store: PhotoStore,
  accountId: string,
  uploadId: string,
): Upload | undefined {
  let first: PhotoRecord | undefined;
  ensureSeeded(store, accountId);
  for (const month of store.accounts.get(accountId)?.months.values() ?? []) {
    for (const photo of month.sorted.created) {
      if (photo.uploadId === uploadId && (!first || photo.created < first.created)) first = photo;
    }
  }
  if (!first) return undefined;
  return {
    id: uploadId,
    accountId,
    fileName: first.localFileName,
    contentType: contentTypeOfName(first.localFileName) ?? 'image/jpeg',
    size: estimatedSize(first),
    created: first.created,
  };
}
