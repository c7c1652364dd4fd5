/**
 * The editor on the owner's phone (`site serve --phone`), at a phone's 390×844 with touch and at
 * 1280: opened from the printed address with its key, which then leaves the address; refused
 * without it and from another origin; on a phone it opens with what she edits most and folds the
 * list away; a page's photo added once shows in all three languages; every comment of a file
 * survives the form's actions; and at 390 and 360 px, in German, every control is big enough for a
 * finger, a field opens the keyboard for its value and the texts in every language show one at a
 * time, a table at a desk. The "network" is 127.0.0.2, another address of the test machine.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { parseDocument, visit } from "yaml";
import { makePhoto } from "../photos.mjs";
import { test as base, expect as baseExpect, skipBuffetDialog } from "./fixtures.js";
import { buildNow } from "./now.js";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
// A save builds the whole site twice, and a photo is converted: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Phone {
  /** The address printed for the phone, with the key. */
  printed: string;
  content: string;
}

/** `site serve --phone 127.0.0.2` on a copy of the content, one per worker. */
const test = base.extend<object, { phone: Phone }>({
  phone: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), "site-phone-browser-"));
      const content = join(dir, "content");
      cpSync(join(projectRoot, "content"), content, { recursive: true });
      const child: ChildProcess = spawn(
        process.execPath,
        [join(projectRoot, "cli/bin.js"), "serve", "--port", "0", "--phone", "127.0.0.2", "--content", content],
        { cwd: dir, env: { ...process.env, SITE_NOW: buildNow, SITE_LANG: "en" }, stdio: ["ignore", "pipe", "pipe"] },
      );
      let output = "";
      child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
        output += chunk;
      });
      const printed = await new Promise<string>((resolve, reject) => {
        child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
          output += chunk;
          const phone = /Edit from your phone: .* open (http:\/\/\S+) \(/.exec(output);
          if (phone && /can change your website/.test(output)) resolve(phone[1]);
        });
        child.on("exit", (code) => reject(new Error(`site serve stopped (exit ${code}):\n${output}`)));
      });
      await use({ printed, content });
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  // The printed address is the test's server: requests anywhere else are refused and fail the test.
  baseURL: async ({ phone }, use) => {
    await use(new URL(phone.printed).origin);
  },
});

const network = (phone: Phone) => new URL(phone.printed).origin;

/** Every comment line of a YAML text, as written. */
function comments(text: string): string[] {
  const doc = parseDocument(text);
  const parts: (string | null | undefined)[] = [doc.commentBefore, doc.comment];
  visit(doc, {
    Node(_key, node) {
      parts.push(node.commentBefore, node.comment);
    },
  });
  return parts
    .filter((part): part is string => !!part)
    .flatMap((part) => part.split("\n"))
    .map((line) => line.trim())
    .filter(Boolean)
    .sort();
}

