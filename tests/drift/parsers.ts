/**
 * Over 500 lines on purpose: one table, which mapping.test.ts checks names every parser of the app; split, the
 * completeness check would have to join the parts again.
 *
 * Which app parser reads which payload of the specs: the table the drift tests run over. An entry names the
 * source files holding its zod schemas, the responses (operationId + status) or push message it parses, and how
 * to run the app's own code on a payload: through the fetch function with API clients whose fetch answers
 * that payload (so openapi-fetch and the middleware are in the path), or the exported parse function.
 * `parse` rejects when the app rejects the payload.
 *
 * mapping.test.ts fails when a source file imports zod without being listed here (or in NOT_RESPONSE_PARSERS),
 * and when a client call names an operation whose JSON answer no entry parses: add the entry with the parser.
 */
import type { ApiClients } from '@/lib/api/clients';
import { testApiClients } from '@/testing/test-api';
import { isRequestFailure } from '@/lib/api/request-failure-error';
import { getActivationStatus, startActivation } from '@/features/activation/api/activation';
import { addPhotosToAlbum, PhotosNotAddedError } from '@/features/albums/api/add-photos-to-album';
import { createAlbum } from '@/features/albums/api/create-album';
import { getAlbums } from '@/features/albums/api/get-albums';
import { getAlbum, getAlbumPhotos } from '@/features/albums/api/get-album';
import { removeAlbumPhotos, RemoveAlbumPhotosError } from '@/features/albums/api/album-changes';
import {
  sharedAlbumCountsSchema,
  sharedAlbumPageSchema,
  sharedAlbumParticipantsSchema,
  sharedAlbumSchema,
  sharedPhotoPageSchema,
} from '@/features/albums/api/shared-albums';
import { parseActivationMessage } from '@/features/activation/push/activation-socket';
import { parseExport } from '@/features/export/api/export-schema';
import { getExportChunkUrl } from '@/features/export/api/get-export-chunk-url';
import { getAddresses } from '@/features/addresses/api/get-addresses';
import { saveAddress } from '@/features/addresses/api/save-address';
import { getCustomer } from '@/features/settings/api/get-customer';
import { getQrUploadTestVariant, QR_UPLOAD_MBOX } from '@/features/import/api/get-qr-upload-test-variant';
import { getSampleTestVariant, SAMPLE_TEST_MBOX } from '@/features/overview/api/get-sample-test-variant';
import { uploadListSchema } from '@/features/import/api/upload-photo';
import { createDownload, createSharedAlbumDownload } from '@/features/photo-actions/api/create-download';
import { getDownloadUrl } from '@/lib/api/download-url';
import { getPhotoDownloadUrl } from '@/features/photo-actions/api/get-photo-download-url';
import { getTimeline } from '@/features/photo-grid/api/get-timeline';
import { getTimelineMonth } from '@/features/photo-grid/api/get-timeline-month';
import { getUserCounts } from '@/features/user-counts/api/get-user-counts';
import { failedListSchema } from '@/features/photo-actions/delete/delete-photos';
import { parseDownloadMessage } from '@/features/photo-actions/download/downloads-push';
import { createTempSelection } from '@/features/photo-actions/order-prints/transfer-photos';
import {
  getPhotoBookArticles,
  MerchandiseQueryError,
} from '@/features/online-products/api/get-photo-book-articles';
import {
  getGalleryCategories,
  getGalleryEntry,
  publishInGallery,
} from '@/features/online-products/api/gallery';
import { getPhotoBookOrderPage } from '@/features/online-products/api/get-photo-book-orders';
import { getWidgetBatch } from '@/features/online-products/api/get-widgets';
import { requestOnlineVersion } from '@/features/online-products/api/request-online-version';
import { getSavedProjects } from '@/features/saved-projects/api/get-saved-projects';
import { getAccountInformation } from '@/features/storage-status/api/get-account-information';
import { getInvoices } from '@/features/business/api/get-invoices';
import { saveCallback } from '@/features/business/api/save-callback';
import { parseAppConfig } from '@/lib/config/app-config';
import { getDownloads } from '@/features/downloads/api/get-downloads';
import { getPublicConfig } from '@/lib/public-config/public-config';
import { CHANNELS } from '@/shared/channels';
import { fetchLocaleMessages } from '@/lib/i18n/load-messages';
import { getBlockedOrder } from '@/features/orders/api/get-blocked-order';
import { getCutOff } from '@/features/orders/api/get-cut-off';
import { getDeliveryDates } from '@/features/orders/api/get-delivery-dates';
import { getOrder } from '@/features/orders/api/get-order';
import { getOrders } from '@/features/orders/api/get-orders';
import { getVoucherOffer } from '@/features/orders/api/get-voucher-offer';
import { hasProductPdf } from '@/features/orders/api/product-pdf';
import { getReorderStatus, reorder } from '@/features/orders/api/reorder';
import type { ResponseRef } from './lib/spec-media';

