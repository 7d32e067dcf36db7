/**
 * A tooltip on a focusable element (react-aria's TooltipTrigger): it opens on hover after TOOLTIP_OPEN_MS and
 * at once on keyboard focus, closes TOOLTIP_CLOSE_MS after the pointer leaves, on blur or on Escape, and
 * describes the element while open (role=tooltip). For the reason a button is unavailable, the child must stay
 * focusable: an `aria-disabled` button (NativeButton), not a `disabled` one, which gets neither focus nor hover.
 * Without `content` the child renders alone: no empty tooltip.
 *
 *   <Tooltip content={shared ? t('albums.shared.unavailable') : undefined}>
 *     <NativeButton aria-disabled onPress={undefined}>Copy to album</NativeButton>
 *   </Tooltip>
 */
import type { ComponentProps, ReactElement } from 'react';
import { Focusable, Tooltip as RACTooltip, TooltipTrigger } from 'react-aria-components';
import { TOOLTIP_CLOSE_MS, TOOLTIP_OPEN_MS } from '@/lib/constants';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /** The tooltip's text; none: no tooltip. */
  content: string | undefined;
  /** One focusable element that takes a ref and spreads its props (a NativeButton, a link). */
  children: ReactElement;
}

export function Tooltip({ content, children }: TooltipProps) {
  if (!content) return children;
  return (
    <TooltipTrigger delay={TOOLTIP_OPEN_MS} closeDelay={TOOLTIP_CLOSE_MS}>
      {/* Focusable clones its child with the trigger's props and ref: a component that spreads both onto its
          element (NativeButton) works as the element itself, which is what the type asks for. */}
      <Focusable>{children as ComponentProps<typeof Focusable>['children']}</Focusable>
      <RACTooltip
        className={styles.tooltip}
        offset={8}
        style={
          { '--tooltip-open': `${TOOLTIP_OPEN_MS}ms`, '--tooltip-close': `${TOOLTIP_CLOSE_MS}ms` } as never
        }
      >
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
