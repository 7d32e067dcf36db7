/**
 * The channel's public configuration (account-area.md sections 3 and 7, openapi/services/public-config.yaml):
 * GET {public conf}/{channel host}, anonymous, loaded once per page. When it fails (a network error, a non-OK
 * answer, a body that does not parse) the app uses the default menus and routes of `defaultMenuConfig`, so
 * the FAQs entry of the side menu always leads somewhere.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { components } from '@/api/generated/public-config';
import type { ApiClients } from '@/lib/api/clients';
import { withoutAccessToken } from '@/lib/api/middleware';
import type { Channel } from '@/shared/channels';

export type PublicConfig = components['schemas']['PublicConfig'];
export type MenuConfig = components['schemas']['MenuConfig'];
export type MenuRoutes = MenuConfig['routes'];

const url = z.url({ protocol: /^https?$/ });
const menuItemSchema = z.object({ title: z.string().check(z.minLength(1)), url });

export const publicConfigSchema = z.object({
  vendor: z.object({ ID: z.string().check(z.minLength(1)), Locale: z.string() }),
  menu: z.object({
    routes: z.object({ Main: url, FAQ: url, ContactUs: url, AllProducts: url }),
    menus: z.object({ top: z.array(menuItemSchema), main: z.array(menuItemSchema) }),
  }),
}) satisfies z.ZodMiniType<PublicConfig>;

/** The configuration the app uses, and whether it came from the service or is the fallback. */
export interface ChannelMenu {
  routes: MenuRoutes;
  menus: MenuConfig['menus'];
  source: 'service' | 'fallback';
}

/**
 * The default menus and routes (the spec's fallback; its values are not shown, so assumed): the shop's home
 * page of the channel's domain, its /faq, /contact and /products pages, and no menus.
 */
export function defaultMenuConfig(channel: Channel): ChannelMenu {
  const shop = `https://www.${channel.domain}/`;
  return {
    routes: { Main: shop, FAQ: `${shop}faq`, ContactUs: `${shop}contact`, AllProducts: `${shop}products` },
    menus: { top: [], main: [] },
    source: 'fallback',
  };
}

/** GET {public conf}/{channel host}: the channel host is the channel's domain (without account/test/www). */
export async function getPublicConfig({
  api,
  channel,
  signal,
}: {
  api: ApiClients;
  channel: Channel;
  signal?: AbortSignal;
}): Promise<PublicConfig> {
  const { data } = await api.publicConfig.GET('/{channelHost}', {
    params: { path: { channelHost: channel.domain } },
    // Anonymous (account-area.md section 6): the signed-in user's token is not sent.
    middleware: [withoutAccessToken],
    signal,
  });
  return publicConfigSchema.parse(data);
}

/** The menu configuration of a channel, the fallback when the service fails (logged, never thrown). */
export async function loadChannelMenu(options: {
  api: ApiClients;
  channel: Channel;
  signal?: AbortSignal;
}): Promise<ChannelMenu> {
  try {
    const config = await getPublicConfig(options);
    return { ...config.menu, source: 'service' };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn('The public configuration could not be loaded; using the default menus and routes', error);
    return defaultMenuConfig(options.channel);
  }
}

export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

/** Loaded once per page and channel; the fallback is kept too (a reload asks again). */
export const channelMenuQueryOptions = (api: ApiClients, channel: Channel) =>
  queryOptions({
    queryKey: [...PUBLIC_CONFIG_QUERY_KEY, channel.id],
    queryFn: ({ signal }) => loadChannelMenu({ api, channel, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
