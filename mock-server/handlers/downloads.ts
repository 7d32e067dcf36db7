/**
 * Downloads service (openapi/services/downloads.yaml) and its push channel (openapi/asyncapi/downloads.yaml):
 * zip archives of up to 100 photos, own or of a shared album, and single photos by file name.
 *
 * Creating a download answers 201 at once and generates the archive (a real zip of real JPEGs) in the background:
 * `archive-generation-started` is pushed after one `timing.downloadStepMs` (the app opens its socket when it
 * creates the download; a message before it authenticated would be lost), then, one step later,
 * `archive-generation-finished` or `archive-generation-error`. The archive and the photo are served by signed,
 * expiring plain routes (not part of the contract): GET /files/downloads/{id}.zip, GET /files/photos/{id}/{name}.
 * The state and the seed are described in db/downloads.ts.
 *
 * Scenarios and assumptions where the documents say nothing:
 *   - error: a photo of the download was deleted (or left the album's owner) before the archive was finished;
 *     and every archive of failing@example.com (`scenario.exportFails`: its exports fail, its archives too);
 *   - photos that are not the caller's (own download), or not the given owner's photos in the given shared
 *     album, answer 400 naming them (`body.photos.3`); a shared album the caller cannot read answers 404;
 *   - a shared-album download is named after the album;
 *   - GET /downloads/{id}/url answers 404 while the archive is generating and after its generation failed, and
 *     410 once it has expired (DOWNLOAD_TTL_MS after its creation; the archive route then answers 404 too);
 *   - the single download finds the photo by localFileName among the owner's photos (the caller's, or with
 *     ownerId those of that owner in the shared albums the caller can read); when several photos share the name
 *     the newest added one is served; its URL serves the original JPEG as an attachment under that name.
 */
import { archiveFileName } from '../../src/shared/archive-file-name';
import { http, type HttpHandler } from 'msw';
import type { components, paths } from '../../src/api/generated/downloads';
import {
  accountDownloads,
  createDownloadsState,
  DOWNLOAD_TTL_MS,
  downloadStateAt,
  findDownload,
  newDownload,
  type DownloadRecord,
} from '../db/downloads';
import { monthCounts, monthPhotos, type PhotoStore } from '../db/photos';
import type { PhotoRecord } from '../db/schema';
import { isoSeconds } from '../db/schema';
import {
  createSharedAlbumState,
  findSharedAlbum,
  readableAlbums,
  type SharedAlbumState,
} from '../db/shared-albums';
import { sharedState } from '../db/state';
import { photoJpeg } from '../files/photo-bytes';
import { createUrlSigner } from '../files/signed-url';
import { buildZip, createZipCache, fileResponse } from '../files/zip';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';
import type { FieldError } from '../openapi/request-validator';
import type { HandlerDeps } from '../deps';

type Download = components['schemas']['Download'];
type DownloadListItem = components['schemas']['DownloadListItem'];

const LIST_STATES = {
  generating: 'GENERATING',
  finished: 'READY',
  failed: 'FAILED',
  expired: 'EXPIRED',
} as const satisfies Record<string, DownloadListItem['state']>;

export type DownloadNotificationKey =
  'archive-generation-started' | 'archive-generation-finished' | 'archive-generation-error';

/** A message of the downloads push channel (DownloadNotification in openapi/asyncapi/downloads.yaml). */
export interface DownloadNotification {
  id: string;
  timestamp: string;
  key: DownloadNotificationKey;
  message: { userId: string; downloadId: string };
}

const ARCHIVE_FILE = /^(.+)\.zip$/;

function toDownload(record: DownloadRecord): Download {
  return {
    id: record.id,
    ...(record.name === undefined ? {} : { name: record.name }),
    photos: record.photos,
  };
}

/** A download as the list shows it: its state now, and for a finished archive its expiry. */
export function toListItem(record: DownloadRecord, now = Date.now()): DownloadListItem {
  const finished = record.state === 'finished';
  return {
    ...toDownload(record),
    state: LIST_STATES[downloadStateAt(record, now)],
    createdAt: isoSeconds(record.createdAt),
    ...(finished ? { expiresAt: isoSeconds(record.createdAt + DOWNLOAD_TTL_MS) } : {}),
  };
}

export function downloadNotification(
  key: DownloadNotificationKey,
  record: DownloadRecord,
): DownloadNotification {
  return {
    id: crypto.randomUUID(),
    timestamp: isoSeconds(Date.now()),
    key,
    message: { userId: record.accountId, downloadId: record.id },
  };
}

function badPhotos(errors: FieldError[], what: string): Response {
  const count = errors.length;
  return problemResponse(400, `${count} of the photos ${count === 1 ? 'is' : 'are'} not ${what}.`, errors);
}

