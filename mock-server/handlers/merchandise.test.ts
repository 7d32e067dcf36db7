import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src/shared/channels';
import { EXTRA_KINDS, LEGACY_CHANNEL_ID } from '../db/merchandise';
import { ORDER_ARTICLES } from '../db/orders';
import { fakeVerifier } from '../testing/fake-identity';
import { setupHandlerServer } from '../testing/handler-server';
import { createMerchandiseHandlers } from './merchandise';

const API = 'http://api.test/merchandise/graphql';
setupHandlerServer(createMerchandiseHandlers({ verifier: fakeVerifier }), { base: API });

async function post(body: unknown, raw = false) {
  const response = await fetch(API, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.json(),
  };
}

const CHANNEL_QUERY = `query Channel($code: String!, $locale: String!) {
  channel(code: $code, locale: $locale) {
    ID ShopUrl Currency { ID }
    Articles { ID ArticleType Title PageHeight PageWidth Visible Links { Href Rel }
      Extras { ${EXTRA_KINDS.map((k) => `${k} { ID Options { ID Title } }`).join(' ')} } }
  }
}`;

describe('POST /graphql', () => {
  it('lists every channel with its vendor, and one without a vendor', async () => {
    const res = await post({ query: '{ channels { ID Vendor { ID Locale } } }' });
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(res.body).not.toHaveProperty('errors');
    const channels = res.body.data.channels;
    for (const channel of CHANNELS) {
      expect(channels).toContainEqual({
        ID: channel.id,
        Vendor: { ID: channel.id, Locale: channel.vendorLocale },
      });
    }
    expect(channels).toContainEqual({ ID: LEGACY_CHANNEL_ID, Vendor: null });
  });

  it('answers a channel by code and locale with photo-book and other articles and their extras', async () => {
    const res = await post({
      query: CHANNEL_QUERY,
      variables: { code: 'albelli-nl', locale: 'nl-NL' },
      operationName: 'Channel',
    });
    expect(res.body.errors).toBeUndefined();
    const { channel } = res.body.data;
    expect(channel).toMatchObject({
      ID: 'albelli-nl',
      ShopUrl: 'https://www.albelli.nl/',
      Currency: { ID: 'EUR' },
    });
    const books = channel.Articles.filter((a: { ArticleType: string }) => /photobook/i.test(a.ArticleType));
    const others = channel.Articles.filter((a: { ArticleType: string }) => !/photobook/i.test(a.ArticleType));
    expect(books.length).toBeGreaterThan(2);
    expect(others.length).toBeGreaterThan(2);
    expect(channel.Articles.some((a: { ArticleType: string }) => a.ArticleType === 'MiniPhotobook')).toBe(
      true,
    );
    expect(channel.Articles.some((a: { Visible: boolean }) => !a.Visible)).toBe(true);
    const book = channel.Articles.find((a: { ID: string }) => a.ID === 'PB_HARDCOVER_A4');
    expect(book).toMatchObject({ Title: 'Fotoboek A4', PageHeight: 297, PageWidth: 210 });
    expect(book.Links).toContainEqual({
      Href: 'https://www.albelli.nl/products/pb_hardcover_a4',
      Rel: 'product',
    });
    expect(book.Extras.Paper.Options.length).toBeGreaterThan(1);
    expect(book.Extras.HangingKit).toBeNull();
    const canvas = channel.Articles.find((a: { ID: string }) => a.ID === 'CANVAS_40X30');
    expect(canvas).toMatchObject({ PageHeight: null, PageWidth: null });
    expect(canvas.Extras.Wrappers.ID).toBe('wrappers');
  });

  it('sells every article the orders are made of', async () => {
    const res = await post({ query: '{ channel(code: "albelli-nl", locale: "nl-NL") { Articles { ID } } }' });
    const ids = res.body.data.channel.Articles.map((a: { ID: string }) => a.ID);
    for (const article of ORDER_ARTICLES) expect(ids).toContain(article.articleName);
  });

  it('answers the forced locale of albelli-at, and null for an unknown channel or locale', async () => {
    const query =
      'query C($code: String!, $locale: String!) { channel(code: $code, locale: $locale) { ID Articles { Title } } }';
    const at = await post({ query, variables: { code: 'albelli-at', locale: 'de-AT' } });
    expect(at.body.data.channel.Articles[0].Title).toMatch(/^Fotobuch/);
    for (const variables of [
      { code: 'no-such-channel', locale: 'en-GB' },
      { code: 'albelli-nl', locale: 'fr-FR' },
    ]) {
      const res = await post({ query, variables });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { channel: null } });
    }
  });

  it('answers 200 with errors for a query that does not parse or validate, or has wrong variables', async () => {
    const cases = [
      { query: '{ channels { ID ' },
      { query: '{ channels { Price } }' },
      { query: 'query C($code: String!) { channel(code: $code, locale: "en-GB") { ID } }', variables: {} },
      { query: '{ channels { ID } }', operationName: 'Nope' },
      { query: 'mutation { channels }' },
    ];
    for (const body of cases) {
      const res = await post(body);
      expect(res.status, body.query).toBe(200);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors.length, body.query).toBeGreaterThan(0);
      expect(res.body.errors[0].message).toEqual(expect.any(String));
    }
    const syntax = await post({ query: '{ channels { ID ' });
    expect(syntax.body.errors[0].locations[0]).toEqual({ line: 1, column: expect.any(Number) });
  });

  it('answers 400 problem+json for a body that is not a GraphQL request', async () => {
    for (const body of [{}, { query: '' }, { query: '{ channels { ID } }', variables: 'x' }]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.contentType).toBe('application/problem+json');
    }
    expect((await post('{ channels { ID } }', true)).status).toBe(400);
  });
});

describe('error messages within the contract (issue 24)', () => {
  it('answers an unknown 3,000-character field name with a message of at most 1,000 characters', async () => {
    const name = `f${'x'.repeat(2_999)}`;
    const res = await post({ query: `{ ${name} }` });
    expect(res.status).toBe(200);
    const [error] = res.body.errors as { message: string }[];
    expect(error?.message.length).toBeLessThanOrEqual(1_000);
    expect(error?.message).toMatch(/^Cannot query field "fxxx/);
  });
});
