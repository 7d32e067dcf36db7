/**
 * Which field of a form an error belongs to, from the two places errors come from:
 * - the form's zod schema, checked on submit: each issue's `path[0]` is the field, its message a MessageId
 *   (schemas write them with `formMessage('albums.copyModal.nameRequired')`);
 * - the service's 400: a RequestFailureError whose RFC 9457 problem lists `errors: [{field, message}]`, the
 *   field as the mock's request validator (and the contract) names it: `body.name`, `query.limit`. Those map to
 *   the form's fields by stripping `body.` (or through an explicit map), and show the caller's message for the
 *   field (the service's own message is English and technical), else `forms.invalidValue`.
 */
import { isRequestFailure } from '@/lib/api/request-failure-error';
import type { MessageId } from '@/lib/i18n/types';

/** A form field's error: the message id, shown translated. */
export type FieldErrors<TField extends string> = Partial<Record<TField, MessageId>>;

/** Types a schema's custom message as a message id (zod takes any string). */
export const formMessage = (id: MessageId): MessageId => id;

export const SERVER_INVALID_MESSAGE: MessageId = 'forms.invalidValue';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first issue of each field (the order the schema checks them), for the fields the form has. */
export function fieldErrorsFromIssues<TField extends string>(
  issues: readonly Issue[],
  fields: readonly TField[],
): FieldErrors<TField> {
  const errors: FieldErrors<TField> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !fields.includes(field as TField)) continue;
    errors[field as TField] ??= issue.message as MessageId;
  }
  return errors;
}

export interface ServerFieldOptions<TField extends string> {
  /** The form's fields. */
  fields: readonly TField[];
  /** The problem's field name -> the form's field, where stripping `body.` does not give it. */
  serverFields?: Partial<Record<string, TField>>;
  /** The message to show when the service rejects a field; default SERVER_INVALID_MESSAGE. */
  serverMessages?: Partial<Record<TField, MessageId>>;
}

/**
 * The field errors of a 400 whose problem names fields of this form, or undefined when `error` is anything
 * else (another status, or no field of this form named): the caller shows that as a failure of the form.
 */
export function fieldErrorsFromProblem<TField extends string>(
  error: unknown,
  { fields, serverFields = {}, serverMessages = {} }: ServerFieldOptions<TField>,
): FieldErrors<TField> | undefined {
  if (!isRequestFailure(error, 400)) return undefined;
  const errors: FieldErrors<TField> = {};
  for (const { field: name } of error.problem?.errors ?? []) {
    const field = serverFields[name] ?? (name.startsWith('body.') ? name.slice('body.'.length) : undefined);
    if (field === undefined || !fields.includes(field as TField)) continue;
    errors[field as TField] ??= serverMessages[field as TField] ?? SERVER_INVALID_MESSAGE;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
