/**
 * The merchandise catalogue behind the GraphQL mock (openapi/graphql/merchandise.graphql): every channel of
 * src/lib/channel/channels.ts plus one legacy channel without a vendor (the app drops it), each with its shop
 * URL, currency and articles. Read-only and built from fixed tables, so it is the same on every run and has
 * nothing to reset. Field names are the schema's (PascalCase) so the default GraphQL resolvers read them.
 *
 * Assumptions where the documents say "not shown":
 * - a channel answers for its vendor locale and, where the app forces one (albelli-at: de-AT), that locale
 *   too; another locale answers null, as an unknown code does ('Channel Not Found' in the app);
 * - article titles are in the language of the requested locale; extra option titles are English;
 * - page sizes are millimetres (height x width), null for articles without pages (canvas, prints, wall art);
 * - the shop URL is https://www.{domain}/ and an article links to its product page (Rel product) and to the
 *   editor (Rel editor); the legacy channel has no shop (null) and no articles.
 * The article IDs are the article names of the seeded orders (db/orders.ts ORDER_ARTICLES) and the page sizes of
 * the product PDFs (handlers/widgets.ts): rename them together.
 */
import { CHANNELS, type Channel } from '../../src/shared/channels';

export interface MerchandiseLink {
  Href: string;
  Rel: string;
}

export interface MerchandiseExtraOption {
  ID: string;
  Title: string | null;
}

export interface MerchandiseExtra {
  ID: string;
  Options: MerchandiseExtraOption[];
}

/** The extra kinds of the schema's Extras type (account-area.md section 3). */
export const EXTRA_KINDS = [
  'Border',
  'CoverText',
  'CoverType',
  'ExtraPages',
  'FloatingFrame',
  'Glossy',
  'ImageEnhancement',
  'LayFlat',
  'Linnen',
  'Paper',
  'PlanksOrientation',
  'PremiumLayFlat',
  'PrintSize',
  'Toggles',
  'VoucherDiscount',
  'WoodFinishing',
  'Wrappers',
  'PrebuiltPosterFrame',
  'BoxFrame',
  'PosterFrame',
  'Passepartout',
  'HangingKit',
] as const;

export type ExtraKind = (typeof EXTRA_KINDS)[number];
export type MerchandiseExtras = Record<ExtraKind, MerchandiseExtra | null>;

export interface MerchandiseArticle {
  ID: string;
  ArticleType: string;
  Title: string;
  PageHeight: number | null;
  PageWidth: number | null;
  Visible: boolean;
  Links: MerchandiseLink[];
  Extras: MerchandiseExtras;
}

export interface MerchandiseChannel {
  ID: string;
  Vendor: { ID: string; Locale: string } | null;
  ShopUrl: string | null;
  Currency: { ID: string } | null;
  Articles: MerchandiseArticle[];
}

/** What an article is, for its localized title. */
type ArticleKind =
  | 'photoBook'
  | 'layFlatPhotoBook'
  | 'miniPhotoBook'
  | 'wallCalendar'
  | 'canvas'
  | 'prints'
  | 'poster'
  | 'woodPrint'
  | 'greetingCard';