test.describe("the editor on the owner's phone", () => {
  test("opens from the printed address with its key, which then leaves the address", async ({ page, phone }) => {
    await page.goto(phone.printed);
    await expect(page.locator("form.editor-form")).toBeVisible();
    // The key went into a cookie no script reads; the address bar and the history keep none.
    expect(page.url()).toBe(`${network(phone)}/__edit/`);
    expect(await page.evaluate(() => document.cookie)).toBe("");
    await page.getByRole("link", { name: "Opening hours" }).first().click();
    await expect(page).toHaveURL(/file=hours\.yaml/);
    expect(page.url()).not.toContain("token");
    // The preview's pages too, from the network, with the key's cookie.
    const preview = await page.request.get(`${network(phone)}/en/`);
    expect(preview.status()).toBe(200);
  });

  test("is refused without the key, with a guessed one, and to a page of another origin", async ({
    browser,
    page,
    phone,
  }) => {
    const stranger = await browser.newContext();
    try {
      const visit = await stranger.newPage();
      const refused = await visit.goto(`${network(phone)}/__edit/`);
      expect(refused?.status()).toBe(403);
      await expect(visit.getByText("the editor answers only with the key site serve printed")).toBeVisible();
      expect((await visit.goto(`${network(phone)}/__edit/?token=${"A".repeat(43)}`))?.status()).toBe(403);
      expect((await visit.goto(`${network(phone)}/en/`))?.status()).toBe(403);
    } finally {
      await stranger.close();
    }
    // The owner's browser has the key; a page of another origin in it cannot use it.
    await page.goto(phone.printed);
    await expect(page.locator("form.editor-form")).toBeVisible();
    const before = readFileSync(join(phone.content, "buffet.yaml"), "utf8");
    // A page of no origin of the preview's (its Origin is "null").
    await page.goto("data:text/html,<p>Another page</p>");
    const key = new URL(phone.printed).searchParams.get("token");
    const outcome = await page.evaluate(
      async ({ target, key }) => {
        try {
          const answer = await fetch(`${target}/__edit/api/save`, {
            method: "POST",
            credentials: "include",
            headers: { "content-type": "application/json", "x-site-token": key ?? "" },
            body: JSON.stringify({ id: "buffet.yaml", changes: {} }),
          });
          return `answered ${answer.status}`;
        } catch {
          return "blocked";
        }
      },
      { target: network(phone), key },
    );
    expect(outcome).toBe("blocked");
    expect(readFileSync(join(phone.content, "buffet.yaml"), "utf8")).toBe(before);
  });

  test("on a phone opens with the buffet, the hours and the photos one tap away, the list behind one button", async ({
    page,
    phone,
  }, info) => {
    await page.goto(phone.printed);
    await expect(page.locator("form.editor-form")).toBeVisible();
    const all = page.getByRole("button", { name: /^All content \(\d+\)$/ });
    if (info.project.name === "phone") {
      await expect(page.getByRole("heading", { name: "Buffet" })).toBeInViewport();
      const quick = page.getByRole("list", { name: "Edited most" });
      await expect(quick.getByRole("link")).toHaveText(["Buffet", "Opening hours", "Photos"]);
      await expect(quick).toBeInViewport();
      // Before: the list of every file filled the first screen.
      const menu = page.locator("#files-list").getByRole("link", { name: "Menu", exact: true });
      await expect(menu).toBeHidden();
      await all.tap();
      await expect(all).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      await all.tap();
      await expect(menu).toBeHidden();
      await quick.getByRole("link", { name: "Photos" }).tap();
      await expect(page.getByRole("region", { name: "Photos of this page" })).toBeVisible();
    } else {
      // A wide screen shows the list beside the form, as before.
      await expect(all).toBeHidden();
      await expect(page.getByRole("list", { name: "Edited most" })).toBeHidden();
      await expect(page.locator("#files-list")).toBeVisible();
    }
    const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wider).toBe(false);
  });

  test("a page's photo added once shows in all three languages", async ({ page, phone }, info) => {
    test.setTimeout(150_000);
    const file = join(phone.content, "pages/about.de.md");
    const text = readFileSync(file, "utf8");
    const name = `gastraum-${info.project.name}.jpg`;
    try {
      await page.goto(`${phone.printed}&file=${encodeURIComponent("pages/about.de.md")}`);
      const photos = page.getByRole("region", { name: "Photos of this page" });
      const hero = photos.getByRole("group", { name: "Photo at the top", exact: true });
      await hero.locator('input[type="file"]').setInputFiles({
        name,
        mimeType: "image/jpeg",
        buffer: await makePhoto({ width: 1800, height: 1200, seed: 43 }),
      });
      await expect(hero.getByText(`images/${name.replace(".jpg", "")}`)).toBeVisible();
      const alt = hero.getByRole("group", { name: "What the photo shows (alt text)" });
      await alt.getByLabel("Deutsch").fill("Unser Gastraum am Abend");
      await alt.getByLabel("English").fill("Our dining room in the evening");
      await alt.getByLabel("Français").fill("Notre salle le soir");
      // Written into the German page's front matter once, an alt text per language.
      await expect(page.getByLabel("Text of the page (Markdown)")).toHaveValue(
        /hero:\n {2}file: "?images\/gastraum-\w+\.jpg"?\n {2}alt:\n {4}de: "?Unser Gastraum am Abend"?\n {4}en: "?Our dining room in the evening"?\n {4}fr: "?Notre salle le soir"?\n/,
      );
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Saved content/pages/about.de.md. The preview shows it.", {
        timeout: 120_000,
      });
      await skipBuffetDialog(page);
      for (const [path, words] of [
        ["/about/", "Unser Gastraum am Abend"],
        ["/en/about/", "Our dining room in the evening"],
        ["/fr/about/", "Notre salle le soir"],
      ]) {
        await page.goto(`${network(phone)}${path}`);
        await expect(page.getByRole("img", { name: words }), path).toBeVisible();
      }
    } finally {
      writeFileSync(file, text);
      rmSync(join(phone.content, "images"), { recursive: true, force: true });
    }
  });

  test("a file too broken for a form opens as text with its lines numbered and the caret on the mistake", async ({
    page,
    phone,
  }) => {
    const file = join(phone.content, "hours.yaml");
    const shipped = readFileSync(file, "utf8");
    const broken = shipped.replace("  tuesday: 17:00-22:00", "  tuesday: [17:00-22:00");
    writeFileSync(file, broken);
    try {
      await page.goto(`${phone.printed}&file=hours.yaml`);
      const text = page.getByLabel("Text of the file (YAML)");
      await expect(text).toBeFocused();
      const line = broken.split("\n").findIndex((entry) => entry.includes("tuesday: [")) + 1;
      // The note names the place; the caret is already there, and the lines are numbered beside the text.
      await expect(page.getByText(new RegExp(`line ${line}, column \\d+:`)).first()).toBeVisible();
      await expect(page.locator(".caret-place")).toHaveText(new RegExp(`^line ${line}, column \\d+$`, "i"));
      const numbers = page.locator(".line-numbers");
      await expect(numbers).toBeVisible();
      // One number per line, in order (a long line's further rows have none).
      expect((await numbers.textContent())?.split("\n").filter(Boolean)).toEqual(
        broken.split("\n").map((_, index) => String(index + 1)),
      );
    } finally {
      writeFileSync(file, shipped);
    }
  });

  test("every comment of a file survives its list emptied and filled again", async ({ page, phone }) => {
    test.setTimeout(150_000);
    const file = join(phone.content, "hours.yaml");
    const shipped = readFileSync(file, "utf8");
    // A comment of the owner's own inside the list, as a reminder.
    const text = shipped.replace('  - from: "2026-12-24"', '  # Jedes Jahr zu Weihnachten.\n  - from: "2026-12-24"');
    writeFileSync(file, text);
    try {
      await page.goto(`${phone.printed}&file=hours.yaml`);
      await expect(page.locator("form.editor-form")).toBeVisible();
      await page.getByRole("button", { name: "Remove Closure 1" }).click();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Saved content/hours.yaml. The preview shows it.");
      expect(comments(readFileSync(file, "utf8"))).toEqual(comments(text));
      await page.getByRole("button", { name: "Add Closure" }).click();
      const closure = page.getByRole("group", { name: "Closure 1", exact: true });
      await closure.getByLabel("From", { exact: true }).fill("2027-12-24");
      await closure.getByLabel("To", { exact: true }).fill("2027-12-26");
      const reason = closure.getByRole("group", { name: "Reason" });
      await reason.getByLabel("Deutsch").fill("Weihnachtsferien");
      await reason.getByLabel("English").fill("Christmas holidays");
      await reason.getByLabel("Français").fill("Vacances de Noël");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Saved content/hours.yaml. The preview shows it.");
      const saved = readFileSync(file, "utf8");
      expect(comments(saved)).toEqual(comments(text));
      // Back above the closure that takes the list's first place, in block form.
      expect(saved).toMatch(/# Jedes Jahr zu Weihnachten\.\n {2}- from: "?2027-12-24"?\n/);
    } finally {
      writeFileSync(file, shipped);
    }
  });
});

