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

export function createDomViewport(): DomViewport {
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
        viewportHeight: window.innerHeight,
        rem: parseFloat(getComputedStyle(document.documentElement).fontSize) || 16,
      };
    },
    containerTop: () => container?.getBoundingClientRect().top,
    topInset: stickyTopInset,
    viewportHeight: () => window.innerHeight,
    scrollY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo(0, y),
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
export function connectDom(controller: TimelineController, container: HTMLElement): () => void {
  const onScroll = controller.scrolled;
  const onResize = controller.resized;
  const onFocusIn = () => controller.focusWithinChanged(true);
  const onFocusOut = (event: FocusEvent) => {
    if (!container.contains(event.relatedTarget as Node | null)) controller.focusWithinChanged(false);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize);
  const observer = new ResizeObserver(onResize);
  observer.observe(container);
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  return () => {
    controller.stop();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onResize);
    observer.disconnect();
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
  };
}
