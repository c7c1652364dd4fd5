import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { instantOf, keepRestaurantTime, localInstant, wallClockAt } from "../../cli/shared/time.js";

const isoLocal = (date: string, time: string) => instantOf(date, time).iso;

import { contentForTest, edit, positionOf, runSite } from "./helpers.js";

describe("Berlin wall-clock times", () => {
  it("get the offset in force at that moment of the day, on both change days", () => {
    expect(isoLocal("2025-11-02", "14:00")).toBe("2025-11-02T14:00:00+01:00");
    expect(isoLocal("2025-07-06", "14:00")).toBe("2025-07-06T14:00:00+02:00");
    // Last Sunday of March: winter time until 02:00, summer time from 03:00.
    expect(isoLocal("2025-03-30", "01:30")).toBe("2025-03-30T01:30:00+01:00");
    expect(isoLocal("2025-03-30", "03:00")).toBe("2025-03-30T03:00:00+02:00");
    // Last Sunday of October: summer time until 03:00, which becomes 02:00 winter time.
    expect(isoLocal("2025-10-26", "01:59")).toBe("2025-10-26T01:59:00+02:00");
    expect(isoLocal("2025-10-26", "03:00")).toBe("2025-10-26T03:00:00+01:00");
    expect(isoLocal("2026-03-29", "01:59")).toBe("2026-03-29T01:59:00+01:00");
    expect(isoLocal("2026-10-25", "20:00")).toBe("2026-10-25T20:00:00+01:00");
  });

  it("do not exist between 02:00 and 03:00 on the last Sunday of March", () => {
    for (const time of ["02:00", "02:30", "02:59"]) expect(localInstant("2025-03-30", time).kind).toBe("gap");
    expect(localInstant("2026-03-29", "02:15").kind).toBe("gap");
    expect(() => isoLocal("2025-03-30", "02:30")).toThrow();
  });

  it("mean their first occurrence, still summer time, when the clocks go back", () => {
    const twice = localInstant("2025-10-26", "02:30");
    expect(twice).toEqual({ kind: "exists", instant: Date.parse("2025-10-26T00:30:00Z"), offset: "+02:00" });
    // The same wall time an hour later is winter time.
    expect(wallClockAt(Date.parse("2025-10-26T01:30:00Z"))).toEqual(["2025-10-26", "02:30"]);
  });

  it("read from the tool's own clock (TZ) are Intl's, on both sides of every change of the clocks since 1900", () => {
    // Every quarter of an hour for six hours around each change the time-zone database knows (double
    // summer time in 1945 and 1947, the end of September until 1995, the end of October since), and noon of every day.
    const hour = 3_600_000;
    const instants: number[] = [];
    let changes = 0;
    const offset = (at: number) => {
      const [date, time] = wallClockAt(at);
      return Date.parse(`${date}T${time}:00Z`) - Math.floor(at / 60_000) * 60_000;
    };
    for (let at = Date.UTC(1900, 0, 1, 11); at < Date.UTC(2040, 0, 1); at += 24 * hour) {
      instants.push(at);
      if (offset(at) !== offset(at + 24 * hour)) {
        changes++;
        for (let near = at - 3 * hour; near <= at + 27 * hour; near += hour / 4) instants.push(near);
      }
    }
    const byIntl = instants.map((at) => wallClockAt(at));
    const before = process.env.TZ;
    try {
      keepRestaurantTime();
      expect(process.env.TZ).toBe("Europe/Berlin");
      expect(instants.map((at) => wallClockAt(at))).toEqual(byIntl);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
    // Two a year since 1980, and those of the wars and after.
    expect(changes).toBeGreaterThan(2 * 60 + 10);
  });
});

describe("the buffet's times", () => {
  it("are published with the offset of the day itself", () => {
    const dir = contentForTest();
    edit(dir, "content/buffet.yaml", 'date: "2026-12-06"', 'date: "2025-03-30"');
    edit(dir, "content/buffet.yaml", 'from: "14:00"', 'from: "01:30"');
    // The spring before: the buffet is still to come.
    expect(runSite(["build"], dir, { SITE_NOW: "2025-03-01T12:00:00+01:00" }).status).toBe(0);
    const home = readFileSync(join(dir, "dist/index.html"), "utf8");
    expect(home).toContain('"startDate":"2025-03-30T01:30:00+01:00"');
    expect(home).toContain('"endDate":"2025-03-30T20:00:00+02:00"');
  });

  it("refuse a start time the clocks skip, at the value", () => {
    const dir = contentForTest();
    edit(dir, "content/buffet.yaml", 'date: "2026-12-06"', 'date: "2025-03-30"');
    edit(dir, "content/buffet.yaml", 'from: "14:00"', 'from: "02:30"');
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `content/buffet.yaml:${positionOf(dir, "content/buffet.yaml", '"02:30"')} buffet 1: from "02:30" does not exist on 2025-03-30 in Berlin: the clocks jump from 02:00 to 03:00 that night (choose 03:00 or later)\n`,
    );
  });
});

describe("the last years of the calendar", () => {
  it("are placed in Berlin time to the last minute of 9999, where UTC is already in the year 10000 an hour later", () => {
    expect(isoLocal("9999-12-31", "21:30")).toBe("9999-12-31T21:30:00+01:00");
    expect(isoLocal("9999-12-31", "23:59")).toBe("9999-12-31T23:59:00+01:00");
    expect(isoLocal("9999-07-01", "12:00")).toBe("9999-07-01T12:00:00+02:00");
    expect(wallClockAt(Date.UTC(9999, 11, 31, 22, 59))).toEqual(["9999-12-31", "23:59"]);
  });

  it("build a buffet on the last evening of 9999, also with SITE_NOW that evening", () => {
    const dir = contentForTest();
    edit(dir, "content/buffet.yaml", 'date: "2026-12-06"', 'date: "9999-12-31"');
    edit(dir, "content/buffet.yaml", 'from: "14:00"', 'from: "21:30"');
    edit(dir, "content/buffet.yaml", 'to: "20:00"', 'to: "23:00"');
    const result = runSite(["build"], dir, { SITE_NOW: "9999-12-31T20:00" });
    expect(result.stderr).not.toMatch(/internal error|RangeError/);
    expect(result.status).toBe(0);
    const home = readFileSync(join(dir, "dist/index.html"), "utf8");
    expect(home).toContain('"startDate":"9999-12-31T21:30:00+01:00"');
    expect(home).toContain('"endDate":"9999-12-31T23:00:00+01:00"');
    for (const command of ["hours", "buffet", "menu"]) {
      const printed = runSite([command], dir, { SITE_NOW: "9999-12-31T20:00" });
      expect(printed.status, printed.stderr).toBe(0);
    }
  });

  it("end where Berlin's calendar does: a SITE_NOW past it, or before 1900, is refused in a sentence", () => {
    const dir = contentForTest();
    for (const now of ["9999-12-31T23:30-12:00", "1850-01-01T12:00"]) {
      const result = runSite(["build"], dir, { SITE_NOW: now });
      expect(result.stderr).toBe(
        `SITE_NOW "${now}" is not within the years 1900 to 9999, which the tool can place in Berlin time (use a date and time within them, like "2025-11-03T12:00")\n`,
      );
      expect(result.status).toBe(1);
    }
  });
});
