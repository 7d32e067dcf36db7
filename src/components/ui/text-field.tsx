/**
 * A labelled text input (react-aria TextField, Label, Input, Description and FieldError): the label, the hint
 * and the error are tied to the input (aria-labelledby, aria-describedby, aria-invalid). The caller validates
 * (e.g. on submit only, as the spec's forms do) and passes the message in `errorMessage`; editing does not
 * validate by itself.
 */
import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from './class-names';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<
  RACTextFieldProps,
  'children' | 'isInvalid' | 'validate' | 'validationBehavior' | 'className'
> {
  label: string;
  placeholder?: string;
  /** A hint under the input. */
  description?: string;
  /** The validation error to show; the field is invalid while it is set. */
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function TextField({
  label,
  placeholder,
  description,
  errorMessage,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      className={cx(styles.field, className)}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
