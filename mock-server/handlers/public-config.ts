/**
 * Public configuration service (openapi/services/public-config.yaml): the channel of a host name, with its
 * vendor (ID and Locale) and its menu configuration (shop routes Main, FAQ, ContactUs, AllProducts; top and
 * main menus). Anonymous and read-only: the configuration is a fixed table, there is no state to reset.
 *
 * Assumptions where the documents say "not shown":
 * - the host is a channel's production domain from src/lib/channel/channels.ts (bonusprint.co.uk), or its
 *   local development host `{channel id}.localhost`, which answers the same configuration; any other host
 *   answers 404 (the app then falls back to its default menus and routes);
 * - shop URLs are `https://www.{domain}/{slug}` with slugs and menu titles in the channel's language;
 * - the vendor locale is the channel's vendor locale (albelli-at answers de-DE; the app forces de-AT itself).
 */
import type { HttpHandler } from 'msw';
import type { components, paths } from '../../src/api/generated/public-config';
import { CHANNELS, type Channel } from '../../src/shared/channels';
import type { TokenVerifier } from '../http/auth';
import { problemResponse } from '../http/problem';
import { createServiceHttp } from '../http/service-http';

type PublicConfig = components['schemas']['PublicConfig'];
type MenuItem = components['schemas']['MenuItem'];

/** A page of the shop: its menu title and URL slug. */
interface ShopPage {
  title: string;
  slug: string;
}

/** The shop pages the configuration links to, in one language. */
interface ShopPages {
  help: ShopPage;
  contact: ShopPage;
  products: ShopPage;
  photoBooks: ShopPage;
  prints: ShopPage;
  wallDecor: ShopPage;
  calendars: ShopPage;
  cards: ShopPage;
}

const page = (title: string, slug: string): ShopPage => ({ title, slug });

/** Shop pages by language (the first part of the vendor locale). */
const SHOP_PAGES: Record<string, ShopPages> = {
  en: {
    help: page('Help', 'help'),
    contact: page('Contact us', 'contact'),
    products: page('All products', 'products'),
    photoBooks: page('Photo books', 'photo-books'),
    prints: page('Photo prints', 'prints'),
    wallDecor: page('Wall decor', 'wall-decor'),
    calendars: page('Calendars', 'calendars'),
    cards: page('Cards', 'cards'),
  },
  nl: {
    help: page('Klantenservice', 'klantenservice'),
    contact: page('Contact', 'contact'),
    products: page('Alle producten', 'producten'),
    photoBooks: page('Fotoboeken', 'fotoboeken'),
    prints: page('Fotoafdrukken', 'fotoafdrukken'),
    wallDecor: page('Wanddecoratie', 'wanddecoratie'),
    calendars: page('Kalenders', 'kalenders'),
    cards: page('Kaarten', 'kaarten'),
  },
  de: {
    help: page('Hilfe', 'hilfe'),
    contact: page('Kontakt', 'kontakt'),
    products: page('Alle Produkte', 'produkte'),
    photoBooks: page('Fotobücher', 'fotobuecher'),
    prints: page('Fotoabzüge', 'fotoabzuege'),
    wallDecor: page('Wanddekoration', 'wanddeko'),
    calendars: page('Kalender', 'kalender'),
    cards: page('Karten', 'karten'),
  },
  fr: {
    help: page('Aide', 'aide'),
    contact: page('Contact', 'contact'),
    products: page('Tous les produits', 'produits'),
    photoBooks: page('Livres photo', 'livres-photo'),
    prints: page('Tirages photo', 'tirages-photo'),
    wallDecor: page('Décoration murale', 'decoration-murale'),
    calendars: page('Calendriers', 'calendriers'),
    cards: page('Cartes', 'cartes'),
  },
  sv: {
    help: page('Hjälp', 'hjalp'),
    contact: page('Kontakt', 'kontakt'),
    products: page('Alla produkter', 'produkter'),
    photoBooks: page('Fotoböcker', 'fotobocker'),
    prints: page('Fotokopior', 'fotokopior'),
    wallDecor: page('Väggdekor', 'vaggdekor'),
    calendars: page('Kalendrar', 'kalendrar'),
    cards: page('Kort', 'kort'),
  },
  nb: {
    help: page('Hjelp', 'hjelp'),
    contact: page('Kontakt', 'kontakt'),
    products: page('Alle produkter', 'produkter'),
    photoBooks: page('Fotobøker', 'fotoboker'),
    prints: page('Fotokopier', 'fotokopier'),
    wallDecor: page('Veggdekor', 'veggdekor'),
    calendars: page('Kalendere', 'kalendere'),
    cards: page('Kort', 'kort'),
  },
  da: {
    help: page('Hjælp', 'hjaelp'),
    contact: page('Kontakt', 'kontakt'),
    products: page('Alle produkter', 'produkter'),
    photoBooks: page('Fotobøger', 'fotoboger'),
    prints: page('Fotokopier', 'fotokopier'),
    wallDecor: page('Vægdekoration', 'vaegdekoration'),
    calendars: page('Kalendere', 'kalendere'),
    cards: page('Kort', 'kort'),
  },
  it: {
    help: page('Assistenza', 'assistenza'),
    contact: page('Contatti', 'contatti'),
    products: page('Tutti i prodotti', 'prodotti'),
    photoBooks: page('Fotolibri', 'fotolibri'),
    prints: page('Stampe foto', 'stampe-foto'),
    wallDecor: page('Decorazioni da parete', 'decorazioni-parete'),
    calendars: page('Calendari', 'calendari'),
    cards: page('Biglietti', 'biglietti'),
  },
  es: {
    help: page('Ayuda', 'ayuda'),
    contact: page('Contacto', 'contacto'),
    products: page('Todos los productos', 'productos'),
    photoBooks: page('Fotolibros', 'fotolibros'),
    prints: page('Copias de fotos', 'copias-fotos'),
    wallDecor: page('Decoración de pared', 'decoracion-pared'),
    calendars: page('Calendarios', 'calendarios'),
    cards: page('Tarjetas', 'tarjetas'),
  },
  pt: {
    help: page('Ajuda', 'ajuda'),
    contact: page('Contacto', 'contacto'),
    products: page('Todos os produtos', 'produtos'),
    photoBooks: page('Fotolivros', 'fotolivros'),
    prints: page('Impressões de fotos', 'impressoes-fotos'),
    wallDecor: page('Decoração de parede', 'decoracao-parede'),
    calendars: page('Calendários', 'calendarios'),
    cards: page('Cartões', 'cartoes'),
  },
};

