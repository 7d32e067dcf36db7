import { createLink } from '@tanstack/react-router';
import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from './class-names';
import styles from './link.module.css';

export interface StyledLinkProps extends RACLinkProps {
  /** inline: text link; button: looks like a primary button; nav: an entry of a navigation list. */
  variant?: 'inline' | 'button' | 'nav';
}

/** A react-aria link with the app's styles, for external URLs (`href`). */
export function ExternalLink({ variant = 'inline', className, ...props }: StyledLinkProps) {
  return (
    <RACLink
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (name) => cx(styles.link, name))}
    />
  );
}

/** A router link (typed `to`, params, search, preloading) rendered by the react-aria link. */
export const Link = createLink(ExternalLink);
