/**
 * The session flag for whether the reactivation modal has shown (my-photos.md section 3, "a session flag for
 * whether the reactivation modal shows"): set when it opens by itself, so it does so once per session.
 */
export const REACTIVATION_MODAL_SHOWN_KEY = 'storage.reactivationModalShown.v1';

export function wasReactivationModalShown(): boolean {
  try {
    return window.sessionStorage.getItem(REACTIVATION_MODAL_SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markReactivationModalShown(): void {
  try {
    window.sessionStorage.setItem(REACTIVATION_MODAL_SHOWN_KEY, 'true');
  } catch {
    // Storage blocked: the modal may open again on the next page load.
  }
}