/** The editor's screens she opens on her phone, the list of every file shown too. */
const screens = ["buffet.yaml", "hours.yaml", "site.yaml", "i18n", "pages/home.de.md"];

/** Opens a file as she does, in German, with the list of every file shown. */
async function openOnPhone(page: Page, phone: Phone, file: string) {
  await page.goto(`${phone.printed}&lang=de&file=${encodeURIComponent(file)}`);
  await expect(page.locator("form.editor-form")).toBeVisible();
  const all = page.getByRole("button", { name: /^Alle Inhalte \(\d+\)$/ });
  await all.tap();
  await expect(all).toHaveAttribute("aria-expanded", "true");
}

/** Every button, link and field a finger can reach (a check box is tapped by its row, which its label fills). */
async function smallTargets(page: Page, least: number) {
  return page.evaluate((least) => {
    const targets = document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, select, textarea, input:not([type='checkbox'], [type='radio'], [type='hidden'])",
    );
    return (
      [...targets]
        .filter((target) => target.checkVisibility({ visibilityProperty: true }) && !target.closest(".visually-hidden"))
        .map((target) => ({ target, box: target.getBoundingClientRect() }))
        // The skip link waits above the page until a keyboard reaches it.
        .filter(({ box }) => box.bottom + window.scrollY > 0)
        .filter(({ box }) => box.height < least - 0.01 || box.width < least - 0.01)
        .map(({ target, box }) => {
          const name = target.getAttribute("aria-label") ?? target.textContent?.trim() ?? "";
          return `${target.localName} "${name.slice(0, 40)}": ${Math.round(box.width)}×${Math.round(box.height)}`;
        })
    );
  }, least);
}