/** The newest added of the account's photos named `fileName`. */
function ownPhotoNamed(store: PhotoStore, accountId: string, fileName: string): PhotoRecord | undefined {
  let found: PhotoRecord | undefined;
  for (const { year, month } of monthCounts(store, accountId)) {
    for (const photo of monthPhotos(store, accountId, `${year}/${month}`, 'created')) {
      if (photo.localFileName === fileName && (!found || photo.created > found.created)) found = photo;
    }
  }
  return found;
}

/** The newest added photo named `fileName` of `ownerId` in a shared album `accountId` can read. */
function sharedPhotoNamed(
  store: PhotoStore,
  albums: SharedAlbumState,
  accountId: string,
  ownerId: string,
  fileName: string,
): PhotoRecord | undefined {
  let found: PhotoRecord | undefined;
  for (const album of readableAlbums(albums, accountId)) {
    for (const id of album.photoIds) {
      const photo = store.byId.get(id);
      if (photo?.accountId !== ownerId || photo.localFileName !== fileName) continue;
      if (!found || photo.created > found.created) found = photo;
    }
  }
  return found;
}

export function createDownloadsHandlers(deps: HandlerDeps): HttpHandler[] {
  const { store, verifier, publicUrl, accounts, push, timing } = deps;
  const api = createServiceHttp<paths>({ service: 'downloads', verifier });
  const db = createDownloadsState(deps);
  deps.onReset(db.reset);
  const albums = sharedState(deps, createSharedAlbumState);
  const signer = createUrlSigner({ publicUrl, ttlMs: timing.signedUrlTtlMs });
  const zips = createZipCache(64 * 1024 * 1024);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  deps.onReset(() => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    zips.clear();
  });

  const later = (ms: number, run: () => void | Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref?.();
    timers.add(timer);
  };
  const current = (record: DownloadRecord) => db.byId.get(record.id) === record;
  const archiveOf = (record: DownloadRecord) => zips.get(record.id, () => buildZip(record.entries));
  const publish = (record: DownloadRecord, key: DownloadNotificationKey) =>
    push.publish('downloads', record.accountId, downloadNotification(key, record));

  /** Generates the archive and reports it on the push channel: started, then finished or error. */
  const generate = (record: DownloadRecord) => {
    const account = accounts.find((a) => a.accountId === record.accountId);
    const fails = account?.scenario?.exportFails === true;
    const archive = fails ? undefined : archiveOf(record);
    archive?.catch(() => {}); // reported when the generation finishes
    later(timing.downloadStepMs, () => {
      if (!current(record) || record.state !== 'generating') return;
      publish(record, 'archive-generation-started');
      started.add(record.id);
      later(timing.downloadStepMs, async () => {
        if (!current(record) || record.state !== 'generating') return;
        const gone = record.entries.filter((e) => store.byId.get(e.imageId)?.accountId !== e.ownerId);
        let ok = archive !== undefined && gone.length === 0;
        try {
          if (ok) await archive;
        } catch (error) {
          console.error(`download ${record.id}: the archive could not be built`, error);
          ok = false;
        }
        if (!current(record) || record.state !== 'generating') return;
        record.state = ok ? 'finished' : 'failed';
        publish(record, ok ? 'archive-generation-finished' : 'archive-generation-error');
      });
    });
  };

  // The mock's console (issue 26): archives still generating, "finish now" / "fail now" with the pushes the
  // natural generation sends (started, if not sent yet, then finished or error); one account back to its seed.
  const started = new Set<string>();
  /** Accounts whose new archives the console holds before their first push (until finished or failed by hand). */
  const heldAccounts = new Set<string>();
  const endNow = async (id: string, fail: boolean) => {
    const record = db.byId.get(id);
    if (!record || record.state !== 'generating') return false;
    let ok = !fail;
    if (ok) {
      try {
        await archiveOf(record);
      } catch {
        ok = false;
      }
    }
    if (record.state !== 'generating' || !current(record)) return false;
    if (!started.has(record.id)) publish(record, 'archive-generation-started');
    record.state = ok ? 'finished' : 'failed';
    publish(record, ok ? 'archive-generation-finished' : 'archive-generation-error');
    return true;
  };
  deps.control?.progressions({
    kind: 'download',
    list: () =>
      [...db.byId.values()]
        .filter((record) => record.state === 'generating')
        .map((record) => ({
          kind: 'download' as const,
          id: record.id,
          accountId: record.accountId,
          status: 'generating',
          startedAt: new Date(record.createdAt).toISOString(),
        })),
    finish: (id) => endNow(id, false),
    fail: (id) => endNow(id, true),
    hold: (accountId, held) => {
      if (held) heldAccounts.add(accountId);
      else heldAccounts.delete(accountId);
    },
  });
  deps.control?.accountReset((accountId) => {
    heldAccounts.delete(accountId);
    for (const record of [...db.byId.values()]) if (record.accountId === accountId) db.byId.delete(record.id);
    const seeded = createDownloadsState({ accounts: accounts.filter((a) => a.accountId === accountId) });
    for (const record of seeded.byId.values()) db.byId.set(record.id, record);
  });

  const start = (record: DownloadRecord) => {
    db.byId.set(record.id, record);
    if (!heldAccounts.has(record.accountId)) generate(record);
    return toDownload(record);
  };

  return [
    api.get('/downloads', ({ claims, response }) =>
      response(200).json({ items: accountDownloads(db, claims.sub).map((record) => toListItem(record)) }),
    ),

    api.post('/downloads', ({ claims, input, response }) => {
      const { photos: ids, name } = input.body;
      const photos = ids.map((id) => store.byId.get(id));
      const errors = photos.flatMap((photo, i) =>
        photo?.accountId === claims.sub
          ? []
          : [{ field: `body.photos.${i}`, message: `${ids[i]} is not a photo of this account` }],
      );
      if (errors.length > 0) return badPhotos(errors, "the caller's");
      const record = newDownload(claims.sub, photos as PhotoRecord[], name === undefined ? {} : { name });
      return response(201).json(start(record));
    }),

    api.post('/shared-album-downloads', ({ claims, input, response }) => {
      const { albumId, photos: wanted } = input.body;
      const album = findSharedAlbum(albums, claims.sub, albumId);
      if (!album) return problemResponse(404, 'No such shared album.');
      const inAlbum = new Set(album.photoIds);
      const photos = wanted.map(({ photoId, ownerId }) => {
        const photo = store.byId.get(photoId);
        return photo?.accountId === ownerId && inAlbum.has(photoId) ? photo : undefined;
      });
      const errors = photos.flatMap((photo, i) =>
        photo
          ? []
          : [
              {
                field: `body.photos.${i}`,
                message: `${wanted[i]?.photoId} is not a photo of ${wanted[i]?.ownerId} in this album`,
              },
            ],
      );
      if (errors.length > 0) return badPhotos(errors, "the given owner's in this album");
      const record = newDownload(claims.sub, photos as PhotoRecord[], { name: album.albumName, albumId });
      return response(201).json(start(record));
    }),

    api.get('/downloads/{id}/url', ({ claims, input, response }) => {
      const record = findDownload(db, claims.sub, input.path.id);
      if (!record) return problemResponse(404, 'No such download.');
      if (record.state === 'generating') return problemResponse(404, 'The archive is still being generated.');
      if (record.state === 'failed') return problemResponse(404, 'The archive could not be generated.');
      if (downloadStateAt(record, Date.now()) === 'expired')
        return problemResponse(410, 'The download has expired.');
      return response(200).json({
        url: signer.sign(`/files/downloads/${encodeURIComponent(record.id)}.zip`),
      });
    }),

    api.get('/files/{fileName}/url', ({ claims, input, response }) => {
      const { fileName } = input.path;
      const ownerId = input.query.ownerId ?? claims.sub;
      const photo =
        ownerId === claims.sub
          ? ownPhotoNamed(store, claims.sub, fileName)
          : sharedPhotoNamed(store, albums, claims.sub, ownerId, fileName);
      if (!photo) return problemResponse(404, `No photo named ${fileName}.`);
      const path = `/files/photos/${encodeURIComponent(photo.imageId)}/${encodeURIComponent(photo.localFileName)}`;
      return response(200).json({ url: signer.sign(path) });
    }),

    // The signed archive and photo URLs (not part of the contract): the signature is their authorization.
    http.get('*/files/downloads/:file', async ({ request, params }) => {
      const rejected = signer.reject(request);
      if (rejected) return rejected;
      const id = ARCHIVE_FILE.exec(String(params.file))?.[1] ?? '';
      const record = db.byId.get(id);
      if (!record || downloadStateAt(record, Date.now()) !== 'finished')
        return problemResponse(404, 'No such archive.');
      // Named as the app names it (openapi/services/downloads.yaml getDownloadUrl): the name, else the id.
      return fileResponse(await archiveOf(record), 'application/zip', archiveFileName(record));
    }),

    http.get('*/files/photos/:imageId/:fileName', async ({ request, params }) => {
      const rejected = signer.reject(request);
      if (rejected) return rejected;
      const photo = store.byId.get(String(params.imageId));
      if (!photo) return problemResponse(404, 'No such photo.');
      return fileResponse(await photoJpeg(photo, 'original'), 'image/jpeg', photo.localFileName);
    }),
  ];
}
