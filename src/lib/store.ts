/**
 * The app's one jotai store. Everything jotai goes through this module (lint-free convention, as Excalidraw
 * does): atoms are declared next to their feature with `atom` from here, components read them with the hooks
 * re-exported here, and code outside React (bootstrap, route guards) uses `appStore.get/set`.
 */
import { createElement, type ReactNode } from 'react';
import { Provider, atom, createStore, useAtom, useAtomValue, useSetAtom } from 'jotai';

export const appStore = createStore();

export { atom, useAtom, useAtomValue, useSetAtom };

/** Provides `store` (the app store unless a test passes its own). */
export function StoreProvider({
  children,
  store = appStore,
}: {
  children: ReactNode;
  store?: typeof appStore;
}) {
  return createElement(Provider, { store }, children);
}

/** A fresh store, for tests. */
export const createAppStore = createStore;
