// @vitest-environment node
// The mock handlers read their contracts from disk: this test runs in Node.
import { describe, expect, it } from 'vitest';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { setupMockApi } from '@/testing/mock-api';
import { uploadPhoto } from './upload-photo';

// The real storage handlers of the mock, in-process.
const FAILING = 'failing@example.com';
const mock = setupMockApi({ accounts: [FAILING] });
const api = mock.api(FAILING);

/** A 1x1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('uploading a photo to the storage service', () => {
  it('sends the file as multipart and answers the stored upload', async () => {
    const upload = await uploadPhoto({ api, file: new File([PNG], 'dot.png', { type: 'image/png' }) });
    expect(upload).toMatchObject({ fileName: 'dot.png', contentType: 'image/png', size: PNG.length });
    expect(upload.accountId).toBe('4b1c6f0e-2d7a-4c59-9e0b-000000000008');
  });

  it('fails with the service status when the service refuses the file', async () => {
    const renamed = new File([new TextEncoder().encode('not a picture at all')], 'fake.png', {
      type: 'image/png',
    });
    const failure = await uploadPhoto({ api, file: renamed }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestFailureError);
    expect((failure as RequestFailureError).status).toBe(415);
  });
});
