/**
 * Numbers and names the widgets and the browser tests share. The drawer's
 * numbers follow vaul (src/constants.ts); CSS owns the animation itself and
 * uses the same duration and easing.
 */

/** A drag down past this fraction of the drawer's height closes it. */
export const DRAWER_CLOSE_THRESHOLD = 0.25;
/** A release faster than this (px per ms, measured over the whole drag) closes it. */
export const DRAWER_VELOCITY_THRESHOLD = 0.4;
export const DRAWER_TRANSITION_MS = 500;
export const DRAWER_EASING = "cubic-bezier(0.32, 0.72, 0, 1)";

/** sessionStorage: the buffet pop-up has been shown in this browser session. */
export const BUFFET_SEEN_KEY = "buffet-seen";
/** localStorage: the visitor accepted cookies (value "true"); the seed's key. */
export const COOKIE_ACCEPTED_KEY = "cookie-accepted";
/**
 * Dispatched on document once the buffet pop-up is closed, or when it will not open
 * on this page: the cookie notice waits for it, so a guest meets one overlay at a time.
 */
export const BUFFET_DIALOG_DONE = "buffet-dialog-done";
