/**
 * What the schema-generated positive requests (generated.test.ts) cannot make up: ids of resources that exist
 * on the account, taken from list calls (or made by a create call) first. A provider answers the parts of the
 * request it sets, or a string: why the operation's positive request is skipped.
 */
import type { call as callOperation } from './client';
import { isMock, tokenFor } from './target';

export interface StateOverride {
  /**
   * Another account's token for the positive request, for a read-only operation on scenario data contracts@
   * cannot have (mock only: shared@'s shared albums, business@'s invoices, demo@'s orders in production).
   */
  token?: string;
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface StateContext {
  token: string;
  call: typeof callOperation;
}

export type StateProvider = (ctx: StateContext) => Promise<StateOverride | string>;

type Json = any;

const claims = (token: string): Json =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

async function photos({ token, call }: StateContext, count: number): Promise<Json[]> {
  const page = await call('listPhotos', { token, query: { limit: count } });
  return page.body.images ?? [];
}

async function photoIds(ctx: StateContext, count = 2): Promise<string[] | string> {
  const ids = (await photos(ctx, count)).map((p) => p.imageId);
  return ids.length > 0 ? ids : 'the account has no photos';
}

async function address(ctx: StateContext): Promise<StateOverride | string> {
  const list = await ctx.call('listAddresses', { token: ctx.token });
  let id: string | undefined = list.body.find((a: Json) => !a.isDefault)?.id;
  if (!id) {
    const created = await ctx.call('createAddress', {
      token: ctx.token,
      body: {
        firstName: 'Cora',
        lastName: 'Contracts',
        streetName: 'High Street',
        streetNumber: '12',
        postalCode: 'SW1A 1AA',
        city: 'London',
        countryCode: 'GB',
      },
    });
    id = created.body?.id;
  }
  return id ? { path: { id } } : 'no address could be made';
}

async function album(ctx: StateContext, extra: (id: string) => Promise<StateOverride> = async () => ({})) {
  const created = await ctx.call('createAlbum', { token: ctx.token, body: { name: 'Generated requests' } });
  const id = created.body?.albumId;
  if (!id) return 'no album could be made';
  const more = await extra(id);
  return { ...more, path: { id, ...more.path } };
}

async function superOrders(ctx: StateContext): Promise<Json[]> {
  const res = await ctx.call('listSuperOrders', {
    token: ctx.token,
    query: { Limit: 100, OrderState: 'all' },
  });
  return res.body.items ?? [];
}

async function firstOrder(ctx: StateContext): Promise<Json | string> {
  return (await superOrders(ctx))[0] ?? 'the account has no orders';
}

/**
 * An online photo book of the account in `status` (any when not given). Each operation takes the state it needs:
 * a request turns a book Requested for a while, so a share must not pick the book a request just took.
 */
async function widgetOf(ctx: StateContext, status?: string): Promise<Json | string> {
  const codes = (await superOrders(ctx)).flatMap((s) => s.orders.map((o: Json) => o.code));
  if (codes.length === 0) return 'the account has no orders';
  const res = await ctx.call('listWidgets', { token: ctx.token, query: { orderCodes: codes.join(',') } });
  const widgets: Json[] = res.body ?? [];
  const found = status === undefined ? widgets[0] : widgets.find((w) => w.status === status);
  return found ?? `the account has no online photo book${status ? ` in status ${status}` : 's'}`;
}

/**
 * An Available online photo book; when there is none yet but one is Requested (the request operation's, rendered
 * by the service in steps), waits for it, 20 s at most.
 */
async function availableWidget(ctx: StateContext): Promise<Json | string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const available = await widgetOf(ctx, 'Available');
    if (typeof available !== 'string' || Date.now() > deadline) return available;
    if (typeof (await widgetOf(ctx, 'Requested')) === 'string') return available;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const withOrder =
  (build: (order: Json) => StateOverride): StateProvider =>
  async (ctx) => {
    const order = await firstOrder(ctx);
    return typeof order === 'string' ? order : build(order);
  };

const withWidget =
  (build: (widget: Json) => StateOverride, status?: string): StateProvider =>
  async (ctx) => {
    const widget = status === 'Available' ? await availableWidget(ctx) : await widgetOf(ctx, status);
    return typeof widget === 'string' ? widget : build(widget);
  };

const identity = (ctx: StateContext) => {
  const c = claims(ctx.token);
  return { idpType: String(c.idp_type), idpSub: String(c.idp_sub) };
};

/** A read-only positive request as a scenario account, against the mock; a skip reason against real services. */
const asScenario =
  (
    email: string,
    reason: string,
    build: (ctx: StateContext) => Promise<StateOverride | string>,
  ): StateProvider =>
  async (ctx) => {
    if (!isMock) return reason;
    const token = await tokenFor(email);
    const override = await build({ ...ctx, token });
    return typeof override === 'string' ? override : { ...override, token };
  };

async function sharedAlbum(ctx: StateContext): Promise<StateOverride | string> {
  const res = await ctx.call('listSharedAlbums', { token: ctx.token, query: { limit: 50 } });
  const found = res.body.albums.find((a: Json) => (a.photosCount ?? 0) > 0) ?? res.body.albums[0];
  return found ? { path: { id: found.albumId } } : 'no shared album';
}

const sharedAlbumOf = asScenario(
  'shared@example.com',
  'the account shares no albums (shared-albums.test.ts uses shared@)',
  sharedAlbum,
);

async function invoice(ctx: StateContext): Promise<Json | string> {
  const res = await ctx.call('listHistoricalInvoices', { token: ctx.token });
  return res.body.historicalInvoices[0] ?? 'no invoices';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fromMailbox = 'needs the token of the e-mail the request sent (identity.test.ts reads the mailbox)';

export const STATE: Record<string, StateProvider> = {
  updateAddress: address,
  updateBusinessDetails: async () =>
    'needs a business account that is not blocked (customer.test.ts changes business@ and puts it back)',
  deleteAddress: address,
  createDownload: async (ctx) => {
    const ids = await photoIds(ctx);
    return typeof ids === 'string' ? ids : { body: { photos: ids } };
  },
  getDownloadUrl: async () =>
    'needs a finished download archive (downloads.test.ts follows one over the push socket)',
  createSharedAlbumDownload: async () => 'the account shares no albums (downloads.test.ts uses shared@)',
  getSingleDownloadUrl: async (ctx) => {
    const [photo] = await photos(ctx, 1);
    return photo?.localFileName
      ? { path: { fileName: photo.localFileName } }
      : 'the account has no named photo';
  },
  confirmSubscription: async () => 'needs the confirmation token of a newsletter e-mail',
  getExport: async (ctx) => {
    const res = await ctx.call('requestExport', { token: ctx.token, body: { channel: 'bonusprint-gb' } });
    return { path: { backupId: res.body.backupId } };
  },
  getExportChunkUrl: async (ctx) => {
    // The mock's export steps take 150 ms here; a real export may take long: give up after 10 s.
    const started = await ctx.call('requestExport', { token: ctx.token, body: { channel: 'bonusprint-gb' } });
    for (let i = 0; i < 50; i++) {
      const res = await ctx.call('getExport', {
        token: ctx.token,
        path: { backupId: started.body.backupId },
      });
      const chunk = res.body.chunks?.[0];
      if (res.body.status === 'READY' && chunk) {
        return { path: { backupId: res.body.backupId, iteration: String(chunk.iteration) } };
      }
      if (res.body.status === 'FAILED') return 'the export failed';
      await sleep(200);
    }
    return 'the export was not READY within 10 s';
  },
  requestAccountDeletion: async (ctx) => ({ path: identity(ctx) }),
  confirmAccountDeletion: async () => fromMailbox,
  requestEmailChange: async (ctx) => ({ path: identity(ctx) }),
  confirmEmailChange: async () => fromMailbox,
  getInvoiceGroupFile: asScenario(
    'business@example.com',
    'only business accounts have invoices',
    async (ctx) => {
      const found = await invoice(ctx);
      if (typeof found === 'string') return found;
      return found.groupFileId ? { path: { id: String(found.groupFileId) } } : 'no invoice group file';
    },
  ),
  getHistoricalInvoicePdf: asScenario(
    'business@example.com',
    'only business accounts have invoices',
    async (ctx) => {
      const found = await invoice(ctx);
      return typeof found === 'string' ? found : { path: { id: String(found.id), channel: 'bonusprint-gb' } };
    },
  ),
  getSuperOrder: withOrder((order) => ({ path: { id: order.code } })),
  changeDeliveryAddress: async () =>
    'needs an order still in production with a delivery address (orders.test.ts uses orders-edit@)',
  listOrdersByAccount: async (ctx) => ({ path: { accountId: String(claims(ctx.token).sub) } }),
  getOrder: withOrder((order) => ({ path: { id: order.orders[0].code } })),
  getOrderDeliveryDates: asScenario('demo@example.com', 'needs an order in progress', async (ctx) => {
    const inProgress = (await superOrders(ctx)).find((s) =>
      s.orders.every((o: Json) => !['Dispatched', 'Cancelled'].includes(o.status)),
    );
    return inProgress ? { path: { id: inProgress.code } } : 'no order in progress';
  }),
  getBlockedOrder: withOrder((order) => ({ path: { id: order.code } })),
  getAlbum: (ctx) => album(ctx),
  renameAlbum: (ctx) => album(ctx),
  deleteAlbum: (ctx) => album(ctx),
  listAlbumPhotos: (ctx) => album(ctx),
  addPhotosToAlbum: (ctx) =>
    album(ctx, async () => {
      const ids = await photoIds(ctx);
      return typeof ids === 'string' ? {} : { body: { photoIds: ids } };
    }),
  removePhotosFromAlbum: (ctx) =>
    album(ctx, async (id) => {
      const ids = await photoIds(ctx);
      if (typeof ids === 'string') return {};
      await ctx.call('addPhotosToAlbum', { token: ctx.token, path: { id }, body: { photoIds: ids } });
      return { body: { photoIds: ids } };
    }),
  getReorderStatus: withOrder((order) => ({ path: { id: order.code } })),
  reorderDirect: async () => 'needs an order whose status is Available (reorder.test.ts finds one on demo@)',
  listSavedProjects: async (ctx) => ({ path: { accountId: String(claims(ctx.token).sub) } }),
  deleteSavedProject: async (ctx) => {
    const accountId = String(claims(ctx.token).sub);
    const list = await ctx.call('listSavedProjects', { token: ctx.token, path: { accountId } });
    const project = list.body.projects[0];
    return project ? { body: project } : 'the account has no saved projects';
  },
  getSharedAlbum: sharedAlbumOf,
  deleteSharedAlbum: async () => 'the account shares no albums (shared-albums.test.ts uses shared@)',
  getSharedAlbumParticipants: sharedAlbumOf,
  listSharedAlbumPhotos: sharedAlbumOf,
  getUpload: async (ctx) => {
    const [photo] = await photos(ctx, 1);
    const accountId = String(claims(ctx.token).sub);
    return photo?.uploadId
      ? { path: { id: photo.uploadId }, query: { accountId } }
      : 'the account has no uploads';
  },
  createTempSelection: async (ctx) => {
    const ids = await photoIds(ctx);
    return typeof ids === 'string' ? ids : { body: { photoIds: ids } };
  },
  getTempSelection: async (ctx) => {
    const ids = await photoIds(ctx);
    if (typeof ids === 'string') return ids;
    const res = await ctx.call('createTempSelection', { token: ctx.token, body: { photoIds: ids } });
    return { path: { id: res.body.tempSelectionId } };
  },
  getWidget: withWidget((w) => ({ path: { code: w.orderCode } })),
  requestWidget: withWidget((w) => ({ path: { code: w.orderCode } }), 'NotRequested'),
  deleteWidget: withWidget((w) => ({ path: { code: w.orderCode } })),
  shareWidget: withWidget((w) => ({ path: { code: w.orderCode } }), 'Available'),
  createGalleryEntry: async () => 'needs an available online photo book (widgets.test.ts uses demo@)',
  getGalleryEntry: async () => 'needs a gallery entry (widgets.test.ts makes one on demo@)',
  updateGalleryEntry: async () => 'needs a gallery entry (widgets.test.ts makes one on demo@)',
  deleteGalleryEntry: async () => 'needs a gallery entry (widgets.test.ts makes one on demo@)',
  getProduct: withOrder((order) => ({ path: { id: order.orders[0].code } })),
  getProductPdf: withOrder((order) => ({ path: { id: order.orders[0].code } })),
};
