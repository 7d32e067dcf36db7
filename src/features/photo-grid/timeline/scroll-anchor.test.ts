import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadScrollAnchor,
  registerTimelineScroll,
  rememberScrollAnchor,
  restoreScrollAnchor,
  saveScrollAnchor,
  SCROLL_ANCHOR_STORAGE_KEY,
  takeRestoreRequest,
  type ScrollAnchor,
} from './scroll-anchor';

const anchor: ScrollAnchor = {
  list: 'photos:dateTaken:desc',
  key: '2025/11',
  slot: 10,
  photoId: 'img-10',
  offset: 42,
};

afterEach(() => window.sessionStorage.clear());

describe('the remembered place in the timeline', () => {
  it('is kept in session storage', () => {
    saveScrollAnchor(anchor);
    expect(JSON.parse(window.sessionStorage.getItem(SCROLL_ANCHOR_STORAGE_KEY)!)).toEqual(anchor);
    expect(loadScrollAnchor()).toEqual(anchor);
    saveScrollAnchor(undefined);
    expect(loadScrollAnchor()).toBeUndefined();
  });

  it('ignores what is stored when it is not an anchor', () => {
    window.sessionStorage.setItem(SCROLL_ANCHOR_STORAGE_KEY, JSON.stringify({ key: 3 }));
    expect(loadScrollAnchor()).toBeUndefined();
  });

  it('asks the mounted timeline where it is, and brings it back', () => {
    const restore = vi.fn();
    const unregister = registerTimelineScroll({ capture: () => anchor, restore });
    expect(rememberScrollAnchor()).toEqual(anchor);
    expect(loadScrollAnchor()).toEqual(anchor);
    restoreScrollAnchor('img-99');
    expect(restore).toHaveBeenCalledWith('img-99');
    unregister();
  });

  it('keeps a restore for the next timeline when none is mounted (the preview replaced it)', () => {
    saveScrollAnchor(anchor);
    expect(rememberScrollAnchor()).toEqual(anchor);
    restoreScrollAnchor('img-12');
    expect(takeRestoreRequest()).toEqual({ photoId: 'img-12' });
    expect(takeRestoreRequest()).toBeUndefined();
  });
});