export interface ResponseParser {
  name: string;
  /** Source files (repository paths) whose schemas this parser uses. */
  files: string[];
  /** The responses it parses, or every problem+json response of every operation. */
  responses: ResponseRef[] | 'every problem+json response';
  parse(payload: unknown, status: number): Promise<unknown>;
}

export interface PushParser {
  name: string;
  files: string[];
  channel: string;
  message: string;
  parse(payload: unknown): Promise<unknown>;
}

/** API clients (the app's, with its middleware) whose every call is answered with `payload`. */
export function answering(
  payload: unknown,
  { status = 200, contentType = 'application/json' }: { status?: number; contentType?: string } = {},
): ApiClients {
  const respond = async () =>
    new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': contentType } });
  return testApiClients({ origin: 'http://drift.test', fetch: respond });
}

const rejected = (what: string): never => {
  throw new Error(`the app rejected the ${what}`);
};

export const RESPONSE_PARSERS: ResponseParser[] = [
  {
    name: 'business profile after the callback change',
    files: ['src/features/business/api/save-callback.ts'],
    responses: [{ operationId: 'updateCustomerCallback', status: '200' }],
    parse: (payload) =>
      saveCallback({ api: answering(payload), settings: { callbackUrl: null, callbackFormat: null } }),
  },
  {
    name: 'historical invoices',
    files: ['src/features/business/api/get-invoices.ts'],
    responses: [{ operationId: 'listHistoricalInvoices', status: '200' }],
    parse: (payload) => getInvoices({ api: answering(payload) }),
  },
  {
    name: 'photo-book orders (online photo books)',
    files: ['src/features/online-products/api/get-photo-book-orders.ts', 'src/lib/api/schemas/date-time.ts'],
    responses: [{ operationId: 'listOrdersByAccount', status: '200' }],
    parse: (payload) =>
      getPhotoBookOrderPage({ api: answering(payload), accountId: 'a', articleNames: ['PB'], offset: 0 }),
  },
  {
    name: 'gallery entry',
    files: ['src/features/online-products/api/gallery.ts'],
    responses: [{ operationId: 'getGalleryEntry', status: '200' }],
    parse: (payload) =>
      getGalleryEntry({ api: answering(payload), widgetId: 'w-1', channel: 'bonusprint-gb' }),
  },
  {
    name: 'gallery entry published',
    files: ['src/features/online-products/api/gallery.ts'],
    responses: [{ operationId: 'createGalleryEntry', status: '201' }],
    parse: (payload) =>
      publishInGallery({
        api: answering(payload, { status: 201 }),
        entry: { widgetId: 'w-1', channel: 'bonusprint-gb' },
      }),
  },
  {
    name: 'gallery categories',
    files: ['src/features/online-products/api/gallery.ts'],
    responses: [{ operationId: 'listGalleryCategories', status: '200' }],
    parse: (payload) => getGalleryCategories({ api: answering(payload) }),
  },
  {
    name: 'widgets of orders',
    files: [
      'src/features/online-products/api/get-widgets.ts',
      'src/features/online-products/api/widget-schema.ts',
    ],
    responses: [{ operationId: 'listWidgets', status: '200' }],
    parse: (payload) => getWidgetBatch({ api: answering(payload), orderCodes: ['1-1'] }),
  },
  {
    name: 'online version requested',
    files: [
      'src/features/online-products/api/request-online-version.ts',
      'src/features/online-products/api/widget-schema.ts',
    ],
    responses: [{ operationId: 'requestWidget', status: '202' }],
    parse: (payload) =>
      requestOnlineVersion({ api: answering(payload, { status: 202 }), productCode: '1-1' }),
  },
  {
    // The contract is the GraphQL transport: `data` is shaped by the query, which the contract cannot state. An
    // answer the transport allows but that is not this query's shape (errors, no channel, another query's data)
    // is the app's MerchandiseQueryError (thrown as the spec says): read, not rejected as a payload.
    name: 'merchandise channel articles (GraphQL)',
    files: ['src/features/online-products/api/get-photo-book-articles.ts'],
    responses: [{ operationId: 'queryMerchandise', status: '200' }],
    parse: (payload) =>
      getPhotoBookArticles({ api: answering(payload), channel: 'bonusprint-gb', locale: 'en-GB' }).catch(
        (error: unknown) => {
          if (error instanceof MerchandiseQueryError) return error.message;
          throw error;
        },
      ),
  },
  {
    name: 'saved projects page',
    files: [
      'src/features/saved-projects/api/get-saved-projects.ts',
      'src/features/saved-projects/api/saved-project-schema.ts',
    ],
    responses: [{ operationId: 'listSavedProjects', status: '200' }],
    parse: (payload) => getSavedProjects({ api: answering(payload), accountId: 'a', page: 1 }),
  },
  {
    name: 'user counts',
    files: ['src/features/user-counts/api/get-user-counts.ts'],
    responses: [{ operationId: 'getUserCounts', status: '200' }],
    parse: (payload) => getUserCounts({ api: answering(payload) }),
  },
  {
    name: 'timeline (months and counts)',
    files: ['src/features/photo-grid/api/get-timeline.ts'],
    responses: [{ operationId: 'getTimeline', status: '200' }],
    parse: (payload) => getTimeline({ api: answering(payload) }),
  },
  {
    name: 'timeline month page',
    files: [
      'src/features/photo-grid/api/get-timeline-month.ts',
      'src/lib/api/schemas/photo.ts',
      'src/lib/api/schemas/date-time.ts',
    ],
    responses: [{ operationId: 'getTimelineMonth', status: '200' }],
    parse: (payload) =>
      getTimelineMonth({
        api: answering(payload),
        year: 2025,
        month: 11,
        sortKey: 'dateTaken',
        sortOrder: 'desc',
      }),
  },
  {
    name: 'activation status',
    files: ['src/features/activation/api/activation.ts'],
    responses: [{ operationId: 'getActivationStatus', status: '200' }],
    parse: (payload) => getActivationStatus({ api: answering(payload) }),
  },
  {
    name: 'activation started',
    files: ['src/features/activation/api/activation.ts'],
    responses: [{ operationId: 'startActivation', status: '200' }],
    parse: (payload) => startActivation({ api: answering(payload) }),
  },
  {
    name: 'photos not deleted',
    files: ['src/features/photo-actions/delete/delete-photos.ts'],
    responses: [{ operationId: 'deletePhotos', status: '200' }],
    parse: async (payload) => failedListSchema.parse(payload),
  },
  {
    name: 'photos not added to an album',
    files: ['src/features/albums/api/add-photos-to-album.ts'],
    responses: [{ operationId: 'addPhotosToAlbum', status: '200' }],
    // Ids in `failed` are the function's PhotosNotAddedError: the answer was parsed, some photos were refused.
    parse: (payload) =>
      addPhotosToAlbum({ api: answering(payload), albumId: 'a', photoIds: ['p'] }).then(
        () => [],
        (error: unknown) => {
          if (error instanceof PhotosNotAddedError) return error.failed;
          throw error;
        },
      ),
  },
  {
    name: 'album created',
    files: ['src/features/albums/api/create-album.ts'],
    responses: [{ operationId: 'createAlbum', status: '201' }],
    parse: (payload) => createAlbum({ api: answering(payload, { status: 201 }), name: 'Summer' }),
  },
  {
    name: 'albums page',
    files: [
      'src/features/albums/api/get-albums.ts',
      'src/lib/api/schemas/photo.ts',
      'src/lib/api/schemas/date-time.ts',
    ],
    responses: [{ operationId: 'listAlbums', status: '200' }],
    parse: (payload) => getAlbums({ api: answering(payload) }),
  },
  {
    name: 'album',
    files: ['src/features/albums/api/get-album.ts', 'src/features/albums/api/get-albums.ts'],
    responses: [{ operationId: 'getAlbum', status: '200' }],
    parse: (payload) => getAlbum({ api: answering(payload), albumId: 'a' }),
  },
  {
    name: 'album photos page',
    files: ['src/features/albums/api/get-album.ts'],
    responses: [{ operationId: 'listAlbumPhotos', status: '200' }],
    parse: (payload) =>
      getAlbumPhotos({
        api: answering(payload),
        albumId: 'a',
        sort: { sortKey: 'created', sortOrder: 'desc' },
      }),
  },
  {
    name: 'photos not removed from an album',
    files: ['src/features/albums/api/album-changes.ts'],
    responses: [{ operationId: 'removePhotosFromAlbum', status: '200' }],
    // Ids in `failed` are the function's RemoveAlbumPhotosError: the answer was parsed, some were refused.
    parse: (payload) =>
      removeAlbumPhotos({ api: answering(payload), albumId: 'a', photoIds: ['p'], retries: 0 }).then(
        () => [],
        (error: unknown) => {
          if (error instanceof RemoveAlbumPhotosError && error.cause === undefined) return error.notRemoved;
          throw error;
        },
      ),
  },
  {
    name: 'shared albums: counts',
    files: ['src/features/albums/api/shared-albums.ts'],
    responses: [{ operationId: 'getSharedAlbumCounts', status: '200' }],
    parse: async (payload) => sharedAlbumCountsSchema.parse(payload),
  },
  {
    name: 'shared albums: page',
    files: ['src/features/albums/api/shared-albums.ts'],
    responses: [{ operationId: 'listSharedAlbums', status: '200' }],
    parse: async (payload) => sharedAlbumPageSchema.parse(payload),
  },
  {
    name: 'shared album',
    files: ['src/features/albums/api/shared-albums.ts'],
    responses: [{ operationId: 'getSharedAlbum', status: '200' }],
    parse: async (payload) => sharedAlbumSchema.parse(payload),
  },
  {
    name: 'shared album participants',
    files: ['src/features/albums/api/shared-albums.ts'],
    responses: [{ operationId: 'getSharedAlbumParticipants', status: '200' }],
    parse: async (payload) => sharedAlbumParticipantsSchema.parse(payload),
  },
  {
    name: 'shared album photos page',
    files: ['src/features/albums/api/shared-albums.ts'],
    responses: [{ operationId: 'listSharedAlbumPhotos', status: '200' }],
    parse: async (payload) => sharedPhotoPageSchema.parse(payload),
  },
  {
    name: 'temp selection created (order prints)',
    files: ['src/features/photo-actions/order-prints/transfer-photos.ts'],
    responses: [{ operationId: 'createTempSelection', status: '201' }],
    parse: (payload) => createTempSelection({ api: answering(payload, { status: 201 }), photoIds: ['p'] }),
  },
  {
    name: 'download (zip archive) created',
    files: ['src/features/photo-actions/api/create-download.ts'],
    responses: [{ operationId: 'createDownload', status: '201' }],
    parse: (payload) => createDownload({ api: answering(payload, { status: 201 }), photoIds: ['p'] }),
  },
  {
    name: 'shared album download (zip archive) created',
    files: ['src/features/photo-actions/api/create-download.ts'],
    responses: [{ operationId: 'createSharedAlbumDownload', status: '201' }],
    parse: (payload) =>
      createSharedAlbumDownload({
        api: answering(payload, { status: 201 }),
        albumId: 'a',
        photos: [{ photoId: 'p', ownerId: 'o' }],
      }),
  },
  {
    name: 'download (zip archive) URL',
    files: ['src/lib/api/download-url.ts'],
    responses: [{ operationId: 'getDownloadUrl', status: '200' }],
    parse: (payload) => getDownloadUrl({ api: answering(payload), downloadId: 'd' }),
  },
  {
    name: 'single photo download URL',
    files: ['src/features/photo-actions/api/get-photo-download-url.ts'],
    responses: [{ operationId: 'getSingleDownloadUrl', status: '200' }],
    parse: (payload) => getPhotoDownloadUrl({ api: answering(payload), fileName: 'IMG_0412.jpg' }),
  },
  {
    name: 'account information (storage status)',
    files: ['src/features/storage-status/api/get-account-information.ts', 'src/lib/api/schemas/date-time.ts'],
    responses: [{ operationId: 'getAccountInformation', status: '200' }],
    parse: (payload) => getAccountInformation({ api: answering(payload) }),
  },
  {
    name: 'export',
    files: [
      'src/features/export/api/export-schema.ts',
      'src/features/export/api/get-export.ts',
      'src/features/export/api/request-export.ts',
      'src/lib/api/schemas/date-time.ts',
    ],
    responses: [
      { operationId: 'requestExport', status: '200' },
      { operationId: 'getExport', status: '200' },
    ],
    parse: async (payload) => parseExport(payload),
  },
  {
    name: 'customer profile',
    files: [
      'src/features/settings/api/get-customer.ts',
      'src/features/settings/api/update-customer.ts',
      'src/features/settings/api/update-business-details.ts',
    ],
    responses: [
      { operationId: 'getCustomer', status: '200' },
      { operationId: 'updateCustomer', status: '200' },
      { operationId: 'updateBusinessDetails', status: '200' },
    ],
    parse: (payload) => getCustomer({ api: answering(payload) }),
  },
  {
    name: 'address book',
    files: ['src/features/addresses/api/get-addresses.ts', 'src/features/addresses/api/address-schema.ts'],
    responses: [{ operationId: 'listAddresses', status: '200' }],
    parse: (payload) => getAddresses({ api: answering(payload) }),
  },
  {
    name: 'address saved',
    files: ['src/features/addresses/api/save-address.ts', 'src/features/addresses/api/address-schema.ts'],
    responses: [
      { operationId: 'createAddress', status: '201' },
      { operationId: 'updateAddress', status: '200' },
    ],
    parse: (payload, status) =>
      saveAddress({
        api: answering(payload, { status }),
        id: status === 200 ? 'a1' : undefined,
        address: {
          firstName: 'A',
          lastName: 'B',
          streetName: 'Main Street',
          streetNumber: '1',
          postalCode: 'SW1A 1AA',
          city: 'London',
          countryCode: 'GB',
        },
      }),
  },
  {
    name: 'export chunk URL',
    files: ['src/features/export/api/get-export-chunk-url.ts'],
    responses: [{ operationId: 'getExportChunkUrl', status: '200' }],
    parse: (payload) => getExportChunkUrl({ api: answering(payload), backupId: 'b', iteration: 0 }),
  },
  {
    name: 'uploads',
    files: ['src/features/import/api/upload-photo.ts'],
    responses: [{ operationId: 'uploadPhotos', status: '201' }],
    parse: async (payload) => uploadListSchema.parse(payload),
  },
  {
    name: 'QR-code upload A/B test variant',
    files: ['src/features/import/api/get-qr-upload-test-variant.ts'],
    responses: [
      {
        operationId: 'getAbTestOffer',
        status: '200',
        narrow: {
          because: `the app asks for mbox ${QR_UPLOAD_MBOX}`,
          schema: (schema) => schema.oneOf?.find((b: any) => b.properties?.mbox?.const === QR_UPLOAD_MBOX),
        },
      },
    ],
    parse: (payload) => getQrUploadTestVariant({ api: answering(payload) }),
  },
  {
    name: 'sample-test A/B test variant (overview)',
    files: ['src/features/overview/api/get-sample-test-variant.ts'],
    responses: [
      {
        operationId: 'getAbTestOffer',
        status: '200',
        narrow: {
          because: `the app asks for mbox ${SAMPLE_TEST_MBOX}`,
          schema: (schema) => schema.oneOf?.find((b: any) => b.properties?.mbox?.const === SAMPLE_TEST_MBOX),
        },
      },
    ],
    parse: (payload) => getSampleTestVariant({ api: answering(payload) }),
  },
  {
    name: 'runtime configuration',
    files: ['src/lib/config/app-config.ts'],
    responses: [{ operationId: 'getAppConfig', status: '200' }],
    parse: async (payload) => parseAppConfig(payload),
  },
  {
    name: 'downloads list (Downloads page)',
    files: ['src/features/downloads/api/get-downloads.ts', 'src/lib/api/schemas/date-time.ts'],
    responses: [{ operationId: 'listDownloads', status: '200' }],
    parse: (payload) => getDownloads({ api: answering(payload) }),
  },
  {
    name: 'public configuration (channel menu)',
    files: ['src/lib/public-config/public-config.ts'],
    responses: [{ operationId: 'getPublicConfig', status: '200' }],
    parse: (payload) => getPublicConfig({ api: answering(payload), channel: CHANNELS[0]! }),
  },
  {
    name: 'locale messages',
    files: ['src/lib/i18n/load-messages.ts'],
    responses: [{ operationId: 'getLocaleMessages', status: '200' }],
    parse: async (payload) =>
      (await fetchLocaleMessages('en-GB', async () => Response.json(payload))) ?? rejected('messages'),
  },
  {
    name: 'orders page (superorders)',
    files: ['src/features/orders/api/get-orders.ts', 'src/features/orders/api/order-schema.ts'],
    responses: [{ operationId: 'listSuperOrders', status: '200' }],
    parse: (payload) => getOrders({ api: answering(payload), page: 1 }),
  },
  {
    name: 'order (superorder) details',
    files: ['src/features/orders/api/get-order.ts', 'src/features/orders/api/order-schema.ts'],
    responses: [{ operationId: 'getSuperOrder', status: '200' }],
    parse: async (payload) => (await getOrder({ api: answering(payload), code: '1' })) ?? rejected('order'),
  },
  {
    name: 'order delivery dates',
    files: ['src/features/orders/api/get-delivery-dates.ts'],
    responses: [{ operationId: 'getOrderDeliveryDates', status: '200' }],
    parse: async (payload) =>
      (await getDeliveryDates({ api: answering(payload), code: '1' })) ?? rejected('dates'),
  },
  {
    name: 'voucher offer',
    files: ['src/features/orders/api/get-voucher-offer.ts'],
    responses: [{ operationId: 'getVoucherOffer', status: '200' }],
    parse: (payload) => getVoucherOffer({ api: answering(payload), code: 'WELCOME10' }),
  },
  {
    name: 'blocked order',
    files: ['src/features/orders/api/get-blocked-order.ts'],
    responses: [{ operationId: 'getBlockedOrder', status: '200' }],
    parse: (payload) => getBlockedOrder({ api: answering(payload), code: '1' }),
  },
  {
    name: 'order cut-off (article groups and campaign)',
    files: ['src/features/orders/api/get-cut-off.ts', 'src/lib/api/schemas/date-time.ts'],
    responses: [
      { operationId: 'listArticleGroups', status: '200' },
      { operationId: 'getCampaign', status: '200' },
    ],
    // One payload answers both calls: the part not under test is the other's example.
    parse: async (payload) => {
      const isList = Array.isArray(payload);
      const groups = isList ? payload : [];
      const campaign = isList
        ? { name: 'c', startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-02T00:00:00Z' }
        : payload;
      const api = testApiClients({
        origin: 'http://drift.test',
        fetch: async (request) =>
          Response.json(
            new URL((request as Request).url).pathname.includes('ArticleGroup') ? groups : campaign,
          ),
      });
      return getCutOff({ api, campaign: 'c' });
    },
  },
  {
    name: 'reorder status',
    files: ['src/features/orders/api/reorder.ts'],
    responses: [{ operationId: 'getReorderStatus', status: '200' }],
    parse: (payload) => getReorderStatus({ api: answering(payload), code: '1' }),
  },
  {
    name: 'reorder (shop URL)',
    files: ['src/features/orders/api/reorder.ts'],
    responses: [{ operationId: 'reorderDirect', status: '200' }],
    parse: (payload) => reorder({ api: answering(payload), code: '1' }),
  },
  {
    name: 'product files (has a PDF)',
    files: ['src/features/orders/api/product-pdf.ts'],
    responses: [{ operationId: 'getProduct', status: '200' }],
    parse: (payload) => hasProductPdf({ api: answering(payload), code: '1' }),
  },
  {
    name: 'problem details of a failed call (API middleware)',
    files: ['src/lib/api/request-failure-error.ts', 'src/lib/api/middleware.ts'],
    responses: 'every problem+json response',
    parse: async (payload, status) => {
      const api = answering(payload, { status, contentType: 'application/problem+json' });
      const error: unknown = await api.photo.GET('/users').then(
        () => rejected('failure: it was not thrown'),
        (thrown: unknown) => thrown,
      );
      if (!isRequestFailure(error, status)) throw error;
      return error.problem ?? rejected('problem body');
    },
  },
];

export const PUSH_PARSERS: PushParser[] = [
  {
    name: 'activation notification',
    files: ['src/features/activation/push/activation-socket.ts'],
    channel: 'activation',
    message: 'activationNotification',
    parse: async (payload) => parseActivationMessage(JSON.stringify(payload)) ?? rejected('notification'),
  },
  {
    name: 'download notification',
    files: ['src/features/photo-actions/download/downloads-push.ts'],
    channel: 'downloads',
    message: 'downloadNotification',
    parse: async (payload) => parseDownloadMessage(JSON.stringify(payload)) ?? rejected('notification'),
  },
];

/** Source files that import zod for something other than a service's payload, and why. */
export const NOT_RESPONSE_PARSERS: Record<string, string> = {
  'src/features/online-products/share-form-schema.ts': 'the share form (typed values)',
  'src/app/search-params.ts': 'URL search parameters',
  'src/features/settings/api/current-identity.ts':
    "the access token's idp_type and idp_sub claims (not a service contract)",
  'src/features/settings/personal-details.ts':
    "the personal details form's rules (the contract's PersonalDetails, checked equal)",
  'src/features/settings/business-details.ts':
    "the business details form's rules (the contract's BusinessDetails, checked equal)",
  'src/features/addresses/address-form.ts':
    "the address form's rules (shared/address-rules.ts, the contract's AddressInput, checked equal)",
  'src/features/newsletter/api/confirm-subscription.ts':
    'the double opt-in link in the URL (the gateway answers 204 without a body)',
  'src/features/photo-grid/sorting/photo-sort.ts': 'the sort in local storage and the URL',
  'src/features/photo-grid/timeline/scroll-anchor.ts': 'scroll anchors in session storage',
  'src/lib/auth/jwt.ts': "the identity provider's token claims (not a service contract)",
  'src/lib/feature-flags/feature-flags.ts': 'flag overrides in the query string',
  'src/lib/list/search.ts': "a list page's place (page, cursor, loaded pages) in the URL",
  'src/lib/start/start-answers.ts':
    "the start script's handoff on window (its answers go through the features' own parsers, listed above)",
  'src/lib/forms/use-app-form.ts': "a form's schema type (the values the user typed)",
  'src/lib/mutations/unreadable-answer.ts': 'recognises a zod error as an answer that could not be read',
  'src/features/albums/album-name.ts':
    "the album name form's rules (the contract's AlbumName, checked equal)",
  'src/features/photos/delete-all/delete-all-modal.tsx': "the delete-all form's confirmation word",
  'src/features/account-lifecycle/api/confirmation-link.ts':
    'the confirmation link in the URL (the identity service answers 204 without a body)',
  'src/features/account-lifecycle/email-change-form.ts': "the e-mail change form's rules",
  'src/features/business/callback-form.ts': "the FTP callback form's rules (the contract's CallbackSettings)",
  'src/features/orders/address-form.ts':
    "the delivery address form's rules (the contract's AddressInput, checked equal)",
  'src/routes/_account/orders/index.tsx': 'the orders page and order_state in the URL',
};
