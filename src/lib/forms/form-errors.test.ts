import { describe, expect, it } from 'vitest';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { fieldErrorsFromIssues, fieldErrorsFromProblem, SERVER_INVALID_MESSAGE } from './form-errors';

const badRequest = (errors?: { field: string; message: string }[]) =>
  new RequestFailureError({
    status: 400,
    method: 'POST',
    url: '/photo/albums',
    correlationId: 'c',
    problem: { type: 'about:blank', title: 'Bad Request', status: 400, ...(errors ? { errors } : {}) },
  });

describe('errors of a form', () => {
  it('gives each field the first issue the schema found for it', () => {
    const issues = [
      { path: ['name'], message: 'albums.copyModal.nameRequired' },
      { path: ['name'], message: 'albums.copyModal.nameInvalid' },
      { path: ['city'], message: 'forms.invalidValue' },
      { path: [], message: 'forms.invalidValue' },
      { path: ['unknown'], message: 'forms.invalidValue' },
    ];
    expect(fieldErrorsFromIssues(issues, ['name', 'city'])).toEqual({
      name: 'albums.copyModal.nameRequired',
      city: 'forms.invalidValue',
    });
  });

  it('maps the service’s 400 back to the fields it names, with the caller’s message', () => {
    const error = badRequest([
      { field: 'body.name', message: 'must match pattern "^[^\\s<>;][^<>;]*$"' },
      { field: 'body.zip', message: 'must be string' },
    ]);
    expect(
      fieldErrorsFromProblem(error, {
        fields: ['name', 'zip'],
        serverMessages: { name: 'albums.copyModal.nameInvalid' },
      }),
    ).toEqual({ name: 'albums.copyModal.nameInvalid', zip: SERVER_INVALID_MESSAGE });
  });

  it('follows an explicit map where the service names a field differently', () => {
    const error = badRequest([{ field: 'query.email', message: 'must be email' }]);
    expect(
      fieldErrorsFromProblem(error, { fields: ['email'], serverFields: { 'query.email': 'email' } }),
    ).toEqual({
      email: SERVER_INVALID_MESSAGE,
    });
  });

  it('leaves other failures to the form: another status, no fields, or fields the form does not have', () => {
    const fields = ['name'] as const;
    expect(fieldErrorsFromProblem(badRequest(), { fields })).toBeUndefined();
    expect(
      fieldErrorsFromProblem(badRequest([{ field: 'body.other', message: 'x' }]), { fields }),
    ).toBeUndefined();
    const unavailable = new RequestFailureError({
      status: 503,
      method: 'POST',
      url: '/',
      correlationId: null,
    });
    expect(fieldErrorsFromProblem(unavailable, { fields })).toBeUndefined();
    expect(fieldErrorsFromProblem(new TypeError('Failed to fetch'), { fields })).toBeUndefined();
  });
});
