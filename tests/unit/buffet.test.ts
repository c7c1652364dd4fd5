import { spawnSync } from "node:child_process";
import { lstatSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type BuffetEdit, changeBuffet, editBuffet } from "../../cli/commands/buffet-set.js";
import { buffetOverWarning, currentTime, describeBuffet, upcomingEvents } from "../../cli/content/buffet/view.js";
import { SiteError, SiteErrors } from "../../cli/errors.js";
import { render } from "../../cli/messages/index.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { generateSite } from "../../cli/stages/build.js";
import { contentForTest, edit, positionOf, root, runSite, shippedContent, snapshot, testNow } from "./helpers.js";

const project = contentForTest;

const { content: shipped } = await loadContent(shippedContent);
const buffetFile = join(shippedContent, "buffet.yaml");
const buffetText = readFileSync(buffetFile, "utf8");
/** Before the first shipped buffet (6 December 2026): `set` changes that one. */
const november = new Date("2026-11-18T12:00:00+01:00");
const set = (changes: Extract<BuffetEdit, { kind: "set" }>["changes"], now = november): BuffetEdit => ({
  kind: "set",
  changes,
  now,
});

/** The `file:line:col message` lines a refused edit throws. */
async function refusal(edit: BuffetEdit, text = buffetText): Promise<string[]> {
  try {
    await editBuffet(buffetFile, text, edit);
  } catch (failure) {
    if (failure instanceof SiteErrors) return failure.errors.map((error) => lineOf(error));
    if (failure instanceof SiteError) return [lineOf(failure)];
    throw failure;
  }
  throw new Error("the edit was accepted");
}

const lineOf = (error: SiteError) =>
  `${error.place ? `${error.place.line}:${error.place.col} ` : ""}${error.message}${error.hint ? ` (${error.hint})` : ""}`;

/** Lines that differ between two texts of the same length. */
const changedLines = (before: string, after: string) => {
  const old = before.split("\n");
  const next = after.split("\n");
  expect(next).toHaveLength(old.length);
  return next.filter((line, index) => line !== old[index]);
};

describe("site buffet", () => {
  it("prints every buffet as visitors read it in every language, marking the ones that are over", () => {
    const result = runSite(["buffet"], project(), { SITE_NOW: "2026-12-14T12:00:00+01:00" });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("The website shows the buffet (show: true), each until it is over:");
    expect(result.stdout).toContain("Datum: Sonntag, 6. Dezember 2026  (over: no longer shown)");
    expect(result.stdout).toContain("Datum: Sonntag, 10. Januar 2027\n");
    expect(result.stdout).toContain("Date: Sunday, 10 January 2027");
    expect(result.stdout).toContain("Date: dimanche 6 décembre 2026");
    expect(result.stdout).toContain("Uhrzeit: 13:00–19:00");
    expect(result.stdout).toContain("Lieu: Baobabweg 7, 12043 Berlin");
  });

  it("says when the buffet is hidden", () => {
    const lines = describeBuffet(
      { ...shipped.buffet, show: false },
      november,
      shipped.languages,
      shipped.dictionaries,
      (name) => render(name, {}, "en").message,
    );
    expect(lines[0]).toBe("The buffet is hidden (show: false); visitors would read this once it is shown:");
  });
});

