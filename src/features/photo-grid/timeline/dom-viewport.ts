/**
 * The browser side of the timeline controller: the page it reads and scrolls (`TimelineViewport`), and the events
 * it follows (scroll, resize, the container's size, the focus entering and leaving the grid).
 */
import type { Geometry, TimelineController, TimelineViewport } from './timeline-controller';

/** Height of the page's sticky header, which hides the top of the viewport. */
function stickyTopInset(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const { position } = getComputedStyle(header);
  if (position !== 'sticky' && position !== 'fixed') return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

export interface DomViewport extends TimelineViewport {
  /** Callback ref of the element as tall as the whole grid. */
  setContainer(element: HTMLElement | null): void;
  /** Callback ref of the element holding the rendered sections. */
  setWindow(element: HTMLElement | null): void;
  container(): HTMLElement | null;
}

/**
 * The page's viewport (the window scrolls), or with `scroller` an element that scrolls by itself (the add-photos
 * picker's modal body): its height, scroll position and top edge stand in for the window's.
 */
export function createDomViewport(scroller?: () => HTMLElement | null): DomViewport {
  let container: HTMLElement | null = null;
  let rendered: HTMLElement | null = null;
  return {
    setContainer: (element) => {
      container = element;
    },
    setWindow: (element) => {
      rendered = element;
    },
    container: () => container,
    geometry(): Geometry | undefined {
      if (!container) return undefined;
      return {
        containerWidth: Math.floor(container.clientWidth),
        viewportWidth: window.innerWidth,
        viewportHeight: scroller?.()?.clientHeight ?? window.innerHeight,
        rem: parseFloat(getComputedStyle(document.documentElement).fontSize) || 16,
      };
    },
    containerTop: () => {
      const top = container?.getBoundingClientRect().top;
      const box = scroller?.();
      return top === undefined || !box ? top : top - box.getBoundingClientRect().top;
    },
    topInset: () => (scroller?.() ? 0 : stickyTopInset()),
    viewportHeight: () => scroller?.()?.clientHeight ?? window.innerHeight,
    scrollY: () => scroller?.()?.scrollTop ?? window.scrollY,
    scrollTo: (y) => {
      const box = scroller?.();
      if (box) box.scrollTop = y;
      else window.scrollTo(0, y);
    },
    setWindowOffset(y) {
      if (rendered) rendered.style.transform = `translateY(${y}px)`;
    },
    focusCell(id) {
      const cell = container?.querySelector<HTMLElement>(`[data-cell="${CSS.escape(id)}"]`);
      if (!cell) return false;
      cell.focus({ preventScroll: true });
      return true;
    },
  };
}

/** Feeds the page's events to the controller until the returned function is called. */
export function connectDom(
  controller: TimelineController,
  container: HTMLElement,
  scroller?: HTMLElement | null,
): () => void {
  const scrolling: Pick<Window, 'addEventListener' | 'removeEventListener'> = scroller ?? window;
  const onScroll = controller.scrolled;
  const onResize = controller.resized;
  const onFocusIn = () => controller.focusWithinChanged(true);
  const onFocusOut = (event: FocusEvent) => {
    if (!container.contains(event.relatedTarget as Node | null)) controller.focusWithinChanged(false);
  };
  scrolling.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize);
  const observer = new ResizeObserver(onResize);
  observer.observe(container);
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  return () => {
    controller.stop();
    scrolling.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
  };
}
