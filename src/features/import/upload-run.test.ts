import { describe, expect, it } from 'vitest';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { addFiles } from './import-selection';
import { failureOf, runUploads, type UploadOne, type UploadRunProgress } from './upload-run';

const failure = (status: number) =>
  new RequestFailureError({ status, method: 'POST', url: 'http://x/uploads', correlationId: null });

const items = (...names: string[]) =>
  addFiles(
    [],
    names.map((name) => new File([new Uint8Array(10)], name, { type: 'image/png' })),
  );

describe('an upload attempt', () => {
  it('gives each photo its own outcome: one failing does not stop the others', async () => {
    const chosen = items('a.png', 'b.png', 'c.png');
    const upload: UploadOne = async (file, { onProgress }) => {
      onProgress(5);
      if (file.name === 'b.png') throw failure(503);
    };
    const progress: UploadRunProgress[] = [];
    const outcomes = await runUploads(chosen, {
      upload,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(chosen.map((item) => outcomes.get(item.id))).toEqual([
      { kind: 'uploaded' },
      { kind: 'failed', failure: 'server' },
      { kind: 'uploaded' },
    ]);
    expect(progress.at(-1)).toEqual({ loaded: 30, total: 30, finished: 3, count: 3 });
    expect(progress[0]).toEqual({ loaded: 0, total: 30, finished: 0, count: 3 });
  });

  it('runs at most `concurrency` uploads at once', async () => {
    let running = 0;
    let most = 0;
    const upload: UploadOne = async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running--;
    };
    await runUploads(items('1.png', '2.png', '3.png', '4.png', '5.png'), {
      upload,
      signal: new AbortController().signal,
      onProgress: () => {},
      concurrency: 2,
    });
    expect(most).toBe(2);
  });

  it('leaves photos not yet uploaded as cancelled when the user cancels', async () => {
    const controller = new AbortController();
    const chosen = items('a.png', 'b.png', 'c.png');
    const upload: UploadOne = async (file, { signal }) => {
      if (file.name === 'a.png') return;
      controller.abort();
      if (signal.aborted) throw new DOMException('cancelled', 'AbortError');
    };
    const outcomes = await runUploads(chosen, {
      upload,
      signal: controller.signal,
      onProgress: () => {},
      concurrency: 1,
    });
    expect(chosen.map((item) => outcomes.get(item.id)?.kind)).toEqual(['uploaded', 'cancelled', 'cancelled']);
  });

  it('names the reason of a failure from the answer', () => {
    expect(failureOf(failure(415))).toBe('type');
    expect(failureOf(failure(413))).toBe('tooLarge');
    expect(failureOf(failure(400))).toBe('unreadable');
    expect(failureOf(failure(500))).toBe('server');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureOf(new Error('Invalid input'))).toBe('server');
  });
});
