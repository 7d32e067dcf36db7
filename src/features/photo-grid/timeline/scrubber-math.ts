/** Months of a (year, month) pair, to measure distances between sections. */
const monthsOf = ({ year, month }: { year: number; month: number }) => year * 12 + (month - 1);

/**
 * The section a scrubber key moves to from `index` (sections in display order): one month with the arrows, a
 * year (the first section at least 12 months away) with PageUp and PageDown, the ends with Home and End.
 */
export function scrubberTarget(
  months: readonly { year: number; month: number }[],
  index: number,
  key: string,
): number | undefined {
  const last = months.length - 1;
  if (last < 0) return undefined;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
    case 'PageUp': {
      const step = key === 'PageDown' ? 1 : -1;
      const from = months[index];
      if (!from) return undefined;
      for (let target = index + step; target >= 0 && target <= last; target += step) {
        if (Math.abs(monthsOf(months[target]!) - monthsOf(from)) >= 12) return target;
      }
      return step === 1 ? last : 0;
    }
    default:
      return undefined;
  }
}

/** Year labels along the scrubber: the first section of each year, dropped when closer than `minGap` px. */
export function yearMarkers(
  months: readonly { year: number }[],
  tops: readonly number[],
  totalHeight: number,
  trackHeight: number,
  minGap = 16,
): { year: number; position: number }[] {
  const markers: { year: number; position: number }[] = [];
  let lastPosition = -Infinity;
  months.forEach((month, index) => {
    if (index > 0 && months[index - 1]!.year === month.year) return;
    const position = totalHeight > 0 ? ((tops[index] ?? 0) / totalHeight) * trackHeight : 0;
    if (position - lastPosition < minGap) return;
    markers.push({ year: month.year, position });
    lastPosition = position;
  });
  return markers;
}
