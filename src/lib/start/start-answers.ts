import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  firstCallKey,
  START_HANDOFF_KEY,
  START_HANDOFF_VERSION,
  type StartAnswerName,
  type StartMonthAnswer,
} from '@/start/handoff';

/** An answer older than this is not used (the app's first load takes well under it; a tab restored later does not). */
export const START_ANSWER_MAX_AGE_MS = 60_000;

const promiseSchema = z.instanceof(Promise);

/** The handoff as the start script leaves it on window (src/start/handoff.ts); anything else is ignored. */
const handoffSchema = z.object({
  version: z.literal(START_HANDOFF_VERSION),
  path: z.string(),
  search: z.string(),
  startedAt: z.number(),
  config: promiseSchema,
  photoService: promiseSchema,
  token: z.optional(z.string()),
  answers: z.partial(
    z.object({
      activationStatus: promiseSchema,
      userCounts: promiseSchema,
      timeline: promiseSchema,
      timelineMonth: promiseSchema,
    }),
  ),
  calls: z.optional(z.record(z.string(), promiseSchema)),
  services: z.optional(promiseSchema),
});

const startMonthSchema = z.object({
  params: z.object({
    year: z.int(),
    month: z.int().check(z.minimum(1), z.maximum(12)),
    sortKey: z.enum(['created', 'dateTaken']),
    sortOrder: z.enum(['asc', 'desc']),
    limit: z.int(),
  }),
  page: promiseSchema,
});

/**
 * The requests the start script (index.html, ADR 012) made before the bundle ran. Each answer is handed out once,
 * and only to the account it was requested for (the same access token) within START_ANSWER_MAX_AGE_MS; the
 * caller parses it with the same zod parser as its own request and falls back to that request when it fails.
 */
export interface StartAnswers {
  /** The JSON of /config.json, once; undefined when the script did not run. */
  takeConfig(): Promise<unknown> | undefined;
  /**
   * The photo service this visit's configuration names: an answer requested from another one (the script uses
   * the last visit's, so as not to wait for the configuration) is not used. No answer is used before this call.
   */
  confirmPhotoService(url: string): void;
  /** The answer `name` (its JSON), when it was requested with `accessToken`; once. */
  take(
    name: Exclude<StartAnswerName, 'timelineMonth'>,
    accessToken: string | undefined,
  ): Promise<unknown> | undefined;
  /** The first month page: its parameters as soon as the timeline named it, and the page's JSON; once. */
  takeMonth(accessToken: string | undefined): Promise<StartMonthAnswer | undefined> | undefined;
  /**
   * The response the start script got for this request, when it started the same GET (same URL on the same
   * service, first-calls.ts) with the same access token within START_ANSWER_MAX_AGE_MS; once. The API clients'
   * fetch takes it in place of asking again (bootstrap.tsx); the response goes through the client's own parsing.
   */
  takeCall(request: Request, services: Record<string, string>): Promise<Response> | undefined;
}

/** No start script (tests, another entry): every take is undefined. */
export const noStartAnswers: StartAnswers = {
  takeConfig: () => undefined,
  confirmPhotoService: () => undefined,
  take: () => undefined,
  takeMonth: () => undefined,
  takeCall: () => undefined,
};

/** Reads (and removes) the handoff the start script left on `target`. */
export function readStartAnswers(
  target: Record<string, unknown> = window as unknown as Record<string, unknown>,
  now: () => number = Date.now,
): StartAnswers {
  const raw = target[START_HANDOFF_KEY];
  delete target[START_HANDOFF_KEY];
  if (raw === undefined) return noStartAnswers;
  const parsed = handoffSchema.safeParse(raw);
  if (!parsed.success) {
    console.warn(
      'The start script left a handoff the app cannot read; it loads everything itself',
      parsed.error,
    );
    return noStartAnswers;
  }
  const handoff = parsed.data;
  const taken = new Set<string>();
  const once = <T>(name: string, value: T | undefined): T | undefined => {
    if (value === undefined || taken.has(name)) return undefined;
    taken.add(name);
    return value;
  };
  let confirmedService: string | undefined;
  const usable = (accessToken: string | undefined) =>
    !!handoff.token && handoff.token === accessToken && now() - handoff.startedAt < START_ANSWER_MAX_AGE_MS;
  /** The answer, once it is known to come from the configured photo service. */
  const fromConfiguredService = (answer: Promise<unknown> | undefined) =>
    answer &&
    handoff.photoService.then((service) => {
      if (service !== confirmedService?.replace(/\/$/, ''))
        throw new Error(
          `The start script asked ${String(service)}, the configuration names ${confirmedService}`,
        );
      return answer;
    });

  return {
    takeConfig: () => once('config', handoff.config),
    confirmPhotoService(url) {
      confirmedService = url;
    },
    take: (name, accessToken) =>
      usable(accessToken) ? fromConfiguredService(once(name, handoff.answers[name])) : undefined,
    takeCall(request, services) {
      const calls = handoff.calls;
      if (!calls || request.method !== 'GET') return undefined;
      const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      if (!usable(token)) return undefined;
      for (const [service, url] of Object.entries(services)) {
        const base = url.replace(/\/$/, '');
        if (!request.url.startsWith(`${base}/`)) continue;
        const key = firstCallKey(service, request.url.slice(base.length));
        const call = once(`call ${key}`, calls[key] as Promise<Response> | undefined);
        if (!call) continue;
        return (handoff.services ?? Promise.reject(new Error('no services'))).then((bases) => {
          const asked = (bases as Record<string, unknown>)[service];
          if (asked !== base)
            throw new Error(`The start script asked ${String(asked)}, the configuration names ${base}`);
          return call;
        });
      }
      return undefined;
    },
    takeMonth(accessToken) {
      const month = usable(accessToken)
        ? fromConfiguredService(once('timelineMonth', handoff.answers.timelineMonth))
        : undefined;
      return month?.then(
        (value) => {
          const result = startMonthSchema.safeParse(value);
          return result.success ? { params: result.data.params, page: result.data.page } : undefined;
        },
        () => undefined,
      );
    },
  };
}

/**
 * A query function that takes `answer` (parsed with `parse`) the first time it runs, and calls `fetch` (the
 * query's own function) when there is no answer, when it failed, did not parse, and on every later run.
 */
export function answerFirst<T, K extends QueryKey, P = never>(
  answer: Promise<unknown> | undefined,
  parse: (json: unknown) => T,
  fetch: QueryFunction<T, K, P>,
): QueryFunction<T, K, P> {
  let pending = answer;
  return (context: QueryFunctionContext<K, P>) => {
    const first = pending;
    pending = undefined;
    if (!first) return fetch(context);
    return first.then(parse).catch((error: unknown) => {
      console.warn('An answer of the start script was not usable; the app requests it again', error);
      return fetch(context);
    });
  };
}

/**
 * `options` whose query function takes the start script's `answer` first (see answerFirst); `options` unchanged
 * without an answer. The query key stays the one the feature's queryOptions function names.
 */
export function withStartAnswer<O extends { queryFn?: unknown }>(
  options: O,
  answer: Promise<unknown> | undefined,
  parse: (json: unknown) => unknown,
): O {
  const fetch = options.queryFn;
  if (!answer || typeof fetch !== 'function') return options;
  return {
    ...options,
    queryFn: answerFirst(answer, parse, fetch as QueryFunction<unknown, QueryKey, unknown>),
  };
}
