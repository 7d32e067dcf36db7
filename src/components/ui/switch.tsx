import type { ReactNode } from 'react';
import {
  Switch as RACSwitch,
  composeRenderProps,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import { cx } from './class-names';
import styles from './switch.module.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The visible label (also the switch's accessible name). */
  children: ReactNode;
}

/**
 * An on/off switch (react-aria Switch: a native checkbox with role="switch" inside a label): Space toggles it,
 * the focus ring shows for keyboard focus only; the track and thumb are decoration.
 */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeRenderProps(className, (name) => cx(styles.switch, name))}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{children}</span>
    </RACSwitch>
  );
}
