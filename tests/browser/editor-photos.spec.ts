/**
 * Photos in the editor of `site serve`, as the owner adds them: from the file
 * picker or dropped onto a field, checked at once (a drawing named like a photo
 * is refused at its field), saved only with their alt text in every language,
 * the part that stays chosen on the photo, each frame it appears in shown, and
 * the published page keeping that part.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { makePhoto } from "../photos.mjs";
import { expect as baseExpect } from "./fixtures.js";
import { type Preview, withPreview } from "./preview.js";

const test = withPreview({ SITE_LANG: "en" });
// A save builds the whole site twice; checking a photo decodes all of it: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const read = (preview: Preview, file: string) => readFileSync(join(preview.content, file), "utf8");

/** Puts the content files back, and takes out the photos the test added, whatever happened. */
function restoreAfter(preview: Preview, ...files: string[]) {
  const texts = files.map((file) => [file, read(preview, file)] as const);
  return () => {
    for (const [file, text] of texts) writeFileSync(join(preview.content, file), text);
    rmSync(join(preview.content, "images"), { recursive: true, force: true });
  };
}

/** A photo dropped onto an element, as a file dragged from the desktop or the phone's files. */
async function drop(page: Page, selector: string, name: string, bytes: Buffer, type: string) {
  const data = await page.evaluateHandle(
    ({ name, base64, type }) => {
      const binary = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([binary], name, { type }));
      return transfer;
    },
    { name, base64: bytes.toString("base64"), type },
  );
  await page.dispatchEvent(selector, "dragover", { dataTransfer: data });
  await page.dispatchEvent(selector, "drop", { dataTransfer: data });
}

test.describe("photos in the editor", { tag: "@desktop" }, () => {
  // Two saves, each a build of a copy and of the preview, and a photo decoded whole.
  test.setTimeout(120_000);

  test("a photo from the computer, its alt text in every language and the part that stays, shown so on the page", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "site.yaml");
    // Taller than the round portrait: its top, where the face is, must stay.
    const photo = await makePhoto({ width: 600, height: 1400, seed: 31 });
    try {
      await page.goto(`${preview.editor}&lang=en&file=site.yaml`);
      const field = page.getByRole("group", { name: "Photo", exact: true });
      await field
        .locator('input[type="file"]')
        .setInputFiles({ name: "Amara am Herd.JPG", mimeType: "image/jpeg", buffer: photo });
      await expect(field.getByText("images/amara-am-herd.jpg is checked and is saved with this form")).toBeVisible();
      // Not saved without its alt text in every language.
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("3 problems: nothing was saved");
      expect(read(preview, "site.yaml")).not.toContain("amara-am-herd");

      const alt = field.getByRole("group", { name: "What the photo shows (alt text)" });
      await alt.getByLabel("Deutsch").fill("Amara Nwosu am Herd");
      await alt.getByLabel("English").fill("Amara Nwosu at the stove");
      await alt.getByLabel("Français").fill("Amara Nwosu aux fourneaux");

      // The frame it appears in, and how much of it that frame keeps.
      const frame = field.getByRole("figure").filter({ hasText: "The chef's round portrait" });
      await expect(frame).toContainText("Only 43% of the photo shows here: choose the part that stays.");
      // The part that stays: a tap near the top, then one step down with the keyboard. Measured once
      // the check of the alt texts has answered and the photo is drawn: before, the stage is still
      // to take its height, and a tap measured on the way lands elsewhere.
      await expect(page.getByRole("status")).toHaveText("No problems found; not saved yet.");
      const stage = field.locator(".photo-stage");
      await expect
        .poll(() => stage.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0))
        .toBe(true);
      const box = await stage.boundingBox();
      if (!box) throw new Error("the photo is not shown");
      await stage.click({ position: { x: box.width / 2, y: box.height * 0.08 } });
      const down = field.getByLabel("Down, from the top");
      await expect(down).toHaveValue("10");
      await down.press("ArrowRight");
      await expect(down).toHaveValue("20");
      await expect(frame.locator("img")).toHaveCSS("object-position", "50% 20%");
      const axe = await new AxeBuilder({ page })
        .include(".photo-field")
        .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
        .analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Saved content/site.yaml. The preview shows it.");
      expect(readFileSync(join(preview.content, "images/amara-am-herd.jpg")).equals(photo)).toBe(true);
      expect(read(preview, "site.yaml")).toContain("    file: images/amara-am-herd.jpg\n");
      expect(read(preview, "site.yaml")).toContain('    focus: "50% 20%"\n');

      // The page keeps that part of the photo in its round frame.
      await page.goto("/en/about/");
      const portrait = page.getByRole("img", { name: "Amara Nwosu at the stove" });
      await expect(portrait).toBeVisible();
      await expect(portrait).toHaveCSS("object-position", "50% 20%");
    } finally {
      restore();
    }
  });

  test("a photo dropped onto a page's gallery goes into the page's text, and a drawing named like a photo is refused", async ({
    page,
    preview,
  }) => {
    const restore = restoreAfter(preview, "pages/events.en.md");
    try {
      await page.goto(`${preview.editor}&lang=en&file=${encodeURIComponent("pages/events.en.md")}`);
      const photos = page.getByRole("region", { name: "Photos of this page" });
      await photos.getByRole("button", { name: "Add photo", exact: true }).click();
      const entry = photos.getByRole("group", { name: "Photo 1", exact: true });
      await expect(entry).toBeVisible();
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"/>');
      await drop(page, ".page-photos .entry .photo-field", "plan.png", svg, "image/png");
      await expect(entry.getByRole("alert")).toHaveText(
        "plan.png is not a photo the tool can read, or it is damaged (svg is not JPEG, PNG, WebP, AVIF or HEIC) (open it in an image viewer; if it shows, save it again as JPEG and use that file)",
      );
      const wide = await makePhoto({ width: 2400, height: 800, seed: 32 });
      await drop(page, ".page-photos .entry .photo-field", "Terrasse.jpg", wide, "image/jpeg");
      await expect(entry.getByText("images/terrasse.jpg is checked")).toBeVisible();
      await entry.getByLabel("What the photo shows (alt text)").fill("Our terrace in the evening");
      const text = page.getByLabel("Text of the page (Markdown)");
      // In quotes or not: the entry is first written with an empty alt text when the owner types after a pause.
      await expect(text).toHaveValue(
        /gallery:\n {2}- file: "?images\/terrasse\.jpg"?\n {4}alt: "?Our terrace in the evening"?\n---/,
      );
      await expect(entry.getByRole("figure").filter({ hasText: "A gallery tile (4:3)" })).toContainText(
        "Only 44% of the photo shows here",
      );
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Saved content/pages/events.en.md. The preview shows it.");
      expect(read(preview, "pages/events.en.md")).toMatch(/ {2}- file: "?images\/terrasse\.jpg"?\n/);
      expect(readFileSync(join(preview.content, "images/terrasse.jpg")).equals(wide)).toBe(true);
    } finally {
      restore();
    }
  });
});
