import { describe, expect, it } from 'vitest';
import { MerchandiseQueryError, parseChannelArticles, photoBookArticleIds } from './get-photo-book-articles';
import { joinOnlineProducts } from './online-products';
import { parseWidgets } from './widget-schema';

describe('which articles are photo books', () => {
  it('keeps the articles whose type contains photobook in any case', () => {
    const articles = [
      { ID: 'A', ArticleType: 'PhotoBook' },
      { ID: 'B', ArticleType: 'LayFlatPhotoBook' },
      { ID: 'C', ArticleType: 'MiniPhotobook' },
      { ID: 'D', ArticleType: 'WallCalendar' },
      { ID: 'E', ArticleType: 'photo book' },
    ];
    expect(photoBookArticleIds(articles)).toEqual(['A', 'B', 'C']);
  });

  it("throws the query's errors, and 'Channel Not Found' for an unknown channel", () => {
    expect(() => parseChannelArticles({ errors: [{ message: 'boom' }] })).toThrow(MerchandiseQueryError);
    expect(() => parseChannelArticles({ data: { channel: null } })).toThrow('Channel Not Found');
    expect(
      parseChannelArticles({ data: { channel: { Articles: [{ ID: 'A', ArticleType: 'PhotoBook' }] } } }),
    ).toEqual(['A']);
  });
});

describe('online photo books from orders and widgets', () => {
  const orders = [
    { code: '1-1', title: 'Summer', status: 'Dispatched', createdAt: new Date('2025-06-01T00:00:00Z') },
    { code: '2-1', articleName: 'PB_A4', status: 'Cancelled' },
    { code: '3-1', articleName: 'PB_A4', status: 'Confirmed' },
  ];
  const widgets = parseWidgets([
    { orderCode: '3-1', status: 'Requested', url: null },
    { orderCode: '1-1', widgetId: 'w-1', status: 'Available', url: 'http://x.test/w-1', isShared: true },
  ]);

  it("keeps the orders' order, names each by its title or article, and leaves out orders without a widget", () => {
    const products = joinOnlineProducts(orders, widgets);
    expect(products.map((p) => [p.productCode, p.title, p.status])).toEqual([
      ['1-1', 'Summer', 'Available'],
      ['3-1', 'PB_A4', 'Requested'],
    ]);
    expect(products[0]).toMatchObject({ url: 'http://x.test/w-1', isShared: true });
    expect(products[1]).toMatchObject({ url: undefined, isShared: false });
  });

  it('offers no view link before the online version is available', () => {
    const [widget] = parseWidgets([{ orderCode: '1-1', status: 'Requested', url: 'http://x.test/early' }]);
    expect(widget?.url).toBeUndefined();
  });
});
