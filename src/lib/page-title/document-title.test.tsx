import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from '@/components/errors/error-page';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { channelForHost } from '@/shared/channels';
import enGB from '@public/locales/en-GB.json';
import { DocumentTitle, useDocumentTitle } from './document-title';
import { pageTitleOf } from './page-title';

const brand = channelForHost('localhost').brand;
const i18n = createI18n('en-GB', enGB);
afterEach(cleanup);

function renderRoutes(path: string) {
  const root = createRootRoute({
    component: () => (
      <DocumentTitle>
        <Outlet />
      </DocumentTitle>
    ),
  });
  const photos = createRoute({
    getParentRoute: () => root,
    path: '/photos',
    staticData: { pageTitle: 'pageTitle.photos' },
    component: () => (
      <>
        <h1>Photos page</h1>
        <Outlet />
      </>
    ),
  });
  const preview = createRoute({
    getParentRoute: () => photos,
    path: 'preview',
    component: () => <p>Preview</p>,
  });
  const orders = createRoute({
    getParentRoute: () => root,
    path: '/orders',
    staticData: { pageTitle: 'pageTitle.orders' },
    loader: () => {
      throw new Error('orders are down');
    },
    component: () => <h1>Orders page</h1>,
    errorComponent: () => <ErrorPage titleId="errors.unexpectedTitle" messageId="errors.unexpected" />,
  });
  const router = createRouter({
    routeTree: root.addChildren([photos.addChildren([preview]), orders]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
  return router;
}

describe('the document title', () => {
  it("is the route's page title with the brand", async () => {
    renderRoutes('/photos');
    await screen.findByRole('heading', { name: 'Photos page' });
    expect(document.title).toBe(`Photos | ${brand}`);
  });

  it("stays the parent's on a child route without a title of its own (the preview over the timeline)", async () => {
    renderRoutes('/photos/preview');
    await screen.findByText('Preview');
    expect(document.title).toBe(`Photos | ${brand}`);
  });

  it("is the error page's while it stands in for the page, and the route's again after navigating on", async () => {
    const router = renderRoutes('/orders');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(document.title).toBe(`Something went wrong | ${brand}`);
    await act(() => router.navigate({ to: '/photos' as string }));
    await screen.findByRole('heading', { name: 'Photos page' });
    expect(document.title).toBe(`Photos | ${brand}`);
  });

  it('is set by a page shown outside the router (the boot error pages)', () => {
    function BootError() {
      useDocumentTitle('errors.cookiesRequiredTitle');
      return null;
    }
    render(
      <I18nProvider i18n={i18n}>
        <BootError />
      </I18nProvider>,
    );
    expect(document.title).toBe(`Please enable site data and cookies | ${brand}`);
  });
});

describe('pageTitleOf', () => {
  it('takes the deepest match that declares a title', () => {
    expect(
      pageTitleOf([
        {},
        { staticData: { pageTitle: 'pageTitle.myPhotos' } },
        { staticData: { pageTitle: 'pageTitle.photos' } },
        { staticData: {} },
      ]),
    ).toBe('pageTitle.photos');
  });

  it('has none when no match declares one', () => {
    expect(pageTitleOf([{}, { staticData: {} }])).toBeUndefined();
  });
});
