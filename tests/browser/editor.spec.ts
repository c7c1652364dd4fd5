/**
 * The editor of `site serve` as the owner uses it: change a buffet's date and
 * see it in the preview in every language, a wrong time refused at its field,
 * a dish added with its allergens, a file changed on disk meanwhile, undo;
 * with the keyboard, a screen reader's names, and on a tablet.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { makePhoto } from "../photos.mjs";
import { expect as baseExpect, skipBuffetDialog } from "./fixtures.js";
import { type Preview, withPreview } from "./preview.js";

const test = withPreview({ SITE_LANG: "en" });
// A save builds the whole site twice (a copy, to check it; then the preview): on a busy machine
// that takes longer than the 5 s an expectation waits by default.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Opens a file in the editor, in a language of the interface. */
async function openEditor(page: Page, preview: Preview, file: string, lang = "en") {
  await page.goto(`${preview.editor}&lang=${lang}&file=${encodeURIComponent(file)}`);
  await expect(page.locator("form.editor-form")).toBeVisible();
}

const read = (preview: Preview, file: string) => readFileSync(join(preview.content, file), "utf8");

/** Puts a content file back as the test found it, when the test ends whatever happened. */
function restoreAfter(preview: Preview, file: string) {
  const text = read(preview, file);
  return () => writeFileSync(join(preview.content, file), text);
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    // The preview's frame shows a page of the site, which the site's own accessibility tests check;
    // it runs no script, so axe could not run inside it.
    .exclude("iframe")
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

const saved = (file: string) => `Saved content/${file}. The preview shows it.`;

// The owner edits on a computer or a tablet; the phone width is not the editor's.
test.describe("the editor in site serve", { tag: "@desktop" }, () => {
  test("a buffet's new date is saved in place and the open preview shows it in every language", async ({
    page,
    context,
    preview,
  }) => {
    const restore = restoreAfter(preview, "buffet.yaml");
    try {
      const before = read(preview, "buffet.yaml");
      const tab = await context.newPage();
      await skipBuffetDialog(tab);
      await tab.goto("/en/");
      await expect(tab.getByText("Sunday, 6 December 2026").first()).toBeVisible();

      await openEditor(page, preview, "buffet.yaml");
      const first = page.getByRole("group", { name: "Buffet 1" });
      await first.getByLabel("Date").fill("2026-12-13");
      await expect(page.getByRole("status")).toHaveText("No problems found; not saved yet.");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(saved("buffet.yaml"));

      // Only the date changed: every comment, quote and blank line of the file is as it was.
      expect(read(preview, "buffet.yaml")).toBe(before.replace('date: "2026-12-06"', 'date: "2026-12-13"'));
      // The tab that was open reloads by itself.
      await expect(tab.getByText("Sunday, 13 December 2026").first()).toBeVisible();
      for (const [path, date] of [
        ["/", "Sonntag, 13. Dezember 2026"],
        ["/fr/", "dimanche 13 décembre 2026"],
      ]) {
        await tab.goto(path);
        await expect(tab.getByText(date).first(), path).toBeVisible();
      }
    } finally {
      restore();
    }
  });

  test("24:30 is refused at its field, in the editor's language, and nothing is written", async ({ page, preview }) => {
    const before = read(preview, "hours.yaml");
    await openEditor(page, preview, "hours.yaml", "de");
    const tuesday = page.getByLabel("Dienstag: Eine Zeitspanne");
    await tuesday.fill("17:00-24:30");
    // Said without the key path, which the field's label shows: before, 'weekly.tuesday "17:00-24:30" ist …'.
    const message =
      '"17:00-24:30" ist keine Zeitspanne (von und bis, 24 Stunden, etwa 17:00-22:00; das Ende darf 24:00 (Mitternacht) sein)';
    // Checked while typing, shown at the field and read with it.
    await expect(tuesday).toHaveAttribute("aria-invalid", "true");
    await expect(tuesday).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, "\\$&")));
    await expect(page.getByText(message, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("1 Fehler: nichts wurde gespeichert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText(/^Dienstag.*: "17:00-24:30" ist keine Zeitspanne \(von und bis/);
    // The summary leads to the field.
    await summary.getByRole("link").click();
    await expect(tuesday).toBeFocused();
    expect(read(preview, "hours.yaml")).toBe(before);
  });

  test("a field is helped by how its value is written: a closure's days as dates, a buffet's hours as times", async ({
    page,
    preview,
  }) => {
    await openEditor(page, preview, "hours.yaml", "de");
    const closure = page.getByRole("group", { name: "Schließung 1", exact: true });
    // Before: "HH:MM, 24 Stunden, Berliner Zeit" under a closure's first and last day.
    for (const label of ["Von", "Bis"]) {
      const field = closure.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("type", "date");
      await expect(field).not.toHaveAccessibleDescription(/HH:MM/);
    }
    await openEditor(page, preview, "buffet.yaml", "de");
    const from = page.getByRole("group", { name: "Buffet 1" }).getByLabel("Von", { exact: true });
    await expect(from).toHaveAccessibleDescription(/HH:MM, 24 Stunden, Berliner Zeit/);
  });

  test("a dish added with two allergens shows on /speisekarte/", async ({ page, preview }) => {
    const restore = restoreAfter(preview, "menu.yaml");
    try {
      await openEditor(page, preview, "menu.yaml");
      const section = page
        .locator("details.entry")
        .filter({ has: page.getByText("Section 1: Small plates") })
        .first();
      await section.locator("summary").first().click();
      await section.getByRole("button", { name: "Add dish" }).click();
      // The new dish opens with the focus in its first field.
      const dish = section.getByRole("group", { name: /^Dish \d+$/ }).last();
      const name = dish.getByRole("group", { name: "Name" });
      await expect(name.getByLabel("Deutsch")).toBeFocused();
      await name.getByLabel("Deutsch").fill("Chin-Chin");
      await name.getByLabel("English").fill("Chin chin");
      await name.getByLabel("Français").fill("Chin-chin");
      const description = dish.getByRole("group", { name: "Description" });
      await description.getByLabel("Deutsch").fill("Knusprig frittierte Teigstückchen mit Muskat.");
      await description.getByLabel("English").fill("Crunchy fried bites of dough with nutmeg.");
      await description.getByLabel("Français").fill("Petits morceaux de pâte frits à la muscade.");
      await dish.getByLabel("Price in euros").fill("4.50");
      const allergens = dish.getByRole("group", { name: "Allergens" });
      await allergens.getByLabel("Gluten").check();
      await allergens.getByLabel("Milk").check();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(saved("menu.yaml"));

      expect(read(preview, "menu.yaml")).toContain("allergens: [gluten, milk]");
      await page.goto("/speisekarte/");
      const shown = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Chin-Chin" }) });
      await expect(shown).toContainText("4,50 €");
      await expect(shown).toContainText("Enthält: Gluten, Milch");
    } finally {
      restore();
    }
  });

  test("a value the list does not offer (an allergen typed in German) is shown ticked, to be unticked and saved", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "menu.yaml");
    try {
      const before = read(preview, "menu.yaml");
      writeFileSync(
        join(preview.content, "menu.yaml"),
        before.replace("allergens: [peanuts]", "allergens: [peanuts, Sesam]"),
      );
      await openEditor(page, preview, "menu.yaml", "de");
      const section = page
        .locator("details.entry")
        .filter({ has: page.getByText("Abschnitt 1: Kleine Gerichte") })
        .first();
      // The dish with the problem is opened by itself, its problem at the group.
      const dish = section.locator("details.entry").filter({ hasText: "Suya-Spieße" }).first();
      const allergens = dish.getByRole("group", { name: "Allergene" });
      const typed = allergens.getByLabel("„Sesam“: keiner davon, zum Entfernen abwählen");
      // Before: "Sesam" stayed in the file unseen, and every save was refused with no way out of the form.
      await expect(typed).toBeChecked();
      await typed.uncheck();
      await allergens.getByLabel("Sesam", { exact: true }).check();
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("content/menu.yaml gespeichert. Die Vorschau zeigt es.");
      expect(read(preview, "menu.yaml")).toBe(before.replace("allergens: [peanuts]", "allergens: [peanuts, sesame]"));
    } finally {
      restore();
    }
  });

  test("the chef's portrait is chosen from the photos in content/images/ and shown on the about page", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "site.yaml");
    const images = join(preview.content, "images");
    mkdirSync(images, { recursive: true });
    writeFileSync(join(images, "amara.jpg"), await makePhoto({ width: 800, height: 800, seed: 11 }));
    try {
      await openEditor(page, preview, "site.yaml");
      const chef = page.getByRole("group", { name: "Chef" });
      await chef.getByRole("button", { name: "Add Photo" }).click();
      const file = chef.getByLabel("Photo file");
      // The photos there are offered as the owner types.
      await expect(chef.locator(`datalist#${await file.getAttribute("list")} option`)).toHaveAttribute(
        "value",
        "images/amara.jpg",
      );
      await file.fill("images/amara.jpg");
      const alt = chef.getByRole("group", { name: "What the photo shows (alt text)" });
      await alt.getByLabel("Deutsch").fill("Amara Nwosu am Herd");
      await alt.getByLabel("English").fill("Amara Nwosu at the stove");
      await alt.getByLabel("Français").fill("Amara Nwosu aux fourneaux");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(saved("site.yaml"));
      expect(read(preview, "site.yaml")).toContain("file: images/amara.jpg");
      await page.goto("/en/about/");
      await expect(page.getByRole("img", { name: "Amara Nwosu at the stove" })).toBeVisible();
    } finally {
      restore();
      rmSync(images, { recursive: true, force: true });
    }
  });

  test("a file changed on disk since the form opened gets her change made on it: both kept, the form shows both", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "buffet.yaml");
    try {
      await openEditor(page, preview, "buffet.yaml");
      await page.getByLabel("Show on the website").uncheck();
      // Meanwhile another tab (or her text editor) saves another value of the file.
      const onDisk = read(preview, "buffet.yaml").replace("street: Baobabweg 7", "street: Baobabweg 9");
      writeFileSync(join(preview.content, "buffet.yaml"), onDisk);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "content/buffet.yaml" })).toHaveText(
        "Saved your changes to content/buffet.yaml, which was changed elsewhere meanwhile; those changes were kept too. The preview shows both.",
      );
      expect(read(preview, "buffet.yaml")).toBe(onDisk.replace("show: true", "show: false"));
      // The form shows the file as it is now: the other change too, hers kept, nothing left to save.
      await expect(page.getByRole("group", { name: "Buffet 1" }).getByLabel("Street and number")).toHaveValue(
        "Baobabweg 9",
      );
      await expect(page.getByLabel("Show on the website")).not.toBeChecked();
      await page.getByRole("group", { name: "Buffet 1" }).getByLabel("Street and number").fill("Baobabweg 11");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "content/buffet.yaml" })).toHaveText(
        saved("buffet.yaml"),
      );
      expect(read(preview, "buffet.yaml")).toBe(
        onDisk.replace("show: true", "show: false").replace("street: Baobabweg 9", "street: Baobabweg 11"),
      );
    } finally {
      restore();
    }
  });

  test("a value changed on disk since the form opened, and by her otherwise, is not overwritten: the conflict is shown", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "buffet.yaml");
    try {
      await openEditor(page, preview, "buffet.yaml");
      await page.getByLabel("Show on the website").uncheck();
      await page.getByRole("group", { name: "Buffet 1" }).getByLabel("Street and number").fill("Baobabweg 8");
      // Meanwhile the owner's text editor saves the file.
      const onDisk = read(preview, "buffet.yaml").replace("street: Baobabweg 7", "street: Baobabweg 9");
      writeFileSync(join(preview.content, "buffet.yaml"), onDisk);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      const conflict = page.getByRole("alert");
      await expect(conflict).toContainText("The file was changed meanwhile");
      await expect(conflict).toContainText(
        "content/buffet.yaml was changed since you opened it (in another editor or tab): nothing was saved",
      );
      await expect(conflict).toBeFocused();
      expect(read(preview, "buffet.yaml")).toBe(onDisk);

      await conflict.getByRole("button", { name: "Show the file as it is now (your changes are dropped)" }).click();
      await expect(page.getByRole("group", { name: "Buffet 1" }).getByLabel("Street and number")).toHaveValue(
        "Baobabweg 9",
      );
      await expect(page.getByLabel("Show on the website")).toBeChecked();
    } finally {
      restore();
    }
  });

  test("when site serve no longer answers, saving and publishing say so instead of waiting", async ({
    page,
    preview,
  }) => {
    const before = read(preview, "buffet.yaml");
    await openEditor(page, preview, "buffet.yaml", "de");
    // The owner stopped site serve (Ctrl+C) with the tab open: every request fails as on a closed port.
    await page.route("**/__edit/api/**", (route) => route.abort("connectionrefused"));
    await page.getByRole("group", { name: "Buffet 1" }).getByLabel("Datum").fill("2026-12-13");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    const gone =
      "der Editor hat keine Antwort von site serve bekommen: die Verbindung ist abgerissen, oder es läuft nicht mehr";
    // Before: "Die ganze Website wird geprüft und gespeichert …" for ever, and an uncaught "Failed to fetch".
    await expect(page.getByRole("alert")).toContainText(gone);
    await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
    const dialog = page.getByRole("dialog");
    // The change is not saved: the dialog asks first, and publishing what is saved meets the same silence.
    await dialog.getByRole("button", { name: "Nur Gespeichertes veröffentlichen" }).click();
    await expect(dialog.getByRole("alert")).toContainText(gone);
    await dialog
      .getByRole("button", { name: /Schließen/ })
      .first()
      .click();
    // An answer that is no JSON (a proxy's error page, a server stopping mid-answer) reads the same.
    await page.unroute("**/__edit/api/**");
    await page.route("**/__edit/api/save", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(gone);
    expect(read(preview, "buffet.yaml")).toBe(before);
  });

  test("a save whose answer the Wi-Fi lost is saved once: tapping Speichern again says saved, not changed elsewhere", async ({
    page,
    preview,
  }) => {
    // The tests after this one in its worker start from the shipped buffets.
    const restoreBuffet = restoreAfter(preview, "buffet.yaml");
    try {
      await openEditor(page, preview, "buffet.yaml", "de");
      // The save reaches site serve and is written; its answer never reaches the phone.
      await page.route("**/__edit/api/save", async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      });
      await page.getByRole("group", { name: "Buffet 1" }).getByLabel("Datum").fill("2026-12-13");
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page.getByRole("alert")).toContainText("die Verbindung ist abgerissen");
      const saved = read(preview, "buffet.yaml");
      expect(saved).toContain('date: "2026-12-13"');
      await page.unroute("**/__edit/api/save");
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("content/buffet.yaml gespeichert. Die Vorschau zeigt es.");
      expect(read(preview, "buffet.yaml")).toBe(saved);
      // And the form goes on from the file as it is: the next change is saved, not taken for another tab's.
      await page.getByRole("group", { name: "Buffet 1" }).getByLabel("Datum").fill("2026-12-20");
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("content/buffet.yaml gespeichert. Die Vorschau zeigt es.");
      expect(read(preview, "buffet.yaml")).toContain('date: "2026-12-20"');
    } finally {
      restoreBuffet();
    }
  });

  test("on a phone, the bar that stays on screen is one row: Speichern and Rückgängig side by side", async ({
    page,
    preview,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await openEditor(page, preview, "buffet.yaml", "de");
    const save = page.getByRole("button", { name: "Speichern", exact: true });
    // Its full name is still what a screen reader says.
    const undo = page.getByRole("button", { name: "Letztes Speichern rückgängig machen" });
    await expect(undo).toBeVisible();
    const [saveBox, undoBox, bar] = await Promise.all([
      save.boundingBox(),
      undo.boundingBox(),
      page.locator(".actions").boundingBox(),
    ]);
    // Before: the undo button's long name took a row of its own, the bar 130 of the 700 pixels.
    expect(undoBox?.y).toBe(saveBox?.y);
    expect(bar?.height ?? 700).toBeLessThanOrEqual(700 / 8);
  });

  test("a change made while a save is on its way stays to be saved, and says so", async ({ page, preview }) => {
    const restore = restoreAfter(preview, "buffet.yaml");
    try {
      await openEditor(page, preview, "buffet.yaml");
      const buffet = page.getByRole("group", { name: "Buffet 2" });
      // The save's answer waits until she has typed on.
      let answer!: () => void;
      const typed = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route("**/__edit/api/save", async (route) => {
        await typed;
        await route.continue();
      });
      await buffet.getByLabel("To", { exact: true }).fill("20:30");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Checking the whole site and saving…");
      await buffet.getByLabel("From", { exact: true }).fill("15:30");
      answer();
      // Before: "Saved", the change forgotten: leaving the page asked nothing, and it was never written.
      await expect(page.getByRole("status")).toHaveText(
        `${saved("buffet.yaml")} What you changed while it was saving is not saved yet.`,
      );
      expect(read(preview, "buffet.yaml")).toContain('to: "20:30"');
      expect(read(preview, "buffet.yaml")).not.toContain('from: "15:30"');
      await page.unroute("**/__edit/api/save");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(saved("buffet.yaml"));
      expect(read(preview, "buffet.yaml")).toContain('from: "15:30"');
    } finally {
      restore();
    }
  });

  test("a save merged with a change made elsewhere while she typed on: her next save keeps all three", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "buffet.yaml");
    try {
      await openEditor(page, preview, "buffet.yaml");
      const buffet = page.getByRole("group", { name: "Buffet 2" });
      const release = await holdSaves(page);
      await buffet.getByLabel("To", { exact: true }).fill("20:30");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Checking the whole site and saving…");
      // Meanwhile another tab saves the first buffet's street, and she types on in hers.
      const elsewhere = read(preview, "buffet.yaml").replace("street: Baobabweg 7", "street: Baobabweg 9");
      writeFileSync(join(preview.content, "buffet.yaml"), elsewhere);
      await buffet.getByLabel("From", { exact: true }).fill("15:30");
      release();
      await expect(page.getByRole("status")).toContainText("which was changed elsewhere meanwhile");
      expect(read(preview, "buffet.yaml")).toBe(elsewhere.replace('to: "19:00"', 'to: "20:30"'));
      // Her form never showed the other street: saving on must not put the old one back.
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "content/buffet.yaml" })).not.toContainText("Checking");
      await expect
        .poll(() => read(preview, "buffet.yaml"))
        .toBe(elsewhere.replace('to: "19:00"', 'to: "20:30"').replace('from: "13:00"', 'from: "15:30"'));
    } finally {
      restore();
    }
  });

  /** Holds the next save until `release` is called: that save is "on its way" meanwhile; later ones are not held. */
  async function holdSaves(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    await page.route("**/__edit/api/save", async (route) => {
      if (!held) {
        held = true;
        await released;
      }
      await route.continue();
    });
    return release;
  }

  test("changes made while a save is on its way are saved next, in another file of the view and in a list, comments kept", async ({
    page,
    preview,
  }) => {
    const restoreDictionaries = ["de", "en"].map((lang) => restoreAfter(preview, `i18n/${lang}.yaml`));
    const restoreBuffet = restoreAfter(preview, "buffet.yaml");
    try {
      // The dictionaries: German saved, English typed while it was on its way.
      await openEditor(page, preview, "i18n");
      let release = await holdSaves(page);
      await page.getByRole("textbox", { name: "close Deutsch" }).fill("Zumachen");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Checking the whole site and saving…");
      await page.getByRole("textbox", { name: "close English" }).fill("Shut");
      release();
      await expect(page.getByRole("status")).toContainText("What you changed while it was saving is not saved yet.");
      // Before: "Nothing changed, so nothing was saved", and en.yaml never had it.
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(/^Saved content\/i18n\/en\.yaml/);
      expect(read(preview, "i18n/en.yaml")).toContain("close: Shut\n");
      expect(read(preview, "i18n/de.yaml")).toContain("close: Zumachen\n");

      // A list: the first buffet removed while a change of the second is on its way.
      writeFileSync(
        join(preview.content, "buffet.yaml"),
        read(preview, "buffet.yaml")
          .replace('  - date: "2026-12-06"', '  # FIRST\n  - date: "2026-12-06"')
          .replace(/( {2}- date: "2027)/, "  # SECOND\n$1"),
      );
      await openEditor(page, preview, "buffet.yaml");
      release = await holdSaves(page);
      await page.getByRole("group", { name: "Buffet 2" }).getByLabel("To", { exact: true }).fill("20:30");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Checking the whole site and saving…");
      await page.getByRole("button", { name: "Remove Buffet 1" }).click();
      release();
      await expect(page.getByRole("status")).toContainText("is not saved yet");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(saved("buffet.yaml"));
      // Before: "# FIRST" above the buffet that was the second, and "# SECOND" gone. Now no comment is
      // lost: the removed buffet's goes above the one that takes its place, before that one's own.
      const text = read(preview, "buffet.yaml");
      expect(text).toMatch(/ {2}# FIRST\n {2}# SECOND\n {2}- date: "2027/);
    } finally {
      for (const restore of restoreDictionaries) restore();
      restoreBuffet();
    }
  });

  test("undo waits while a save is on its way, and Back with a change not saved asks first", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "buffet.yaml");
    try {
      await openEditor(page, preview, "buffet.yaml");
      const undo = page.getByRole("button", { name: /^Undo last save/ });
      const to = page.getByRole("group", { name: "Buffet 2" }).getByLabel("To", { exact: true });
      await to.fill("20:30");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(undo).toBeEnabled();
      const release = await holdSaves(page);
      await to.fill("20:45");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      // Before: clickable, and queued after the save, it undid the very save it waited for.
      await expect(undo).toBeDisabled();
      release();
      await expect(page.getByRole("status")).toHaveText(saved("buffet.yaml"));
      await expect(undo).toBeEnabled();

      await page.getByRole("link", { name: "Opening hours" }).click();
      await page.getByLabel("Tuesday: One time range").fill("17:00-23:00");
      let asked = 0;
      page.on("dialog", (dialog) => {
        asked++;
        void dialog.dismiss();
      });
      // Before: Back opened the buffet at once, and the change to the hours was gone.
      await page.goBack();
      await expect.poll(() => asked).toBe(1);
      await expect(page.getByLabel("Tuesday: One time range")).toHaveValue("17:00-23:00");
      expect(new URL(page.url()).searchParams.get("file")).toBe("hours.yaml");
    } finally {
      restore();
    }
  });

  test("a file mended as text stays open as text when she types on while its save is on its way", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "hours.yaml");
    try {
      const original = read(preview, "hours.yaml");
      writeFileSync(
        join(preview.content, "hours.yaml"),
        original.replace("  tuesday: 17:00-22:00", "  tuesday: 17:00-22:00\n    extra: ["),
      );
      await openEditor(page, preview, "hours.yaml");
      const text = page.getByLabel("Text of the file (YAML)");
      const release = await holdSaves(page);
      await text.fill(original);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Checking the whole site and saving…");
      await text.fill(original.replace("tuesday: 17:00-22:00", "tuesday: 17:00-23:00"));
      release();
      await expect(page.getByRole("status")).toContainText("What you changed while it was saving is not saved yet.");
      // Before: the file opened again as its form, from the disk, and what she typed meanwhile was gone.
      await expect(text).toHaveValue(/tuesday: 17:00-23:00/);
      expect(read(preview, "hours.yaml")).toBe(original);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      // Saved, it opens as its form again.
      await expect(page.getByLabel("Tuesday: One time range")).toHaveValue("17:00-23:00");
      expect(read(preview, "hours.yaml")).toContain("tuesday: 17:00-23:00");
    } finally {
      restore();
    }
  });

  test("a save of another file waits for the one on its way, then is sent", async ({ page, preview }) => {
    const restoreBuffet = restoreAfter(preview, "buffet.yaml");
    const restoreHours = restoreAfter(preview, "hours.yaml");
    try {
      await openEditor(page, preview, "buffet.yaml");
      const release = await holdSaves(page);
      await page.getByRole("group", { name: "Buffet 2" }).getByLabel("To", { exact: true }).fill("20:30");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Checking the whole site and saving…");
      page.on("dialog", (dialog) => void dialog.accept());
      await page.getByRole("link", { name: "Opening hours" }).click();
      await expect(page.locator("form.editor-form")).toBeVisible();
      await page.getByLabel("Tuesday: One time range").fill("17:00-23:00");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      release();
      // Before: nothing was sent, and "not saved yet" for ever.
      await expect(page.getByRole("status")).toHaveText(saved("hours.yaml"));
      expect(read(preview, "hours.yaml")).toContain("tuesday: 17:00-23:00");
      expect(read(preview, "buffet.yaml")).toContain('to: "20:30"');
    } finally {
      restoreBuffet();
      restoreHours();
    }
  });

  test("tells site serve which files it has changed and not saved, so stopping it can name them", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "buffet.yaml");
    try {
      const told: string[][] = [];
      let tab = "";
      const token = new URL(preview.editor).searchParams.get("token") ?? "";
      // What site serve heard from this tab (other tests' tabs, closed without a word, may still be listed).
      const heard = async () =>
        (
          await (
            await page.request.get(`/__edit/api/unsaved?tab=${tab}`, { headers: { "x-site-token": token } })
          ).json()
        ).files;
      page.on("request", (request) => {
        if (!request.url().endsWith("/__edit/api/unsaved")) return;
        tab = request.postDataJSON().tab;
        told.push(request.postDataJSON().files);
      });
      await openEditor(page, preview, "buffet.yaml");
      await page.getByRole("group", { name: "Buffet 2" }).getByLabel("To", { exact: true }).fill("20:30");
      await expect.poll(() => told.at(-1)).toEqual(["buffet.yaml"]);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(saved("buffet.yaml"));
      await expect.poll(() => told.at(-1)).toEqual([]);
      // A tab closed or left with a change: the change goes with it.
      await page.getByRole("group", { name: "Buffet 2" }).getByLabel("To", { exact: true }).fill("21:00");
      await expect.poll(() => told.at(-1)).toEqual(["buffet.yaml"]);
      await expect.poll(heard).toEqual(["buffet.yaml"]);
      page.on("dialog", (dialog) => void dialog.accept());
      await page.goto(preview.url);
      // Sent as the page went away, which no page reports: site serve says what it heard.
      await expect.poll(heard).toEqual([]);
    } finally {
      restore();
    }
  });

  test("undo puts back the file as it was before the last save", async ({ page, preview }) => {
    const restore = restoreAfter(preview, "buffet.yaml");
    try {
      const before = read(preview, "buffet.yaml");
      await openEditor(page, preview, "buffet.yaml");
      const undo = page.getByRole("button", { name: /^Undo last save/ });
      await page.getByRole("group", { name: "Buffet 2" }).getByLabel("To", { exact: true }).fill("20:30");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(saved("buffet.yaml"));
      expect(read(preview, "buffet.yaml")).toBe(before.replace('to: "19:00"', 'to: "20:30"'));

      await expect(undo).toHaveAccessibleName("Undo last save (buffet.yaml)");
      await undo.click();
      await expect(page.getByRole("status")).toHaveText("content/buffet.yaml is back as it was before your last save.");
      expect(read(preview, "buffet.yaml")).toBe(before);
      await expect(page.getByRole("group", { name: "Buffet 2" }).getByLabel("To", { exact: true })).toHaveValue(
        "19:00",
      );
    } finally {
      restore();
    }
  });

  test("a Markdown page is edited as text beside a preview of the page", async ({ page, preview }) => {
    const restore = restoreAfter(preview, "pages/about.en.md");
    try {
      await openEditor(page, preview, "pages/about.en.md");
      const text = page.getByLabel("Text of the page (Markdown)");
      await text.fill((await text.inputValue()).replace("## Our story", "## Our story so far"));
      const frame = page.frameLocator('iframe[title^="Preview of the page"]');
      await expect(frame.getByRole("heading", { name: "Our story so far" })).toBeVisible();
      expect(read(preview, "pages/about.en.md")).not.toContain("so far");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(saved("pages/about.en.md"));
      expect(read(preview, "pages/about.en.md")).toContain("## Our story so far\n");
      await page.goto("/en/about/");
      await expect(page.getByRole("heading", { name: "Our story so far" })).toBeVisible();
    } finally {
      restore();
    }
  });

  test("a problem's line in a page's text is a button that puts the caret there, and the caret's line is shown", async ({
    page,
    preview,
  }) => {
    await openEditor(page, preview, "pages/about.de.md", "de");
    const text = page.getByLabel("Text der Seite (Markdown)");
    const lines = (await text.inputValue()).split("\n");
    const line = lines.findIndex((each) => each.startsWith("## ")) + 3;
    lines.splice(line - 1, 0, "Wir suchen Köche: [Stellen](/jobs/).");
    await text.fill(lines.join("\n"));
    const go = page.getByRole("button", { name: `Zeile ${line}, Spalte 19` });
    await expect(go.locator("..")).toContainText('der Link "/jobs/" führt zu keiner Seite dieser Website');
    await page.evaluate(() =>
      (document.querySelector("textarea.source") as HTMLTextAreaElement).setSelectionRange(0, 0),
    );
    await go.click();
    await expect(text).toBeFocused();
    const caret = await text.evaluate((area: HTMLTextAreaElement) => area.selectionStart);
    expect(caret).toBe(lines.slice(0, line - 1).join("\n").length + 1 + 18);
    await expect(page.locator(".caret-place")).toHaveText(`Zeile ${line}, Spalte 19`);
    expect(await violations(page)).toEqual([]);
  });

  test("a page's preview that another file keeps from building says which file, line and why", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "hours.yaml");
    try {
      writeFileSync(
        join(preview.content, "hours.yaml"),
        read(preview, "hours.yaml").replace(/tuesday: .*/, 'tuesday: "22:00-17:00"'),
      );
      await openEditor(page, preview, "pages/about.de.md", "de");
      const text = page.getByLabel("Text der Seite (Markdown)");
      await text.fill((await text.inputValue()).replace("## Unsere Geschichte", "## Unsere ganze Geschichte"));
      // Before: nothing at all, and a preview that no longer changed.
      await expect(page.locator("#summary")).toContainText(
        /content\/hours\.yaml:\d+:\d+ weekly\.tuesday "22:00-17:00"/,
      );
    } finally {
      restore();
    }
  });

  test("the dictionaries are edited side by side, each field named by its key and language", async ({
    page,
    preview,
  }) => {
    await openEditor(page, preview, "i18n");
    const row = page.getByRole("row", { name: /^heroTitle/ });
    await expect(row.getByRole("textbox", { name: "heroTitle Deutsch" })).toHaveValue("Afrikanische Küche mit Herz");
    await expect(row.getByRole("textbox", { name: "heroTitle English" })).toHaveValue(/African/);
    await expect(row.getByRole("textbox", { name: "heroTitle Français" })).toHaveAttribute("lang", "fr");
    // A text only screen readers say, or a setting, says what it is for: its key alone did not. It is the
    // field's description, so its name stays short.
    const skip = page.getByRole("textbox", { name: "skipToContent Deutsch" });
    await expect(skip).toHaveValue("Zum Inhalt springen");
    await expect(skip).toHaveAccessibleDescription("Link for keyboard and screen reader users, before the navigation");
    await expect(page.getByRole("textbox", { name: "additives › 1 Deutsch" })).toHaveAccessibleDescription(
      "Additives, as a dish's line names them",
    );
  });

  test("markup in a value is shown as the text it is, never run", async ({ page, preview }) => {
    const restore = restoreAfter(preview, "menu.yaml");
    try {
      const attack = `<img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script>`;
      writeFileSync(
        join(preview.content, "menu.yaml"),
        read(preview, "menu.yaml").replace("de: Suya-Spieße", `de: '${attack.replace(/'/g, "''")}'`),
      );
      await openEditor(page, preview, "menu.yaml", "de");
      await expect(page.getByText(`Gericht 1: ${attack}`)).toHaveCount(1);
      await page.getByText("Abschnitt 1: Kleine Gerichte").click();
      await page.getByText(`Gericht 1: ${attack}`).click();
      const name = page.getByRole("group", { name: "Gericht 1" }).getByRole("group", { name: "Name" });
      await expect(name.getByLabel("Deutsch")).toHaveValue(attack);
      await expect(page.locator("main img, main script")).toHaveCount(0);
      expect(await page.title()).not.toContain("pwned");
    } finally {
      restore();
    }
  });

  test("a buffet just added starts at the last one's place and waits for the owner: no field is a mistake until she fills one in or saves", async ({
    page,
    preview,
  }) => {
    const before = read(preview, "buffet.yaml");
    await openEditor(page, preview, "buffet.yaml", "de");
    await page.getByRole("button", { name: "Buffet hinzufügen" }).click();
    const added = page.getByRole("group", { name: "Buffet 3" });
    // It starts at the last buffet's place, as node cli buffet add does.
    await expect(added.getByLabel("Straße und Hausnummer")).toHaveValue("Baobabweg 7");
    await expect(added.getByLabel("Postleitzahl")).toHaveValue("12043");
    await added.getByLabel("Datum").fill("2027-02-14");
    // A field she changed says what is wrong with it once the check answers; the others wait.
    await added.getByLabel("Von", { exact: true }).fill("25:00");
    // Before: "Gefundene Fehler: 5", every empty field of the new buffet red.
    await expect(page.getByRole("status")).toHaveText("Gefundene Fehler: 1");
    await expect(added.getByLabel("Von", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(added.locator('[aria-invalid="true"]')).toHaveCount(1);
    // A save names everything still missing, at its field.
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("nichts wurde gespeichert");
    await expect(added.getByLabel("Bis", { exact: true })).toHaveAttribute("aria-invalid", "true");
    // Said at the field as a form says it, and in the list with the entry it is in: before, at both,
    // 'buffet 3: to "" ist keine Uhrzeit (schreiben Sie sie als "HH:MM", 24 Stunden, in Anführungszeichen, …)'.
    await expect(added.getByLabel("Bis", { exact: true })).toHaveAccessibleDescription(/Bitte ausfüllen$/);
    await expect(page.getByRole("alert").getByRole("link", { name: "Buffet 3 › Bis: bitte ausfüllen" })).toBeVisible();
    await expect(added.getByLabel("Von", { exact: true })).toHaveAccessibleDescription(
      /"25:00" ist keine Uhrzeit \(schreiben Sie sie als HH:MM, 24 Stunden, etwa 14:00\)$/,
    );
    expect(read(preview, "buffet.yaml")).toBe(before);
  });

  test("the publishing settings, once added, start at sftp and wait for the owner like a new buffet", async ({
    page,
    preview,
  }) => {
    const before = read(preview, "site.yaml");
    await openEditor(page, preview, "site.yaml", "de");
    await page.getByRole("button", { name: "Veröffentlichen (site deploy) hinzufügen" }).click();
    const settings = page.getByRole("group", { name: "Veröffentlichen (site deploy)" });
    // Before: an empty choice, and "Gefundene Fehler: 4" with every field red before she typed.
    await expect(settings.getByLabel("Protokoll")).toHaveValue(/.+/);
    await expect(settings.getByLabel("Protokoll").locator("option:checked")).toHaveText("sftp");
    await settings.getByLabel("Server").fill("bad host!");
    await expect(page.getByRole("status")).toHaveText("Gefundene Fehler: 1");
    await expect(settings.locator('[aria-invalid="true"]')).toHaveCount(1);
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("nichts wurde gespeichert");
    await expect(settings.getByLabel("Benutzername")).toHaveAttribute("aria-invalid", "true");
    expect(read(preview, "site.yaml")).toBe(before);
  });

  test("is used with the keyboard: lists add, move and remove entries and keep the focus in place", async ({
    page,
    preview,
  }) => {
    await openEditor(page, preview, "buffet.yaml");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to the form" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Show on the website")).toBeFocused();

    const add = page.getByRole("button", { name: "Add buffet" });
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("group", { name: "Buffet 3" }).getByLabel("Date")).toBeFocused();
    await page.getByRole("button", { name: "Move buffet 3 up" }).press("Enter");
    await expect(page.getByRole("button", { name: "Move buffet 2 up" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Move buffet 1 down" })).toBeFocused();
    await expect(page.getByRole("group", { name: "Buffet 1" }).getByLabel("Date")).toHaveValue("");
    await page.getByRole("button", { name: "Remove buffet 1" }).press("Enter");
    // An entry is named by its date as people write it, not as the file does ("2026-12-06").
    await expect(page.locator("summary").filter({ hasText: "Buffet 1: Sun, 6 Dec 2026" })).toBeFocused();
    await expect(page.getByRole("button", { name: /^Remove buffet/ })).toHaveCount(2);
  });

  // A tablet held upright and a laptop.
  for (const width of [768, 1280]) {
    for (const file of ["buffet.yaml", "hours.yaml", "site.yaml", "i18n", "pages/home.de.md"]) {
      test(`${file} has no accessibility violations at ${width} px and fits the screen`, async ({ page, preview }) => {
        await page.setViewportSize({ width, height: 1000 });
        await openEditor(page, preview, file);
        expect(await violations(page)).toEqual([]);
        // Nothing reaches past the screen's edge.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      });
    }

    test(`the menu with a dish open and a problem shown has no accessibility violations at ${width} px`, async ({
      page,
      preview,
    }) => {
      await page.setViewportSize({ width, height: 1000 });
      await openEditor(page, preview, "menu.yaml", "de");
      await page.getByText("Abschnitt 1: Kleine Gerichte").click();
      await page.getByText("Gericht 2: Akara").click();
      await page.getByRole("group", { name: "Gericht 2" }).getByLabel("Preis in Euro").fill("teuer");
      await expect(page.getByText(/^"teuer" ist kein Preis in Euro/)).toBeVisible();
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }
});
