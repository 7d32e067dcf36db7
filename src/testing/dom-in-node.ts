/**
 * A happy-dom document in the node test environment, for component tests that load the mock server's handlers
 * in process (msw/node). They cannot run in vitest's happy-dom environment: its browser-like transform rewrites
 * the mock's `new URL(path, import.meta.url)` (how it finds the contracts) into an http: URL. Here the DOM
 * globals come from happy-dom while fetch, Request, URL and the rest stay Node's (which msw intercepts).
 *
 * Use: `// @vitest-environment node` on the test file's first line, and import this module before anything else.
 */
import { Window } from 'happy-dom';
import { populateGlobal } from 'vitest/runtime';

const window = new Window({ url: 'http://localhost:3000', settings: { disableErrorCapturing: true } });
populateGlobal(globalThis, window, { bindFunctions: true });

// Testing Library's waits as in the happy-dom project (dom-setup.ts), now that the document exists.
const { configureTestingLibrary } = await import('./dom-setup');
await configureTestingLibrary();
