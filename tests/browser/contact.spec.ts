import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { readMailto } from "../mailto.js";
import { expect, skipBuffetDialog, test } from "./fixtures.js";

/**
 * The contact page as a guest uses it: found from the footer's navigation,
 * the menu and the home page; a call, an e-mail asking for a table, the way
 * to the door. And the requests for an event or catering, on their pages.
 */
const languages = [
  {
    lang: "de",
    home: "/",
    contact: "/kontakt/",
    link: "Kontakt & Reservierung",
    reserve: "Reservieren",
    email: "Anfrage per E-Mail",
    body: "Guten Tag,\r\nich möchte gern einen Tisch bei Ihnen reservieren.\r\n\r\nDatum:\r\nUhrzeit:\r\nAnzahl Personen:\r\n",
    map: "Auf OpenStreetMap zeigen",
  },
  {
    lang: "en",
    home: "/en/",
    contact: "/en/kontakt/",
    link: "Contact & bookings",
    reserve: "Book a table",
    email: "Request by e-mail",
    body: "Hello,\r\nI would like to book a table.\r\n\r\nDate:\r\nTime:\r\nNumber of guests:\r\n",
    map: "Show on OpenStreetMap",
  },
  {
    lang: "fr",
    home: "/fr/",
    contact: "/fr/kontakt/",
    link: "Contact et réservation",
    reserve: "Réserver",
    email: "Demande par e-mail",
    body: "Bonjour,\r\nje souhaite réserver une table.\r\n\r\nDate :\r\nHeure :\r\nNombre de personnes :\r\n",
    map: "Voir sur OpenStreetMap",
  },
] as const;

const mailOf = async (link: Locator) => readMailto((await link.getAttribute("href")) ?? "");

test.beforeEach(async ({ page }) => {
  await skipBuffetDialog(page);
});

for (const language of languages) {
  test.describe(`the contact page (${language.lang})`, () => {
    test("is reached from the footer's navigation, the menu and the home page, which reserves in one tap", async ({
      page,
    }) => {
      await page.goto(`${language.home}about/`);
      await page.locator("#footer-nav").getByRole("link", { name: language.link }).click();
      await expect(page).toHaveURL(language.contact);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.link);

      await page.goto(`${language.home}speisekarte/`);
      await page.getByRole("main").getByRole("link", { name: language.link }).click();
      await expect(page).toHaveURL(language.contact);

      // The home page's "Reservieren" asks for a table at once, by the same e-mail as the contact page's.
      await page.goto(language.home);
      const reserve = page.getByRole("main").getByRole("link", { name: language.reserve, exact: true });
      const asked = await mailOf(reserve);
      await page.goto(language.contact);
      expect(await mailOf(page.getByRole("main").locator("#reservieren a[href^='mailto:']"))).toEqual(asked);
    });

    test("calls, opens the map in a new tab, and asks for a table by e-mail with subject and body", async ({
      page,
    }) => {
      await page.goto(language.contact);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: /\+49 30 1234 5678/ })).toHaveAttribute("href", "tel:+493012345678");
      const map = main.getByRole("link", { name: language.map });
      await expect(map).toHaveAttribute(
        "href",
        "https://www.openstreetmap.org/?mlat=52.4787&mlon=13.4373#map=18/52.4787/13.4373",
      );
      await expect(map).toHaveAttribute("target", "_blank");
      expect(await mailOf(main.getByRole("link", { name: language.email }))).toEqual({
        address: "hallo@mama-nyota.example",
        subject: "Reservierungsanfrage",
        body: language.body,
      });
    });

    test("has no accessibility violations", async ({ page }) => {
      await page.goto(language.contact);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every link of the contact page works the same", async ({ page }) => {
    await page.goto("/kontakt/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /\+49 30 1234 5678/ })).toHaveAttribute("href", "tel:+493012345678");
    expect((await mailOf(main.getByRole("link", { name: "Anfrage per E-Mail" }))).body).toBe(languages[0].body);
    await expect(main.getByRole("link", { name: "Auf OpenStreetMap zeigen" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\//,
    );
  });
});

test.describe("asking for an event or catering", () => {
  /** The request's button, named as its heading. */
  const request = (page: Page, name: string) => page.getByRole("main").getByRole("link", { name, exact: true });

  for (const [path, button, subject, question] of [
    ["/events/", "Feier anfragen", "Veranstaltungsanfrage", "\r\nAnzahl Gäste:\r\n"],
    ["/en/events/", "Ask about your event", "Veranstaltungsanfrage", "\r\nNumber of guests:\r\n"],
    ["/fr/events/", "Demander un devis", "Veranstaltungsanfrage", "\r\nNombre d’invités :\r\n"],
    ["/catering/", "Catering anfragen", "Cateringanfrage", "\r\nLieferadresse:\r\n"],
    ["/en/catering/", "Request catering", "Cateringanfrage", "\r\nDelivery address:\r\n"],
    ["/fr/catering/", "Demander un devis traiteur", "Cateringanfrage", "\r\nAdresse de livraison :\r\n"],
  ] as const) {
    test(`${path} opens an e-mail with the subject ${subject} and its questions`, async ({ page }) => {
      await page.goto(path);
      const mail = await mailOf(request(page, button));
      expect(mail.address).toBe("hallo@mama-nyota.example");
      expect(mail.subject).toBe(subject);
      expect(mail.body).toContain(question);
      // No "coming soon" pill poses as a button any more.
      await expect(page.locator(".coming-soon")).toHaveCount(0);
    });
  }
});

test.describe("the e-mail address and the phone number, one above the other", { tag: "@phone" }, () => {
  for (const [path, where] of [
    ["/", ".visit"],
    ["/catering/", ".request"],
    ["/kontakt/", ".site-footer"],
  ] as const) {
    test(`are each a finger's height, apart, in ${path} ${where}`, async ({ page }) => {
      await skipBuffetDialog(page);
      await page.goto(path);
      const links = page.locator(`${where} .contact-links a`);
      await expect(links).toHaveCount(2);
      const boxes = await links.evaluateAll((found) =>
        found.map((link) => {
          const box = link.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom };
        }),
      );
      for (const box of boxes) expect(box.bottom - box.top).toBeGreaterThanOrEqual(44);
      // Where one ends the other may start, never over it: a tap between them reaches one, the one under the finger.
      expect(boxes[1].top).toBeGreaterThanOrEqual(boxes[0].bottom - 0.5);
    });
  }
});
