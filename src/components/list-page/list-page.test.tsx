/**
 * A list page built on the pattern (a route with validateSearch, a loader that loads before render, ListState,
 * Pagination or LoadMore), as the next pages will be: the address keeps the place through Back and a reload.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { infiniteQueryOptions, QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { loadList, loadMoreList, useListQuery, useLoadMoreQuery } from '@/lib/list/load';
import { pageCount, pageOffset } from '@/lib/list/paging';
import { currentPage, loadedPages, loadedPagesSearchSchema, pageSearchSchema } from '@/lib/list/search';
import enGB from '@public/locales/en-GB.json';
import { ListState } from './list-state';
import { LoadMore } from './load-more';
import { Pagination } from './pagination';

afterEach(cleanup);

const PAGE_SIZE = 2;

/** A service of `total` orders, paged by offset; `fail` makes the next call fail. */
function orderService(total: number) {
  const service = {
    calls: 0,
    fail: false,
    async list(offset: number) {
      service.calls += 1;
      if (service.fail) {
        service.fail = false;
        throw new Error('503');
      }
      const orders = Array.from({ length: total }, (_, index) => `Order ${index + 1}`);
      return { orders: orders.slice(offset, offset + PAGE_SIZE), total };
    },
  };
  return service;
}

function renderOrdersPage(service: ReturnType<typeof orderService>, path: string) {
  const ordersOptions = (page: number) =>
    queryOptions({ queryKey: ['orders', page], queryFn: () => service.list(pageOffset(page, PAGE_SIZE)) });
  const root = createRootRoute({ component: Outlet });
  const orders = createRoute({
    getParentRoute: () => root,
    path: '/orders',
    validateSearch: pageSearchSchema,
    loaderDeps: ({ search }) => ({ page: currentPage(search) }),
    loader: ({ deps }) => loadList(queryClient, ordersOptions(deps.page)),
    component: function OrdersPage() {
      const page = currentPage(orders.useSearch());
      const query = useListQuery(ordersOptions(page));
      return (
        <main>
          <h1>Orders</h1>
          <ListState
            query={query}
            errorText="An error occurred loading your orders"
            emptyText="You haven't ordered anything yet!"
            isEmpty={(data) => data.orders.length === 0}
          >
            {(data) => (
              <>
                <ul aria-label="Orders">
                  {data.orders.map((order) => (
                    <li key={order}>{order}</li>
                  ))}
                </ul>
                <Pagination page={page} pageCount={pageCount(data.total, PAGE_SIZE)} />
              </>
            )}
          </ListState>
        </main>
      );
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: root.addChildren([orders]), history });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={createI18n('en-GB', enGB)}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { router, history };
}

const shownOrders = async () =>
  within(await screen.findByRole('list', { name: 'Orders' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('an offset-paged list page', () => {
  it('opens on the page its address names (a reload), with links to the pages around it', async () => {
    const service = orderService(9);
    renderOrdersPage(service, '/orders?page=3');
    expect(await shownOrders()).toEqual(['Order 5', 'Order 6']);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous page', '2', '3', '4', 'Next page']);
  });

  it('moves by links that change the address; Back returns to the page before', async () => {
    const service = orderService(9);
    const { router, history } = renderOrdersPage(service, '/orders');
    expect(await shownOrders()).toEqual(['Order 1', 'Order 2']);
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(async () => expect(await shownOrders()).toEqual(['Order 3', 'Order 4']));
    act(() => history.back());
    await waitFor(async () => expect(await shownOrders()).toEqual(['Order 1', 'Order 2']));
    // Page 1 is the default: it leaves the address.
    expect(router.state.location.search).toEqual({});
  });

  it('says when there is nothing, with the page’s text', async () => {
    renderOrdersPage(orderService(0), '/orders');
    expect(await screen.findByText("You haven't ordered anything yet!")).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a failed load in the page with the page’s text, and Try again loads it', async () => {
    const service = orderService(3);
    service.fail = true;
    renderOrdersPage(service, '/orders');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occurred loading your orders');
    // The loader's failure is shown, not asked again on mount.
    expect(service.calls).toBe(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await shownOrders()).toEqual(['Order 1', 'Order 2']);
  });
});

describe('a "load more" list page', () => {
  function renderAlbumsPage(
    path: string,
    getPage: (cursor: string | undefined) => Promise<{ albums: string[]; cursor: string | null }>,
  ) {
    const albumsOptions = infiniteQueryOptions({
      queryKey: ['albums', 'list'],
      queryFn: ({ pageParam }) => getPage(pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.cursor ?? undefined,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const root = createRootRoute({ component: Outlet });
    const albums = createRoute({
      getParentRoute: () => root,
      path: '/albums',
      validateSearch: loadedPagesSearchSchema,
      loaderDeps: ({ search }) => ({ pages: loadedPages(search) }),
      loader: ({ deps }) => loadMoreList(queryClient, albumsOptions, deps.pages),
      component: function AlbumsPage() {
        const query = useLoadMoreQuery(albumsOptions);
        const navigate = useNavigate();
        return (
          <ListState query={query} errorText="Unable to display albums.">
            {(data) => (
              <>
                <ul aria-label="Albums">
                  {data.pages
                    .flatMap((page) => page.albums)
                    .map((album) => (
                      <li key={album}>{album}</li>
                    ))}
                </ul>
                <LoadMore
                  query={query}
                  label="Show more albums"
                  errorText="Unable to display albums."
                  onPagesLoaded={(pages) =>
                    void navigate({ to: '/albums', search: { pages }, replace: true } as never)
                  }
                />
              </>
            )}
          </ListState>
        );
      },
    });
    const router = createRouter({
      routeTree: root.addChildren([albums]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={createI18n('en-GB', enGB)}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    return router;
  }

  const service = vi.fn(async (cursor: string | undefined) => {
    const index = cursor ? Number(cursor) : 0;
    return {
      albums: [`Album ${2 * index + 1}`, `Album ${2 * index + 2}`],
      cursor: index < 2 ? String(index + 1) : null,
    };
  });
  const shownAlbums = async () =>
    within(await screen.findByRole('list', { name: 'Albums' })).getAllByRole('listitem').length;

  it('loads more on request and writes how many pages show into the address', async () => {
    const router = renderAlbumsPage('/albums', service);
    expect(await shownAlbums()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show more albums' }));
    await waitFor(async () => expect(await shownAlbums()).toBe(4));
    await waitFor(() => expect(router.state.location.search).toEqual({ pages: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more albums' }));
    await waitFor(async () => expect(await shownAlbums()).toBe(6));
    expect(screen.queryByRole('button', { name: 'Show more albums' })).toBeNull();
  });

  it('a double-click loads one page; while it loads the button stays focusable and says it is busy', async () => {
    let answer: () => void = () => {};
    const slow = vi.fn(async (cursor: string | undefined) => {
      if (cursor) await new Promise<void>((resolve) => (answer = resolve));
      return service(cursor);
    });
    renderAlbumsPage('/albums', slow);
    expect(await shownAlbums()).toBe(2);
    const button = screen.getByRole('button', { name: 'Show more albums' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    answer();
    await waitFor(async () => expect(await shownAlbums()).toBe(4));
    expect(slow).toHaveBeenCalledTimes(2);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('shows as many pages after a reload as the address says', async () => {
    renderAlbumsPage('/albums?pages=2', service);
    expect(await shownAlbums()).toBe(4);
  });
});
