import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clockTime, longDate, monthYear, price, timeRange } from "../../cli/shared/format.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { contentForTest, edit } from "./helpers.js";

describe("dates, times and prices", () => {
  it("read as each language writes a day, with or without its weekday", () => {
    expect(longDate("2025-11-02", "de-DE", "long")).toBe("Sonntag, 2. November 2025");
    expect(longDate("2025-11-02", "fr-FR", "long")).toBe("dimanche 2 novembre 2025");
    expect(longDate("2025-12-31", "de-DE", "short")).toBe("Mi., 31. Dezember 2025");
    expect(longDate("2025-12-31", "en-GB")).toBe("31 December 2025");
    expect(monthYear("2025-10", "de-DE")).toBe("Oktober 2025");
  });

  it("write times on the 24-hour clock, midnight at the end of a day as 24:00", () => {
    expect(clockTime(17 * 60 + 5)).toBe("17:05");
    expect(clockTime(24 * 60)).toBe("24:00");
    expect(timeRange("14:00", "20:00")).toBe("14:00–20:00");
  });

  it("write euros as the locale does", () => {
    expect(price(1250, "de-DE")).toBe("12,50\u00a0€");
    expect(price(1250, "en-GB")).toBe("€12.50");
  });
});

describe("a buffet's times", () => {
  it("are read once, as instants with the offset Berlin has that day", async () => {
    const dir = contentForTest();
    edit(dir, "content/buffet.yaml", '"2026-12-06"', '"2026-07-05"');
    const { content } = await loadContent(join(dir, "content"));
    const [summer, winter] = content.buffet.events;
    expect(summer.start).toEqual({ at: Date.parse("2026-07-05T12:00:00Z"), iso: "2026-07-05T14:00:00+02:00" });
    expect(summer.end.iso).toBe("2026-07-05T20:00:00+02:00");
    expect(winter.start.iso).toBe("2027-01-10T13:00:00+01:00");
  });
});
