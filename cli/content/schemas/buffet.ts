import { localInstant } from "../../time.js";
import { address, clockTime, flag, isCalendarDate, isoDate, says, timeOfDay, z } from "./common.js";

/** content/buffet.yaml: the buffet announced on the website. */
export const buffetSchema = z
  .strictObject({
    show: flag(),
    date: isoDate(),
    from: clockTime(),
    to: clockTime(),
    location: address(),
    newLocation: flag(),
  })
  .superRefine((buffet, ctx) => {
    if (!isCalendarDate(buffet.date)) return;
    for (const key of ["from", "to"] as const) {
      if (timeOfDay.test(buffet[key]) && localInstant(buffet.date, buffet[key]).kind === "gap") {
        ctx.addIssue({ code: "custom", path: [key], message: says("TimeSkipped"), params: { date: buffet.date } });
      }
    }
    // Only two real times can be compared; a wrong one (25:00) has its own message already.
    if (timeOfDay.test(buffet.from) && timeOfDay.test(buffet.to) && buffet.to <= buffet.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: says("EndBeforeStart"), params: { from: buffet.from } });
    }
  });

export type Buffet = z.output<typeof buffetSchema>;
