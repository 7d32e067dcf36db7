/** Whether local storage can be written (blocked site data makes it throw); the app needs it for sign-in. */
export function isLocalStorageWritable(storage: () => Storage = () => window.localStorage): boolean {
  const key = '__storage_test__';
  try {
    const store = storage();
    store.setItem(key, key);
    store.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
