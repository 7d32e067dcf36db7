import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, REPEAT_PRESS_WINDOW_MS } from './confirm-dialog';

afterEach(cleanup);

/** A page with a button that opens the dialog; the action's state is the test's. */
function Page({
  onConfirm,
  isPending = false,
  error,
}: {
  onConfirm: () => void;
  isPending?: boolean;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete album
      </button>
      {open && (
        <ConfirmDialog
          title="Delete album?"
          description="This will delete the album but not the photos within the album."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          cancelLabel="Cancel"
          isPending={isPending}
          errorMessage={error}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

const open = async () => {
  const opener = screen.getByRole('button', { name: 'Delete album' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Delete album?' }) };
};

describe('the confirm dialog', () => {
  it('is named by its title and described by its text; confirming runs the action', async () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    const { dialog } = await open();
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('This will delete the album but not the photos within the album.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cancels without the action and gives focus back to the button that opened it', async () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    const { opener, dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says the action is running, and neither closes nor confirms again meanwhile', async () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} isPending />);
    const { dialog } = await open();
    const confirm = within(dialog).getByRole('button', { name: 'Deleting...' });
    expect(within(dialog).getByRole('status').textContent).toBe('Deleting...');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('shows a failure in the dialog, to try again or cancel', async () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} error="Unable to remove album. Please try again" />);
    const { dialog } = await open();
    expect(within(dialog).getByRole('alert').textContent).toBe('Unable to remove album. Please try again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('confirms once on a double-click, before the page has rendered the pending state', async () => {
    const onConfirm = vi.fn();
    render(<Page onConfirm={onConfirm} />);
    const { dialog } = await open();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.submit(confirm.closest('form')!);
    expect(onConfirm).toHaveBeenCalledOnce();
    // An action that never went pending (or has settled) can be confirmed again after a double-click's time.
    await new Promise((resolve) => setTimeout(resolve, REPEAT_PRESS_WINDOW_MS + 50));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
