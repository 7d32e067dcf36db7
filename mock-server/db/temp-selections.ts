/**
 * State of the temporary selections service: photo selections stored for the prints editor, by id and account.
 * Nothing is seeded (a selection lives only between "Order prints" and the editor reading it).
 *
 * Assumptions where the documents say nothing: a selection is kept 24 hours, then it is gone (404); it keeps
 * the photo ids as given (order and repeats), even when a photo is deleted later.
 */
import type { ServiceState } from './state';

export const TEMP_SELECTION_TTL_MS = 24 * 60 * 60_000;

export interface TempSelectionRecord {
  id: string;
  accountId: string;
  photoIds: string[];
  createdAt: number;
}

export interface TempSelectionState extends ServiceState {
  byId: Map<string, TempSelectionRecord>;
}

export function createTempSelectionState(): TempSelectionState {
  const byId = new Map<string, TempSelectionRecord>();
  return { byId, reset: () => byId.clear() };
}

export function addTempSelection(
  db: TempSelectionState,
  accountId: string,
  photoIds: readonly string[],
  now = Date.now(),
): TempSelectionRecord {
  const record = { id: crypto.randomUUID(), accountId, photoIds: [...photoIds], createdAt: now };
  db.byId.set(record.id, record);
  return record;
}

/** A selection of the account that has not expired; undefined otherwise (expired ones are dropped). */
export function findTempSelection(
  db: TempSelectionState,
  accountId: string,
  id: string,
  now = Date.now(),
): TempSelectionRecord | undefined {
  const record = db.byId.get(id);
  if (record && now > record.createdAt + TEMP_SELECTION_TTL_MS) {
    db.byId.delete(id);
    return undefined;
  }
  return record?.accountId === accountId ? record : undefined;
}

/** One account's selections gone (the seed has none; the console's "Reset this account"); others untouched. */
export function resetAccountTempSelections(db: TempSelectionState, accountId: string): void {
  for (const [id, record] of [...db.byId]) if (record.accountId === accountId) db.byId.delete(id);
}
