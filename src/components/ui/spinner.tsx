import { ProgressBar } from 'react-aria-components';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Read by screen readers, and shown next to the spinner when `showLabel`. */
  label: string;
  showLabel?: boolean;
}

/** An indeterminate progress indicator. */
export function Spinner({ label, showLabel = false }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.spinner}>
      <span className={styles.circle} aria-hidden="true" />
      {showLabel && <span>{label}</span>}
    </ProgressBar>
  );
}