describe("the next buffet", () => {
  it("is the first one not over in Berlin, whatever the order in the file", () => {
    const reversed = { ...shipped.buffet, events: [...shipped.buffet.events].reverse() };
    const dates = (now: string) => upcomingEvents(reversed, new Date(now)).map((event) => event.date);
    expect(dates("2026-11-18T12:00:00+01:00")).toEqual(["2026-12-06", "2027-01-10"]);
    // 20:00 in Berlin on 6 December is 19:00 UTC (winter time).
    expect(dates("2026-12-06T18:59:00Z")).toEqual(["2026-12-06", "2027-01-10"]);
    expect(dates("2026-12-06T19:00:00Z")).toEqual(["2027-01-10"]);
    expect(dates("2027-01-10T18:00:00Z")).toEqual([]);
  });

  it("is in the pages' structured data and calendar files only while it is still to come", async () => {
    const site = await generateSite({ root, contentDir: shippedContent, now: new Date("2026-12-07T12:00:00+01:00") });
    const home = String(site.files.find((file) => file.path === "index.html")?.contents);
    const events = [...home.matchAll(/"@type":"FoodEvent".*?"startDate":"([^"]+)"/g)].map((match) => match[1]);
    expect(events).toEqual(["2027-01-10T13:00:00+01:00"]);
    const calendars = site.files.filter((file) => file.path.endsWith(".ics")).map((file) => file.path);
    expect(calendars.sort()).toEqual([
      "buffet-2027-01-10-1300.ics",
      "en/buffet-2027-01-10-1300.ics",
      "fr/buffet-2027-01-10-1300.ics",
    ]);
    expect(home).toContain('<a class="buffet-event__link" href="/buffet-2027-01-10-1300.ics" download="">');
  });
});

describe("the calendar file", () => {
  it("is an iCalendar event at the buffet's Berlin time, with the zone's rules, in the page's language", async () => {
    const site = await generateSite({ root, contentDir: shippedContent, now: november });
    const text = String(site.files.find((file) => file.path === "en/buffet-2026-12-06-1400.ics")?.contents);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/Berlin");
    const timezone = new ICAL.Timezone(zone as ICAL.Component);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
    expect(event.summary).toBe("African all-you-can-eat buffet – Mama Nyota");
    expect(event.location).toBe("Mama Nyota, Baobabweg 7, 12043 Berlin");
    const start = calendar.getFirstSubcomponent("vevent")?.getFirstProperty("dtstart");
    expect(start?.getParameter("tzid")).toBe("Europe/Berlin");
    event.startDate.zone = timezone;
    event.endDate.zone = timezone;
    // 14:00 on 6 December 2026 in Berlin is 13:00 UTC; in summer the same wall time would be 12:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-06T13:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-06T19:00:00.000Z");
    const summer = ICAL.Time.fromDateTimeString("2026-07-05T14:00:00", undefined);
    summer.zone = timezone;
    expect(summer.toJSDate().toISOString()).toBe("2026-07-05T12:00:00.000Z");
    expect(event.uid).toBe("buffet-2026-12-06-1400@mama-nyota.example");
  });

  it("is one per buffet, with its own UID and times, for two buffets on one day", async () => {
    const dir = project();
    const day = (from: string, to: string) =>
      `\n  - date: "2027-02-07"\n    from: "${from}"\n    to: "${to}"\n    location:\n      street: Baobabweg 7\n      postcode: "12043"\n      city: Berlin\n`;
    writeFileSync(join(dir, "content/buffet.yaml"), `${buffetText}${day("12:00", "15:00")}${day("18:00", "22:00")}`);
    const site = await generateSite({ root, contentDir: join(dir, "content"), now: new Date("2027-02-01T12:00:00Z") });
    const home = String(site.files.find((file) => file.path === "en/index.html")?.contents);
    // Each calendar file is linked twice: from the promotion and from the pop-up.
    const linked = new Set([...home.matchAll(/href="\/en\/(buffet-[^"]+\.ics)"/g)].map((match) => match[1]));
    const events = [...linked].map((file) => {
      const text = String(site.files.find((candidate) => candidate.path === `en/${file}`)?.contents);
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent") as ICAL.Component,
      );
      return [file, event.uid, event.startDate.toString(), event.endDate.toString()];
    });
    expect(events).toEqual([
      [
        "buffet-2027-02-07-1200.ics",
        "buffet-2027-02-07-1200@mama-nyota.example",
        "2027-02-07T12:00:00",
        "2027-02-07T15:00:00",
      ],
      [
        "buffet-2027-02-07-1800.ics",
        "buffet-2027-02-07-1800@mama-nyota.example",
        "2027-02-07T18:00:00",
        "2027-02-07T22:00:00",
      ],
    ]);
  });

  it("escapes commas, semicolons and backslashes, and folds long lines", async () => {
    const dir = project();
    edit(
      join(dir, "content"),
      "i18n/en.yaml",
      /^buffetMore: .*$/m,
      `buffetMore: "Eat; drink, \\\\ repeat ${"é🍲".repeat(40)}"`,
    );
    const site = await generateSite({ root, contentDir: join(dir, "content"), now: november });
    const text = String(site.files.find((file) => file.path === "en/buffet-2026-12-06-1400.ics")?.contents);
    expect(text).toContain("DESCRIPTION:Eat\\; drink\\, \\\\ repeat");
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent") as ICAL.Component);
    expect(event.description).toBe(`Eat; drink, \\ repeat ${"é🍲".repeat(40)}`);
  });
});

