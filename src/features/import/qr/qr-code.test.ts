import { describe, expect, it } from 'vitest';
import { qrMatrix, qrSvg } from './qr-code';

/** A 7x7 finder pattern: dark ring, light ring, dark 3x3 centre. */
function isFinder(matrix: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
      if (matrix[top + y]?.[left + x] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('the QR code', () => {
  const url = 'http://localhost:9090/qr-upload/bonusprint?channel=bonusprint-gb';

  it('is a square symbol of a QR version size with the three finder patterns', () => {
    const matrix = qrMatrix(url);
    const size = matrix.length;
    expect((size - 17) % 4).toBe(0);
    expect(size).toBeGreaterThanOrEqual(21);
    expect(matrix.every((row) => row.length === size)).toBe(true);
    expect(isFinder(matrix, 0, 0)).toBe(true);
    expect(isFinder(matrix, 0, size - 7)).toBe(true);
    expect(isFinder(matrix, size - 7, 0)).toBe(true);
    // The timing pattern between the top finders alternates dark and light.
    expect(matrix[6]!.slice(8, size - 8)).toEqual(
      Array.from({ length: size - 16 }, (_unused, i) => i % 2 === 0),
    );
  });

  it('differs for different addresses and grows with longer ones', () => {
    expect(qrMatrix(url)).not.toEqual(qrMatrix(url.replace('gb', 'ie')));
    expect(qrMatrix(`${url}&${'x'.repeat(200)}`).length).toBeGreaterThan(qrMatrix(url).length);
  });

  it('draws the dark modules inside a 4-module quiet zone', () => {
    const svg = qrSvg([
      [true, false],
      [false, true],
    ]);
    expect(svg).toContain('viewBox="0 0 10 10"');
    expect(svg).toContain('<path d="M4 4h1v1h-1zM5 5h1v1h-1z" fill="#000"/>');
  });
});
