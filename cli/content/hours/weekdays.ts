/**
 * The days of the week as the hours name them: a plain list, which the hours' view shows without
 * loading their schema (and zod with it: a build whose files all come from the cache loads neither).
 */

/** Monday first, as a German week starts; also the order the schedule is shown in. */
export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];
