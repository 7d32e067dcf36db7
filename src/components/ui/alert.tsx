import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  tone?: 'error' | 'info';
  children: ReactNode;
  /** An action next to the message, e.g. a Try again button. */
  action?: ReactNode;
}

/** A message announced to screen readers: errors interrupt (role=alert), information waits (role=status). */
export function Alert({ tone = 'error', children, action }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={styles.alert}>
      <p className={styles.message}>{children}</p>
      {action}
    </div>
  );
}
