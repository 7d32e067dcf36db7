/**
 * Keyboard movement through the whole timeline as one grid of photos: sections follow each other, each made of
 * rows of `columns` slots (its last row may be shorter). Positions are section index + slot; sections without
 * slots are skipped.
 */
export interface GridPosition {
  section: number;
  slot: number;
}

export type GridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export const GRID_KEYS: ReadonlySet<string> = new Set<GridKey>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export interface GridShape {
  /** Number of slots of each section. */
  slots: readonly number[];
  columns: number;
  /** Rows moved by PageUp and PageDown (a viewport's worth). */
  pageRows: number;
}

function nextSection(shape: GridShape, from: number, step: 1 | -1): number {
  for (let index = from + step; index >= 0 && index < shape.slots.length; index += step) {
    if ((shape.slots[index] ?? 0) > 0) return index;
  }
  return -1;
}

const lastSlot = (shape: GridShape, section: number) => (shape.slots[section] ?? 0) - 1;

/** One row up or down, in `column` (clamped to a shorter row); the same position at either end. */
function moveRow(
  shape: GridShape,
  position: GridPosition,
  step: 1 | -1,
  column = position.slot % shape.columns,
): GridPosition {
  const { columns } = shape;
  const row = Math.floor(position.slot / columns);
  const rows = Math.ceil((shape.slots[position.section] ?? 0) / columns);
  const targetRow = row + step;
  if (targetRow >= 0 && targetRow < rows) {
    return {
      section: position.section,
      slot: Math.min(targetRow * columns + column, lastSlot(shape, position.section)),
    };
  }
  const section = nextSection(shape, position.section, step);
  if (section < 0) return position;
  const sectionRows = Math.ceil((shape.slots[section] ?? 0) / columns);
  const landingRow = step === 1 ? 0 : sectionRows - 1;
  return { section, slot: Math.min(landingRow * columns + column, lastSlot(shape, section)) };
}

/** Where `key` moves the focus from `position`; the same position when it cannot move. */
export function moveInGrid(shape: GridShape, position: GridPosition, key: GridKey): GridPosition {
  switch (key) {
    case 'ArrowRight': {
      if (position.slot < lastSlot(shape, position.section)) return { ...position, slot: position.slot + 1 };
      const section = nextSection(shape, position.section, 1);
      return section < 0 ? position : { section, slot: 0 };
    }
    case 'ArrowLeft': {
      if (position.slot > 0) return { ...position, slot: position.slot - 1 };
      const section = nextSection(shape, position.section, -1);
      return section < 0 ? position : { section, slot: lastSlot(shape, section) };
    }
    case 'ArrowDown':
      return moveRow(shape, position, 1);
    case 'ArrowUp':
      return moveRow(shape, position, -1);
    case 'PageDown':
    case 'PageUp': {
      // The column is kept through short rows on the way.
      const column = position.slot % shape.columns;
      let current = position;
      for (let moved = 0; moved < Math.max(1, shape.pageRows); moved++) {
        const next = moveRow(shape, current, key === 'PageDown' ? 1 : -1, column);
        if (next === current) break;
        current = next;
      }
      return current;
    }
    case 'Home': {
      const section = nextSection(shape, -1, 1);
      return section < 0 ? position : { section, slot: 0 };
    }
    case 'End': {
      const section = nextSection(shape, shape.slots.length, -1);
      return section < 0 ? position : { section, slot: lastSlot(shape, section) };
    }
  }
}
