import type { Page } from "@playwright/test";
import { expect, skipBuffetDialog, test } from "./fixtures.js";

/** The names of the dishes a visitor sees. */
const visibleDishes = (page: Page) =>
  page
    .locator(".dish")
    .evaluateAll((dishes) =>
      dishes
        .filter((dish) => dish.checkVisibility())
        .map((dish) => dish.querySelector(".dish__name")?.textContent ?? ""),
    );

const vegan = ["Akara", "Kelewele", "Sambusa", "Jollof-Reis", "Maafe", "Injera mit Misir Wat", "Puff-Puff", "Bissap"];
const veganDrinks = ["Ingwerlimonade", "Malta"];

/** Opens the filter with the jump bar's button; it stays open while the guest chooses. */
async function openFilter(page: Page, name = "Filter") {
  await page.getByRole("navigation").getByRole("button", { name }).click();
  await expect(page.getByRole("form")).toBeVisible();
}

/** A section's link in the jump bar. */
const sectionLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Abschnitte der Speisekarte" }).getByRole("link", { name, exact: true });

async function leaveOut(page: Page, allergen: string) {
  await page.getByRole("group", { name: "Ohne" }).getByRole("checkbox", { name: allergen, exact: true }).check();
}

test.describe("menu filter", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
    await page.goto("/speisekarte/");
    await openFilter(page);
  });

  test("shows only vegan dishes and says how many are left", async ({ page }) => {
    await page.getByRole("radio", { name: "Vegan" }).check();
    expect(await visibleDishes(page)).toEqual([...vegan, ...veganDrinks]);
    await expect(page.getByRole("status")).toHaveText("10 von 17 Gerichten");
  });

  test("keeps every chip under the finger when the count first shows", { tag: "@phone" }, async ({ page }) => {
    // On a phone the filter is a sheet from the bottom: a line that appears in it moves up all above it.
    const chip = page.getByRole("group", { name: "Ohne" }).getByRole("checkbox", { name: "Gluten", exact: true });
    const before = await chip.boundingBox();
    await page.getByRole("radio", { name: "Vegan" }).check();
    await expect(page.getByRole("status")).toHaveText("10 von 17 Gerichten");
    expect((await chip.boundingBox())?.y).toBe(before?.y);
  });

  test("counts vegan dishes as vegetarian too", async ({ page }) => {
    await page.getByRole("radio", { name: "Vegetarisch" }).check();
    const shown = await visibleDishes(page);
    expect(shown).toEqual(expect.arrayContaining([...vegan, "Moi Moi", "Mandazi"]));
    expect(shown).not.toContain("Doro Wat");
    await expect(page.getByRole("status")).toHaveText("12 von 17 Gerichten");
  });

  test("leaves out dishes with an allergen and hides a section left empty", async ({ page }) => {
    await page.getByRole("radio", { name: "Vegan" }).check();
    await leaveOut(page, "Gluten");
    const shown = await visibleDishes(page);
    expect(shown).not.toContain("Puff-Puff");
    expect(shown).not.toContain("Malta");
    expect(shown).toContain("Akara");
    await expect(page.getByRole("heading", { name: "Süßes" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Getränke" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("6 von 17 Gerichten");
  });

  test("clears every choice with the reset button", async ({ page }) => {
    await page.getByRole("radio", { name: "Vegan" }).check();
    await leaveOut(page, "Erdnüsse");
    await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
    expect(await visibleDishes(page)).toHaveLength(17);
    await expect(page.getByRole("radio", { name: "Alle Gerichte" })).toBeChecked();
    await expect(page.getByRole("status")).toHaveText("17 von 17 Gerichten");
    await expect(page.getByRole("heading", { name: "Süßes" })).toBeVisible();
  });

  test("says so when no dish is left", async ({ page }) => {
    // A menu in which every dish has gluten: the choice leaves nothing.
    await page.locator(".dish").evaluateAll((dishes) => {
      for (const dish of dishes) dish.setAttribute("data-allergens", "gluten");
    });
    await leaveOut(page, "Gluten");
    expect(await visibleDishes(page)).toEqual([]);
    await expect(page.getByText("Kein Gericht passt zu dieser Auswahl.")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("0 von 17 Gerichten");
    await expect(page.locator(".menu-section:visible")).toHaveCount(0);
  });

  test("works in English with the English labels", async ({ page }) => {
    await page.goto("/en/speisekarte/");
    await openFilter(page, "Filters");
    await page.getByRole("radio", { name: "Vegetarian" }).check();
    await expect(page.getByRole("status")).toHaveText("12 of 17 dishes");
    // A label starts with a capital, as "Vegan" beside it, though a sentence writes "contains: gluten".
    const without = page.getByRole("group", { name: "Without" });
    await expect(without.getByRole("checkbox", { name: "Gluten", exact: true })).toBeVisible();
    await expect(without.getByRole("checkbox", { name: "Crustaceans", exact: true })).toBeVisible();
  });

  test("labels the allergens in French with a capital", async ({ page }) => {
    await page.goto("/fr/speisekarte/");
    await openFilter(page, "Filtres");
    await expect(
      page.getByRole("group", { name: "Sans" }).getByRole("checkbox", { name: "Crustacés", exact: true }),
    ).toBeVisible();
  });
});

test.describe("menu filter on a small phone", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test("keeps the count and its buttons in sight while the choices scroll", { tag: "@phone" }, async ({ page }) => {
    await skipBuffetDialog(page);
    await page.goto("/speisekarte/");
    await openFilter(page);
    await page.getByRole("radio", { name: "Vegan" }).check();
    const show = page.getByRole("button", { name: "Gerichte zeigen" });
    await expect(page.getByRole("status")).toHaveText("10 von 17 Gerichten");
    await expect(page.getByRole("status")).toBeInViewport({ ratio: 1 });
    await expect(show).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Filter zurücksetzen" })).toBeInViewport({ ratio: 1 });
    // The last choice, scrolled to, is not under them: it can be tapped.
    const last = page.getByRole("group", { name: "Ohne" }).getByRole("checkbox").last();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect(last).toBeChecked();
    await expect(show).toBeInViewport({ ratio: 1 });
    await show.click();
    await expect(page.getByRole("form")).toBeHidden();
  });
});

test.describe("menu filter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("narrows the menu by the form alone, and resets", async ({ page }) => {
    await page.goto("/speisekarte/");
    await expect(page.locator(".dish")).toHaveCount(17);
    await openFilter(page);
    await page.getByRole("radio", { name: "Vegan" }).check();
    expect(await visibleDishes(page)).toEqual([...vegan, ...veganDrinks]);
    await leaveOut(page, "Gluten");
    expect(await visibleDishes(page)).toEqual([
      "Akara",
      "Kelewele",
      "Jollof-Reis",
      "Maafe",
      "Bissap",
      "Ingwerlimonade",
    ]);
    // A section left without a dish goes with its heading and its link in the jump bar; the others stay.
    await expect(page.getByRole("heading", { name: "Süßes" })).toBeHidden();
    await expect(sectionLink(page, "Süßes")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Getränke" })).toBeVisible();
    await expect(sectionLink(page, "Getränke")).toBeVisible();
    await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
    expect(await visibleDishes(page)).toHaveLength(17);
    await expect(page.getByRole("heading", { name: "Süßes" })).toBeVisible();
    await expect(sectionLink(page, "Süßes")).toBeVisible();
  });

  test("takes away a section only several choices together empty, with its link", async ({ page }) => {
    await page.goto("/speisekarte/");
    await openFilter(page);
    // Each of these leaves main courses; the three together leave none.
    await page.getByRole("radio", { name: "Vegan" }).check();
    await leaveOut(page, "Sellerie");
    await expect(page.getByRole("heading", { name: "Hauptgerichte" })).toBeVisible();
    await expect(sectionLink(page, "Hauptgerichte")).toBeVisible();
    await leaveOut(page, "Gluten");
    expect(await visibleDishes(page)).toEqual(["Akara", "Kelewele", "Bissap", "Ingwerlimonade"]);
    await expect(page.getByRole("heading", { name: "Hauptgerichte" })).toBeHidden();
    await expect(sectionLink(page, "Hauptgerichte")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Kleine Gerichte" })).toBeVisible();
    // Vegetarian empties it with them too; every diet brings it back.
    await page.getByRole("radio", { name: "Vegetarisch" }).check();
    await expect(page.getByRole("heading", { name: "Hauptgerichte" })).toBeHidden();
    await page.getByRole("radio", { name: "Alle Gerichte" }).check();
    await expect(page.getByRole("heading", { name: "Hauptgerichte" })).toBeVisible();
    await expect(sectionLink(page, "Hauptgerichte")).toBeVisible();
  });

  test("shows every dish, its price and its allergens before any choice", async ({ page }) => {
    await page.goto("/en/speisekarte/");
    expect(await visibleDishes(page)).toHaveLength(17);
    await expect(page.getByText("€15.50")).toBeVisible();
    const malta = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Malta" }) });
    await expect(malta.getByText("with colouring")).toBeVisible();
  });
});
