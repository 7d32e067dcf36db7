/**
 * What the one photo grid (components/timeline.tsx, its controller in timeline/) shows: a list of sections, each
 * with a key, a heading, a photo count, a loading state and cells (month-state.ts shapes), and a hook that loads
 * a section while it is on screen. The timeline's source is its months (use-month-source.ts); an album's source
 * is its pages of 24 (the albums feature's album grid). The grid knows sections, not months (ADR 015, ADR 016).
 */
import type { ReactNode } from 'react';
import type { MonthSlots, MonthState } from '../timeline/month-state';

export interface GridSection {
  /** Unique in the grid, stable while the section exists (a month "2026/11", an album page "page-3"). */
  key: string;
  /** The section's heading (a month name, "Photos 25 to 48"). */
  heading: string;
  /** The photos the section holds (its height follows from it). */
  count: number;
  /** Next to the heading (a month's select-all button). */
  actions?: ReactNode;
}

/** What a shown section can ask of its source. */
export interface SectionLoader {
  /** The "+N" tile: the section's next page. */
  loadMore(): void;
  /** Try again after the section failed to load. */
  retry(): void;
}

/**
 * Drives the loading of a section while it is rendered: nothing is fetched until `enabled`. A hook: the source
 * passes the same function on every render.
 */
export type UseSectionLoader = (section: GridSection, index: number, enabled: boolean) => SectionLoader;

export interface GridSource {
  sections: readonly GridSection[];
  /** Each section's loading state, by key. */
  states: ReadonlyMap<string, MonthState>;
  /** Each section's cells, in the order of `sections`. */
  slots: readonly MonthSlots[];
  useSectionLoader: UseSectionLoader;
}
