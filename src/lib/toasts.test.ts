import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '@/lib/constants';
import { clearToasts, closeToast, getToasts, showToast, subscribeToToasts } from './toasts';

afterEach(clearToasts);

describe('the toast queue', () => {
  it('shows the newest toast on top, neutral and for TOAST_MS unless told otherwise', () => {
    const first = showToast({ message: 'Preparing download...' });
    const second = showToast({ message: 'Download failed', tone: 'error', timeoutMs: 10_000 });
    expect(first).not.toBe(second);
    expect(getToasts()).toEqual([
      { id: second, message: 'Download failed', tone: 'error', timeoutMs: 10_000 },
      { id: first, message: 'Preparing download...', tone: 'neutral', timeoutMs: TOAST_MS },
    ]);
  });

  it('closes a toast by its id, once, and tells its listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = showToast({ message: 'Downloading photos' });
    const before = getToasts();
    closeToast(id);
    closeToast(id);
    expect(getToasts()).toEqual([]);
    expect(before).toHaveLength(1); // snapshots are never changed in place
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    showToast({ message: 'again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('refuses a toast that would never close', () => {
    expect(() => showToast({ message: 'x', timeoutMs: 0 })).toThrow(RangeError);
    expect(getToasts()).toEqual([]);
  });
});