/** Article names by language (the first part of the locale). */
const ARTICLE_NAMES: Record<string, Record<ArticleKind, string>> = {
  en: {
    photoBook: 'Photo book',
    layFlatPhotoBook: 'Lay-flat photo book',
    miniPhotoBook: 'Mini photo book',
    wallCalendar: 'Wall calendar',
    canvas: 'Canvas print',
    prints: 'Photo prints',
    poster: 'Poster',
    woodPrint: 'Photo on wood',
    greetingCard: 'Greeting card',
  },
  nl: {
    photoBook: 'Fotoboek',
    layFlatPhotoBook: 'Lay-flat fotoboek',
    miniPhotoBook: 'Mini fotoboek',
    wallCalendar: 'Wandkalender',
    canvas: 'Foto op canvas',
    prints: 'Fotoafdrukken',
    poster: 'Poster',
    woodPrint: 'Foto op hout',
    greetingCard: 'Wenskaart',
  },
  de: {
    photoBook: 'Fotobuch',
    layFlatPhotoBook: 'Lay-Flat-Fotobuch',
    miniPhotoBook: 'Mini-Fotobuch',
    wallCalendar: 'Wandkalender',
    canvas: 'Foto auf Leinwand',
    prints: 'Fotoabzüge',
    poster: 'Poster',
    woodPrint: 'Foto auf Holz',
    greetingCard: 'Grußkarte',
  },
  fr: {
    photoBook: 'Livre photo',
    layFlatPhotoBook: 'Livre photo lay-flat',
    miniPhotoBook: 'Mini livre photo',
    wallCalendar: 'Calendrier mural',
    canvas: 'Photo sur toile',
    prints: 'Tirages photo',
    poster: 'Poster',
    woodPrint: 'Photo sur bois',
    greetingCard: 'Carte de vœux',
  },
  sv: {
    photoBook: 'Fotobok',
    layFlatPhotoBook: 'Lay-flat fotobok',
    miniPhotoBook: 'Mini fotobok',
    wallCalendar: 'Väggkalender',
    canvas: 'Canvastavla',
    prints: 'Fotokopior',
    poster: 'Poster',
    woodPrint: 'Foto på trä',
    greetingCard: 'Gratulationskort',
  },
  nb: {
    photoBook: 'Fotobok',
    layFlatPhotoBook: 'Lay-flat fotobok',
    miniPhotoBook: 'Mini fotobok',
    wallCalendar: 'Veggkalender',
    canvas: 'Lerretsbilde',
    prints: 'Fotokopier',
    poster: 'Plakat',
    woodPrint: 'Foto på tre',
    greetingCard: 'Hilsningskort',
  },
  da: {
    photoBook: 'Fotobog',
    layFlatPhotoBook: 'Lay-flat fotobog',
    miniPhotoBook: 'Mini fotobog',
    wallCalendar: 'Vægkalender',
    canvas: 'Lærredstryk',
    prints: 'Fotokopier',
    poster: 'Plakat',
    woodPrint: 'Foto på træ',
    greetingCard: 'Lykønskningskort',
  },
  it: {
    photoBook: 'Fotolibro',
    layFlatPhotoBook: 'Fotolibro lay-flat',
    miniPhotoBook: 'Mini fotolibro',
    wallCalendar: 'Calendario da parete',
    canvas: 'Stampa su tela',
    prints: 'Stampe foto',
    poster: 'Poster',
    woodPrint: 'Foto su legno',
    greetingCard: 'Biglietto di auguri',
  },
  es: {
    photoBook: 'Fotolibro',
    layFlatPhotoBook: 'Fotolibro lay-flat',
    miniPhotoBook: 'Mini fotolibro',
    wallCalendar: 'Calendario de pared',
    canvas: 'Foto en lienzo',
    prints: 'Copias de fotos',
    poster: 'Póster',
    woodPrint: 'Foto en madera',
    greetingCard: 'Tarjeta de felicitación',
  },
  pt: {
    photoBook: 'Fotolivro',
    layFlatPhotoBook: 'Fotolivro lay-flat',
    miniPhotoBook: 'Mini fotolivro',
    wallCalendar: 'Calendário de parede',
    canvas: 'Foto em tela',
    prints: 'Impressões de fotos',
    poster: 'Poster',
    woodPrint: 'Foto em madeira',
    greetingCard: 'Cartão de felicitações',
  },
};

const option = (ID: string, Title: string | null = null): MerchandiseExtraOption => ({ ID, Title });
const extra = (ID: string, options: MerchandiseExtraOption[]): MerchandiseExtra => ({ ID, Options: options });

