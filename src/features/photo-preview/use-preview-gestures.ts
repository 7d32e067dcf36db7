import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { MOBILE_BREAKPOINT } from '@/lib/constants';
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
  type DragKind,
  type Point,
  type Sample,
  type Size,
} from './gestures';

export interface PreviewView {
  zoom: number;
  /** Where the zoomed photo is moved to (px). */
  pan: Point;
  /** How far a swipe (x) or a drag down (y) has moved the photo (px). */
  offset: Point;
  /** A drag is under way (no transition). */
  dragging: boolean;
}

const INITIAL: PreviewView = { zoom: ZOOM_MIN, pan: { x: 0, y: 0 }, offset: { x: 0, y: 0 }, dragging: false };

interface Drag {
  pointerId: number;
  start: Point;
  startPan: Point;
  kind?: DragKind;
  samples: Sample[];
}

export interface PreviewGestureOptions {
  stageRef: RefObject<HTMLElement | null>;
  /** The photo's own size (its thumbnail's width and height). */
  natural: Size;
  /** Zoom and pan start again for every photo. */
  photoId: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onNavigate: (direction: 'previous' | 'next') => void;
  onClose: () => void;
}

const isMobile = () => window.innerWidth < MOBILE_BREAKPOINT;

/**
 * Pointer gestures on the preview's photo (mouse, pen and touch alike; see gestures.ts): click or tap toggles
 * the zoom at the point pressed, drag pans the zoomed photo, a horizontal drag swipes to the previous or next
 * photo, and on mobile a drag down closes. One pointer at a time; the stage needs `touch-action: none`.
 */
export function usePreviewGestures(options: PreviewGestureOptions) {
  const [view, setView] = useState(INITIAL);
  const [viewOf, setViewOf] = useState(options.photoId);
  if (viewOf !== options.photoId) {
    setViewOf(options.photoId);
    setView(INITIAL);
  }
  const drag = useRef<Drag | null>(null);
  const lastTapAt = useRef<number | undefined>(undefined);
  // What the event handlers read: the latest options and view.
  const latest = useRef(options);
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    latest.current = options;
    viewRef.current = view;
  });

  const geometry = useCallback(() => {
    const rect = latest.current.stageRef.current?.getBoundingClientRect();
    const stage = { width: rect?.width ?? 0, height: rect?.height ?? 0 };
    return { rect, stage, fitted: fittedSize(latest.current.natural, stage) };
  }, []);

  /** Toggles the zoom; zooming in at `client` (a pointer position) keeps that point under the pointer. */
  const toggleZoom = useCallback(
    (client?: Point) => {
      const { rect, stage, fitted } = geometry();
      setView((current) => {
        if (current.zoom > ZOOM_MIN) return { ...current, zoom: ZOOM_MIN, pan: { x: 0, y: 0 } };
        const at =
          client && rect
            ? { x: client.x - rect.left - rect.width / 2, y: client.y - rect.top - rect.height / 2 }
            : { x: 0, y: 0 };
        return { ...current, zoom: ZOOM_MAX, pan: panForZoomAt(at, fitted, stage) };
      });
    },
    [geometry],
  );

  const endDrag = () => {
    drag.current = null;
    setView((current) => ({ ...current, offset: { x: 0, y: 0 }, dragging: false }));
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (drag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = { x: event.clientX, y: event.clientY };
    drag.current = {
      pointerId: event.pointerId,
      start: point,
      startPan: viewRef.current.pan,
      samples: [{ t: event.timeStamp, ...point }],
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    current.samples.push({ t: event.timeStamp, x: event.clientX, y: event.clientY });
    if (current.samples.length > 20) current.samples.shift();
    if (!current.kind) {
      current.kind = classifyDrag({ dx, dy, zoomed: viewRef.current.zoom > ZOOM_MIN, mobile: isMobile() });
      if (!current.kind) return;
    }
    const { hasPrevious, hasNext } = latest.current;
    switch (current.kind) {
      case 'pan': {
        const { stage, fitted } = geometry();
        const wanted = { x: current.startPan.x + dx, y: current.startPan.y + dy };
        setView((v) => ({ ...v, dragging: true, pan: clampPan(wanted, fitted, stage, v.zoom) }));
        break;
      }
      case 'swipe':
        setView((v) => ({
          ...v,
          dragging: true,
          offset: { x: swipeOffset(dx, { hasPrevious, hasNext }), y: 0 },
        }));
        break;
      case 'dragClose':
        setView((v) => ({ ...v, dragging: true, offset: { x: 0, y: Math.max(0, dy) } }));
        break;
      case 'none':
        break;
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    const { hasPrevious, hasNext, onNavigate, onClose } = latest.current;
    endDrag();
    if (!current.kind) {
      // A click or tap; the second one of a double click does not toggle back.
      if (isSecondClick(lastTapAt.current, event.timeStamp)) return;
      lastTapAt.current = event.timeStamp;
      toggleZoom({ x: event.clientX, y: event.clientY });
      return;
    }
    const { stage } = geometry();
    if (current.kind === 'swipe') {
      current.samples.push({ t: event.timeStamp, x: event.clientX, y: event.clientY });
      const velocity = releaseVelocity(current.samples).x;
      const outcome = swipeOutcome({ dx, velocity, width: stage.width, hasPrevious, hasNext });
      if (outcome) onNavigate(outcome);
    } else if (current.kind === 'dragClose' && closesOnDragDown({ dy, height: stage.height })) {
      onClose();
    }
  };

  return {
    view,
    toggleZoom,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: endDrag },
  };
}
