/**
 * The console's tiny component kit over react-aria-components (the app's src/components/ui is the app's: the
 * mock may not import it, scripts/check-boundaries.mjs). One wrapper per control, styled on RAC's render states.
 */
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Checkbox as RACCheckbox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  TextArea,
  TextField as RACTextField,
  type ButtonProps,
  type Key,
} from 'react-aria-components';

export function Button({ className, ...props }: ButtonProps & { className?: string }) {
  return <RACButton {...props} className={['btn', className].filter(Boolean).join(' ')} />;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  multiline = false,
  inputMode,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <RACTextField className="field" value={value} onChange={onChange} isInvalid={error !== undefined}>
      <Label>{label}</Label>
      {multiline ? <TextArea rows={3} /> : <Input inputMode={inputMode} />}
      <FieldError>{error}</FieldError>
    </RACTextField>
  );
}

export interface Option {
  id: string;
  label: string;
}

export function Select({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  selected: string;
  onChange(id: string): void;
}) {
  return (
    <RACSelect
      className="field"
      selectedKey={selected}
      onSelectionChange={(key: Key | null) => onChange(String(key ?? ''))}
    >
      <Label>{label}</Label>
      <RACButton className="btn select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </RACButton>
      <Popover className="popover">
        <ListBox items={options} className="listbox">
          {(option) => (
            <ListBoxItem id={option.id} className="listbox-item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export function Checkbox({
  children,
  isSelected,
  onChange,
}: {
  children: ReactNode;
  isSelected: boolean;
  onChange(value: boolean): void;
}) {
  return (
    <RACCheckbox className="checkbox" isSelected={isSelected} onChange={onChange}>
      <span className="checkbox-box" aria-hidden="true" />
      {children}
    </RACCheckbox>
  );
}

/** A polite status line (what an action did). */
export function Status({ children }: { children: ReactNode }) {
  return (
    <output className="status" aria-live="polite">
      {children}
    </output>
  );
}
