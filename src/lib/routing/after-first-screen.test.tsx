import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  FIRST_SCREEN_LIMIT_MS,
  holdUntilFirstScreen,
  lazyAfterFirstScreen,
  PAINT_WAIT_MS,
  resetFirstScreenGate,
} from './after-first-screen';

/** A router stand-in: `rendered()` emits onRendered to whoever subscribed. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (_event: 'onRendered', listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rendered: () => [...listeners].forEach((listener) => listener()),
    listeners,
  };
}

/**
 * A PerformanceObserver stand-in for largest-contentful-paint entries: `paint(at)` reports one to every observer,
 * and an observer started with `buffered: true` is first given the entries painted before it, as a browser does.
 */
function fakePaintObserver() {
  const painted: Array<{ startTime: number }> = [];
  const observers: Array<(entries: Array<{ startTime: number }>) => void> = [];
  class FakeObserver {
    constructor(
      private readonly callback: (list: { getEntries: () => Array<{ startTime: number }> }) => void,
    ) {}
    observe({ buffered }: { buffered?: boolean }) {
      const report = (entries: Array<{ startTime: number }>) => this.callback({ getEntries: () => entries });
      observers.push(report);
      if (buffered && painted.length > 0) report([...painted]);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (startTime: number) => {
      painted.push({ startTime });
      observers.forEach((report) => report([{ startTime }]));
    },
  };
}

/** Whether the promise has settled after the timers and microtasks due so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  resetFirstScreenGate();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstScreen', () => {
  it('does not wait when nothing holds it (pages rendered in tests, the console)', async () => {
    expect(await settled(afterFirstScreen())).toBe(true);
  });

  it("waits for the first page's largest paint after its render, not for the render alone", async () => {
    const paints = fakePaintObserver();
    const router = fakeRouter();
    holdUntilFirstScreen(router);
    const gate = afterFirstScreen();
    paints.paint(performance.now()); // the pending state, before the page rendered
    expect(await settled(gate)).toBe(false);

    await vi.advanceTimersByTimeAsync(100);
    router.rendered();
    expect(await settled(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    paints.paint(performance.now());
    expect(await settled(gate)).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('lets go PAINT_WAIT_MS after the render when no larger paint is reported', async () => {
    fakePaintObserver();
    const router = fakeRouter();
    holdUntilFirstScreen(router);
    const gate = afterFirstScreen();
    router.rendered();
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(await settled(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(gate)).toBe(true);
  });

  it('lets go after PAINT_WAIT_MS in a browser without largest-contentful-paint entries', async () => {
    class Unsupported {
      observe() {
        throw new TypeError('unsupported entry type');
      }
    }
    vi.stubGlobal('PerformanceObserver', Unsupported);
    const router = fakeRouter();
    holdUntilFirstScreen(router);
    router.rendered();
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(await settled(afterFirstScreen())).toBe(true);
  });

  it('lets go after FIRST_SCREEN_LIMIT_MS when no page renders (a sign-in that leaves the app)', async () => {
    fakePaintObserver();
    holdUntilFirstScreen(fakeRouter());
    const gate = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_LIMIT_MS - 1);
    expect(await settled(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(gate)).toBe(true);
  });
});

describe('lazyAfterFirstScreen', () => {
  it('asks for its module only once the first screen has painted, then renders it', async () => {
    fakePaintObserver();
    const router = fakeRouter();
    holdUntilFirstScreen(router);
    const load = vi.fn(async () => ({ SidePiece: () => <p>side piece</p> }));
    const SidePiece = lazyAfterFirstScreen(load, 'SidePiece');
    render(
      <Suspense fallback={null}>
        <SidePiece />
      </Suspense>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).not.toHaveBeenCalled();

    router.rendered();
    await act(() => vi.advanceTimersByTimeAsync(PAINT_WAIT_MS));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('side piece')).toBeTruthy();
  });
});
