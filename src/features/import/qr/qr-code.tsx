/**
 * A QR code as an SVG image, drawn from the module matrix of qrcode-generator (MIT, no dependencies). This file is
 * only ever imported lazily (the QR-code tab), so the encoder stays out of the timeline's JavaScript.
 *
 * Error correction M (15% may be damaged: a phone camera copes with a screen's glare); the smallest version that
 * holds the text; a quiet zone of 4 modules, as the standard asks; black on white whatever the page's colours.
 */
import { useMemo } from 'react';
import qrcodeGenerator from 'qrcode-generator';

const QUIET_ZONE = 4;

/** The dark modules, row by row (true = dark). */
export function qrMatrix(text: string): boolean[][] {
  const code = qrcodeGenerator(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const indexes = Array.from({ length: size }, (_unused, index) => index);
  return indexes.map((row) => indexes.map((col) => code.isDark(row, col)));
}

/** The SVG document: one path of unit squares for the dark modules, offset by the quiet zone. */
export function qrSvg(matrix: readonly (readonly boolean[])[]): string {
  const extent = matrix.length + 2 * QUIET_ZONE;
  const squares = matrix.flatMap((row, y) =>
    row.flatMap((dark, x) => (dark ? [`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`] : [])),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#fff"/><path d="${squares.join('')}" fill="#000"/></svg>`
  );
}

export interface QrCodeProps {
  /** The text the code holds (a URL). */
  value: string;
  /** What the image is, for screen readers (its alt text). */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

export default function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const src = useMemo(() => `data:image/svg+xml,${encodeURIComponent(qrSvg(matrix))}`, [matrix]);
  return <img src={src} alt={label} width={size} height={size} data-modules={matrix.length} />;
}
