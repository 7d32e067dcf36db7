import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearToasts, getToasts, showToast } from '@/lib/toasts';
import { ToastContainer } from './toast';

const renderContainer = () => render(<ToastContainer label="Notifications" closeLabel="Close" />);

// The region is a lazy chunk: load it once up front, so each test sees its toasts at once.
beforeAll(() => import('./toast-region'));

afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

describe('the toast container', () => {
  it('renders nothing until there is a toast', () => {
    const { container } = renderContainer();
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows toasts newest on top in a labelled region, each announced and with a close button', async () => {
    renderContainer();
    act(() => {
      showToast({ message: 'Preparing download...' });
      showToast({ message: 'Download failed', tone: 'error' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    const toasts = within(region).getAllByRole('group');
    expect(toasts.map((toast) => toast.textContent)).toEqual(['Download failed', 'Preparing download...']);
    expect(toasts[0]?.getAttribute('data-tone')).toBe('error');
    expect(within(toasts[0]!).getByRole('alert').textContent).toBe('Download failed');
    // Each toast is named by its message, and is not a dialog (issue 23).
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts.some((toast) => toast.hasAttribute('aria-modal'))).toBe(false);
    expect(screen.getByRole('group', { name: 'Preparing download...' })).toBeTruthy();

    fireEvent.click(within(toasts[0]!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Download failed')).toBeNull());
    expect(getToasts().map((toast) => toast.message)).toEqual(['Preparing download...']);
  });

  it('closes a toast when its time is up', async () => {
    renderContainer();
    act(() => void showToast({ message: 'Downloading photos', timeoutMs: 30 }));
    expect(await screen.findByText('Downloading photos')).toBeTruthy();
    await waitFor(() => expect(getToasts()).toEqual([]));
    await waitFor(() => expect(screen.queryByText('Downloading photos')).toBeNull());
  });

  it('keeps a toast while focus is in it', async () => {
    renderContainer();
    act(() => void showToast({ message: 'Photos copied', timeoutMs: 300 }));
    const toast = await screen.findByRole('group', { name: 'Photos copied' });
    act(() => toast.focus());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText('Photos copied')).toBeTruthy();
    act(() => toast.blur());
    await waitFor(() => expect(screen.queryByText('Photos copied')).toBeNull());
  });

  it('closes a toast closed through the queue', async () => {
    renderContainer();
    let id = '';
    act(() => void (id = showToast({ message: 'Preparing download...' })));
    expect(await screen.findByText('Preparing download...')).toBeTruthy();
    const { closeToast } = await import('@/lib/toasts');
    act(() => closeToast(id));
    await waitFor(() => expect(screen.queryByText('Preparing download...')).toBeNull());
  });
});
