import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { archiveEntries, archiveSize, buildZip, contentDisposition, zipSize, type ArchivePhoto } from './zip';

const photo = (imageId: string, localFileName: string, extra: Partial<ArchivePhoto> = {}): ArchivePhoto => ({
  imageId,
  accountId: 'a1',
  localFileName,
  dateTaken: '2025-07-14T10:00:00Z',
  created: '2025-07-20T10:00:00Z',
  width: 4032,
  height: 3024,
  ...extra,
});

describe('archive entries', () => {
  it('names entries after the file, .jpg for other formats, unique ignoring case', () => {
    const entries = archiveEntries(
      [
        photo('p1', 'IMG_0001.jpg'),
        photo('p2', 'img_0001.JPG'),
        photo('p3', 'IMG_0002.HEIC'),
        photo('p4', 'IMG_0002.jpg'),
        photo('p5', 'a/b.jpeg'),
      ],
      (p) => (p.imageId === 'p5' ? 'Folder/' : ''),
    );
    expect(entries.map((e) => e.name)).toEqual([
      'IMG_0001.jpg',
      'img_0001 (2).JPG',
      'IMG_0002.jpg',
      'IMG_0002 (2).jpg',
      'Folder/a_b.jpeg',
    ]);
    expect(entries[0]).toMatchObject({ ownerId: 'a1', mtime: '2025-07-14T10:00:00Z', width: 4032 });
  });

  it('stamps undated photos with their created date', () => {
    const [entry] = archiveEntries([photo('p1', 'Scan.jpg', { dateTaken: null })]);
    expect(entry!.mtime).toBe('2025-07-20T10:00:00Z');
  });
});

describe('zips', () => {
  it('predicts the size of the built zip exactly (names beyond ASCII too)', async () => {
    const entries = archiveEntries([
      photo('size-1', 'Fête à Zürich.jpg'),
      photo('size-2', 'IMG_0003.jpg', { width: 3024, height: 4032 }),
      photo('size-3', 'old.jpg', { dateTaken: '1970-01-01T00:00:00Z' }),
    ]);
    const zip = await buildZip(entries);
    expect(zip.length).toBe(await archiveSize(entries));
    const unzipped = unzipSync(zip);
    expect(Object.keys(unzipped)).toEqual(['Fête à Zürich.jpg', 'IMG_0003.jpg', 'old.jpg']);
    for (const data of Object.values(unzipped)) expect([...data.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('holds one empty folder when there are no photos', async () => {
    const zip = await buildZip([], 'Empty/');
    expect(zip.length).toBe(zipSize([{ name: 'Empty/', size: 0 }]));
    expect(zip.length).toBe(await archiveSize([], 'Empty/'));
    expect(Object.keys(unzipSync(zip))).toEqual(['Empty/']);
  });

  it('names the attachment in ASCII and in UTF-8', () => {
    expect(contentDisposition('Fête "1".zip')).toBe(
      `attachment; filename="F_te _1_.zip"; filename*=UTF-8''F%C3%AAte%20%221%22.zip`,
    );
  });
});
