import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseInViewOptions {
  /** Margin around the viewport, to start before the element is visible. */
  rootMargin?: string;
  /** Stay true once the element has been in view (load-once triggers). */
  once?: boolean;
}

/** Whether the element given to the returned ref is in (or near) the viewport (IntersectionObserver). */
export function useInView<T extends Element>({ rootMargin = '0px', once = false }: UseInViewOptions = {}) {
  const [inView, setInView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const done = once && inView;

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || done) return;
      if (typeof IntersectionObserver === 'undefined') {
        setInView(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          const visible = entries.some((entry) => entry.isIntersecting);
          if (visible || !once) setInView(visible);
        },
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [rootMargin, once, done],
  );

  useEffect(() => () => observer.current?.disconnect(), []);

  return [ref, inView] as const;
}
