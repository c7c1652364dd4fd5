import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hoursView, openingHoursData } from "../../cli/content/hours/view.js";
import { dateSpan } from "../../cli/shared/format.js";
import { berlinClock, type OpeningData, openingAt, openingText } from "../../cli/shared/opening-hours.js";
import { wallClockAt } from "../../cli/shared/time.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { generateSite } from "../../cli/stages/build.js";
import { contentForTest, root, runSite, shippedContent } from "./helpers.js";

const { content: shipped } = await loadContent(shippedContent);
const november = new Date("2026-11-18T12:00:00+01:00");
const view = (lang: string, now = november) => hoursView(shipped.hours, lang, shipped.dictionaries[lang], now);
const data = view("de").data;
/** The line the website shows at a Berlin wall-clock time, given with its offset. */
const line = (iso: string, lang = "de", opening: OpeningData = view(lang).data) =>
  openingText(opening, Date.parse(iso), shipped.dictionaries[lang].dateLocale);

describe("the week", () => {
  it("reads as rows, days with the same hours together, in each language", () => {
    expect(view("de").rows).toEqual([
      { days: "Mo", weekdays: [0], hours: ["geschlossen"] },
      { days: "Di–Do", weekdays: [1, 2, 3], hours: ["17:00–22:00"] },
      { days: "Fr", weekdays: [4], hours: ["12:00–15:00", "17:00–23:00"] },
      { days: "Sa", weekdays: [5], hours: ["12:00–23:00"] },
      { days: "So", weekdays: [6], hours: ["12:00–21:00"] },
    ]);
    expect(view("en").rows[1]).toEqual({ days: "Tue–Thu", weekdays: [1, 2, 3], hours: ["17:00–22:00"] });
    expect(view("fr").rows[0]).toEqual({ days: "lun.", weekdays: [0], hours: ["fermé"] });
  });

  it("is in every page's footer and on the home page", async () => {
    const site = await generateSite({ root, contentDir: shippedContent, now: november });
    for (const file of site.files.filter((candidate) => candidate.path.endsWith("index.html"))) {
      const html = String(file.contents);
      expect(html, file.path).toMatch(
        /<section class="site-footer__column" aria-labelledby="footer-hours" data-opening="/,
      );
      expect(html, file.path).toMatch(/<dt>(Di–Do|Tue–Thu|mar\.–jeu\.)<\/dt><dd>17:00–22:00<\/dd>/);
    }
    const home = String(site.files.find((file) => file.path === "en/index.html")?.contents);
    expect(home).toContain('<h2 id="visit-title">Visit us</h2>');
    expect(home).toContain('<h3 id="visit-hours">Opening hours</h3>');
  });
});

