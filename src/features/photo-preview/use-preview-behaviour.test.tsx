/**
 * The preview's previous and next follow the photo asked for last, not the one still rendered: the address changes
 * before the preview renders the new photo, and a key pressed in between must move on from the new one. Seen in the
 * album preview: Delete from album moved to the previous photo, two quick ArrowLefts then went back one photo
 * instead of two.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MonthState } from '@/features/photo-grid';
import { findPhotoPosition, type MonthsView } from './neighbours';
import { usePreviewNavigation } from './use-preview-behaviour';
import { fakePhoto as photo } from '@/testing/fake-photo';

const items = ['p1', 'p2', 'p3', 'p4', 'p5'].map(photo);
const month: MonthState = {
  status: 'fulfilled',
  pages: [{ cursor: null, items }],
  items,
  loadingMore: false,
  loadMoreFailed: false,
};
const view: MonthsView = { keys: ['2026/10'], states: new Map([['2026/10', month]]) };

/** The hook on `p4`, never re-rendered with another photo: the router has not shown the photos asked for yet. */
function onP4() {
  const onShowPhoto = vi.fn<(photoId: string) => void>();
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      usePreviewNavigation({
        view,
        listQuery: () => {
          throw new Error('every photo of this view is loaded: nothing to load');
        },
        photoId: 'p4',
        position: findPhotoPosition(view, 'p4'),
        onShowPhoto,
      }),
    { wrapper },
  );
  return { result, shown: () => onShowPhoto.mock.calls.map(([id]) => id) };
}

describe("the preview's moves before the router shows the photo", () => {
  it('moves on from the photo the previous key asked for', () => {
    const { result, shown } = onP4();
    act(() => result.current.move('previous'));
    act(() => result.current.move('previous'));
    act(() => result.current.move('next'));
    expect(shown()).toEqual(['p3', 'p2', 'p3']);
  });

  it('moves on from a photo shown by Delete (show), not from the deleted one still rendered', () => {
    const { result, shown } = onP4();
    act(() => result.current.show('p3'));
    act(() => result.current.move('previous'));
    act(() => result.current.move('previous'));
    expect(shown()).toEqual(['p3', 'p2', 'p1']);
  });
});
