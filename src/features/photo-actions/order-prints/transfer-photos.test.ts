// @vitest-environment node
// The mock's temp-selections handlers read their contract from disk: this test runs in Node, not happy-dom.
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@mock/accounts';
import { accountPhotos } from '@mock/db/photos';
import { fakeToken } from '@mock/testing/fake-identity';
import { ORDER_PRINTS_MIN_SPINNER_MS } from '../constants';
import { RequestFailureError } from '@/lib/api/request-failure-error';
import { setupMockApi } from '@/testing/mock-api';
import { CHANNEL_ID_ERROR, printsEditorUrl, transferToPrintsEditor } from './transfer-photos';

const accountOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;
const demo = accountOf('demo@example.com');
const failing = accountOf('failing@example.com');
const mock = setupMockApi({ accounts: [demo.email, failing.email] });
const deps = mock.deps;
const TOKEN = fakeToken(demo.email);
const EDITOR = 'http://editor.test/prints-editor';
const api = mock.api(demo.email);
/** The POST requests the services received in this test. */
const posts = () => mock.requests.filter((request) => request.method === 'POST').length;

const idsOf = (accountId: string, count: number) =>
  accountPhotos(deps.store, accountId, 'dateTaken')
    .slice(0, count)
    .map((photo) => photo.imageId);

/** A clock that moves only when the transfer sleeps, or when `advance` says. */
function fakeClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    advance: (ms: number) => void (now += ms),
    sleeps,
    sleep: vi.fn(async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    }),
  };
}

const readSelection = async (id: string) =>
  (await (
    await fetch(`http://mock.test/temp-selections-api/temp-selections/${id}`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
  ).json()) as { photoIds: string[] };

describe('the prints editor address', () => {
  it('carries the token, the channel and the tempSelectionId in its query, keeping what it had', () => {
    const url = new URL(
      printsEditorUrl({
        editorUrl: `${EDITOR}?lang=en`,
        token: 'tok',
        channelId: 'albelli-nl',
        tempSelectionId: 'sel',
      }),
    );
    expect(url.origin + url.pathname).toBe(EDITOR);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      token: 'tok',
      channel: 'albelli-nl',
      tempSelectionId: 'sel',
    });
  });

  it('needs a channel ID', () => {
    expect(() =>
      printsEditorUrl({ editorUrl: EDITOR, token: 't', channelId: '', tempSelectionId: 's' }),
    ).toThrow(CHANNEL_ID_ERROR);
  });
});

describe('transferring photos to the prints editor', () => {
  it('stores the selection and gives the editor address no sooner than the minimum time', async () => {
    const ids = idsOf(demo.accountId, 3);
    const clock = fakeClock();
    const transfer = transferToPrintsEditor({
      api,
      photoIds: ids,
      editorUrl: EDITOR,
      channelId: 'bonusprint-gb',
      getAccessToken: () => TOKEN,
      now: clock.now,
      sleep: clock.sleep,
    });
    const url = new URL(await transfer);

    expect(url.searchParams.get('token')).toBe(TOKEN);
    expect(url.searchParams.get('channel')).toBe('bonusprint-gb');
    await expect(readSelection(url.searchParams.get('tempSelectionId')!)).resolves.toEqual({ photoIds: ids });
    expect(clock.sleeps).toEqual([ORDER_PRINTS_MIN_SPINNER_MS]);
  });

  it('waits only for what is left of the minimum time', async () => {
    const clock = fakeClock();
    const ids = idsOf(demo.accountId, 1);
    await transferToPrintsEditor({
      api,
      photoIds: ids,
      editorUrl: EDITOR,
      channelId: 'bonusprint-gb',
      getAccessToken: () => {
        clock.advance(1_200); // the selection took 1.2 s to store
        return TOKEN;
      },
      now: clock.now,
      sleep: clock.sleep,
    });
    expect(clock.sleeps).toEqual([ORDER_PRINTS_MIN_SPINNER_MS - 1_200]);
  });

  it('fails at once, storing nothing, without a channel ID', async () => {
    const clock = fakeClock();
    await expect(
      transferToPrintsEditor({
        api,
        photoIds: idsOf(demo.accountId, 1),
        editorUrl: EDITOR,
        channelId: undefined,
        getAccessToken: () => TOKEN,
        sleep: clock.sleep,
      }),
    ).rejects.toThrow(CHANNEL_ID_ERROR);
    expect(posts()).toBe(0);
    expect(clock.sleep).not.toHaveBeenCalled();
  });

  it('fails at once when the selection cannot be stored', async () => {
    const clock = fakeClock();
    const failure = await transferToPrintsEditor({
      api,
      photoIds: [...idsOf(demo.accountId, 1), ...idsOf(failing.accountId, 1)],
      editorUrl: EDITOR,
      channelId: 'bonusprint-gb',
      getAccessToken: () => TOKEN,
      sleep: clock.sleep,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestFailureError);
    expect((failure as RequestFailureError).status).toBe(400);
    expect(clock.sleep).not.toHaveBeenCalled();
  });
});
