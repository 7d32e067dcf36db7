import { describe, expect, it } from 'vitest';
import {
  addFiles,
  applyOutcomes,
  clearFailures,
  countOutcomes,
  removeItem,
  type UploadOutcome,
} from './import-selection';

const file = (name: string, size = 3, lastModified = 1) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg', lastModified });

describe('the chosen photos of the import', () => {
  it('adds files in the order chosen and lists a file chosen twice once', () => {
    const a = file('a.jpg');
    const once = addFiles([], [a, file('b.jpg')]);
    expect(once.map((item) => item.file.name)).toEqual(['a.jpg', 'b.jpg']);
    const again = addFiles(once, [file('a.jpg'), file('c.jpg'), file('c.jpg')]);
    expect(again.map((item) => item.file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    // Same name, other content: another photo.
    expect(addFiles(again, [file('a.jpg', 5)])).toHaveLength(4);
    expect(new Set(again.map((item) => item.id)).size).toBe(3);
  });

  it('removes one photo by its id', () => {
    const items = addFiles([], [file('a.jpg'), file('b.jpg')]);
    expect(removeItem(items, items[0]!.id).map((item) => item.file.name)).toEqual(['b.jpg']);
  });

  it('after an attempt keeps failed and cancelled photos and drops uploaded ones', () => {
    const items = addFiles([], [file('a.jpg'), file('b.jpg'), file('c.jpg'), file('d.jpg')]);
    const [a, b, c] = items;
    const outcomes = new Map<string, UploadOutcome>([
      [a!.id, { kind: 'uploaded' }],
      [b!.id, { kind: 'failed', failure: 'network' }],
      [c!.id, { kind: 'cancelled' }],
    ]);
    const after = applyOutcomes(items, outcomes);
    expect(after.map((item) => [item.file.name, item.failure])).toEqual([
      ['b.jpg', 'network'],
      ['c.jpg', undefined],
      ['d.jpg', undefined],
    ]);
    expect(countOutcomes(outcomes)).toEqual({ uploaded: 1, failed: 1, cancelled: 1 });
    expect(clearFailures(after).some((item) => item.failure)).toBe(false);
    expect(clearFailures(after).map((item) => item.id)).toEqual(after.map((item) => item.id));
  });
});
