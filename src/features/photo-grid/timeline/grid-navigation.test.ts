import { describe, expect, it } from 'vitest';
import { moveInGrid, type GridShape } from './grid-navigation';

// Three months: 7 photos (rows of 3: 3, 3, 1), an empty one, 5 photos (3, 2).
const shape: GridShape = { slots: [7, 0, 5], columns: 3, pageRows: 2 };
const at = (section: number, slot: number) => ({ section, slot });

describe('moving through the timeline with the keyboard', () => {
  it('moves along the photos with left and right, across months', () => {
    expect(moveInGrid(shape, at(0, 0), 'ArrowRight')).toEqual(at(0, 1));
    expect(moveInGrid(shape, at(0, 6), 'ArrowRight')).toEqual(at(2, 0));
    expect(moveInGrid(shape, at(2, 0), 'ArrowLeft')).toEqual(at(0, 6));
    expect(moveInGrid(shape, at(0, 0), 'ArrowLeft')).toEqual(at(0, 0));
    expect(moveInGrid(shape, at(2, 4), 'ArrowRight')).toEqual(at(2, 4));
  });

  it('moves a row up and down, keeping the column, across months', () => {
    expect(moveInGrid(shape, at(0, 1), 'ArrowDown')).toEqual(at(0, 4));
    // From the second row to the short last row: the last photo.
    expect(moveInGrid(shape, at(0, 5), 'ArrowDown')).toEqual(at(0, 6));
    // From the last row into the next month's first row, same column.
    expect(moveInGrid(shape, at(0, 6), 'ArrowDown')).toEqual(at(2, 0));
    // Up from the next month's first row, column 2, into the short row: its last photo.
    expect(moveInGrid(shape, at(2, 2), 'ArrowUp')).toEqual(at(0, 6));
    expect(moveInGrid(shape, at(2, 4), 'ArrowUp')).toEqual(at(2, 1));
    expect(moveInGrid(shape, at(0, 1), 'ArrowUp')).toEqual(at(0, 1));
  });

  it('goes to the first and last photo of the library with Home and End', () => {
    expect(moveInGrid(shape, at(2, 3), 'Home')).toEqual(at(0, 0));
    expect(moveInGrid(shape, at(0, 3), 'End')).toEqual(at(2, 4));
  });

  it('moves a page of rows with PageUp and PageDown', () => {
    expect(moveInGrid(shape, at(0, 1), 'PageDown')).toEqual(at(0, 6));
    expect(moveInGrid(shape, at(0, 4), 'PageDown')).toEqual(at(2, 1));
    expect(moveInGrid(shape, at(2, 4), 'PageUp')).toEqual(at(0, 6));
    expect(moveInGrid({ ...shape, pageRows: 10 }, at(0, 1), 'PageDown')).toEqual(at(2, 4));
  });

  it('stays put in an empty timeline', () => {
    expect(moveInGrid({ slots: [0], columns: 3, pageRows: 1 }, at(0, 0), 'End')).toEqual(at(0, 0));
  });
});