const LOCAL_SUFFIX = '.localhost';

/** The channel a host names: its production domain or `{channel id}.localhost`; undefined for any other. */
export function channelOfHost(host: string): Channel | undefined {
  if (host.endsWith(LOCAL_SUFFIX)) {
    const id = host.slice(0, -LOCAL_SUFFIX.length);
    return CHANNELS.find((c) => c.id === id);
  }
  return CHANNELS.find((c) => c.domain === host);
}

function shopPagesOf(channel: Channel): ShopPages {
  const language = channel.vendorLocale.split('-')[0] ?? 'en';
  const pages = SHOP_PAGES[language] ?? SHOP_PAGES.en;
  if (!pages) throw new Error(`No shop pages for ${channel.vendorLocale}`);
  return pages;
}

/** The public configuration of a channel. */
export function publicConfigOf(channel: Channel): PublicConfig {
  const shop = `https://www.${channel.domain}/`;
  const pages = shopPagesOf(channel);
  const url = ({ slug }: ShopPage) => `${shop}${slug}`;
  const item = (p: ShopPage): MenuItem => ({ title: p.title, url: url(p) });
  return {
    vendor: { ID: channel.id, Locale: channel.vendorLocale },
    menu: {
      routes: {
        Main: shop,
        FAQ: url(pages.help),
        ContactUs: url(pages.contact),
        AllProducts: url(pages.products),
      },
      menus: {
        top: [item(pages.help), item(pages.contact)],
        main: [
          item(pages.photoBooks),
          item(pages.prints),
          item(pages.wallDecor),
          item(pages.calendars),
          item(pages.cards),
          item(pages.products),
        ],
      },
    },
  };
}

export interface PublicConfigHandlerDeps {
  verifier: TokenVerifier;
}

export function createPublicConfigHandlers({ verifier }: PublicConfigHandlerDeps): HttpHandler[] {
  const api = createServiceHttp<paths>({ service: 'public-config', verifier });

  return [
    api.anonymous.get('/{channelHost}', ({ input, response }) => {
      const { channelHost } = input.path;
      const channel = channelOfHost(channelHost);
      if (!channel) return problemResponse(404, `No channel has the host ${channelHost}.`);
      return response(200).json(publicConfigOf(channel));
    }),
  ];
}
