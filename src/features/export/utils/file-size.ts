/**
 * A chunk's size "in Bytes, KB, MB or GB" (my-photos.md section 2). Assumed where the spec is silent: binary
 * multiples (1 KB = 1024 bytes, as Windows shows file sizes), at most two decimals, GB the largest unit.
 */
import type { I18n } from '@/lib/i18n/i18n';

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

const STEP = 1024;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The number and unit of `bytes`, rounded to two decimals (bytes are whole). */
export function fileSize(bytes: number): { value: number; unit: FileSizeUnit } {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let index = 0;
  while (index < FILE_SIZE_UNITS.length - 1 && round2(bytes / STEP ** index) >= STEP) index += 1;
  const value = index === 0 ? Math.round(bytes) : round2(bytes / STEP ** index);
  return { value, unit: FILE_SIZE_UNITS[index] as FileSizeUnit };
}

/** The size as the user reads it in the page's locale: "1.5 MB", "1,5 MB", "700 Bytes". */
export function formatFileSize(bytes: number, i18n: Pick<I18n, 't' | 'formatNumber'>): string {
  const { value, unit } = fileSize(bytes);
  return i18n.t('export.page.size', {
    size: i18n.formatNumber(value, { maximumFractionDigits: 2 }),
    unit,
  });
}
