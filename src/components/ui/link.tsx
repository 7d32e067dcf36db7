import { createElement, type AnchorHTMLAttributes, type Ref } from 'react';
import { createLink } from '@tanstack/react-router';
import { cx } from './class-names';
import styles from './link.module.css';

export interface StyledLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** inline: text link; button: looks like a primary button; nav: an entry of a navigation list. */
  variant?: 'inline' | 'button' | 'nav';
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A native <a> with the app's styles, for external URLs (`href`). A link needs nothing react-aria adds to it
 * (the browser gives it focus, Enter and the context menu); native keeps the first screen small (size budget).
 * Hover and keyboard focus are styled with :hover and :focus-visible.
 */
export function ExternalLink({ variant = 'inline', className, children, ...props }: StyledLinkProps) {
  return (
    <a {...props} data-variant={variant} className={cx(styles.link, className)}>
      {children}
    </a>
  );
}

const RouterLink = createLink(ExternalLink);

/**
 * A router link (typed `to`, params, search, preloading) rendered as the styled anchor. It is active, and says
 * aria-current="page", only on the page it points to (issue 23: "Back to my settings" was the current page on
 * every settings page, as the router's default counts every page below the link's as active); a menu entry
 * (`variant="nav"`) or a caller's `activeOptions` may count the pages below as its own.
 */
export const Link = ((props: { variant?: StyledLinkProps['variant']; activeOptions?: object }) =>
  createElement(RouterLink as never, {
    ...props,
    activeOptions: { exact: props.variant !== 'nav', ...props.activeOptions },
  })) as typeof RouterLink;
