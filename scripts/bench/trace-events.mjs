// Shared by the trace-reading benchmarks (long-tasks.mjs, lighthouse.mjs): which trace events inside a task are
// worth naming, and how one is printed.

/** Script evaluation, promise continuations (React renders after a fetch), timers, frames, style, layout, GC. */
const SHOWN = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'FireAnimationFrame',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

/** The events among `events` longer than 2 ms that say what a task ran, as "name [file] ms" joined by " | ". */
export function describeTaskParts(events) {
  return events
    .filter((event) => event.dur > 2000 && SHOWN.has(event.name))
    .map((event) => {
      const file = event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : '';
      return `${event.name}${file} ${Math.round(event.dur / 1000)}`;
    })
    .join(' | ');
}
