import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@/lib/api/schemas/photo';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import enGB from '@public/locales/en-GB.json';
import { PhotoTile, type PhotoTileProps } from './photo-tile';

const photo: Photo = {
  imageId: 'img-1',
  uploadId: 'up-1',
  localFileName: 'IMG_0412.jpg',
  url: 'https://img.example/img-1/original.jpg',
  untouchedUrl: 'https://img.example/img-1/original.jpg',
  dateTaken: new Date('2025-11-02T14:31:07Z'),
  thumbnails: [
    { id: 300, url: 'https://img.example/img-1/300.jpg', width: 300, height: 225 },
    { id: 800, url: 'https://img.example/img-1/800.jpg', width: 800, height: 600 },
  ],
};

const i18n = createI18n('en-GB', enGB);
const tile = (props: Partial<PhotoTileProps> = {}) => (
  <I18nProvider i18n={i18n}>
    <PhotoTile content={{ kind: 'photo', photo }} thumbnailId={300} {...props} />
  </I18nProvider>
);
const renderTile = (props: Partial<PhotoTileProps> = {}) => render(tile(props));

afterEach(cleanup);

describe('a photo tile', () => {
  it('shows the thumbnail with its size and the date it was taken', () => {
    renderTile();
    const image = screen.getByRole('img', { name: 'Taken on 02 Nov 2025' });
    expect(image.getAttribute('src')).toBe('https://img.example/img-1/300.jpg');
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('225');
    expect(image.getAttribute('title')).toBe('Taken on 02 Nov 2025');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('uses the large thumbnail when asked', () => {
    renderTile({ thumbnailId: 800 });
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://img.example/img-1/800.jpg');
  });

  it('names a photo without a date by its file name', () => {
    renderTile({ content: { kind: 'photo', photo: { ...photo, dateTaken: undefined } } });
    expect(screen.getByRole('img', { name: 'IMG_0412.jpg' })).toBeTruthy();
  });

  it('shows a failure icon when the image does not load', () => {
    renderTile();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Taken on 02 Nov 2025. This photo could not be shown')).toBeTruthy();
  });

  it('opens the photo on click, or toggles its selection in selection mode', () => {
    const onOpen = vi.fn();
    const onToggle = vi.fn();
    renderTile({ onOpen, onToggle });
    fireEvent.click(screen.getByRole('gridcell'));
    expect(onOpen).toHaveBeenCalledWith(photo);
    cleanup();
    renderTile({ onOpen, onToggle, selectionMode: true, selected: true });
    expect(screen.getByRole('gridcell').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('gridcell'));
    expect(onToggle).toHaveBeenLastCalledWith(photo, false);
    // With shift held the click extends the selection from its anchor.
    fireEvent.click(screen.getByRole('gridcell'), { shiftKey: true });
    expect(onToggle).toHaveBeenLastCalledWith(photo, true);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('does nothing on click without a way to open photos (no dead links)', () => {
    renderTile();
    expect(screen.getByRole('gridcell').hasAttribute('data-action')).toBe(false);
  });

  it('as "+N" shows the number of photos left and loads them on click', () => {
    const onLoadMore = vi.fn();
    renderTile({ content: { kind: 'loadMore', remaining: 77, cover: photo }, onLoadMore });
    expect(screen.getByRole('gridcell').textContent).toContain('+77');
    expect(screen.getByText('Show 77 more photos')).toBeTruthy();
    fireEvent.click(screen.getByRole('gridcell'));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('a double-click on "+N" loads once and does not open the photo that takes its place', () => {
    const onLoadMore = vi.fn();
    const onOpen = vi.fn();
    const onToggle = vi.fn();
    const loadMore = { kind: 'loadMore', remaining: 77, cover: photo } as const;
    const { rerender } = renderTile({ content: loadMore, onLoadMore, onOpen });
    fireEvent.click(screen.getByRole('gridcell'), { detail: 1 });
    fireEvent.click(screen.getByRole('gridcell'), { detail: 2 });
    expect(onLoadMore).toHaveBeenCalledOnce();
    // The month's next page arrived between the two clicks: the same cell now holds a photo.
    rerender(tile({ content: loadMore, onLoadMore, onOpen }));
    fireEvent.click(screen.getByRole('gridcell'), { detail: 1 });
    rerender(tile({ content: { kind: 'photo', photo }, onLoadMore, onOpen }));
    fireEvent.click(screen.getByRole('gridcell'), { detail: 2 });
    expect(onOpen).not.toHaveBeenCalled();
    // A later click opens it.
    fireEvent.click(screen.getByRole('gridcell'), { detail: 1 });
    expect(onOpen).toHaveBeenCalledWith(photo);
    // In selection mode the second click does not toggle the photo either.
    rerender(tile({ content: loadMore, onLoadMore, selectionMode: true, onToggle }));
    fireEvent.click(screen.getByRole('gridcell'), { detail: 1 });
    rerender(tile({ content: { kind: 'photo', photo }, onLoadMore, selectionMode: true, onToggle }));
    fireEvent.click(screen.getByRole('gridcell'), { detail: 2 });
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('as a placeholder says it is loading', () => {
    renderTile({ content: { kind: 'placeholder' } });
    expect(screen.getByRole('gridcell').textContent).toBe('Loading…');
  });
});
