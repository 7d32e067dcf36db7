/** The activation feature's spec constants, named as the spec names them (my-photos.md and account-area.md). */

/** Push-finish delay (my-photos.md section 9): after import-finished the app waits 10 s before it refreshes the activation status. */
export const PUSH_FINISH_DELAY_MS = 10_000;

/** How often the activation status is asked again while IMPORTING (account-area.md: "while Importing, polling
 * runs"; the interval is not shown: 5 s, a few requests during an import of a few seconds to minutes). */
export const ACTIVATION_POLL_MS = 5_000;