describe("site buffet set", () => {
  it("changes only the lines of the changed values of the next buffet, keeping comments, quotes and layout", async () => {
    const { text } = await editBuffet(
      buffetFile,
      buffetText,
      set({ date: "2027-03-07", from: "12:00", street: "Neue Straße 3" }),
    );
    expect(changedLines(buffetText, text)).toEqual([
      '  - date: "2027-03-07"',
      '    from: "12:00"',
      "      street: Neue Straße 3",
    ]);
  });

  it("changes the buffet still to come once the first is over, and the last one once all are", async () => {
    const afterFirst = await editBuffet(
      buffetFile,
      buffetText,
      set({ from: "12:00" }, new Date("2026-12-14T12:00:00Z")),
    );
    expect(afterFirst.buffet.events.map((event) => event.from)).toEqual(["14:00", "12:00"]);
    const afterAll = await editBuffet(
      buffetFile,
      buffetText,
      set({ date: "2027-02-07" }, new Date("2027-02-01T12:00:00Z")),
    );
    expect(afterAll.buffet.events.map((event) => event.date)).toEqual(["2026-12-06", "2027-02-07"]);
  });

  it("writes a missing key in quotes, the way the build wants it", async () => {
    // An invalid file has no "next" buffet to tell: the last one is changed.
    const withoutEnd = buffetText.replace(/^ {4}to: "19:00"\n/m, "");
    const { text, buffet } = await editBuffet(buffetFile, withoutEnd, set({ to: "21:00" }));
    expect(text).toContain('to: "21:00"');
    expect(buffet.events.map((event) => event.to)).toContain("21:00");
  });

  it("hides and shows the buffet", async () => {
    expect((await editBuffet(buffetFile, buffetText, set({ show: false }))).text).toContain("\nshow: false\n");
    const hidden = buffetText.replace("show: true", "show: false");
    expect((await editBuffet(buffetFile, hidden, set({ show: true }))).text).toContain("\nshow: true\n");
  });

  it.each([
    [
      { date: "2026-02-30" },
      'buffet 1: date "2026-02-30" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")',
      "date: ",
    ],
    [
      { from: "25:00" },
      'buffet 1: from "25:00" is not a time of day (write it as "HH:MM", 24 hours, in quotes, like "14:00")',
      "from: ",
    ],
    [
      { to: "9:00" },
      'buffet 1: to "9:00" is not a time of day (did you mean "09:00"? Write times as "HH:MM", 24 hours, in quotes)',
      "to: ",
    ],
    [
      { from: "21:00" },
      'buffet 1: to "20:00" must be after the start time "21:00" (the end comes after the start, on the same day)',
      "to: ",
    ],
    [
      { postcode: "123" },
      'buffet 1: location.postcode "123" is not a German postcode (five digits, in quotes, like "12043")',
      "postcode: ",
    ],
    [
      { city: "TODO" },
      'buffet 1: location.city contains an unfinished-work marker "TODO" (replace it with the real text before publishing)',
      "city: ",
    ],
  ])("refuses %o with the build's message at the value's place", async (changes, message, key) => {
    const [line, col] = positionOf(shippedContent, "buffet.yaml", key).split(":").map(Number);
    expect(await refusal(set(changes))).toEqual([`${line}:${col + key.length} ${message}`]);
  });

  it("refuses to run with nothing to change", async () => {
    expect(await refusal(set({}))).toEqual([
      "nothing to change (give at least one of --date, --from, --to, --street, --postcode, --city, --show, --hide)",
    ]);
  });

  it("refuses to edit a file that is not valid YAML, naming the broken line", async () => {
    const broken = buffetText.replace('from: "14:00"', 'from: "14:00');
    const [first] = await refusal(set({ date: "2027-03-07" }), broken);
    const opened = positionOf(shippedContent, "buffet.yaml", 'from: "14:00').split(":").map(Number);
    expect(first).toBe(
      `${opened[0]}:${opened[1] + "from: ".length} the text starting with " here has no closing " (end the text with " on the same line)`,
    );
  });

  it("saves through the command and tells the owner the next step", () => {
    const dir = project();
    const result = runSite(["buffet", "set", "--date", "2026-12-13", "--city", "Potsdam"], dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Saved content/buffet.yaml: the buffet is shown.");
    expect(result.stdout).toContain("Date: Sunday, 13 December 2026");
    expect(result.stdout).toContain("Location: Baobabweg 7, 12043 Potsdam");
    expect(result.stdout).toContain("Next: run node cli build, then upload dist/");
    const saved = readFileSync(join(dir, "content/buffet.yaml"), "utf8");
    expect(changedLines(buffetText, saved)).toEqual(['  - date: "2026-12-13"', "      city: Potsdam"]);
  });

  it("hides the buffet through the command, with --content after the subcommand", () => {
    const dir = project();
    const result = runSite(["buffet", "set", "--hide", "--content", "content"], dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("the buffet is hidden");
    expect(readFileSync(join(dir, "content/buffet.yaml"), "utf8")).toContain("\nshow: false\n");
  });

  it("refuses a bad value on the command line with one line per mistake and leaves the file as it was", () => {
    const dir = project();
    const result = runSite(["buffet", "set", "--date", "2025-02-29", "--postcode", "1234"], dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trimEnd().split("\n")).toEqual([
      `content/buffet.yaml:${positionOf(join(dir, "content"), "buffet.yaml", '"2026-12-06"')} buffet 1: date "2025-02-29" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")`,
      `content/buffet.yaml:${positionOf(join(dir, "content"), "buffet.yaml", '"12043"')} buffet 1: location.postcode "1234" is not a German postcode (five digits, in quotes, like "12043")`,
    ]);
    expect(readFileSync(join(dir, "content/buffet.yaml"), "utf8")).toBe(buffetText);
  });

  it("refuses --show together with --hide and leaves the file as it was", () => {
    const dir = project();
    const result = runSite(["buffet", "set", "--show", "--hide"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      '--show and --hide cannot be used together (choose one of them; "node cli buffet set --help" lists the options)\n',
    );
    expect(readFileSync(join(dir, "content/buffet.yaml"), "utf8")).toBe(buffetText);
  });

  it("refuses when there is no buffet file", () => {
    const dir = project();
    rmSync(join(dir, "content/buffet.yaml"));
    const result = runSite(["buffet", "set", "--hide"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^content\/buffet\.yaml:1:1 file is missing \(/);
  });

  it("keeps the file whole when the change is refused", async () => {
    const dir = project();
    const file = join(dir, "content/buffet.yaml");
    writeFileSync(file, buffetText);
    await expect(changeBuffet(join(dir, "content"), set({ from: "21:00" }))).rejects.toThrow(SiteErrors);
    expect(readFileSync(file, "utf8")).toBe(buffetText);
  });
});

describe("site buffet add", () => {
  it("adds a buffet where the last one took place, keeping everything else", () => {
    const dir = project();
    const result = runSite(["buffet", "add", "--date", "2027-02-07", "--from", "13:00", "--to", "19:00"], dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Date: Sunday, 7 February 2027");
    const saved = readFileSync(join(dir, "content/buffet.yaml"), "utf8");
    expect(saved.startsWith(buffetText.trimEnd())).toBe(true);
    expect(saved.slice(buffetText.trimEnd().length)).toBe(
      '\n\n  - date: "2027-02-07"\n    from: "13:00"\n    to: "19:00"\n    location:\n      street: Baobabweg 7\n      postcode: "12043"\n      city: Berlin\n',
    );
  });

  it("writes its new file under a name no one can place a link at beforehand", () => {
    const dir = project();
    const victim = join(dir, "victim.txt");
    writeFileSync(victim, "not the tool's\n");
    // A link waiting at the name the file used to be staged under: the process's id, known at its start.
    const planted = spawnSync(
      "bash",
      [
        "-c",
        'ln -s "$1" content/buffet.yaml.$$.tmp && exec "$2" "$3" buffet add --date 2027-02-07 --from 13:00 --to 19:00',
        "-",
        victim,
        process.execPath,
        join(root, "cli/bin.js"),
      ],
      { cwd: dir, encoding: "utf8", env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en" } },
    );
    expect(planted.stderr).toBe("");
    expect(planted.status).toBe(0);
    expect(readFileSync(victim, "utf8")).toBe("not the tool's\n");
    expect(lstatSync(join(dir, "content/buffet.yaml")).isFile()).toBe(true);
    expect(readFileSync(join(dir, "content/buffet.yaml"), "utf8")).toContain('date: "2027-02-07"');
  });

  it("takes a new place when given one", () => {
    const dir = project();
    const result = runSite(
      [
        "buffet",
        "add",
        "--date",
        "2027-02-07",
        "--from",
        "13:00",
        "--to",
        "19:00",
        "--street",
        "Marktplatz 1",
        "--city",
        "Potsdam",
        "--postcode",
        "14467",
      ],
      dir,
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Location: Marktplatz 1, 14467 Potsdam");
  });

  it("needs a date and both times", () => {
    const dir = project();
    const result = runSite(["buffet", "add", "--date", "2027-02-07", "--from", "13:00"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("--to");
    expect(readFileSync(join(dir, "content/buffet.yaml"), "utf8")).toBe(buffetText);
  });
});

describe("buffet.yaml mistakes", () => {
  it("refuses a buffet without an end time, naming the buffet", () => {
    const dir = project();
    edit(join(dir, "content"), "buffet.yaml", '    to: "19:00"\n', "");
    const where = positionOf(join(dir, "content"), "buffet.yaml", '- date: "2027-01-10"').split(":").map(Number);
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `content/buffet.yaml:${where[0]}:${where[1] + 2} buffet 2: to is missing (add it, as in the shipped file)\n`,
    );
  });
});

describe("the buffet-is-over warning", () => {
  const at = (iso: string) => buffetOverWarning(shipped.buffet, new Date(iso));

  it("stays quiet while a buffet is still to come", () => {
    expect(at("2026-12-07T12:00:00+01:00")).toBeUndefined();
    expect(at("2027-01-10T18:59:00+01:00")).toBeUndefined();
  });

  it("names the last day and says how to add the next or hide it once every buffet has ended", () => {
    const warning = at("2027-01-10T19:00:00+01:00");
    expect(warning?.texts("en")).toEqual({
      message:
        "warning: every buffet in buffet.yaml is over (the last on Sunday, 10 January 2027): the website shows none",
      hint: 'add the next one with "node cli buffet add --date YYYY-MM-DD --from HH:MM --to HH:MM", or hide the buffet with "node cli buffet set --hide", then build again',
    });
    expect(warning?.texts("de").message).toBe(
      "Warnung: jedes Buffet in buffet.yaml ist vorbei (das letzte am Sonntag, 10. Januar 2027): die Website zeigt keines",
    );
  });

  it("stays quiet for a hidden buffet", () => {
    const hidden = { ...shipped.buffet, show: false };
    expect(buffetOverWarning(hidden, new Date("2027-02-01T00:00:00Z"))).toBeUndefined();
  });

  it("is printed by site build, which still succeeds", () => {
    const dir = project();
    const result = runSite(["build"], dir, { SITE_NOW: "2027-01-11T09:00:00+01:00" });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Wrote \d+ pages/);
    expect(result.stderr).toMatch(/^warning: every buffet in buffet\.yaml is over .*--hide/);
  });

  it("is not printed by site build while a buffet is to come", () => {
    const dir = project();
    const result = runSite(["build"], dir, { SITE_NOW: "2026-12-06T12:00:00+01:00" });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
  });

  it("refuses a SITE_NOW that is not a date, before touching dist/", () => {
    const dir = project();
    const result = runSite(["build"], dir, { SITE_NOW: "next sunday" });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'SITE_NOW "next sunday" is not a date and time (use ISO format, like "2025-11-03T12:00" (Berlin time) or "2025-11-03T12:00+01:00")\n',
    );
    expect(() => readFileSync(join(dir, "dist/index.html"))).toThrow();
  });

  it("reads now from SITE_NOW, or the clock without it", () => {
    expect(currentTime({ SITE_NOW: "2025-11-02T20:00:00+01:00" }).toISOString()).toBe("2025-11-02T19:00:00.000Z");
    expect(currentTime({ SITE_NOW: "2025-11-02T19:00:00.250Z" }).toISOString()).toBe("2025-11-02T19:00:00.250Z");
    const before = Date.now();
    expect(currentTime({}).getTime()).toBeGreaterThanOrEqual(before);
  });

  it("reads a SITE_NOW without an offset as Berlin's wall time, in winter and in summer", () => {
    const at = (value: string) => currentTime({ SITE_NOW: value }).toISOString();
    expect(at("2025-11-02T20:00")).toBe("2025-11-02T19:00:00.000Z");
    expect(at("2025-07-06T14:00:30")).toBe("2025-07-06T12:00:30.000Z");
    expect(at("2025-11-02")).toBe("2025-11-01T23:00:00.000Z");
    // 02:30 does not exist on 30 March 2025: the clock read before the jump, 03:30 summer time.
    expect(at("2025-03-30T02:30")).toBe("2025-03-30T01:30:00.000Z");
  });

  it("refuses a SITE_NOW that is no day of the calendar, or written in a way a machine reads in its own zone", () => {
    for (const value of ["2025-11-31T12:00", "2025-11-02T24:00", "Nov 2 2025 20:00", "2025-11-02T20:00+25:00"]) {
      expect(() => currentTime({ SITE_NOW: value }), value).toThrow(SiteError);
    }
  });

  it("builds the same site on machines in different time zones from a SITE_NOW without an offset", () => {
    const dir = project();
    // Half an hour before the first buffet ends in Berlin: in Kiritimati (UTC+14) that wall time is long past.
    const env = { SITE_NOW: "2026-12-06T19:30" };
    for (const zone of ["UTC", "Pacific/Kiritimati"]) {
      const result = runSite(["build", "--out", zone.replace("/", "-")], dir, { ...env, TZ: zone });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    }
    const utc = snapshot(join(dir, "UTC"));
    expect(utc["index.html"]).toBeDefined();
    expect(snapshot(join(dir, "Pacific-Kiritimati"))).toEqual(utc);
    // And the buffet still to come in Berlin at 19:30 is the one on the page.
    expect(readFileSync(join(dir, "UTC/en/index.html"), "utf8")).toContain('"startDate":"2026-12-06T14:00:00+01:00"');
  });
});
