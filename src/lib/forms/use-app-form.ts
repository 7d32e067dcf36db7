/**
 * The app's form state: one zod schema per form, checked on submit only (the spec's forms validate on submit, not
 * on blur or change), the first invalid field focused (its error is in its description, so screen readers read
 * it with the field; a field that has focus already is focused again, which reads it again), a 400 of the service mapped back to its fields
 * (form-errors.ts), no second submit while one is on its way, and the typed values kept when it fails.
 *
 *   const form = useAppForm({
 *     schema: albumNameFormSchema,          // z.object({ name: ... }) with formMessage(...) messages
 *     defaultValues: { name: '' },
 *     onSubmit: ({ name }) => create.mutateAsync(name),   // resolve = success (toast or navigate there)
 *     serverMessages: { name: 'albums.copyModal.nameInvalid' },
 *   });
 *   <AppForm form={form}>
 *     <TextField {...form.field('name')} label={t('albums.copyModal.nameLabel')} />
 *     <SubmitButton form={form}>{t('albums.copyModal.create')}</SubmitButton>
 *   </AppForm>
 *
 * A rejected onSubmit that is not a 400 naming the form's fields is kept in `failure` (the mutation's own toast
 * or the page's alert says it); the values stay as typed.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { useT } from '@/lib/i18n/i18n-provider';
import type { MessageId, MessageValues } from '@/lib/i18n/types';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, type FieldErrors } from './form-errors';

export type FormValues = Record<string, unknown>;

export interface UseAppFormOptions<TValues extends FormValues, TOutput> {
  /** The form's rules; its messages are message ids (formMessage). May be shared with the mock. */
  schema: z.ZodMiniType<TOutput, TValues>;
  /** The values the fields start with; their keys are the form's fields, in focus order. */
  defaultValues: TValues;
  /** Sends the checked values; resolves on success, rejects with the service's error. */
  onSubmit: (values: TOutput) => unknown;
  /** The problem's field name -> the form's field, where stripping `body.` does not give it. */
  serverFields?: Partial<Record<string, keyof TValues & string>>;
  /** The message for a field the service rejected (default forms.invalidValue). */
  serverMessages?: Partial<Record<keyof TValues & string, MessageId>>;
  /** Values of the messages' variables, e.g. { word: 'DELETE' }. */
  messageValues?: MessageValues;
  /** An error stays while the field is edited, until the next submit (default: editing the field clears it). */
  keepErrorsWhileEditing?: boolean;
}

export interface FieldProps<TValue> {
  name: string;
  value: TValue;
  onChange: (value: TValue) => void;
  /** The translated error, while the field has one. */
  errorMessage: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
}

export interface AppFormState<TValues extends FormValues> {
  values: TValues;
  setValue: <TField extends keyof TValues & string>(field: TField, value: TValues[TField]) => void;
  /** The props a UI-kit field takes: `<TextField {...form.field('name')} label=... />`. */
  field: <TField extends keyof TValues & string>(field: TField) => FieldProps<TValues[TField]>;
  /** Translated errors by field. */
  errors: Partial<Record<keyof TValues & string, string>>;
  /** An error of the whole form (a schema rule over several fields), translated. */
  formError: string | undefined;
  /** For the form element's onSubmit. */
  handleSubmit: (event?: FormEvent) => void;
  /** Checks and sends; resolves when done (true: sent and succeeded). */
  submit: () => Promise<boolean>;
  isSubmitting: boolean;
  /** The last submit's failure that is not a field's (cleared by the next submit). */
  failure: unknown;
  /** Back to `values` (default the default values), without errors. */
  reset: (values?: TValues) => void;
  /** Moves focus to a field (e.g. the first one when the form opens). */
  focusField: (field: keyof TValues & string) => void;
}

export function useAppForm<TValues extends FormValues, TOutput>({
  schema,
  defaultValues,
  onSubmit,
  serverFields,
  serverMessages,
  messageValues,
  keepErrorsWhileEditing = false,
}: UseAppFormOptions<TValues, TOutput>): AppFormState<TValues> {
  type Field = keyof TValues & string;
  const t = useT();
  const fields = Object.keys(defaultValues) as Field[];
  const [values, setValues] = useState<TValues>(defaultValues);
  const [errorIds, setErrorIds] = useState<FieldErrors<Field>>({});
  const [formErrorId, setFormErrorId] = useState<MessageId | undefined>(undefined);
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [focusRequest, setFocusRequest] = useState(0);
  const submitting = useRef(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const latest = useRef({ values, onSubmit });
  useEffect(() => {
    latest.current = { values, onSubmit };
  });

  const translate = useCallback((id: MessageId) => t(id, messageValues), [t, messageValues]);
  const errors = Object.fromEntries(
    Object.entries(errorIds).map(([field, id]) => [field, translate(id as MessageId)]),
  ) as Partial<Record<Field, string>>;

  // After the errors render (so each field's description holds its error): focus the first invalid field. When it
  // has focus already (Enter in it), it is focused again: a focus call on it alone would read nothing.
  const firstInvalid = fields.find((field) => errorIds[field] !== undefined);
  useEffect(() => {
    if (focusRequest === 0 || firstInvalid === undefined) return;
    const input = inputs.current.get(firstInvalid);
    if (!input) return;
    if (document.activeElement === input) input.blur();
    input.focus();
    // Only when a submit asks for it, not when the errors change by editing.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const showErrors = (found: FieldErrors<Field>, formError?: MessageId) => {
    setErrorIds(found);
    setFormErrorId(formError);
    setFocusRequest((request) => request + 1);
  };

  const submit = async (): Promise<boolean> => {
    if (submitting.current) return false;
    const parsed = schema.safeParse(latest.current.values);
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.error.issues, fields);
      const whole = parsed.error.issues.find((issue) => issue.path.length === 0);
      showErrors(found, whole ? (whole.message as MessageId) : undefined);
      return false;
    }
    setErrorIds({});
    setFormErrorId(undefined);
    setFailure(undefined);
    submitting.current = true;
    setSubmitting(true);
    try {
      await latest.current.onSubmit(parsed.data);
      return true;
    } catch (error) {
      const found = fieldErrorsFromProblem(error, { fields, serverFields, serverMessages });
      if (found) showErrors(found);
      else setFailure(error);
      return false;
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  const setValue = <TField extends Field>(field: TField, value: TValues[TField]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (!keepErrorsWhileEditing) {
      setErrorIds((previous) => {
        if (previous[field] === undefined) return previous;
        const rest = { ...previous };
        delete rest[field];
        return rest;
      });
    }
  };

  return {
    values,
    setValue,
    field(field) {
      return {
        name: field,
        value: values[field],
        onChange: (value) => setValue(field, value),
        errorMessage: errors[field],
        inputRef: (element) => {
          if (element) inputs.current.set(field, element);
          else inputs.current.delete(field);
        },
      };
    },
    errors,
    formError: formErrorId && translate(formErrorId),
    handleSubmit: (event) => {
      event?.preventDefault();
      void submit();
    },
    submit,
    isSubmitting,
    failure,
    reset: (next = defaultValues) => {
      setValues(next);
      setErrorIds({});
      setFormErrorId(undefined);
      setFailure(undefined);
    },
    focusField: (field) => inputs.current.get(field)?.focus(),
  };
}
