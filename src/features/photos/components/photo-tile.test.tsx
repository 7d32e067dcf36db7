import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Photo } from '@/lib/api/schemas/photo';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import enGB from '../../../../public/locales/en-GB.json';
import { PhotoTile } from './photo-tile';

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

const renderTile = (tilePhoto: Photo, thumbnailId = 300) =>
  render(
    <I18nProvider i18n={createI18n('en-GB', enGB)}>
      <PhotoTile photo={tilePhoto} thumbnailId={thumbnailId} />
    </I18nProvider>,
  );

afterEach(cleanup);

describe('a photo tile', () => {
  it('shows the thumbnail with its size and the date it was taken', () => {
    renderTile(photo);
    const image = screen.getByRole('img', { name: 'Taken on 02 Nov 2025' });
    expect(image.getAttribute('src')).toBe('https://img.example/img-1/300.jpg');
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('225');
    expect(image.getAttribute('title')).toBe('Taken on 02 Nov 2025');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('uses the large thumbnail when asked', () => {
    renderTile(photo, 800);
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://img.example/img-1/800.jpg');
  });

  it('names a photo without a date by its file name', () => {
    renderTile({ ...photo, dateTaken: undefined });
    expect(screen.getByRole('img', { name: 'IMG_0412.jpg' })).toBeTruthy();
  });

  it('shows a failure icon when the image does not load', () => {
    renderTile(photo);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Taken on 02 Nov 2025. This photo could not be shown')).toBeTruthy();
  });
});
