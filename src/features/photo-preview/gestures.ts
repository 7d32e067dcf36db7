/**
 * The preview's gestures as plain arithmetic (my-photos.md sections 2 and 9), so they can be tested without a
 * browser: a click or tap toggles the zoom between ZOOM_MIN and ZOOM_MAX (a second one within the double-click
 * window belongs to the first); dragging pans the zoomed photo; a horizontal drag swipes to the previous or next
 * photo past SWIPE_THRESHOLD of the width (or as a flick of at least SWIPE_SPEED_FAST px/ms, following the
 * finger at SWIPE_SPEED_SLOW towards a side without a photo); on mobile a drag down past DRAG_CLOSE_THRESHOLD
 * of the height closes the preview.
 */
import {
  DOUBLE_CLICK_WINDOW_MS,
  DRAG_CLOSE_THRESHOLD,
  SWIPE_SPEED_FAST,
  SWIPE_SPEED_SLOW,
  SWIPE_THRESHOLD,
  ZOOM_MAX,
  ZOOM_MIN,
} from './constants';

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A pointer that moves less than this (px) between down and up is a click or tap, not a drag. */
export const TAP_SLOP_PX = 8;
/** The release speed is measured over the last this many ms of a drag. */
export const VELOCITY_WINDOW_MS = 100;

export type DragKind = 'pan' | 'swipe' | 'dragClose' | 'none';

/**
 * What a drag is, once it has moved past the tap slop (undefined before): a pan when zoomed; otherwise a swipe
 * when mostly horizontal; a drag down to close when mostly downwards on mobile; nothing else.
 */
export function classifyDrag({
  dx,
  dy,
  zoomed,
  mobile,
}: {
  dx: number;
  dy: number;
  zoomed: boolean;
  mobile: boolean;
}): DragKind | undefined {
  if (Math.hypot(dx, dy) < TAP_SLOP_PX) return undefined;
  if (zoomed) return 'pan';
  if (Math.abs(dx) >= Math.abs(dy)) return 'swipe';
  return mobile && dy > 0 ? 'dragClose' : 'none';
}

/** The size of an image of `natural` size shown whole in `stage` (object-fit: contain). */
export function fittedSize(natural: Size, stage: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return stage;
  const scale = Math.min(stage.width / natural.width, stage.height / natural.height);
  return { width: natural.width * scale, height: natural.height * scale };
}

/** `pan` kept within the limits at `zoom`: the zoomed photo's edges never come inside the stage. */
export function clampPan(pan: Point, fitted: Size, stage: Size, zoom: number): Point {
  const maxX = Math.max(0, (fitted.width * zoom - stage.width) / 2);
  const maxY = Math.max(0, (fitted.height * zoom - stage.height) / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return { x: clamp(pan.x, maxX), y: clamp(pan.y, maxY) };
}

/**
 * The pan after zooming in to `zoom` at `at` (relative to the stage's centre; the photo is scaled about its
 * centre): the point under the pointer stays under it, as far as the limits allow.
 */
export function panForZoomAt(at: Point, fitted: Size, stage: Size, zoom = ZOOM_MAX): Point {
  return clampPan({ x: -at.x * (zoom - 1), y: -at.y * (zoom - 1) }, fitted, stage, zoom);
}

/** The zoom a click or tap switches to. */
export const toggledZoom = (zoom: number): number => (zoom > ZOOM_MIN ? ZOOM_MIN : ZOOM_MAX);

/** Whether a click or tap at `now` is the second of a double click (it does not toggle the zoom again). */
export const isSecondClick = (previousAt: number | undefined, now: number): boolean =>
  previousAt !== undefined && now - previousAt < DOUBLE_CLICK_WINDOW_MS;

/** How far the photo follows a horizontal drag of `dx`: with the finger, slowly towards a side without photo. */
export function swipeOffset(
  dx: number,
  { hasPrevious, hasNext }: { hasPrevious: boolean; hasNext: boolean },
) {
  const blocked = (dx < 0 && !hasNext) || (dx > 0 && !hasPrevious);
  return blocked ? dx * SWIPE_SPEED_SLOW : dx;
}

/**
 * Where a released horizontal drag goes: a drag to the left shows the next photo, to the right the previous,
 * when it is longer than SWIPE_THRESHOLD of the width or released at SWIPE_SPEED_FAST px/ms or faster in its
 * direction, and there is a photo on that side.
 */
export function swipeOutcome({
  dx,
  velocity,
  width,
  hasPrevious,
  hasNext,
}: {
  dx: number;
  /** px/ms, positive to the right. */
  velocity: number;
  width: number;
  hasPrevious: boolean;
  hasNext: boolean;
}): 'next' | 'previous' | undefined {
  const far = Math.abs(dx) > SWIPE_THRESHOLD * width;
  const flick = Math.abs(velocity) >= SWIPE_SPEED_FAST && Math.sign(velocity) === Math.sign(dx);
  if (!far && !flick) return undefined;
  if (dx < 0 && hasNext) return 'next';
  if (dx > 0 && hasPrevious) return 'previous';
  return undefined;
}

/** Whether a released drag down of `dy` closes the preview (mobile only, see classifyDrag). */
export const closesOnDragDown = ({ dy, height }: { dy: number; height: number }): boolean =>
  dy > DRAG_CLOSE_THRESHOLD * height;

export interface Sample {
  /** ms (event time stamp). */
  t: number;
  x: number;
  y: number;
}

/** The speed (px/ms) at the end of a drag, over its last VELOCITY_WINDOW_MS: horizontal and vertical. */
export function releaseVelocity(samples: readonly Sample[]): Point {
  const last = samples.at(-1);
  if (!last) return { x: 0, y: 0 };
  const first = samples.find((sample) => last.t - sample.t <= VELOCITY_WINDOW_MS) ?? last;
  const dt = last.t - first.t;
  return dt > 0 ? { x: (last.x - first.x) / dt, y: (last.y - first.y) / dt } : { x: 0, y: 0 };
}
