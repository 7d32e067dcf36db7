/**
 * The mock's state as server.ts and testing/handler-deps.ts both build it: the photo store (seeded, unless one
 * is given) and the reset registry that every service state joins through `onReset` (db/state.ts).
 * `reset()` re-seeds the photo store first (other seeds read it), then runs the registered resets in order.
 */
import type { DemoAccount } from './accounts';
import { createPhotoStore, type PhotoStore } from './db/photos';
import { resetStore, seedStore, type SeedResult } from './db/seed';

export interface MockState {
  store: PhotoStore;
  /** Milliseconds the initial photo seed took (0 when the store was given). */
  seedMs: number;
  /** Registers what `reset()` runs after the photo store is back to its seed. */
  onReset(reset: () => void): void;
  /** Every state back to its seed; answers what re-seeding the photo store took. */
  reset(): SeedResult;
}

export function createMockState({
  accounts,
  store,
}: {
  accounts: readonly DemoAccount[];
  /** A store to use as it is (not seeded); default a new store with every account's seed. */
  store?: PhotoStore;
}): MockState {
  const photos = store ?? createPhotoStore();
  const seedMs = store ? 0 : seedStore(photos, accounts).ms;
  const resets: (() => void)[] = [];
  return {
    store: photos,
    seedMs,
    onReset: (reset) => resets.push(reset),
    reset() {
      const result = resetStore(photos, accounts);
      for (const reset of resets) reset();
      return result;
    },
  };
}
