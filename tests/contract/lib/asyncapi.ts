/**
 * The AsyncAPI push channels (openapi/asyncapi/<channel>.yaml) for the contract tests: the documents with every
 * $ref resolved, validation of a message against its payload schema (Ajv, JSON Schema 2020-12, as the
 * OpenAPI bodies), and a WebSocket client that authenticates the way the app does and checks every frame the
 * server sends against the channel's receive messages.
 *
 *   const socket = await connectPush('downloads', `${wsBase}/push/downloads`, token); // sent authenticate, got OK
 *   const finished = await socket.next((m) => m.key === 'archive-generation-finished');
 *   expect(socket.problems).toEqual([]); // every frame matched a receive message of the document
 *   await socket.close();
 *
 * Pure Node (no vitest imports): the mock's own tests validate the messages they capture with it too.
 * `onPushFrame` lets the contract run see every frame that matched a message (record.ts checks the assumed
 * parts of its payload).
 */
import path from 'node:path';
import { WebSocket } from 'ws';
import { dereference, loadDocument, REPO_ROOT, validateSchema } from './specs';

// A parsed YAML document is untyped JSON.
type Json = any;

const ASYNCAPI_DIR = path.join(REPO_ROOT, 'openapi/asyncapi');

export interface AsyncMessage {
  /** The message's key in the channel (e.g. `downloadNotification`). */
  key: string;
  /** Its `name` (usually the same). */
  name: string;
  contentType: string;
  payload: Json;
}

export interface AsyncChannel {
  /** Document name, e.g. `downloads`. */
  name: string;
  document: Json;
  /** The messages of the operations with this action (from the app's side: `send` the app sends). */
  messages(action: 'send' | 'receive'): AsyncMessage[];
  /** A message by key or name. */
  message(keyOrName: string): AsyncMessage;
}

const channels = new Map<string, AsyncChannel>();

/** Loads openapi/asyncapi/<name>.yaml with its $refs resolved. */
export function loadAsyncApi(name: string): AsyncChannel {
  const cached = channels.get(name);
  if (cached) return cached;
  const file = path.join(ASYNCAPI_DIR, `${name}.yaml`);
  const document = dereference(loadDocument(file), file);
  const defaultContentType: string = document.defaultContentType ?? 'application/json';
  const toMessage = (key: string, message: Json): AsyncMessage => ({
    key,
    name: message.name ?? key,
    contentType: message.contentType ?? defaultContentType,
    payload: message.payload ?? {},
  });
  const all: AsyncMessage[] = Object.values<Json>(document.channels ?? {}).flatMap((channel) =>
    Object.entries<Json>(channel.messages ?? {}).map(([key, message]) => toMessage(key, message)),
  );
  const byName = (message: Json) =>
    all.find((m) => m.name === message.name && m.contentType === (message.contentType ?? defaultContentType));
  const channel: AsyncChannel = {
    name,
    document,
    messages(action) {
      return Object.values<Json>(document.operations ?? {})
        .filter((operation) => operation.action === action)
        .flatMap((operation) => (operation.messages ?? []).map(byName))
        .filter((m): m is AsyncMessage => m !== undefined);
    },
    message(keyOrName) {
      const found = all.find((m) => m.key === keyOrName || m.name === keyOrName);
      if (!found) throw new Error(`No message ${keyOrName} in openapi/asyncapi/${name}.yaml`);
      return found;
    },
  };
  channels.set(name, channel);
  return channel;
}

/** Validates a payload (parsed JSON, or the text of a text/plain message) against a message; [] when valid. */
export function validateAsyncPayload(channel: string, message: string, payload: unknown): string[] {
  return validateSchema(loadAsyncApi(channel).message(message).payload, payload);
}

export interface ReceivedFrame {
  /** The receive message it matched; undefined when it matched none. */
  message?: string;
  /** The parsed JSON, or the text for a text/plain message (and for a frame that is not JSON). */
  payload: unknown;
  /** Why it matched no receive message (each candidate's errors). */
  errors: string[];
}

