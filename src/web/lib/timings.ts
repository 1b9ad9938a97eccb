/**
 * How long the interface waits, shows or repeats something (spec 1 §2, §4, §9; spec 2 §7, §9). All in
 * milliseconds. Browser-only timings live here, not in src/domain/constants.ts: the server and the domain
 * rules never read them (issue 18 item 4).
 *
 * @module
 */

/** First delay of the session-refresh exponential back-off (spec 1 §9). */
export const SESSION_REFRESH_BACKOFF_START_MS = 200;
/** How often the unread-messages badge is refreshed besides live updates (spec 1 §4, §9): 5 minutes. */
export const UNREAD_REFRESH_MS = 300_000;
/** How long the dashboard payment-result banner stays (spec 1 §2, §9). */
export const PAYMENT_BANNER_MS = 5_000;
/** How long success messages and toasts stay (spec 1 §2, §9). */
export const SUCCESS_TOAST_MS = 3_000;
/** Delay before the receipt print window opens (spec 2 §7, §9). */
export const RECEIPT_PRINT_DELAY_MS = 250;
/** The receipt button resets after this (spec 2 §9). */
export const RECEIPT_BUTTON_RESET_MS = 1_000;
