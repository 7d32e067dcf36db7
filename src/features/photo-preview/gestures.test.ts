import { describe, expect, it } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN } from './constants';
import {
  clampPan,
  classifyDrag,
  closesOnDragDown,
  fittedSize,
  isSecondClick,
  panForZoomAt,
  releaseVelocity,
  swipeOffset,
  swipeOutcome,
  toggledZoom,
} from './gestures';

const stage = { width: 1000, height: 800 };
const both = { hasPrevious: true, hasNext: true };

describe('preview gestures', () => {
  it('tells a tap from a drag, and a swipe from a pan or a drag down', () => {
    expect(classifyDrag({ dx: 3, dy: 4, zoomed: false, mobile: true })).toBeUndefined();
    expect(classifyDrag({ dx: -40, dy: 10, zoomed: false, mobile: false })).toBe('swipe');
    expect(classifyDrag({ dx: -40, dy: 10, zoomed: true, mobile: false })).toBe('pan');
    expect(classifyDrag({ dx: 5, dy: 60, zoomed: false, mobile: true })).toBe('dragClose');
    // Dragging down closes on mobile only; dragging up never.
    expect(classifyDrag({ dx: 5, dy: 60, zoomed: false, mobile: false })).toBe('none');
    expect(classifyDrag({ dx: 5, dy: -60, zoomed: false, mobile: true })).toBe('none');
  });

  it('toggles the zoom between 1x and 2.5x, a double click counting once', () => {
    expect(toggledZoom(ZOOM_MIN)).toBe(2.5);
    expect(toggledZoom(ZOOM_MAX)).toBe(1);
    expect(isSecondClick(undefined, 1000)).toBe(false);
    expect(isSecondClick(1000, 1150)).toBe(true);
    expect(isSecondClick(1000, 1200)).toBe(false);
  });

  it('zooms in at the point clicked, and pans only as far as the photo reaches', () => {
    // A 4:3 photo in a 1000 x 800 stage is 1000 x 750; at 2.5x it is 2500 x 1875.
    const fitted = fittedSize({ width: 1300, height: 975 }, stage);
    expect(fitted).toEqual({ width: 1000, height: 750 });
    // Clicked 200 px right of the centre: that point stays under the pointer.
    expect(panForZoomAt({ x: 200, y: 0 }, fitted, stage)).toEqual({ x: -300, y: 0 });
    // Limits: (2500 - 1000) / 2 = 750 across, (1875 - 800) / 2 = 537.5 down.
    expect(clampPan({ x: 2000, y: -2000 }, fitted, stage, 2.5)).toEqual({ x: 750, y: -537.5 });
    // At 1x nothing pans.
    expect(clampPan({ x: 50, y: 50 }, fitted, stage, 1)).toEqual({ x: 0, y: 0 });
  });

  it('swipes past 35% of the width, or with a fast flick, to a side that has a photo', () => {
    const swipe = (dx: number, velocity = 0, sides = both) =>
      swipeOutcome({ dx, velocity, width: 1000, ...sides });
    expect(swipe(-351)).toBe('next');
    expect(swipe(351)).toBe('previous');
    expect(swipe(-349)).toBeUndefined();
    // A flick at 1.5 px/ms counts even when short, but not against its direction.
    expect(swipe(-100, -1.5)).toBe('next');
    expect(swipe(-100, -1.4)).toBeUndefined();
    expect(swipe(-100, 1.6)).toBeUndefined();
    expect(swipe(-500, 0, { hasPrevious: true, hasNext: false })).toBeUndefined();
  });

  it('follows the finger, slowly towards a side without a photo', () => {
    expect(swipeOffset(-100, both)).toBe(-100);
    expect(swipeOffset(-100, { hasPrevious: true, hasNext: false })).toBeCloseTo(-20);
    expect(swipeOffset(100, { hasPrevious: false, hasNext: true })).toBeCloseTo(20);
  });

  it('closes on a drag down of more than 35% of the height', () => {
    expect(closesOnDragDown({ dy: 281, height: 800 })).toBe(true);
    expect(closesOnDragDown({ dy: 279, height: 800 })).toBe(false);
  });

  it('measures the release speed over the last 100 ms', () => {
    expect(releaseVelocity([])).toEqual({ x: 0, y: 0 });
    expect(
      releaseVelocity([
        { t: 0, x: 0, y: 0 },
        { t: 100, x: -10, y: 0 },
        { t: 150, x: -60, y: 5 },
        { t: 200, x: -160, y: 10 },
      ]),
    ).toEqual({ x: -1.5, y: 0.1 });
  });
});
