/** The storage status feature's spec constants, named as the spec names them (account-area.md). */

/** Storage period: photos are kept 18 months after the last order or the registration. */
export const STORAGE_PERIOD_MONTHS = 18;
/** Storage status thresholds: 3 or more months left is safe, 1 or more is warning, otherwise critical. */
export const STORAGE_SAFE_MONTHS = 3;
export const STORAGE_WARNING_MONTHS = 1;