describe("Berlin time in the browser", () => {
  it("agrees with the time-zone database every 15 minutes around each change, 2000 to 2040", () => {
    const disagreements: string[] = [];
    for (let year = 2000; year <= 2040; year++) {
      for (const month of [2, 9]) {
        // Two days either side of the month's last Sunday, in steps of 15 minutes.
        const end = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, end.getUTCDate() - end.getUTCDay());
        for (let at = sunday - 2 * 864e5; at <= sunday + 2 * 864e5; at += 15 * 60_000) {
          const [date, time] = wallClockAt(at);
          const { date: ours, minutes } = berlinClock(at);
          const expected = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
          if (ours !== date || minutes !== expected) disagreements.push(new Date(at).toISOString());
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe("open now", () => {
  it("is open until the end of the range, closed from its last minute", () => {
    // Tuesday 21 October 2025, summer time (+02:00).
    expect(line("2025-10-21T16:59:00+02:00")).toBe("Geschlossen · öffnet heute 17:00");
    expect(line("2025-10-21T17:00:00+02:00")).toBe("Geöffnet · bis 22:00");
    expect(line("2025-10-21T21:59:00+02:00")).toBe("Geöffnet · bis 22:00");
    expect(line("2025-10-21T22:00:00+02:00")).toBe("Geschlossen · öffnet Mi 17:00");
    expect(line("2025-10-21T22:00:00+02:00", "en")).toBe("Closed · opens Wed 17:00");
    expect(line("2025-10-21T22:00:00+02:00", "fr")).toBe("Fermé · ouvre mer. à 17:00");
  });

  it("knows the gap between two ranges of one day", () => {
    // Friday 24 October 2025: 12:00–15:00 and 17:00–23:00.
    expect(line("2025-10-24T14:59:00+02:00")).toBe("Geöffnet · bis 15:00");
    expect(line("2025-10-24T15:00:00+02:00")).toBe("Geschlossen · öffnet heute 17:00");
    expect(line("2025-10-24T17:00:00+02:00")).toBe("Geöffnet · bis 23:00");
  });

  it("skips a closed day: Sunday night opens again on Tuesday", () => {
    expect(line("2025-10-19T21:00:00+02:00")).toBe("Geschlossen · öffnet Di 17:00");
    expect(line("2025-10-20T12:00:00+02:00")).toBe("Geschlossen · öffnet Di 17:00");
  });

  it("counts in Berlin time across the change to summer time (last Sunday of March)", () => {
    // Saturday 28 March 2026 is still winter time (+01:00), Sunday 29 March summer time (+02:00).
    expect(line("2026-03-28T22:59:00+01:00")).toBe("Geöffnet · bis 23:00");
    expect(line("2026-03-28T23:00:00+01:00")).toBe("Geschlossen · öffnet So 12:00");
    // 11:59 and 12:00 Berlin time on the Sunday: 09:59 and 10:00 UTC.
    expect(line("2026-03-29T09:59:00Z")).toBe("Geschlossen · öffnet heute 12:00");
    expect(line("2026-03-29T10:00:00Z")).toBe("Geöffnet · bis 21:00");
    expect(line("2026-03-29T18:59:00Z")).toBe("Geöffnet · bis 21:00");
    expect(line("2026-03-29T19:00:00Z")).toBe("Geschlossen · öffnet Di 17:00");
  });

  it("counts in Berlin time across the change back (last Sunday of October)", () => {
    // Saturday 25 October 2025 +02:00; Sunday 26 October +01:00.
    expect(line("2025-10-25T20:59:00Z")).toBe("Geöffnet · bis 23:00");
    expect(line("2025-10-25T21:00:00Z")).toBe("Geschlossen · öffnet So 12:00");
    expect(line("2025-10-26T10:59:00Z")).toBe("Geschlossen · öffnet heute 12:00");
    expect(line("2025-10-26T11:00:00Z")).toBe("Geöffnet · bis 21:00");
    expect(line("2025-10-26T19:59:00Z")).toBe("Geöffnet · bis 21:00");
    expect(line("2025-10-26T20:00:00Z")).toBe("Geschlossen · öffnet Di 17:00");
  });

  it("is closed on a closure's first and last day, and opens after it", () => {
    // 24 to 26 December 2026 (Thursday to Saturday).
    expect(line("2026-12-23T21:59:00+01:00")).toBe("Geöffnet · bis 22:00");
    expect(line("2026-12-23T22:00:00+01:00")).toBe("Geschlossen · öffnet So 12:00");
    expect(line("2026-12-24T18:00:00+01:00")).toBe("Geschlossen · öffnet So 12:00");
    expect(line("2026-12-26T18:00:00+01:00")).toBe("Geschlossen · öffnet So 12:00");
    expect(line("2026-12-27T12:00:00+01:00")).toBe("Geöffnet · bis 21:00");
  });

  it("takes a special day's hours instead of the week's, through midnight", () => {
    // Thursday 31 December 2026: 18:00–24:00 instead of the week's 17:00–22:00, then Friday 1 January from 12:00.
    expect(line("2026-12-31T17:00:00+01:00")).toBe("Geschlossen · öffnet heute 18:00");
    expect(line("2026-12-31T23:59:00+01:00")).toBe("Geöffnet · bis 00:00");
    expect(line("2027-01-01T00:00:00+01:00")).toBe("Geschlossen · öffnet heute 12:00");
  });

  it("names the date when the next opening is more than a week away, and says closed when there is none", () => {
    const holiday: OpeningData = { ...data, closures: [["2025-11-01", "2025-11-20"]], special: [] };
    expect(line("2025-11-03T12:00:00+01:00", "de", holiday)).toBe("Geschlossen · öffnet 21. Nov. 12:00");
    const never: OpeningData = { ...data, week: data.week.map(() => []), special: [] };
    expect(openingAt(never, Date.parse("2025-11-03T12:00:00+01:00"))).toEqual({ open: false });
    expect(line("2025-11-03T12:00:00+01:00", "de", never)).toBe("Geschlossen");
  });
});

describe("closures and special days", () => {
  it("show until their last day is past, then the build warns", async () => {
    expect(view("de", new Date("2026-12-26T23:00:00+01:00")).closures).toHaveLength(1);
    expect(view("de", new Date("2026-12-27T00:00:00+01:00")).closures).toHaveLength(0);
    expect(view("en").closures[0].notice).toBe("Christmas holidays: we are closed from 24 to 26 December 2026.");
    const result = runSite(["build"], contentForTest(), { SITE_NOW: "2027-01-02T12:00:00+01:00" });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      "warning: the closure from Thursday, 24 December 2026 to Saturday, 26 December 2026 is over: the website no longer shows it (remove it from hours.yaml when you like)",
    );
  });

  it("are announced from 14 days before their first day until their last, in the order they come", () => {
    expect(view("en", new Date("2026-12-01T12:00:00+01:00")).notices).toEqual([
      {
        from: "2026-12-10",
        until: "2026-12-26",
        text: "Christmas holidays: we are closed from 24 to 26 December 2026.",
      },
      { from: "2026-12-17", until: "2026-12-31", text: "Special opening hours on Thu, 31 December 2026: 18:00–24:00" },
    ]);
    expect(view("de").notices[1].text).toBe("Besondere Öffnungszeiten am Do., 31. Dezember 2026: 18:00–24:00");
    expect(view("fr").notices[1].text).toBe("Horaires exceptionnels le jeu. 31 décembre 2026\u00a0: 18:00–24:00");
    // A day that is over at build time is not in the page at all.
    expect(view("en", new Date("2027-01-01T00:00:00+01:00")).notices).toEqual([]);
  });

  it("name the days of a closure once, what the first shares with the last said once, in every language", () => {
    expect(view("de").closures[0].notice).toBe(
      "Weihnachtsferien: Wir haben vom 24. bis 26. Dezember 2026 geschlossen.",
    );
    expect(view("fr").closures[0].notice).toBe("Vacances de Noël\u00a0: nous sommes fermés du 24 au 26 décembre 2026.");
    const span = (from: string, to: string, locale: string) => Object.values(dateSpan(from, to, locale)).join(" / ");
    expect(span("2026-11-28", "2026-12-02", "de-DE")).toBe("28. November / 2. Dezember 2026");
    expect(span("2026-12-28", "2027-01-02", "en-GB")).toBe("28 December 2026 / 2 January 2027");
    expect(span("2026-12-24", "2026-12-24", "fr-FR")).toBe("24 décembre 2026 / 24 décembre 2026");
    // Where the month comes first, the first day keeps it: "from December 24 to December 26, 2026".
    expect(span("2026-12-24", "2026-12-26", "en-US")).toBe("December 24 / December 26, 2026");
  });

  it("are listed together with the hours, closures beside the special days, in the order they come", async () => {
    expect(view("de").closures.map((closure) => closure.dates)).toEqual([
      "Do., 24.\u2009–\u2009Sa., 26. Dezember 2026",
    ]);
    const site = await generateSite({ root, contentDir: shippedContent, now: november });
    const html = String(site.files.find((file) => file.path === "index.html")?.contents);
    const footer = html.slice(html.indexOf('aria-labelledby="footer-hours"'));
    const special = footer.slice(footer.indexOf("Besondere Tage"));
    expect(special).toMatch(
      /Do\., 24\.\u2009–\u2009Sa\., 26\. Dezember 2026<\/dt><dd>geschlossen<\/dd>.*Do\., 31\. Dezember 2026<\/dt><dd>18:00–24:00/,
    );
    // Shown until the last of them is over; each row until its own last day.
    expect(footer).toContain(
      '<div class="opening-hours__special" data-show-until="2026-12-31"><p class="opening-hours__special-title">',
    );
    expect(special).toContain('<div data-from="2026-12-24" data-show-until="2026-12-26"><dt>');
  });

  it("are announced as many days ahead as hours.yaml says", async () => {
    const dir = contentForTest();
    writeFileSync(
      join(dir, "content/hours.yaml"),
      `${readFileSync(join(dir, "content/hours.yaml"), "utf8")}announceDays: 3\n`,
    );
    const { content } = await loadContent(join(dir, "content"));
    const notices = hoursView(content.hours, "en", content.dictionaries.en, november).notices;
    expect(notices.map((notice) => [notice.from, notice.until])).toEqual([
      ["2026-12-21", "2026-12-26"],
      ["2026-12-28", "2026-12-31"],
    ]);
  });

  it("have a notice on every page, shown without JavaScript while the build's day is between announcement and last day", async () => {
    const notice = async (now: string) => {
      const site = await generateSite({ root, contentDir: shippedContent, now: new Date(now) });
      const html = String(site.files.find((file) => file.path === "en/about/index.html")?.contents);
      return /<p class="closure-notice" data-show-from="2026-12-10" data-show-until="2026-12-26"( hidden="")?>Christmas holidays: /.exec(
        html,
      )?.[1];
    };
    expect(await notice("2026-12-09T12:00:00+01:00")).toBe(' hidden=""');
    expect(await notice("2026-12-10T12:00:00+01:00")).toBeUndefined();
    expect(await notice("2026-12-25T12:00:00+01:00")).toBeUndefined();
  });
});

describe("a special day past midnight", () => {
  /** The shipped hours with New Year's Eve open from 18:00 to 02:00, as one entry. */
  const newYearsEve = async (hours = "18:00-02:00") => {
    const dir = contentForTest();
    const file = join(dir, "content/hours.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("hours: 18:00-24:00", `hours: ${hours}`));
    return { dir, ...(await loadContent(join(dir, "content"))) };
  };

  it("is one entry: open until 02:00 on New Year's Eve, and still at 01:00 on 1 January", async () => {
    const { content } = await newYearsEve();
    const at = (iso: string, lang = "de") =>
      openingText(
        hoursView(content.hours, lang, content.dictionaries[lang], new Date(iso)).data,
        Date.parse(iso),
        content.dictionaries[lang].dateLocale,
      );
    expect(at("2026-12-31T17:00:00+01:00")).toBe("Geschlossen · öffnet heute 18:00");
    expect(at("2026-12-31T23:00:00+01:00")).toBe("Geöffnet · bis 02:00");
    // Built on the night itself, after midnight: the page still knows the night began the day before.
    expect(at("2027-01-01T01:00:00+01:00")).toBe("Geöffnet · bis 02:00");
    expect(at("2027-01-01T01:00:00+01:00", "en")).toBe("Open · until 02:00");
    expect(at("2027-01-01T02:00:00+01:00")).toBe("Geschlossen · öffnet heute 12:00");
  });

  it("reads 18:00–02:00 on the page, in its notice and in schema.org, with no notice for 1 January", async () => {
    const { content } = await newYearsEve();
    const view = hoursView(content.hours, "de", content.dictionaries.de, november);
    expect(view.special.map((day) => [day.date, day.hours])).toEqual([["Do., 31. Dezember 2026", ["18:00–02:00"]]]);
    expect(view.notices.map((notice) => notice.text)).toEqual([
      "Weihnachtsferien: Wir haben vom 24. bis 26. Dezember 2026 geschlossen.",
      "Besondere Öffnungszeiten am Do., 31. Dezember 2026: 18:00–02:00",
    ]);
    expect(openingHoursData(content.hours, november)).toMatchObject({
      specialOpeningHoursSpecification: [
        {},
        { validFrom: "2026-12-31", validThrough: "2026-12-31", opens: "18:00", closes: "02:00" },
      ],
    });
  });

  it("is what site hours prints at 01:00 on 1 January", async () => {
    const { dir } = await newYearsEve();
    const result = runSite(["hours"], dir, { SITE_NOW: "2027-01-01T01:00:00+01:00", SITE_LANG: "de" });
    expect(result.status).toBe(0);
    expect(result.stdout.split("\n").slice(0, 2)).toEqual(["de  Öffnungszeiten", "    Geöffnet · bis 02:00"]);
  });

  it("is refused when the end reads as the start (22:00-17:00), and in the week, with the same hints", async () => {
    const dir = contentForTest();
    const file = join(dir, "content/hours.yaml");
    const shippedHours = readFileSync(file, "utf8");
    writeFileSync(file, shippedHours.replace("hours: 18:00-24:00", "hours: 22:00-17:00"));
    const swapped = runSite(["build"], dir);
    expect(swapped.status).toBe(1);
    expect(swapped.stderr).toContain(
      'special.0.hours "22:00-17:00" ends before it starts (the start comes first: 17:00-22:00)',
    );
    writeFileSync(file, shippedHours.replace("saturday: 12:00-23:00", "saturday: 18:00-02:00"));
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'weekly.saturday "18:00-02:00" ends before it starts (hours past midnight go on the next day: 18:00-24:00 here and 00:00-02:00 on the next day)',
    );
  });

  it("is refused where its morning does not exist: the night the clocks go forward", async () => {
    const dir = contentForTest();
    const file = join(dir, "content/hours.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        'date: "2026-12-31"\n    hours: 18:00-24:00',
        'date: "2027-03-27"\n    hours: 20:00-02:30',
      ),
    );
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("02:30 does not exist on 2027-03-28 in Berlin");
  });
});

describe("structured data", () => {
  it("gives the week, closures and special days as schema.org opening hours", () => {
    expect(openingHoursData(shipped.hours, november)).toEqual({
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Tuesday", "Wednesday", "Thursday"],
          opens: "17:00",
          closes: "22:00",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "12:00", closes: "15:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "17:00", closes: "23:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "12:00", closes: "23:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "12:00", closes: "21:00" },
      ],
      specialOpeningHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          validFrom: "2026-12-24",
          validThrough: "2026-12-26",
          opens: "00:00",
          closes: "00:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          validFrom: "2026-12-31",
          validThrough: "2026-12-31",
          opens: "18:00",
          closes: "23:59",
        },
      ],
    });
    expect(openingHoursData(shipped.hours, new Date("2027-02-01T12:00:00+01:00"))).not.toHaveProperty(
      "specialOpeningHoursSpecification",
    );
  });
});

describe("site hours", () => {
  it("prints the hours, the special days, the closures and whether it is open now, in every language", () => {
    const result = runSite(["hours"], root, { SITE_NOW: "2026-12-24T18:00:00+01:00" });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    const lines = result.stdout.split("\n");
    expect(lines.slice(0, 8)).toEqual([
      "de  Öffnungszeiten",
      "    Geschlossen · öffnet So 12:00",
      "    Mo     geschlossen",
      "    Di–Do  17:00–22:00",
      "    Fr     12:00–15:00, 17:00–23:00",
      "    Sa     12:00–23:00",
      "    So     12:00–21:00",
      "  Besondere Tage",
    ]);
    expect(lines).toContain("  Weihnachtsferien: Wir haben vom 24. bis 26. Dezember 2026 geschlossen.");
    expect(lines).toContain("    Closed · opens Sun 12:00");
  });
});
