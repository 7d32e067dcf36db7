import { ProgressBar as RACProgressBar, Label } from 'react-aria-components';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** What is in progress; shown above the bar and its accessible name. */
  label: string;
  /** 0 to 100. */
  value: number;
  /** The value as words (e.g. "2 of 5 photos uploaded"), shown and read instead of a bare percentage. */
  valueLabel?: string;
}

/** A determinate progress bar (react-aria ProgressBar: role progressbar with its value). */
export function ProgressBar({ label, value, valueLabel }: ProgressBarProps) {
  return (
    <RACProgressBar value={value} valueLabel={valueLabel} className={styles.progress}>
      {({ percentage, valueText }) => (
        <>
          <div className={styles.labels}>
            <Label>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track} aria-hidden="true">
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
