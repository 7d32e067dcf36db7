/**
 * The form element of a useAppForm form (src/lib/forms/use-app-form.ts): submits through the hook (checked on
 * submit, no second submit while one is on its way) and shows a whole-form error.
 * The fields are the UI kit's, bound with `form.field(name)`: `<TextField {...form.field('name')} label=... />`.
 */
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { AppFormState, FormValues } from '@/lib/forms/use-app-form';

export interface AppFormProps<TValues extends FormValues> {
  form: AppFormState<TValues>;
  className?: string;
  children: ReactNode;
}

export function AppForm<TValues extends FormValues>({ form, className, children }: AppFormProps<TValues>) {
  return (
    <form noValidate onSubmit={form.handleSubmit} className={className}>
      {form.formError && <Alert>{form.formError}</Alert>}
      {children}
    </form>
  );
}

export interface SubmitButtonProps<TValues extends FormValues> extends Omit<
  ButtonProps,
  'type' | 'isPending' | 'form'
> {
  form: AppFormState<TValues>;
  /** The button's text (and the announcement) while the form is being sent, e.g. "Saving…". */
  pendingLabel?: string;
}

/**
 * The form's submit button. While the form is being sent it shows `pendingLabel` and announces it (an output
 * beside it, as the confirm dialog does); the form sends once, so the button stays focusable and pressable. Not
 * react-aria's isPending: each of its announcements leaves an unnamed role="img" behind (axe).
 */
export function SubmitButton<TValues extends FormValues>({
  form,
  pendingLabel,
  children,
  ...props
}: SubmitButtonProps<TValues>) {
  const pending = form.isSubmitting && pendingLabel !== undefined;
  return (
    <>
      <Button {...props} type="submit" aria-busy={form.isSubmitting || undefined}>
        {pending ? pendingLabel : children}
      </Button>
      <output className="visually-hidden">{pending ? pendingLabel : ''}</output>
    </>
  );
}
