/** The photo preview's spec constants (gestures, zoom), named as my-photos.md section 9 names them. */

/** Preview gestures (my-photos.md section 9). Zoom from 1 to 2.5: a click or tap toggles between the two. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 2.5;
/** Swipe threshold: a horizontal drag longer than 35% of the width moves to the next or previous photo. */
export const SWIPE_THRESHOLD = 0.35;
/**
 * Swipe drag speeds, 1.5 fast and 0.2 slow. How the preview applies them (the spec names no unit):
 * SWIPE_SPEED_FAST is a release speed in px/ms: a flick at least this fast navigates even when shorter than the
 * threshold; SWIPE_SPEED_SLOW is how fast the photo follows the finger (a factor) towards a side with no photo.
 */
export const SWIPE_SPEED_FAST = 1.5;
export const SWIPE_SPEED_SLOW = 0.2;
/** Double-click window: a second click or tap within 200 ms belongs to the first (one zoom toggle, not two). */
export const DOUBLE_CLICK_WINDOW_MS = 200;
/** On mobile, dragging down closes the preview when the drag exceeds 35% of the height. */
export const DRAG_CLOSE_THRESHOLD = 0.35;
