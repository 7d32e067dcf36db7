/**
 * Where the focus goes when the element that had it is gone (issue 23: it fell to the body, and a keyboard user
 * started again from the top): the page's main heading, focusable for the purpose, without scrolling. Does
 * nothing while anything but the body has the focus (a component that knew a better place has put it there).
 */
export function focusPageHeadingIfLost(root: ParentNode = document): void {
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) return;
  const heading = root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
