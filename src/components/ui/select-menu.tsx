import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { TOOLTIP_CLOSE_MS, TOOLTIP_OPEN_MS } from '@/lib/constants';
import { NativeButton } from './native-button';
import styles from './select-menu.module.css';

export interface SelectMenuOption {
  id: string;
  label: string;
}

/** A group of options of which exactly one is chosen (e.g. "Sort by", "Order"). */
export interface SelectMenuGroup {
  id: string;
  label: string;
  options: readonly SelectMenuOption[];
  selected: string;
}

export interface SelectMenuProps {
  /** Accessible name of the menu. */
  label: string;
  /** What the button shows (its accessible name). */
  children: ReactNode;
  /** A tooltip on the button (also its accessible description). */
  tooltip?: string;
  groups: readonly SelectMenuGroup[];
  onSelect: (groupId: string, optionId: string) => void;
}

const loadPopover = () => import('./select-menu-popover');
const SelectMenuPopover = lazy(loadPopover);

/**
 * A menu button whose menu offers groups of single-choice options (react-aria Menu in a Popover). The button
 * is a native element and the menu is loaded the first time it is wanted, so a page that shows this control
 * does not pay for react-aria's overlay code until it is used.
 */
export function SelectMenu({ label, children, tooltip, groups, onSelect }: SelectMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [tooltipVisible, setTooltipVisible] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const tooltipId = useId();

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const showTooltip = (delay: number) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setTooltipVisible(true), delay);
  };
  const hideTooltip = () => {
    window.clearTimeout(hoverTimer.current);
    setTooltipVisible(false);
  };
  const openMenu = () => {
    hideTooltip();
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hideTooltip();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu();
    }
  };

  return (
    <div className={styles.wrapper}>
      <NativeButton
        ref={triggerRef}
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-describedby={tooltip ? tooltipId : undefined}
        onPress={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={onKeyDown}
        onPointerEnter={() => {
          void loadPopover();
          if (!open) showTooltip(TOOLTIP_OPEN_MS);
        }}
        onPointerLeave={hideTooltip}
        onFocus={(event) => {
          void loadPopover();
          if (!open && event.currentTarget.matches(':focus-visible')) showTooltip(0);
        }}
        onBlur={hideTooltip}
      >
        {children}
      </NativeButton>
      {tooltip && (
        <span
          id={tooltipId}
          role="tooltip"
          className={styles.tooltip}
          data-visible={tooltipVisible || undefined}
          style={
            { '--tooltip-open': `${TOOLTIP_OPEN_MS}ms`, '--tooltip-close': `${TOOLTIP_CLOSE_MS}ms` } as never
          }
        >
          {tooltip}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <SelectMenuPopover
            triggerRef={triggerRef}
            label={label}
            groups={groups}
            onSelect={onSelect}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
