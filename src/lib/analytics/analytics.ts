/**
 * A small analytics recorder (my-photos.md section 9: "events of many kinds are sent. Their names are not shown").
 * Events are kept in memory and pushed to `window.dataLayer`, where a tag manager loaded by the page (none is
 * loaded here) would pick them up. Nothing goes over the network from this module.
 */
export interface AnalyticsEvent {
  name: string;
  data: Record<string, unknown>;
  /** ms since the epoch. */
  at: number;
}

/** How many events stay in memory. */
const KEPT_EVENTS = 100;
const recorded: AnalyticsEvent[] = [];

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export function trackEvent(name: string, data: Record<string, unknown> = {}): AnalyticsEvent {
  const event = { name, data, at: Date.now() };
  recorded.push(event);
  if (recorded.length > KEPT_EVENTS) recorded.shift();
  if (typeof window !== 'undefined') (window.dataLayer ??= []).push({ event: name, ...data });
  return event;
}

/** The events recorded in this page's lifetime, oldest first. */
export const recordedEvents = (): readonly AnalyticsEvent[] => [...recorded];
