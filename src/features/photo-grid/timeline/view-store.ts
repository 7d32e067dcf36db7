/** Where the viewport is over the timeline, for the parts that follow every scrolled pixel (the scrubber). */
export interface TimelineView {
  /** Virtual y of the viewport's top edge (below the sticky page header). */
  top: number;
  /** Height of the viewport below the sticky header. */
  height: number;
}

export interface ViewStore {
  get(): TimelineView;
  set(view: TimelineView): void;
  subscribe(listener: () => void): () => void;
}

export function createViewStore(): ViewStore {
  let view: TimelineView = { top: 0, height: 0 };
  const listeners = new Set<() => void>();
  return {
    get: () => view,
    set(next) {
      if (next.top === view.top && next.height === view.height) return;
      view = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