/** The extras an article can offer, by kind. */
const EXTRAS: Record<ExtraKind, MerchandiseExtra> = {
  Border: extra('border', [option('none', 'No border'), option('white', 'White border')]),
  CoverText: extra('cover-text', [option('none', 'No text'), option('spine', 'Spine text')]),
  CoverType: extra('cover-type', [
    option('hardcover', 'Hardcover'),
    option('softcover', 'Softcover'),
    option('padded', 'Padded cover'),
  ]),
  ExtraPages: extra('extra-pages', [option('2'), option('4'), option('10'), option('20')]),
  FloatingFrame: extra('floating-frame', [option('black', 'Black'), option('oak', 'Oak')]),
  Glossy: extra('glossy', [option('matte', 'Matte'), option('glossy', 'Glossy')]),
  ImageEnhancement: extra('image-enhancement', [option('off', 'Off'), option('auto', 'Automatic')]),
  LayFlat: extra('lay-flat', [option('standard', 'Standard binding'), option('lay-flat', 'Lay-flat')]),
  Linnen: extra('linnen', [option('grey', 'Grey linen'), option('navy', 'Navy linen')]),
  Paper: extra('paper', [
    option('matte', 'Matte'),
    option('glossy', 'Glossy'),
    option('premium-matte', 'Premium matte'),
  ]),
  PlanksOrientation: extra('planks-orientation', [
    option('horizontal', 'Horizontal'),
    option('vertical', 'Vertical'),
  ]),
  PremiumLayFlat: extra('premium-lay-flat', [option('off', 'Off'), option('on', 'Premium lay-flat')]),
  PrintSize: extra('print-size', [option('10x15', '10 x 15 cm'), option('13x18', '13 x 18 cm')]),
  Toggles: extra('toggles', [option('gift-box', 'Gift box')]),
  VoucherDiscount: extra('voucher-discount', [option('none')]),
  WoodFinishing: extra('wood-finishing', [option('natural', 'Natural'), option('white-wash', 'White wash')]),
  Wrappers: extra('wrappers', [option('mirrored', 'Mirrored edges'), option('white', 'White edges')]),
  PrebuiltPosterFrame: extra('prebuilt-poster-frame', [option('black', 'Black'), option('white', 'White')]),
  BoxFrame: extra('box-frame', [option('black', 'Black'), option('natural', 'Natural wood')]),
  PosterFrame: extra('poster-frame', [option('none', 'No frame'), option('aluminium', 'Aluminium')]),
  Passepartout: extra('passepartout', [option('none', 'None'), option('white', 'White')]),
  HangingKit: extra('hanging-kit', [option('none', 'None'), option('hooks', 'Hooks')]),
};

interface CatalogueArticle {
  ID: string;
  ArticleType: string;
  kind: ArticleKind;
  /** Appended to the localized name, e.g. A4. */
  size: string;
  /** Height x width in millimetres, or null for articles without pages. */
  pages: [number, number] | null;
  visible: boolean;
  extras: ExtraKind[];
  /** The brands that sell it; all when absent. */
  brands?: string[];
}

const BOOK_EXTRAS: ExtraKind[] = ['CoverType', 'CoverText', 'Paper', 'ExtraPages', 'ImageEnhancement'];

/**
 * The catalogue. Photo books have article types containing photobook in any case (PhotoBook,
 * LayFlatPhotoBook, MiniPhotobook); the others are what the online photo-book list must leave out.
 */
const CATALOGUE: CatalogueArticle[] = [
  {
    ID: 'PB_HARDCOVER_A4',
    ArticleType: 'PhotoBook',
    kind: 'photoBook',
    size: 'A4',
    pages: [297, 210],
    visible: true,
    extras: [...BOOK_EXTRAS, 'Linnen', 'VoucherDiscount', 'Toggles'],
  },
  {
    ID: 'PB_HARDCOVER_A4_LANDSCAPE',
    ArticleType: 'PhotoBook',
    kind: 'photoBook',
    size: 'A4',
    pages: [210, 297],
    visible: true,
    extras: [...BOOK_EXTRAS, 'VoucherDiscount'],
  },
  {
    ID: 'PAP_LAY_FLAT_A4',
    ArticleType: 'LayFlatPhotoBook',
    kind: 'layFlatPhotoBook',
    size: 'A4',
    pages: [297, 210],
    visible: true,
    extras: [...BOOK_EXTRAS, 'LayFlat', 'PremiumLayFlat', 'Glossy'],
  },
  {
    ID: 'PB_MINI_SQUARE_15',
    ArticleType: 'MiniPhotobook',
    kind: 'miniPhotoBook',
    size: '15 x 15',
    pages: [150, 150],
    visible: true,
    extras: ['CoverType', 'Paper'],
  },
  {
    ID: 'PB_CLASSIC_A5',
    ArticleType: 'PhotoBook',
    kind: 'photoBook',
    size: 'A5',
    pages: [210, 148],
    visible: false,
    extras: BOOK_EXTRAS,
  },
  {
    ID: 'CAL_WALL_A3',
    ArticleType: 'WallCalendar',
    kind: 'wallCalendar',
    size: 'A3',
    pages: [420, 297],
    visible: true,
    extras: ['Paper', 'Glossy'],
  },
  {
    ID: 'CANVAS_40X30',
    ArticleType: 'Canvas',
    kind: 'canvas',
    size: '40 x 30',
    pages: null,
    visible: true,
    extras: ['Wrappers', 'FloatingFrame', 'HangingKit'],
  },
  {
    ID: 'PRINTS_10X15',
    ArticleType: 'Prints',
    kind: 'prints',
    size: '10 x 15',
    pages: null,
    visible: true,
    extras: ['PrintSize', 'Glossy', 'Border'],
  },
  {
    ID: 'POSTER_50X70',
    ArticleType: 'Poster',
    kind: 'poster',
    size: '50 x 70',
    pages: null,
    visible: true,
    extras: ['PosterFrame', 'PrebuiltPosterFrame', 'Passepartout', 'BoxFrame'],
    brands: ['albelli', 'hofmann'],
  },
  {
    ID: 'WOOD_30X40',
    ArticleType: 'WoodPrint',
    kind: 'woodPrint',
    size: '30 x 40',
    pages: null,
    visible: true,
    extras: ['WoodFinishing', 'PlanksOrientation', 'HangingKit'],
    brands: ['albelli'],
  },
  {
    ID: 'CARD_FOLDED_A6',
    ArticleType: 'GreetingCard',
    kind: 'greetingCard',
    size: 'A6',
    pages: [148, 105],
    visible: true,
    extras: ['Paper'],
  },
];

