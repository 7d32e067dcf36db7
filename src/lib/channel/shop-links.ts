/**
 * Links of the outcome pages to the channel's shop: its home (Main), products (AllProducts) and contact page
 * (ContactUs). These are the routes of the channel's public configuration (account-area.md section 7), which
 * the app does not load yet; until it does, the default routes the spec falls back to are used, assumed to be
 * https://www.{domain}/, .../products and .../contact (what the mock's public configuration answers for the
 * English channels).
 */
import type { Channel } from '@/shared/channels';

export interface ShopLinks {
  main: string;
  allProducts: string;
  contactUs: string;
}

export function shopLinks(channel: Pick<Channel, 'domain'>): ShopLinks {
  const main = `https://www.${channel.domain}/`;
  return { main, allProducts: `${main}products`, contactUs: `${main}contact` };
}
