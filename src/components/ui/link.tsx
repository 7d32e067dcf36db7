import type { AnchorHTMLAttributes, Ref } from 'react';
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

/** A router link (typed `to`, params, search, preloading) rendered as the styled anchor. */
export const Link = createLink(ExternalLink);