// The phones she was seen using, held upright.
for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`the editor on a phone ${size.width} px wide`, { tag: "@phone" }, () => {
    test.use({ viewport: size, isMobile: true, hasTouch: true, locale: "de-DE" });

    test("every button, link and field of the editor's screens is at least 44 px tall and wide", async ({
      page,
      phone,
    }) => {
      for (const file of screens) {
        await openOnPhone(page, phone, file);
        // Before: "Vorschau für den" 36 px, Zeigen, Heute and Veröffentlichen 40, "Vorschau öffnen" 24,
        // the links of every file 37, a buffet's heading 43.
        expect(await smallTargets(page, 44), file).toEqual([]);
      }
    });

    test("the phone field opens the phone's keypad, a postcode the digits and a web address the keys for one", async ({
      page,
      phone,
    }) => {
      await openOnPhone(page, phone, "site.yaml");
      // Before: each a text field, with the letters' keyboard.
      const telephone = page.getByLabel("Telefon", { exact: true });
      await expect(telephone).toHaveAttribute("inputmode", "tel");
      await expect(page.getByLabel("Postleitzahl", { exact: true })).toHaveAttribute("inputmode", "numeric");
      const addresses = page.getByLabel(/^(Adresse der Website|Seite für Online-(Bestellungen|Tischreservierungen))$/);
      expect(await addresses.count()).toBeGreaterThanOrEqual(3);
      for (const address of await addresses.all()) await expect(address).toHaveAttribute("inputmode", "url");
      // Each keeps what she types as she typed it, spaces too: the build's check says what is wrong with it.
      for (const [field, typed] of [
        [telephone, " +49 30 1234 5678 "],
        [addresses.first(), " https://mama-nyota.example/ tisch "],
      ] as const) {
        await expect(field).toHaveAttribute("type", "text");
        await field.fill(typed);
        await expect(field).toHaveValue(typed);
      }
      await openOnPhone(page, phone, "buffet.yaml");
      const place = page.getByRole("group", { name: "Buffet 1", exact: true });
      await expect(place.getByLabel("Postleitzahl", { exact: true })).toHaveAttribute("inputmode", "numeric");
    });

    test("the texts in every language show one text at a time, a field as wide as the screen for each language, named", async ({
      page,
      phone,
    }) => {
      await openOnPhone(page, phone, "i18n");
      const table = page.getByRole("table", { name: "Texte in allen Sprachen" });
      const fields = table.getByRole("textbox");
      expect(await fields.count()).toBeGreaterThan(100);
      // Before: 52 to 108 px each, the table wider than its frame and the headings run together.
      const widths = await fields.evaluateAll((all) => all.map((field) => field.getBoundingClientRect().width));
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(240);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      const frame = page.locator(".table-scroll");
      expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      // Each field says its language above it, and is read by its key and language.
      for (const language of ["Deutsch", "English", "Français"]) {
        const field = table.getByRole("textbox", { name: `heroTitle ${language}`, exact: true });
        const label = field.locator("xpath=..").getByText(language, { exact: true });
        await expect(label).toBeVisible();
        const [above, below] = [await label.boundingBox(), await field.boundingBox()];
        expect((above?.y ?? 0) + (above?.height ?? 0)).toBeLessThanOrEqual(below?.y ?? 0);
      }
    });

    test("the round buttons of what she edits most have their border all round", async ({ page, phone }) => {
      await openOnPhone(page, phone, "buffet.yaml");
      const quick = page.getByRole("list", { name: "Am häufigsten bearbeitet" }).getByRole("link");
      await expect(quick).toHaveCount(3);
      for (const link of await quick.all()) {
        // Before: the list's own links took their left border away.
        const sides = await link.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.borderLeftWidth, style.borderLeftColor, style.borderLeftStyle];
        });
        const right = await link.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.borderRightWidth, style.borderRightColor, style.borderRightStyle];
        });
        expect(sides).toEqual(right);
      }
    });

    test("a page's lines wrap, and each line's number stands beside its first row", async ({ page, phone }) => {
      await page.goto(`${phone.printed}&lang=de&file=${encodeURIComponent("pages/about.de.md")}`);
      const text = page.locator("textarea.source");
      await expect(text).toBeVisible();
      const rows = () =>
        page.evaluate(() => {
          const area = document.querySelector<HTMLTextAreaElement>("textarea.source");
          const numbers = document.querySelector(".line-numbers");
          if (!area || !numbers) throw new Error("no text");
          // Where each line starts as the browser lays out the text box itself: a copy of it as wide, with
          // the lines before that one and a letter, is that many rows and one tall.
          const style = getComputedStyle(area);
          const lineHeight = Number.parseFloat(style.lineHeight);
          const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
          const borders = Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.borderRightWidth);
          const scrollbar = area.offsetWidth - area.clientWidth - borders;
          const probe = area.cloneNode() as HTMLTextAreaElement;
          probe.removeAttribute("id");
          Object.assign(probe.style, {
            position: "absolute",
            visibility: "hidden",
            width: `${area.offsetWidth - scrollbar}px`,
            height: "0",
            minHeight: "0",
            overflow: "hidden",
          });
          area.after(probe);
          const lines = area.value.split("\n");
          const starts = lines.map((_, index) => {
            probe.value = [...lines.slice(0, index), "x"].join("\n");
            return Math.round((probe.scrollHeight - padding) / lineHeight) - 1;
          });
          probe.remove();
          // The row of the gutter each number stands on.
          const gutter = (numbers.textContent ?? "").split("\n");
          return { starts, numbered: lines.map((_, index) => gutter.indexOf(String(index + 1))) };
        });
      // The numbers follow the text's layout within a frame or two of it settling (the page around it
      // still moving as it loads): wait for them to agree, then check they are not one row per line.
      let starts: number[] = [];
      await expect
        .poll(async () => {
          const now = await rows();
          starts = now.starts;
          return now.numbered.every((row, index) => row === now.starts[index]) ? "in step" : JSON.stringify(now);
        })
        .toBe("in step");
      // Some of the page's lines do wrap on a phone: the gutter has more rows than the text has lines.
      expect(starts[starts.length - 1]).toBeGreaterThan(starts.length - 1);
      // A line typed longer wraps: the numbers after it move down with it.
      await text.focus();
      await page.keyboard.press("Control+Home");
      await page.keyboard.press("End");
      await page.keyboard.type(" und noch ein paar Wörter mehr, damit diese Zeile umbricht");
      await expect
        .poll(async () => {
          const now = await rows();
          return JSON.stringify(now.numbered) === JSON.stringify(now.starts) && now.starts[1] > starts[1];
        })
        .toBe(true);
    });
  });
}

test("at a desk the texts in every language stay a table, a column for each language", { tag: "@desktop" }, async ({
  page,
  phone,
}) => {
  await page.goto(`${phone.printed}&lang=de&file=i18n`);
  const table = page.getByRole("table", { name: "Texte in allen Sprachen" });
  await expect(table.getByRole("columnheader")).toHaveText(["Text", "Deutsch", "English", "Français"]);
  const row = table.getByRole("row", { name: /^heroTitle/ });
  const tops = await row
    .getByRole("textbox")
    .evaluateAll((all) => all.map((field) => field.getBoundingClientRect().top));
  expect(tops).toHaveLength(3);
  expect(new Set(tops).size).toBe(1);
  // The column's heading names the language: no label of its own beside each field.
  await expect(row.getByText("Deutsch", { exact: true })).toBeHidden();
});
