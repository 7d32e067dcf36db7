/**
 * Handing a selection to the prints editor (my-photos.md sections 4, 5 and 7): POST /temp-selections with the
 * photo ids answers a tempSelectionId; the browser then goes to the prints editor (config.json
 * `services.printsEditor`) with the query token (the access token), channel (the channel id) and
 * tempSelectionId. The overlay shows at least ORDER_PRINTS_MIN_SPINNER_MS: the redirect waits for what is left.
 * Without a channel id there is no redirect: "Unable to extract channel ID!" (checked before anything is stored).
 *
 * Assumption (not shown): a missing access token or editor URL is an error like the missing channel.
 */
import { z } from 'zod/mini';
import { ORDER_PRINTS_MIN_SPINNER_MS } from '../constants';
import type { ApiClients } from '@/lib/api/clients';

export const CHANNEL_ID_ERROR = 'Unable to extract channel ID!';

/** `TempSelectionCreated` of openapi/services/temp-selections.yaml. */
export const tempSelectionCreatedSchema = z.object({ tempSelectionId: z.string().check(z.minLength(1)) });

/** Stores the selection for the editor; resolves with its id. */
export async function createTempSelection({
  api,
  photoIds,
}: {
  api: ApiClients;
  photoIds: readonly string[];
}): Promise<string> {
  const { data } = await api.tempSelections.POST('/temp-selections', { body: { photoIds: [...photoIds] } });
  return tempSelectionCreatedSchema.parse(data).tempSelectionId;
}

export interface PrintsEditorParams {
  /** The editor's address (config.json services.printsEditor). */
  editorUrl: string | undefined;
  token: string | undefined;
  channelId: string | undefined;
  tempSelectionId: string;
}

/** The editor's address with token, channel and tempSelectionId in its query (other query parameters kept). */
export function printsEditorUrl({
  editorUrl,
  token,
  channelId,
  tempSelectionId,
}: PrintsEditorParams): string {
  if (!channelId) throw new Error(CHANNEL_ID_ERROR);
  if (!editorUrl) throw new Error('/config.json names no printsEditor service');
  if (!token) throw new Error('No access token to hand to the prints editor');
  const url = new URL(editorUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('channel', channelId);
  url.searchParams.set('tempSelectionId', tempSelectionId);
  return url.toString();
}

export interface TransferOptions {
  api: ApiClients;
  photoIds: readonly string[];
  editorUrl: string | undefined;
  channelId: string | undefined;
  getAccessToken: () => Promise<string | undefined> | string | undefined;
  minDurationMs?: number;
  /** Milliseconds now (tests pass a clock). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stores the selection and resolves with the editor's address, no sooner than `minDurationMs` after the call.
 * Rejects (at once, without waiting) when the channel id is missing or the selection cannot be stored.
 */
export async function transferToPrintsEditor({
  api,
  photoIds,
  editorUrl,
  channelId,
  getAccessToken,
  minDurationMs = ORDER_PRINTS_MIN_SPINNER_MS,
  now = () => performance.now(),
  sleep = wait,
}: TransferOptions): Promise<string> {
  const started = now();
  if (!channelId) throw new Error(CHANNEL_ID_ERROR);
  if (photoIds.length === 0) throw new RangeError('Order prints needs at least one photo');
  const tempSelectionId = await createTempSelection({ api, photoIds });
  const url = printsEditorUrl({ editorUrl, token: await getAccessToken(), channelId, tempSelectionId });
  const left = minDurationMs - (now() - started);
  if (left > 0) await sleep(left);
  return url;
}
