import * as z from "zod";
import { instantOf, isPlaceableDate, localInstant, timeOfDay } from "../../shared/time.js";
import { address, clockTime, flag, isoDate, says } from "../schema-parts.js";

/** One buffet: a day, its start and end in Berlin time, where it takes place. */
const event = z
  .strictObject({
    date: isoDate(),
    from: clockTime(),
    to: clockTime(),
    // A new buffet in the editor starts at the last one's place, as `site buffet add` does.
    location: address().meta({ "x-copied-to-new": true }),
    newLocation: flag().default(false),
  })
  .superRefine((event, ctx) => {
    if (!isPlaceableDate(event.date)) return;
    for (const key of ["from", "to"] as const) {
      if (timeOfDay.test(event[key]) && localInstant(event.date, event[key]).kind === "gap") {
        ctx.addIssue({ code: "custom", path: [key], message: says("TimeSkipped"), params: { date: event.date } });
      }
    }
    // Only two real times can be compared; a wrong one (25:00) has its own message already.
    if (timeOfDay.test(event.from) && timeOfDay.test(event.to) && event.to <= event.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: says("EndBeforeStart"), params: { from: event.from } });
    }
  })
  // Read once here, as instants: what is over, what comes next and how calendars write it all start from these.
  .transform((event) => ({
    ...event,
    start: instantOf(event.date, event.from),
    end: instantOf(event.date, event.to),
  }));

/**
 * content/buffet.yaml: the buffets announced on the website, in any order. The
 * website shows the next one that has not ended, and stops showing each by
 * itself once it is over.
 */
export const buffetSchema = z.strictObject({
  show: flag(),
  events: z
    .array(event, { error: says("NotAList") })
    .min(1, { error: says("NeedsOne") })
    // Each buffet is one event in a visitor's calendar, known by its day and start: two alike would be one.
    .superRefine((events, ctx) => {
      const starts = new Map<string, number>();
      for (const [index, { date, from }] of events.entries()) {
        const first = starts.get(`${date} ${from}`);
        if (first === undefined) starts.set(`${date} ${from}`, index);
        else
          ctx.addIssue({
            code: "custom",
            path: [index, "date"],
            message: says("BuffetSameStart"),
            params: { from, other: first + 1 },
          });
      }
    }),
});

export type Buffet = z.output<typeof buffetSchema>;
export type BuffetEvent = Buffet["events"][number];
