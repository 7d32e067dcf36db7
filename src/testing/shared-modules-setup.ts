/**
 * For the test projects whose files share their modules in a worker (`isolate: false`, vitest.config.ts): the
 * app's module-level state starts empty in every file, whatever the file before it left. Today that is the toast
 * queue (src/lib/toasts.ts); a file that still sees another file's state fails on it (seen: a toast of the album
 * tests in the download hooks' messages).
 */
import { beforeAll } from 'vitest';
import { clearToasts } from '@/lib/toasts';

beforeAll(() => clearToasts());
