import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Read by screen readers, and shown next to the spinner when `showLabel`. */
  label: string;
  showLabel?: boolean;
}

/**
 * An indeterminate progress indicator: a native <progress> without a value (an indeterminate progressbar to
 * assistive technology) named by `label`, drawn as a CSS circle. Native, so pages that show it while they load
 * do not carry react-aria (size budget).
 */
export function Spinner({ label, showLabel = false }: SpinnerProps) {
  return (
    <span className={styles.spinner}>
      <progress className="visually-hidden" aria-label={label} />
      <span className={styles.circle} aria-hidden="true" />
      {showLabel && <span aria-hidden="true">{label}</span>}
    </span>
  );
}
