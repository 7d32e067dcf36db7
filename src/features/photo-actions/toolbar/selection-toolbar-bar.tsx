/**
 * The bottom toolbar while selecting, shared by the timeline's and the albums' selection toolbars: the bar (fixed,
 * above the page, centred), its buttons (focusable when disabled, described by the reason) and its hints.
 */
import type { ReactNode } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { Tooltip } from '@/components/ui/tooltip';
import { useT } from '@/lib/i18n/i18n-provider';
import styles from './selection-toolbar.module.css';

/** The bar: `children` are its buttons and hints; `after` what opens from it (overlays, dialogs). */
export function SelectionToolbarBar({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const t = useT();
  return (
    <div className={styles.toolbar}>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a toolbar of buttons, as ARIA names it */}
      <div role="toolbar" aria-label={t('photos.selection.toolbar')} className={styles.toolbarInner}>
        {children}
      </div>
      {after}
    </div>
  );
}

/**
 * Why buttons are disabled, under them; `touchOnly`: a reason the spec gives as a tooltip, shown as a caption only
 * where nothing hovers (touch screens).
 */
export function ToolbarHint({
  id,
  touchOnly,
  children,
}: {
  id: string;
  touchOnly?: boolean;
  children: string;
}) {
  return (
    <p id={id} className={styles.hint} data-touch-only={touchOnly || undefined}>
      {children}
    </p>
  );
}

/**
 * A toolbar button that stays focusable when disabled (aria-disabled), described by the reason; `tooltip`: the
 * reason the spec gives as a tooltip (shown on hover and keyboard focus while disabled).
 */
export function ToolbarButton({
  disabled,
  describedBy,
  tooltip,
  onPress,
  children,
}: {
  disabled: boolean;
  describedBy?: string;
  tooltip?: string;
  onPress: () => void;
  children: string;
}) {
  return (
    <Tooltip content={disabled ? tooltip : undefined}>
      <NativeButton
        variant="secondary"
        aria-disabled={disabled || undefined}
        aria-describedby={describedBy}
        onPress={disabled ? undefined : onPress}
      >
        {children}
      </NativeButton>
    </Tooltip>
  );
}