/** Page height and width (millimetres) of a catalogue article; null for articles without pages or unknown. */
export function articlePageSize(articleId: string): [height: number, width: number] | null {
  return CATALOGUE.find((a) => a.ID === articleId)?.pages ?? null;
}

/** The channel the app drops: no vendor, no shop, no articles. */
export const LEGACY_CHANNEL_ID = 'legacy-shop';

const CURRENCIES: Partial<Record<Channel['countryCode'], string>> = {
  GB: 'GBP',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
};

function shopUrl(channel: Channel): string {
  return `https://www.${channel.domain}/`;
}

/** The locales a channel answers for: its vendor locale and the locale the app forces, if any. */
export function channelLocales(channel: Channel): string[] {
  return channel.forcedLocale ? [channel.vendorLocale, channel.forcedLocale] : [channel.vendorLocale];
}

function noExtras(): MerchandiseExtras {
  return Object.fromEntries(EXTRA_KINDS.map((kind) => [kind, null])) as MerchandiseExtras;
}

function toArticle(article: CatalogueArticle, channel: Channel, locale: string): MerchandiseArticle {
  const names = ARTICLE_NAMES[locale.split('-')[0] ?? ''] ?? ARTICLE_NAMES.en;
  const shop = shopUrl(channel);
  const extras = noExtras();
  for (const kind of article.extras) extras[kind] = EXTRAS[kind];
  return {
    ID: article.ID,
    ArticleType: article.ArticleType,
    Title: `${names?.[article.kind] ?? article.kind} ${article.size}`,
    PageHeight: article.pages?.[0] ?? null,
    PageWidth: article.pages?.[1] ?? null,
    Visible: article.visible,
    Links: [
      { Href: `${shop}products/${article.ID.toLowerCase()}`, Rel: 'product' },
      { Href: `${shop}editor?article=${encodeURIComponent(article.ID)}`, Rel: 'editor' },
    ],
    Extras: extras,
  };
}

/** The articles a channel sells, titled in `locale`. */
export function channelArticles(channel: Channel, locale: string): MerchandiseArticle[] {
  return CATALOGUE.filter((a) => !a.brands || a.brands.includes(channel.brand)).map((a) =>
    toArticle(a, channel, locale),
  );
}

function toChannel(channel: Channel, locale: string): MerchandiseChannel {
  return {
    ID: channel.id,
    Vendor: { ID: channel.id, Locale: channel.vendorLocale },
    ShopUrl: shopUrl(channel),
    Currency: { ID: CURRENCIES[channel.countryCode] ?? 'EUR' },
    Articles: channelArticles(channel, locale),
  };
}

const LEGACY_CHANNEL: MerchandiseChannel = {
  ID: LEGACY_CHANNEL_ID,
  Vendor: null,
  ShopUrl: null,
  Currency: { ID: 'EUR' },
  Articles: [],
};
const LEGACY_LOCALES = ['en-GB'];

/** Every channel, with its articles in its vendor locale; the legacy channel without a vendor last. */
export function allChannels(): MerchandiseChannel[] {
  return [...CHANNELS.map((c) => toChannel(c, c.vendorLocale)), LEGACY_CHANNEL];
}

/** One channel by code (channel id) and locale; null when either does not match a channel. */
export function channelByCode(code: string, locale: string): MerchandiseChannel | null {
  if (code === LEGACY_CHANNEL_ID) return LEGACY_LOCALES.includes(locale) ? LEGACY_CHANNEL : null;
  const channel = CHANNELS.find((c) => c.id === code);
  if (!channel || !channelLocales(channel).includes(locale)) return null;
  return toChannel(channel, locale);
}
