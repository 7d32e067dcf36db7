/**
 * The photos chosen in the import modal, and what became of them. Pure functions plus one atom.
 *
 * The list lives in an atom (not in the modal), so closing the modal by mistake loses nothing: it is there again
 * when the modal reopens, for the rest of the page's life. Files stay in memory only; a reload empties it (File
 * objects cannot be stored). Uploaded photos leave the list; photos that failed stay, with the reason, for a retry.
 * Assumption: a file chosen twice (same name, size and modification time) is listed once.
 */
import { atom } from '@/lib/store';
import type { RejectReason } from './file-types';

/** Why an upload failed: refused type (415), too large (413), unreadable (400), the service, or the network. */
export type UploadFailure = 'type' | 'tooLarge' | 'unreadable' | 'server' | 'network';

export interface ImportItem {
  id: string;
  file: File;
  /** Set when the last upload of this photo failed. */
  failure?: UploadFailure;
}

/** A file that was not added, with why. `folder` is a dropped folder (its photos must be chosen themselves). */
export interface RejectedFile {
  name: string;
  reason: RejectReason | 'folder';
}

/** The outcome of one photo's upload: uploaded, failed, or not finished because the user cancelled. */
export type UploadOutcome =
  { kind: 'uploaded' } | { kind: 'failed'; failure: UploadFailure } | { kind: 'cancelled' };

export const importItemsAtom = atom<readonly ImportItem[]>([]);

let nextId = 0;
const newId = () => `import-${++nextId}`;

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** The list with `files` added at the end, leaving out files already in it (or twice in `files`). */
export function addFiles(items: readonly ImportItem[], files: readonly File[]): readonly ImportItem[] {
  const added: ImportItem[] = [];
  for (const file of files) {
    if ([...items, ...added].some((item) => sameFile(item.file, file))) continue;
    added.push({ id: newId(), file });
  }
  return added.length === 0 ? items : [...items, ...added];
}

export function removeItem(items: readonly ImportItem[], id: string): readonly ImportItem[] {
  return items.filter((item) => item.id !== id);
}

/** Before a new attempt: no failure shown any more. */
export function clearFailures(items: readonly ImportItem[]): readonly ImportItem[] {
  return items.some((item) => item.failure) ? items.map(({ id, file }) => ({ id, file })) : items;
}

/** After an attempt: uploaded photos leave the list, failed ones keep their reason, cancelled ones stay as they are. */
export function applyOutcomes(
  items: readonly ImportItem[],
  outcomes: ReadonlyMap<string, UploadOutcome>,
): readonly ImportItem[] {
  return items.flatMap((item) => {
    const outcome = outcomes.get(item.id);
    if (outcome?.kind === 'uploaded') return [];
    if (outcome?.kind === 'failed') return [{ ...item, failure: outcome.failure }];
    return [item];
  });
}

export interface OutcomeCounts {
  uploaded: number;
  failed: number;
  cancelled: number;
}

export function countOutcomes(outcomes: ReadonlyMap<string, UploadOutcome>): OutcomeCounts {
  const counts = { uploaded: 0, failed: 0, cancelled: 0 };
  for (const outcome of outcomes.values()) counts[outcome.kind]++;
  return counts;
}
