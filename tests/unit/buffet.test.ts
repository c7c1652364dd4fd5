import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buffetOverWarning, currentTime, describeBuffet } from "../../cli/buffet.js";
import { editBuffet, setBuffet } from "../../cli/buffet-set.js";
import { loadContent } from "../../cli/content/load.js";
import { SiteError, SiteErrors } from "../../cli/errors.js";
import { render } from "../../cli/messages.js";
import { contentForTest, positionOf, runSite, shippedContent } from "./helpers.js";

const project = contentForTest;

const { content: shipped } = await loadContent(shippedContent);
const buffetFile = join(shippedContent, "buffet.yaml");
const buffetText = readFileSync(buffetFile, "utf8");

/** The `file:line:col message` lines a refused edit throws. */
async function refusal(changes: Parameters<typeof editBuffet>[2], text = buffetText): Promise<string[]> {
  try {
    await editBuffet(buffetFile, text, changes);
  } catch (failure) {
    if (failure instanceof SiteErrors) return failure.errors.map((error) => lineOf(error));
    if (failure instanceof SiteError) return [lineOf(failure)];
    throw failure;
  }
  throw new Error("the edit was accepted");
}

const lineOf = (error: SiteError) =>
  `${error.place ? `${error.place.line}:${error.place.col} ` : ""}${error.message}${error.hint ? ` (${error.hint})` : ""}`;

describe("site buffet", () => {
  it("prints the buffet as visitors read it in every language", () => {
    const result = runSite(["buffet"], project());
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("The website shows this buffet (show: true):");
    expect(result.stdout).toContain("Datum: Sonntag, 2. November 2025");
    expect(result.stdout).toContain("Date: Sunday, 2 November 2025");
    expect(result.stdout).toContain("Date: dimanche 2 novembre 2025");
    expect(result.stdout).toContain("Uhrzeit: 14:00–20:00");
    expect(result.stdout).toContain("Lieu: Baobabweg 7, 12043 Berlin");
  });

  it("says when the buffet is hidden", () => {
    const lines = describeBuffet(
      { ...shipped.buffet, show: false },
      shipped.languages,
      shipped.dictionaries,
      (name) => render(name, {}, "en").message,
    );
    expect(lines[0]).toBe("The buffet is hidden (show: false); visitors would read this once it is shown:");
  });
});

