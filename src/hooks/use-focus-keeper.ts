import { useEffect, type RefObject } from 'react';
import { focusPageHeadingIfLost } from '@/lib/a11y/focus-page-heading';

/**
 * Focus is never lost (issue 23): when the element that has the focus inside `container` leaves the page (the
 * address just deleted, the order link of a page navigated away from, a row of a list that re-rendered), the
 * browser puts the focus on the body and a keyboard user starts again from the top. This moves it to the page's
 * main heading instead (focusable for the purpose, without scrolling), where the page's content starts. A
 * component that knows a better place (a grid's next cell) moves the focus itself first: the check runs after
 * the DOM change, and does nothing while anything but the body has the focus. A dialog that closes after its
 * opener left checks the same itself (ui/modal.tsx).
 */
export function useFocusKeeper(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let focused: Element | null = null;
    // The last element focused in the page (a dialog over it does not count: it gives the focus back).
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && root.contains(event.target)) focused = event.target;
    };
    const observer = new MutationObserver(() => {
      if (!focused || focused.isConnected) return;
      focused = null;
      focusPageHeadingIfLost(root);
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [container]);
}
