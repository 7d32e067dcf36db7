import type { StartAnswerName } from './handoff';

/**
 * The routes whose first screen the start script starts (ADR 012): their GET requests, and the route files whose
 * split chunks it modulepreloads (vite.config.ts turns them into chunk URLs). A new list page adds a line here
 * and takes its answers in its loader (src/lib/start/start-answers.ts).
 */
export const START_ROUTES: Record<string, { answers: StartAnswerName[]; routeFiles: string[] }> = {
  '/my-photos/photos': {
    answers: ['activationStatus', 'userCounts', 'timeline', 'timelineMonth'],
    routeFiles: [
      'src/routes/_account.tsx',
      'src/routes/_account/my-photos.tsx',
      'src/routes/_account/my-photos/photos.tsx',
    ],
  },
};
