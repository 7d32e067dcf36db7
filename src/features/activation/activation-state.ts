import { atom } from '@/lib/store';

/**
 * The activation's in-progress state (my-photos.md section 4): on from the moment an activation starts (or the
 * status is IMPORTING) until import-finished has been handled (or the import failed).
 */
export const activationInProgressAtom = atom(false);

/** The last import of this session failed (import-error): the page says so and offers to try again. */
export const activationFailedAtom = atom(false);