describe("site buffet set", () => {
  it("changes only the lines of the changed values, keeping comments, quotes and layout", async () => {
    const { text } = await editBuffet(buffetFile, buffetText, {
      date: "2026-03-01",
      from: "12:00",
      street: "Neue Straße 3",
    });
    const before = buffetText.split("\n");
    const after = text.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toEqual(['date: "2026-03-01"', 'from: "12:00"', "  street: Neue Straße 3"]);
  });

  it("writes a missing key in quotes, the way the build wants it", async () => {
    const withoutEnd = buffetText.replace(/^to: .*\n/m, "");
    const { text, buffet } = await editBuffet(buffetFile, withoutEnd, { to: "21:00" });
    expect(text).toContain('to: "21:00"');
    expect(buffet.to).toBe("21:00");
  });

  it("hides and shows the buffet", async () => {
    expect((await editBuffet(buffetFile, buffetText, { show: false })).text).toContain("\nshow: false\n");
    const hidden = buffetText.replace("show: true", "show: false");
    expect((await editBuffet(buffetFile, hidden, { show: true })).text).toContain("\nshow: true\n");
  });

  it.each([
    [
      { date: "2026-02-30" },
      'date "2026-02-30" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")',
      "date: ",
    ],
    [
      { date: "1.3.2026" },
      'date "1.3.2026" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")',
      "date: ",
    ],
    [
      { from: "25:00" },
      'from "25:00" is not a time of day (write it as "HH:MM", 24 hours, in quotes, like "14:00")',
      "from: ",
    ],
    [{ to: "9:00" }, 'to "9:00" is not a time of day (write it as "HH:MM", 24 hours, in quotes, like "14:00")', "to: "],
    [
      { from: "21:00" },
      'to "20:00" must be after the start time "21:00" (the end comes after the start, on the same day)',
      "to: ",
    ],
    [
      { postcode: "123" },
      'location.postcode "123" is not a German postcode (five digits, in quotes, like "12043")',
      "postcode: ",
    ],
    [
      { street: " " },
      'location.street " " must not be empty (write the text, or restore it from the shipped file)',
      "street: ",
    ],
    [
      { city: "TODO" },
      'location.city contains an unfinished-work marker "TODO" (replace it with the real text before publishing)',
      "city: ",
    ],
  ])("refuses %o with the build's message at the value's place", async (changes, message, key) => {
    const [line, col] = positionOf(shippedContent, "buffet.yaml", key).split(":").map(Number);
    expect(await refusal(changes)).toEqual([`${line}:${col + key.length} ${message}`]);
  });

  it("refuses to run with nothing to change", async () => {
    expect(await refusal({})).toEqual([
      "nothing to change (give at least one of --date, --from, --to, --street, --postcode, --city, --show, --hide)",
    ]);
  });

  it("refuses to edit a file that is not valid YAML, naming the broken line", async () => {
    const broken = buffetText.replace('from: "14:00"', 'from: "14:00');
    const [first] = await refusal({ date: "2026-03-01" }, broken);
    const opened = positionOf(shippedContent, "buffet.yaml", 'from: "14:00').split(":").map(Number);
    expect(first).toBe(
      `${opened[0]}:${opened[1] + "from: ".length} the text starting with " here has no closing " (end the text with " on the same line)`,
    );
  });

  it("saves through the command and tells the owner the next step", () => {
    const dir = project();
    const result = runSite(
      ["buffet", "set", "--date", "2025-12-07", "--from", "13:00", "--to", "19:00", "--city", "Potsdam"],
      dir,
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Saved content/buffet.yaml: the buffet is shown.");
    expect(result.stdout).toContain("Date: Sunday, 7 December 2025");
    expect(result.stdout).toContain("Location: Baobabweg 7, 12043 Potsdam");
    expect(result.stdout).toContain("Next: run npx site build, then upload dist/");
    const saved = readFileSync(join(dir, "content/buffet.yaml"), "utf8");
    expect(saved).toContain('date: "2025-12-07"');
    expect(saved).toContain("# Show it? true = yes, false = no (the pop-up and the notice disappear).");
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
      `content/buffet.yaml:${positionOf(join(dir, "content"), "buffet.yaml", '"2025-11-02"')} date "2025-02-29" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")`,
      `content/buffet.yaml:${positionOf(join(dir, "content"), "buffet.yaml", '"12043"')} location.postcode "1234" is not a German postcode (five digits, in quotes, like "12043")`,
    ]);
    expect(readFileSync(join(dir, "content/buffet.yaml"), "utf8")).toBe(buffetText);
  });

  it("refuses --show together with --hide and leaves the file as it was", () => {
    const dir = project();
    const result = runSite(["buffet", "set", "--show", "--hide"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      '--show and --hide cannot be used together (choose one of them; "npx site buffet set --help" lists the options)\n',
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

  it("keeps the file whole when writing fails", async () => {
    const dir = project();
    const file = join(dir, "content/buffet.yaml");
    writeFileSync(file, buffetText);
    await expect(setBuffet(join(dir, "content"), { from: "21:00" })).rejects.toThrow(SiteErrors);
    expect(readFileSync(file, "utf8")).toBe(buffetText);
  });
});

describe("the buffet-is-over warning", () => {
  const at = (iso: string) => buffetOverWarning(shipped.buffet, new Date(iso));

  it("stays quiet until the buffet ends at 20:00 Berlin time", () => {
    expect(at("2025-11-02T19:59:00+01:00")).toBeUndefined();
  });

  it("names the day in plain English and says how to update or hide it once it has ended", () => {
    const warning = at("2025-11-02T20:00:00+01:00");
    expect(warning?.texts("en")).toEqual({
      message: "warning: the buffet on Sunday, 2 November 2025 is over, but the website still announces it",
      hint: 'set the next one with "npx site buffet set --date YYYY-MM-DD --from HH:MM --to HH:MM" or hide it with "npx site buffet set --hide", then build again',
    });
    expect(warning?.texts("de").message).toBe(
      "Warnung: das Buffet am Sonntag, 2. November 2025 ist vorbei, aber die Website kündigt es noch an",
    );
  });

  it("stays quiet for a hidden buffet", () => {
    const hidden = { ...shipped.buffet, show: false };
    expect(buffetOverWarning(hidden, new Date("2026-01-01T00:00:00Z"))).toBeUndefined();
  });

  it("is printed by site build, which still succeeds", () => {
    const dir = project();
    const result = runSite(["build"], dir, { SITE_NOW: "2025-11-03T09:00:00+01:00" });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Wrote 25 pages/);
    expect(result.stderr).toMatch(/^warning: the buffet on Sunday, 2 November 2025 is over, .*--hide/);
  });

  it("is not printed by site build before the buffet", () => {
    const dir = project();
    const result = runSite(["build"], dir, { SITE_NOW: "2025-11-02T12:00:00+01:00" });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
  });

  it("refuses a SITE_NOW that is not a date, before touching dist/", () => {
    const dir = project();
    const result = runSite(["build"], dir, { SITE_NOW: "next sunday" });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'SITE_NOW "next sunday" is not a date and time (use ISO format, like "2025-11-03T12:00")\n',
    );
    expect(() => readFileSync(join(dir, "dist/index.html"))).toThrow();
  });

  it("reads now from SITE_NOW, or the clock without it", () => {
    expect(currentTime({ SITE_NOW: "2025-11-02T20:00:00+01:00" }).toISOString()).toBe("2025-11-02T19:00:00.000Z");
    const before = Date.now();
    expect(currentTime({}).getTime()).toBeGreaterThanOrEqual(before);
  });
});
