/**
 * `site serve` as the owner sees it in the open tab: an edit reloads the page
 * by itself, a content mistake shows its file:line:col over the last good
 * page, and fixing it brings the page back. (That built files never contain
 * the reload script is a unit test: tests/unit/serve.test.ts.)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, holdRoute } from "./fixtures.js";
import { withPreview } from "./preview.js";

/** Replaces the first occurrence of `from` in a content file, as the owner's editor saves it. */
function edit(content: string, file: string, from: string, to: string): void {
  const path = join(content, file);
  const text = readFileSync(path, "utf8");
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(path, text.replace(from, to));
}

const test = withPreview();

// The owner previews on the computer they edit on; one width is enough for the preview's own behaviour.
test.describe("site serve in the browser", { tag: "@desktop" }, () => {
  test("reloads on an edit, shows a mistake over the last good page, and recovers when it is fixed", async ({
    page,
    preview,
  }) => {
    const heading = page.getByRole("heading", { level: 1 });
    const overlay = page.getByRole("alertdialog", { name: "The site could not be built" });
    const buffetDialog = page.locator("dialog[data-buffet-dialog]");

    await test.step("an edit saved while the tab is still loading reloads it by itself", async () => {
      // Holding the reload channel until the rebuild is served is the owner saving while the page loads:
      // the tab must not keep the page from before the edit.
      const release = await holdRoute(page, "**/__site/events");
      await page.goto("/");
      await expect(heading).toHaveText("Afrikanische Küche mit Herz");
      edit(preview.content, "i18n/de.yaml", "heroTitle: Afrikanische Küche mit Herz", "heroTitle: Mama Nyota kocht");
      await expect.poll(async () => (await page.request.get("/")).text()).toContain("Mama Nyota kocht");
      await expect(heading).toHaveText("Afrikanische Küche mit Herz");
      release();
      await expect(heading).toHaveText("Mama Nyota kocht");
      await page.unroute("**/__site/events");
    });

    await test.step("a content mistake shows file:line:col over the last good page", async () => {
      edit(preview.content, "buffet.yaml", 'date: "2026-12-06"', 'date: "2026-11-31"');
      await expect(overlay).toBeVisible();
      await expect(overlay).toContainText(
        'content/buffet.yaml:25:11 buffet 1: date "2026-11-31" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")',
      );
      await expect(heading).toHaveText("Mama Nyota kocht");

      // A new session opens the buffet pop-up again: the last good page is served, and the
      // problems stay on top of the pop-up, within reach of the pointer.
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await expect(buffetDialog).toBeVisible();
      await expect(buffetDialog).toContainText("Sonntag, 6. Dezember");
      await expect(heading).toHaveText("Mama Nyota kocht");
      await expect(overlay).toContainText('content/buffet.yaml:25:11 buffet 1: date "2026-11-31"');
      await overlay.getByRole("button", { name: "Hide" }).click({ trial: true });
    });

    await test.step("fixing the file removes the problems and shows the fixed content", async () => {
      edit(preview.content, "buffet.yaml", 'date: "2026-11-31"', 'date: "2026-11-29"');
      await expect(page.getByText("Sonntag, 29. November 2026").first()).toBeVisible();
      await expect(overlay).toHaveCount(0);
      await expect(heading).toHaveText("Mama Nyota kocht");
    });
  });
});
