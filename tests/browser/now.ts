/**
 * The moment the browser tests' site is built for and their browsers live in:
 * a Sunday before the shipped buffets, so the pop-up and the promotion show,
 * and no test depends on today's date. Tests about time set their own clock.
 */
export const buildNow = "2026-11-15T12:00:00+01:00";
