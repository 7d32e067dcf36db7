/**
 * A form built on useAppForm + AppForm + the UI kit's TextField: checked on submit, the first invalid field
 * focused (or its error announced when it has focus), the service's 400 shown on its field, one submit at a time,
 * the typed values kept after a failure.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { TextField } from '@/components/ui/text-field';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { formMessage } from '@/lib/forms/form-errors';
import { useAppForm } from '@/lib/forms/use-app-form';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import enGB from '@public/locales/en-GB.json';
import { AppForm, SubmitButton } from './app-form';

afterEach(cleanup);

const schema = z.object({
  name: z.string().check(z.minLength(1, formMessage('albums.copyModal.nameRequired'))),
  city: z.string().check(z.minLength(1, formMessage('forms.invalidValue'))),
});

function TestForm({ onSubmit }: { onSubmit: (values: { name: string; city: string }) => unknown }) {
  const form = useAppForm({
    schema,
    defaultValues: { name: '', city: '' },
    onSubmit,
    serverMessages: { name: 'albums.copyModal.nameInvalid' },
  });
  return (
    <AppForm form={form}>
      <TextField {...form.field('name')} label="Name" />
      <TextField {...form.field('city')} label="City" />
      <SubmitButton form={form}>Save</SubmitButton>
      {form.failure !== undefined && <p>Save failed</p>}
    </AppForm>
  );
}

function renderForm(onSubmit: (values: { name: string; city: string }) => unknown) {
  render(
    <I18nProvider i18n={createI18n('en-GB', enGB)}>
      <TestForm onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return {
    name: screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    city: screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement,
    submit: () => fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!),
  };
}

describe('a form of the app', () => {
  it('checks on submit only, and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    const { name, city, submit } = renderForm(onSubmit);
    fireEvent.change(city, { target: { value: 'Bath' } });
    fireEvent.change(city, { target: { value: '' } });
    expect(city.getAttribute('aria-invalid')).toBeNull();

    submit();
    expect(await screen.findByText('Please give your album a name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(onSubmit).not.toHaveBeenCalled();

    // Editing a field clears its error; the next submit checks again.
    fireEvent.change(name, { target: { value: 'Trip' } });
    expect(screen.queryByText('Please give your album a name')).toBeNull();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(city));
  });

  it('focuses a field that has focus already again, so its error is read', async () => {
    const { name, submit } = renderForm(vi.fn());
    act(() => name.focus());
    const focused = vi.fn();
    name.addEventListener('focus', focused);
    submit();
    await waitFor(() => expect(focused).toHaveBeenCalledOnce());
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-describedby')).toContain(
      screen.getByText('Please give your album a name').id,
    );
  });

  it('shows the service’s 400 on its field and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new RequestFailureError({
        status: 400,
        method: 'POST',
        url: '/photo/albums',
        correlationId: null,
        problem: {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          errors: [{ field: 'body.name', message: 'must match pattern' }],
        },
      });
    });
    const { name, city, submit } = renderForm(onSubmit);
    fireEvent.change(name, { target: { value: 'Trip' } });
    fireEvent.change(city, { target: { value: 'Bath' } });
    submit();
    expect(await screen.findByText('Name not valid')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Trip', city: 'Bath' });
    expect(name.value).toBe('Trip');
    expect(city.value).toBe('Bath');
    expect(screen.queryByText('Save failed')).toBeNull();
  });

  it('sends once while a submit is on its way, and keeps the values when it fails', async () => {
    let fail!: (error: Error) => void;
    const onSubmit = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    const { name, city, submit } = renderForm(onSubmit);
    fireEvent.change(name, { target: { value: 'Trip' } });
    fireEvent.change(city, { target: { value: 'Bath' } });
    submit();
    submit();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    await act(async () =>
      fail(new RequestFailureError({ status: 503, method: 'POST', url: '/', correlationId: null })),
    );
    expect(await screen.findByText('Save failed')).toBeTruthy();
    expect(name.value).toBe('Trip');
    expect(city.value).toBe('Bath');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
