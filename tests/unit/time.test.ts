import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { instantOf, localInstant, wallClockAt } from "../../cli/shared/time.js";

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
