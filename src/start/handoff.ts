/**
 * What the start script (index.html, ADR 012) hands to the app: the requests the first screen needs, started
 * while the bundle downloads. Shared by the script (src/start/start-script.ts) and the app
 * (src/lib/start/start-answers.ts); the app checks the shape with zod and parses every answer with the same
 * parsers as its own requests.
 */

/** The one global name of the handoff: `window.__appStart`. */
export const START_HANDOFF_KEY = '__appStart';
export const START_HANDOFF_VERSION = 1;

/** The answers the start script can fetch (each a GET of the photo service). */
export type StartAnswerName = 'activationStatus' | 'userCounts' | 'timeline' | 'timelineMonth';

/** The parameters of the first month page the script fetched (the timeline's first month in the stored sort). */
export interface StartMonthParams {
  year: number;
  month: number;
  sortKey: 'created' | 'dateTaken';
  sortOrder: 'asc' | 'desc';
  limit: number;
}

/** `timelineMonth` resolves as soon as the timeline has told which month comes first; `page` is its answer. */
export interface StartMonthAnswer {
  params: StartMonthParams;
  page: Promise<unknown>;
}

export interface StartHandoff {
  version: typeof START_HANDOFF_VERSION;
  /** location.pathname and location.search when the script ran. */
  path: string;
  search: string;
  /** Date.now() when the script ran. */
  startedAt: number;
  /** The JSON of /config.json (rejects when it could not be fetched or read). */
  config: Promise<unknown>;
  /** The photo service's base URL the answers were requested from (the last visit's, else this one's). */
  photoService: Promise<string>;
  /** The access token the answers were requested with; no answers without one. */
  token?: string;
  /** Each answer's JSON; rejects on a failed request or a non-OK status. */
  answers: Partial<Record<StartAnswerName, Promise<unknown>>>;
  /**
   * The route's first calls (first-calls.ts), by `${service} ${path}`: the response as it came (any status; rejects
   * when the request failed), for the app's API client to take in place of its own request.
   */
  calls?: Record<string, Promise<Response>>;
  /** The base URL of each service the calls were requested from (the last visit's configuration, else this one's). */
  services?: Promise<Record<string, string>>;
}

/** The key of a first call in `StartHandoff.calls`. */
export const firstCallKey = (service: string, path: string) => `${service} ${path}`;

/** What the build tells the script about one route (vite.config.ts fills it in from the route table). */
export interface StartRoutePlan {
  answers: StartAnswerName[];
  /** The route's JavaScript chunks that the entry would only find one level at a time (modulepreloaded). */
  modules: string[];
}

/** Path -> plan, for the routes whose first screen the script starts. */
export type StartPlan = Record<string, StartRoutePlan>;
