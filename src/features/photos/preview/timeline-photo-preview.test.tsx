// @vitest-environment node
// oxlint-disable-next-line import/no-unassigned-import -- installs the DOM globals before anything else
import '@/testing/dom-in-node';
/**
 * The timeline's preview offers its actions by the flags (my-photos.md section 3): Download always (its flag is on
 * in the app's configuration), Copy to album only with the album view (PhotoManagementAlbumViewEnabled), against
 * the mock's photo service (demo@example.com's newest photo). What needs a real browser (the download itself, the
 * toasts' place, the copy modal by keyboard, axe) is in tests/e2e/downloads.spec.ts.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, StoreProvider } from '@/lib/store';
import { setupMockApi } from '@/testing/mock-api';
import { renderInApp } from '@/testing/render-in-app';
import { resolvePreviewPhoto } from './resolve-preview-photo';
import { TimelinePhotoPreview } from './timeline-photo-preview';

const DEMO = 'demo@example.com';
const mock = setupMockApi({ accounts: [DEMO] });
afterEach(cleanup);

/** The preview of demo@'s newest photo (October 2026), the flags as the address gives them. */
async function openPreview(search: string) {
  const { data } = await mock.api(DEMO).photo.GET('/photos/timeline/{year}/{month}', {
    params: { path: { year: 2026, month: 10 } },
  });
  const photoId = data!.images[0]!.imageId;
  const app = renderInApp(
    <StoreProvider store={createAppStore()}>
      <TimelinePhotoPreview
        photoId={photoId}
        onShowPhoto={() => {}}
        onClose={() => {}}
        onNotFound={() => {}}
      />
    </StoreProvider>,
    { ...mock.signIn(DEMO), path: `/my-photos/photos${search}` },
  );
  // What the preview route's loader does first: the photo's month in the query cache.
  expect(await resolvePreviewPhoto({ queryClient: app.queryClient, api: app.api, photoId })).toBe(true);
  const preview = await screen.findByRole('dialog', { name: 'Photo preview' });
  await within(preview).findByRole('button', { name: 'Next photo' });
  return preview;
}

const DOWNLOAD_ON = 'PhotoManagementDownloadEnabled=true';

describe("the timeline preview's actions", () => {
  it('offers Download and Copy to album with the album view on', async () => {
    const preview = await openPreview(`?${DOWNLOAD_ON}&PhotoManagementAlbumViewEnabled=true`);
    expect(within(preview).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'Copy to album' })).toBeTruthy();
  });

  it('does not offer Copy to album with the album view off; Download stays', async () => {
    const preview = await openPreview(`?${DOWNLOAD_ON}&PhotoManagementAlbumViewEnabled=false`);
    expect(within(preview).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(preview).queryByRole('button', { name: 'Copy to album' })).toBeNull();
  });
});
