import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { fakeToken } from '../testing/fake-identity';
import { TEST_PUBLIC_URL, testHandlerDeps } from '../testing/handler-deps';
import { setupHandlerServer } from '../testing/handler-server';
import { createPrintsEditorHandlers } from './prints-editor';
import { createTempSelectionsHandlers } from './temp-selections';

const deps = testHandlerDeps();
setupHandlerServer([...createTempSelectionsHandlers(deps), ...createPrintsEditorHandlers(deps)], {
  base: TEST_PUBLIC_URL,
  deps,
});

const demo = 'demo@example.com';
const demoPhotoIds = (count: number) =>
  [...deps.store.byId.values()]
    .filter((photo) => photo.accountId === '4b1c6f0e-2d7a-4c59-9e0b-000000000001')
    .slice(0, count)
    .map((photo) => photo.imageId);

async function createSelection(photoIds: string[]): Promise<string> {
  const response = await fetch(`${TEST_PUBLIC_URL}/temp-selections-api/temp-selections`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${fakeToken(demo)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ photoIds }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { tempSelectionId: string }).tempSelectionId;
}

/** Opens the editor page in happy-dom with its script running; its fetch goes through msw. */
async function openEditor(query: Record<string, string>) {
  const url = `${TEST_PUBLIC_URL}/prints-editor?${new URLSearchParams(query)}`;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const window = new Window({
    url,
    // The page is the mock's own (trusted): its script runs.
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  // The page's requests go through Node's fetch, which msw intercepts.
  (window as unknown as { fetch: typeof fetch }).fetch = (input, init) => fetch(input, init);
  window.document.write(await response.text());
  const document = window.document;
  const status = () => document.getElementById('status')?.textContent ?? '';
  await expect.poll(status).not.toBe('Loading your photos...');
  const images = [...document.querySelectorAll('#photos img')].map((image) => ({
    src: image.getAttribute('src'),
    alt: image.getAttribute('alt'),
  }));
  const result = {
    title: document.querySelector('h1')?.textContent,
    lang: document.documentElement.getAttribute('lang'),
    channel: document.getElementById('channel')?.textContent,
    status: status(),
    images,
  };
  await window.happyDOM.close();
  return result;
}

describe('the prints editor stand-in', () => {
  it('reads the selection back with the token and shows its photos in order', async () => {
    const ids = demoPhotoIds(3).reverse();
    const tempSelectionId = await createSelection(ids);
    const page = await openEditor({ token: fakeToken(demo), channel: 'bonusprint-gb', tempSelectionId });
    expect(page).toMatchObject({
      title: 'Prints editor',
      lang: 'en',
      channel: 'bonusprint-gb',
      status: '3 photos are ready for your prints.',
    });
    expect(page.images).toEqual(
      ids.map((id, i) => ({ src: `${TEST_PUBLIC_URL}/images/${id}/300.jpg`, alt: `Photo ${i + 1} of 3` })),
    );
  });

  it('says so when the selection is unknown, the token is not accepted or a parameter is missing', async () => {
    const tempSelectionId = await createSelection(demoPhotoIds(1));
    const unknown = await openEditor({
      token: fakeToken(demo),
      channel: 'bonusprint-gb',
      tempSelectionId: 'nope',
    });
    expect(unknown).toMatchObject({ status: 'This selection does not exist or has expired.', images: [] });
    const badToken = await openEditor({ token: 'not-a-token', channel: 'bonusprint-gb', tempSelectionId });
    expect(badToken.status).toBe('You are not signed in (the token was not accepted).');
    const noChannel = await openEditor({ token: fakeToken(demo), tempSelectionId });
    expect(noChannel.status).toBe('This link is missing its token, channel or tempSelectionId.');
  });
});
