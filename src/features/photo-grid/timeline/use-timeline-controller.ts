import { startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useMatch, useRouter } from '@tanstack/react-router';
import { createDomViewport, connectDom } from './dom-viewport';
import {
  computeLayout,
  createScrollMapping,
  gridMetrics,
  type GridMetrics,
  type ScrollMapping,
  type TimelineLayout,
} from './layout';
import type { MonthSlots, MonthState } from './month-state';
import { registerTimelineScroll } from './scroll-anchor';
import {
  planRender,
  createTimelineController,
  type CellRef,
  type Geometry,
  type RenderPlan,
  type RenderRange,
  type TimelineActions,
  type TimelineController,
} from './timeline-controller';

export interface TimelineControllerProps extends TimelineActions {
  /** Names the list and its sort in the remembered scroll anchor, e.g. "photos:dateTaken:desc" (fixed per mount). */
  listId: string;
  /** The sections' keys, in display order. */
  keys: readonly string[];
  /** Each section's cells, in the order of `keys`. */
  slots: readonly MonthSlots[];
  /** Each section's loading state, by key. */
  states: ReadonlyMap<string, MonthState>;
  /** An element that scrolls the grid instead of the window (fixed per mount; the picker's modal body). */
  scroller?: HTMLElement | null;
  /**
   * Whether the grid is the page's (its place is remembered for the preview, default): a picker over the page
   * is not.
   */
  remembersPlace?: boolean;
  /** The grid's metrics for the page's sizes: a module-level function (default: the timeline's). */
  metrics?: (geometry: Geometry) => GridMetrics;
}

export interface TimelineControllerResult {
  controller: TimelineController;
  /** Callback ref of the element as tall as the whole grid (its spacer). */
  containerRef: (element: HTMLElement | null) => void;
  /** Callback ref of the element holding the rendered sections, placed at `windowOffset`. */
  windowRef: (element: HTMLElement | null) => void;
  layout: TimelineLayout | null;
  mapping: ScrollMapping | null;
  plan: RenderPlan;
  windowOffset: number;
  /** Sections rendered now load at once (the first screen, after a jump). */
  loadImmediately: boolean;
}

/**
 * Connects a `TimelineController` to React and the page: the state it renders from (sizes, rendered rows, focused
 * cell), the layout computed from the sections' cells, the page's events, the router (restores after a nested
 * route such as the preview closes) and the preview's remember/restore calls.
 */
export function useTimelineController(props: TimelineControllerProps): TimelineControllerResult {
  const { keys, slots, states, metrics: metricsOf = gridMetrics } = props;
  const router = useRouter();
  // The scrolling element is fixed per mount.
  const [scroller] = useState(() => props.scroller ?? null);
  const [viewport] = useState(() => createDomViewport(scroller ? () => scroller : undefined));
  const remembersPlace = props.remembersPlace ?? true;
  const [geometry, setGeometry] = useState<Geometry | null>(null);
  const [range, setRange] = useState<RenderRange | null>(null);
  const [focused, setFocused] = useState<CellRef | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [, setEpoch] = useState(0);
  const [controller] = useState(() =>
    createTimelineController({
      listId: props.listId,
      viewport,
      host: {
        setGeometry: (update, nonBlocking) =>
          nonBlocking ? startTransition(() => setGeometry(update)) : setGeometry(update),
        setRange: (update, nonBlocking) =>
          nonBlocking ? startTransition(() => setRange(update)) : setRange(update),
        setFocused,
        setFocusWithin,
        refresh: () => setEpoch((epoch) => epoch + 1),
      },
    }),
  );

  const metrics = useMemo(() => geometry && metricsOf(geometry), [geometry, metricsOf]);
  const layout = useMemo(
    () =>
      metrics &&
      computeLayout(
        keys,
        slots.map((slot) => slot.total),
        metrics,
      ),
    [metrics, keys, slots],
  );
  const layoutHeight = layout?.height;
  const viewportHeight = geometry?.viewportHeight;
  const mapping = useMemo(
    () =>
      layoutHeight === undefined || viewportHeight === undefined
        ? null
        : createScrollMapping(layoutHeight, viewportHeight),
    [layoutHeight, viewportHeight],
  );
  const plan = planRender(layout, range, focused, focusWithin);

  // What the controller's handlers read: updated first in every commit.
  useLayoutEffect(() => {
    controller.update({ layout, mapping, slots, states, base: plan.base, actions: props });
  });
  useLayoutEffect(() => controller.start(), [controller]);
  useLayoutEffect(() => controller.layoutCommitted(layout, mapping), [controller, layout, mapping]);
  useLayoutEffect(() => controller.applyFocusRequest());

  useEffect(
    () => (remembersPlace ? registerTimelineScroll(controller) : undefined),
    [controller, remembersPlace],
  );
  // The page's own path: a route nested in it (the preview) counts as away.
  const home = useMatch({ strict: false, select: (match) => match.pathname });
  useEffect(() => {
    controller.watchRoute(router.state.location.pathname === home);
    return router.subscribe('onRendered', (event) =>
      controller.routeRendered(event.toLocation.pathname === home),
    );
  }, [controller, router, home]);
  useEffect(() => connectDom(controller, viewport.container()!, scroller), [controller, viewport, scroller]);

  return {
    controller,
    containerRef: viewport.setContainer,
    windowRef: viewport.setWindow,
    layout,
    mapping,
    plan,
    windowOffset: controller.windowOffset(mapping, plan.base),
    loadImmediately: controller.loadImmediately(),
  };
}
