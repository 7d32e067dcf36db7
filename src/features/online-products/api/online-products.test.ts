import { describe, expect, it } from 'vitest';
import { MerchandiseQueryError, parseChannelArticles, photoBookArticles } from './get-photo-book-articles';
import { joinOnlineProducts } from './online-products';
import { parseWidgets } from './widget-schema';

describe('which articles are photo books', () => {
  it('keeps the articles whose type contains photobook in any case', () => {
    const articles = [
      { ID: 'A', ArticleType: 'PhotoBook', Title: 'Fotoboek A4' },
      { ID: 'B', ArticleType: 'LayFlatPhotoBook', Title: 'Lay-flat fotoboek A4' },
      { ID: 'C', ArticleType: 'MiniPhotobook', Title: 'Mini fotoboek' },
      { ID: 'D', ArticleType: 'WallCalendar', Title: 'Wandkalender A3' },
      { ID: 'E', ArticleType: 'photo book', Title: 'Fotoboek' },
    ];
    expect(photoBookArticles(articles)).toEqual([
      { id: 'A', title: 'Fotoboek A4' },
      { id: 'B', title: 'Lay-flat fotoboek A4' },
      { id: 'C', title: 'Mini fotoboek' },
    ]);
  });

  it("throws the query's errors, and 'Channel Not Found' for an unknown channel", () => {
    expect(() => parseChannelArticles({ errors: [{ message: 'boom' }] })).toThrow(MerchandiseQueryError);
    expect(() => parseChannelArticles({ data: { channel: null } })).toThrow('Channel Not Found');
    expect(
      parseChannelArticles({
        data: { channel: { Articles: [{ ID: 'A', ArticleType: 'PhotoBook', Title: 'Fotobuch A4' }] } },
      }),
    ).toEqual([{ id: 'A', title: 'Fotobuch A4' }]);
  });
});

describe('online photo books from orders and widgets', () => {
  const orders = [
    { code: '1-1', title: 'Summer', status: 'Dispatched', createdAt: new Date('2025-06-01T00:00:00Z') },
    { code: '2-1', articleName: 'PB_A4', status: 'Cancelled' },
    { code: '3-1', articleName: 'PB_A4', status: 'Confirmed' },
    { code: '4-1', articleName: 'PB_A5', title: 'A5 photo book', status: 'Confirmed' },
    { code: '5-1', articleName: 'PB_A4', title: 'A4 photo book', status: 'Confirmed' },
  ];
  const widgets = parseWidgets([
    { orderCode: '3-1', status: 'Requested', url: null },
    { orderCode: '1-1', widgetId: 'w-1', status: 'Available', url: 'http://x.test/w-1', isShared: true },
    { orderCode: '4-1', status: 'NotRequested', url: null },
    { orderCode: '5-1', status: 'NotRequested', url: null },
  ]);

  it("keeps the orders' order, names each by its title or article, and leaves out orders without a widget", () => {
    const products = joinOnlineProducts(orders, widgets);
    expect(products.map((p) => [p.productCode, p.title, p.status])).toEqual([
      ['1-1', 'Summer', 'Available'],
      ['3-1', 'PB_A4', 'Requested'],
      ['4-1', 'A5 photo book', 'NotRequested'],
      ['5-1', 'A4 photo book', 'NotRequested'],
    ]);
    expect(products[0]).toMatchObject({ url: 'http://x.test/w-1', isShared: true });
    expect(products[1]).toMatchObject({ url: undefined, isShared: false });
  });

  it("names a book by its article's title in the channel's language, not the order's English title", () => {
    const products = joinOnlineProducts(orders, widgets, [{ id: 'PB_A4', title: 'Fotoboek A4' }]);
    expect(products.map((p) => [p.productCode, p.title])).toEqual([
      ['1-1', 'Summer'],
      ['3-1', 'Fotoboek A4'],
      ['4-1', 'A5 photo book'],
      ['5-1', 'Fotoboek A4'],
    ]);
  });

  it('offers no view link before the online version is available', () => {
    const [widget] = parseWidgets([{ orderCode: '1-1', status: 'Requested', url: 'http://x.test/early' }]);
    expect(widget?.url).toBeUndefined();
  });
});
