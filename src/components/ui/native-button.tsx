import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './class-names';
import styles from './native-button.module.css';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: 'primary' | 'secondary' | 'quiet';
  /** Called on click, Enter and Space (what a native button does). */
  onPress?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native <button> with the look of `Button`, for the first screen of a route, where react-aria's press
 * handling would cost more than it brings (size budget); `Button` stays the choice everywhere else.
 */
export function NativeButton({
  variant = 'primary',
  className,
  onPress,
  type = 'button',
  ...props
}: NativeButtonProps) {
  return (
    <button
      {...props}
      type={type}
      data-variant={variant}
      className={cx(styles.button, className)}
      onClick={onPress}
    />
  );
}
