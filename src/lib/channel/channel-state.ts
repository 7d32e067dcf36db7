import { atom, useAtomValue } from '@/lib/store';
import { channelForHost, channelLocale, type Channel } from '@/shared/channels';

const currentHostname = (): string =>
  typeof window === 'undefined' ? 'localhost' : window.location.hostname;

/** The brand channel of this page, from the host name. Fixed for the page's lifetime. */
export const channelAtom = atom<Channel>(channelForHost(currentHostname()));

/** The active locale: the channel's (forced locale first, en-GB by default). */
export const localeAtom = atom((get) => channelLocale(get(channelAtom)));

export const useChannel = (): Channel => useAtomValue(channelAtom);
export const useLocale = (): string => useAtomValue(localeAtom);
