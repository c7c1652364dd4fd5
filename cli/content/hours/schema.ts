import * as z from "zod";
import { addDays, clockText, type Range } from "../../shared/opening-hours.js";
import { isPlaceableDate, localInstant } from "../../shared/time.js";
import { guessRange } from "../guess.js";
import { isoDate, says, texts } from "../schema-parts.js";

import { type Weekday, weekdays } from "./weekdays.js";

/** A hyphen or an en dash (\u2013, an escape: the tool's code is ASCII only, see cli/bundle.js). */
const rangePattern = /^(\d{1,2}):(\d{2})\s*[-\u2013]\s*(\d{1,2}):(\d{2})$/;

/** A range that is none, with what the hint answers: the range meant, or the owner's own times. */
type RangeProblem =
  | { message: "NotTimeRange"; params: { guess: string } }
  | { message: "RangeEndsBeforeStart"; params: { from: string; to: string } };

/** The latest a night may run into the next day: an earlier end is read as the two times swapped. */
const latestNightEnd = 6 * 60;

/**
 * "17:00-22:00" (or with an en dash) as minutes, or the catalogue entry that
 * says what is wrong with it. An end of 24:00 is midnight. A special day may
 * run into the next morning ("18:00-02:00" on New Year's Eve: [1080, 1560]);
 * the week's days are written as two, one on each day.
 */
function parseRange(value: unknown, night = false): Range | RangeProblem {
  const match = typeof value === "string" ? rangePattern.exec(value.trim()) : null;
  const notRange = (): RangeProblem => {
    // "17 Uhr - 22 Uhr" meant 17:00-22:00; a guess that is no range either is not offered.
    const guess = guessRange(value);
    return { message: "NotTimeRange", params: { guess: guess && Array.isArray(parseRange(guess)) ? guess : "" } };
  };
  if (!match) return notRange();
  const [startHour, startMinute, endHour, endMinute] = match.slice(1).map(Number);
  const valid = (hour: number, minute: number, end: boolean) =>
    minute < 60 && (hour < 24 || (end && hour === 24 && minute === 0));
  if (!valid(startHour, startMinute, false) || !valid(endHour, endMinute, true)) return notRange();
  const start = startHour * 60 + startMinute;
  const end = endHour * 60 + endMinute;
  if (end > start) return [start, end];
  if (night && end <= latestNightEnd && end < start) return [start, end + 24 * 60];
  // Both before 24:00 here: an end of 24:00 is after any start.
  return { message: "RangeEndsBeforeStart", params: { from: clockText(start), to: clockText(end) } };
}

const rangeSchema = { type: "string", pattern: rangePattern.source };

/**
 * A day's opening: `closed`, one range, or a list of ranges that do not
 * overlap. Read by hand rather than as a union, so a mistake is named for
 * what it is ("ends before it starts"), not as "none of the forms".
 */
const day = (night = false) =>
  z
    .unknown()
    .transform((value, ctx): Range[] => {
      // A day left out is missing, said where the week is, not a day that is no opening.
      if (value === undefined) {
        ctx.addIssue({ code: "invalid_type", expected: "string", input: value });
        return [];
      }
      if (value === "closed") return [];
      // A word that is no time at all ("zu", true): say what a day may be.
      if (!Array.isArray(value) && (typeof value !== "string" || !/\d/.test(value))) {
        ctx.addIssue({ code: "custom", message: says("NotOpening") });
        return [];
      }
      const list = Array.isArray(value);
      const ranges: { range: Range; index: number }[] = [];
      for (const [index, item] of (list ? value : [value]).entries()) {
        const range = parseRange(item, night);
        if (!Array.isArray(range)) {
          const { message, params } = range;
          ctx.addIssue({ code: "custom", path: list ? [index] : [], message: says(message), params });
        } else ranges.push({ range, index });
      }
      ranges.sort((a, b) => a.range[0] - b.range[0]);
      for (let i = 1; i < ranges.length; i++) {
        if (ranges[i].range[0] < ranges[i - 1].range[1]) {
          ctx.addIssue({ code: "custom", path: [ranges[i].index], message: says("RangesOverlap") });
        }
      }
      return ranges.map((entry) => entry.range);
    })
    // What editors complete and check; the build's own check is the transform above.
    // Each form has a title: the browser editor offers them as a choice (cli/messages/editor-words.ts names them).
    .meta({
      anyOf: [
        { const: "closed", title: "closed" },
        { ...rangeSchema, title: "range" },
        { type: "array", items: rangeSchema, title: "ranges" },
      ],
    });

const closure = z.strictObject({ from: isoDate(), to: isoDate(), reason: texts() }).superRefine((closure, ctx) => {
  if (closure.to < closure.from) {
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: says("ClosureEndsBeforeStart"),
      params: { from: closure.from },
    });
  }
});

/** How many days before a closure or special day the website announces it, when hours.yaml does not say. */
export const defaultAnnounceDays = 14;

/**
 * Hours for one date, which may run into the next morning. On the night the clocks go forward,
 * 02:00 to 03:00 does not exist: a range that starts or ends there names no moment, as a buffet's
 * time would not.
 */
const specialDay = z.strictObject({ date: isoDate(), hours: day(true) }).superRefine((special, ctx) => {
  if (!isPlaceableDate(special.date)) return;
  for (const range of special.hours) {
    // 24:00 is the next day's midnight, which always exists; a later end is a time of the next day.
    const times = range
      .filter((minutes) => minutes !== 24 * 60)
      .map((minutes) =>
        minutes < 24 * 60 ? [special.date, clockText(minutes)] : [addDays(special.date, 1), clockText(minutes)],
      );
    const skipped = times.find(([date, time]) => localInstant(date, time).kind === "gap");
    if (skipped) {
      ctx.addIssue({
        code: "custom",
        path: ["hours"],
        message: says("TimeSkipped"),
        params: { date: skipped[0], time: skipped[1] },
      });
      return;
    }
  }
});

/**
 * content/hours.yaml: when the restaurant is open, in Berlin time. A weekly
 * schedule, closures (holidays, vacation) with their first and last day, and
 * special hours for single dates, which win over the week; each is announced
 * on every page from `announceDays` days before it.
 */
export const hoursSchema = z.strictObject({
  weekly: z.strictObject(
    Object.fromEntries(weekdays.map((name) => [name, day()])) as Record<Weekday, ReturnType<typeof day>>,
  ),
  closures: z.array(closure, { error: says("NotAList") }).default([]),
  special: z.array(specialDay, { error: says("NotAList") }).default([]),
  // Two weeks: time enough to plan around a closure, short enough not to hang over every page for months.
  announceDays: z
    .number({ error: says("NotAnnounceDays") })
    .int({ error: says("NotAnnounceDays") })
    .min(0, { error: says("NotAnnounceDays") })
    .max(365, { error: says("NotAnnounceDays") })
    .default(defaultAnnounceDays),
});

export type Hours = z.output<typeof hoursSchema>;
export type Closure = Hours["closures"][number];
