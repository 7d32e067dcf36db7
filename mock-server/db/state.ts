/**
 * The one shape of a service's state (docs/architecture.md, "The mock backend"):
 *
 *   // db/<service>.ts: seeded when created; reset() puts it back to the seed and stops its timers
 *   export function create<Service>State({ accounts }: Pick<StateInputs, 'accounts'>): <Service>State
 *   // handlers/<service>.ts
 *   const state = create<Service>State(deps);
 *   deps.onReset(state.reset);
 *
 * A state that several services read (customers, shared albums) is taken with `sharedState(deps, create…)`
 * instead: one instance per mock, its reset registered once. The photo store (db/photos.ts) is the one
 * exception: the core store every state may read, made, seeded and re-seeded first by `createMockState()`
 * (mock-state.ts), which server.ts and testing/handler-deps.ts both use.
 */
import type { DemoAccount } from '../accounts';
import type { PhotoStore } from './photos';

/** What every service state has. */
export interface ServiceState {
  /** Back to the seed (timers cancelled). */
  reset(): void;
}

/** What a state is made from; each `create<Service>State` picks the part its seed reads. */
export interface StateInputs {
  /** The mock's photo store (read by seeds that pick photos). */
  store: PhotoStore;
  /** The seeded demo accounts. */
  accounts: readonly DemoAccount[];
}

/** Where shared states live: one per photo store (one per mock), reset through `onReset`. */
export interface StateScope extends StateInputs {
  /** Registers what `POST /__mock/reset` runs. */
  onReset(reset: () => void): void;
}

const shared = new WeakMap<PhotoStore, Map<unknown, ServiceState>>();

/**
 * The instance of a state that several services share: created (and seeded) by the first caller of this mock,
 * its reset registered once, the same object for every later caller.
 */
export function sharedState<S extends ServiceState>(
  scope: StateScope,
  create: (inputs: StateInputs) => S,
): S {
  let states = shared.get(scope.store);
  if (!states) {
    states = new Map();
    shared.set(scope.store, states);
  }
  let state = states.get(create) as S | undefined;
  if (!state) {
    state = create(scope);
    states.set(create, state);
    scope.onReset(state.reset);
  }
  return state;
}