/** Which receive message of the channel a text frame is: the first whose content type and payload fit. */
export function matchReceived(channel: string, text: string): ReceivedFrame {
  const errors: string[] = [];
  let json: unknown;
  let isJson = true;
  try {
    json = JSON.parse(text);
  } catch {
    isJson = false;
  }
  for (const message of loadAsyncApi(channel).messages('receive')) {
    const jsonMessage = /json/.test(message.contentType);
    if (jsonMessage && !isJson) {
      errors.push(`${message.key}: not JSON`);
      continue;
    }
    const payload = jsonMessage ? json : text;
    const problems = validateSchema(message.payload, payload);
    if (problems.length === 0) return { message: message.key, payload, errors: [] };
    errors.push(...problems.map((p) => `${message.key}: ${p}`));
  }
  return { payload: isJson ? json : text, errors };
}

/** Called with every frame a push socket received that matched a receive message of its channel. */
export type PushFrameListener = (channel: string, message: AsyncMessage, payload: unknown) => void;
const frameListeners = new Set<PushFrameListener>();

/** Adds a listener for the frames of every push socket; returns its removal. */
export function onPushFrame(listener: PushFrameListener): () => void {
  frameListeners.add(listener);
  return () => frameListeners.delete(listener);
}

function notifyFrame(channel: string, frame: ReceivedFrame): void {
  if (!frame.message) return;
  const message = loadAsyncApi(channel).message(frame.message);
  for (const listener of frameListeners) listener(channel, message, frame.payload);
}

export interface PushSocket {
  /** The acknowledgement the server sent for the authenticate message (e.g. `OK`). */
  acknowledgement: unknown;
  /** Every frame after the acknowledgement, in order. */
  frames: ReceivedFrame[];
  /** Frames that matched no receive message of the document, described. */
  problems: string[];
  /** The first frame (already received or coming) whose payload `accept`s; rejects after `timeoutMs`. */
  next(accept: (payload: any) => boolean, timeoutMs?: number): Promise<any>;
  close(): Promise<void>;
}

/**
 * Opens the channel's WebSocket at `url`, sends the authenticate message (validated against the document's send
 * message) and resolves once the server acknowledged it; rejects when it closes or answers something else.
 */
export function connectPush(
  channel: string,
  url: string,
  token: string,
  timeoutMs = 10_000,
): Promise<PushSocket> {
  const authenticate = { action: 'authenticate', token };
  const sendProblems = validateAsyncPayload(channel, 'authenticate', authenticate);
  if (sendProblems.length > 0) throw new Error(`authenticate message: ${sendProblems.join('; ')}`);

  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames: ReceivedFrame[] = [];
    const problems: string[] = [];
    const waiters = new Set<() => void>();
    let acknowledged = false;
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`${url}: no acknowledgement within ${timeoutMs} ms`));
    }, timeoutMs);

    const socket: PushSocket = {
      acknowledgement: undefined,
      frames,
      problems,
      next(accept, waitMs = 10_000) {
        return new Promise((resolveNext, rejectNext) => {
          const check = () => {
            const frame = frames.find((f) => f.message && accept(f.payload));
            if (!frame) return false;
            waiters.delete(check);
            clearTimeout(giveUp);
            resolveNext(frame.payload);
            return true;
          };
          const giveUp = setTimeout(() => {
            waiters.delete(check);
            const seen = frames.map((f) => JSON.stringify(f.payload)).join('\n  ');
            rejectNext(new Error(`${url}: no such message within ${waitMs} ms; received:\n  ${seen}`));
          }, waitMs);
          if (!check()) waiters.add(check);
        });
      },
      close() {
        return new Promise((resolveClose) => {
          if (ws.readyState === WebSocket.CLOSED) return resolveClose();
          ws.once('close', () => resolveClose());
          ws.close();
        });
      },
    };

    ws.on('open', () => ws.send(JSON.stringify(authenticate)));
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      if (!acknowledged) {
        acknowledged = true;
        clearTimeout(timer);
        const ack = matchReceived(channel, text);
        if (ack.message !== 'acknowledgement') {
          ws.terminate();
          reject(new Error(`${url}: expected the acknowledgement, got ${text} (${ack.errors.join('; ')})`));
          return;
        }
        socket.acknowledgement = ack.payload;
        notifyFrame(channel, ack);
        resolve(socket);
        return;
      }
      const frame = matchReceived(channel, text);
      frames.push(frame);
      notifyFrame(channel, frame);
      if (!frame.message) problems.push(`${text}: ${frame.errors.join('; ')}`);
      for (const check of [...waiters]) check();
    });
    ws.on('close', (code, reason) => {
      clearTimeout(timer);
      if (!acknowledged) reject(new Error(`${url}: closed before the acknowledgement (${code} ${reason})`));
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      if (!acknowledged) reject(error);
    });
  });
}
