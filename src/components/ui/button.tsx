import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { cx } from './class-names';
import styles from './button.module.css';

export interface ButtonProps extends RACButtonProps {
  /** overlay: light on a dark, translucent background (over a photo). */
  variant?: 'primary' | 'secondary' | 'quiet' | 'overlay';
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (name) => cx(styles.button, name))}
    />
  );
}
