/**
 * The menu: content/menu.yaml as guests read it on /speisekarte/ in every
 * language (prices per locale, allergen and additive marks with their
 * legend, diets), its structured data, `site menu`, and the owner's mistakes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { generateSite } from "../../cli/build.js";
import { loadContent } from "../../cli/content/load.js";
import { additiveNumbers, allergenCodes } from "../../cli/content/schemas/menu.js";
import { formatPrice, menuView } from "../../cli/menu.js";
import { contentForTest, edit, positionOf, root, runSite, shippedContent } from "./helpers.js";

const { content: shipped } = await loadContent(shippedContent);
const site = await generateSite({ root, contentDir: shippedContent });
const pageText = (path: string) => String(site.files.find((file) => file.path === path)?.contents);

/** The text of every element matching a class, in document order. */
function textsOf(html: string, className: string): string[] {
  const found: string[] = [];
  const visit = (node: ReturnType<typeof parseDocument>["children"][number]) => {
    if ("attribs" in node && node.attribs.class?.split(" ").includes(className)) found.push(textOf(node));
    if ("children" in node) for (const child of node.children) visit(child);
  };
  for (const child of parseDocument(html).children) visit(child);
  return found;
}
function textOf(node: ReturnType<typeof parseDocument>["children"][number]): string {
  if (node.type === "text") return (node as { data: string }).data;
  return "children" in node ? node.children.map(textOf).join("") : "";
}
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));

describe("prices", () => {
  it("are written as each language writes euros, never broken across lines", () => {
    const price = (cents: number, lang: string) => formatPrice(cents, shipped.dictionaries[lang].dateLocale);
    // ICU versions differ in which no-break space French puts before the sign; both keep it on the line.
    expect(price(1250, "de")).toBe("12,50\u00a0€");
    expect(price(1250, "en")).toBe("€12.50");
    expect(price(1250, "fr")).toMatch(/^12,50[\u00a0\u202f]€$/);
    expect(price(390, "de")).toBe("3,90\u00a0€");
    expect(price(120000, "de")).toBe("1.200,00\u00a0€");
  });

  it('reads 12.5, 12.50 and "12,50" as the same price', async () => {
    const dir = contentForTest();
    const menu = join(dir, "content");
    edit(menu, "menu.yaml", "price: 6.50", "price: 12.5");
    edit(menu, "menu.yaml", "price: 5.90", 'price: "12,50"');
    const { content } = await loadContent(menu);
    const [akara, kelewele] = content.menu.sections[0].dishes.slice(1, 3);
    expect(akara.price).toBe(1250);
    expect(kelewele.price).toBe(1250);
  });
});

describe("labels", () => {
  it("name every allergen and additive in every language", () => {
    for (const lang of shipped.languages) {
      const dict = shipped.dictionaries[lang];
      for (const code of allergenCodes) expect(dict.allergens[code], `${lang} ${code}`).toMatch(/\S/);
      for (const number of additiveNumbers) expect(dict.additives[number], `${lang} ${number}`).toMatch(/\S/);
    }
    expect(allergenCodes).toHaveLength(14);
  });
});

describe("/speisekarte/", () => {
  it("shows every dish with its price in every language", () => {
    for (const [lang, path, price] of [
      ["de", "speisekarte/index.html", "11,50 €"],
      ["en", "en/speisekarte/index.html", "€11.50"],
      ["fr", "fr/speisekarte/index.html", "11,50 €"],
    ] as const) {
      const html = pageText(path);
      const names = textsOf(html, "dish__name");
      expect(names).toEqual(shipped.menu.sections.flatMap((section) => section.dishes.map((dish) => dish.name[lang])));
      const jollof = names.indexOf(shipped.menu.sections[1].dishes[0].name[lang]);
      expect(textsOf(html, "dish__price")[jollof + 1].replace(/\s/g, " ")).toBe(price.replace(/\s/g, " "));
      expect(html).not.toContain('<p class="coming-soon">');
    }
  });

  it("has a legend that lists exactly the marks the dishes use", () => {
    for (const path of ["speisekarte/index.html", "en/speisekarte/index.html", "fr/speisekarte/index.html"]) {
      const html = pageText(path);
      const used = new Set(
        [...html.matchAll(/<span class="dish__marks"><span aria-hidden="true">([^<]*)<\/span>/g)].flatMap((match) =>
          match[1].split(" · "),
        ),
      );
      const legendHtml = html.slice(html.indexOf('<section class="menu-legend"'));
      const legend = [...legendHtml.slice(0, legendHtml.indexOf("</section>")).matchAll(/<dt>([^<]+)<\/dt>/g)].map(
        (match) => match[1],
      );
      expect(new Set(legend)).toEqual(used);
      expect(legend).toHaveLength(used.size);
      // The shipped menu uses gluten (A), crustaceans (B) … and one additive, colouring (1).
      expect(legend).toEqual(["A", "B", "C", "D", "E", "G", "L", "M", "1"]);
    }
  });

  it("tells a screen reader the allergens by name, not by letter", () => {
    const html = pageText("en/speisekarte/index.html");
    expect(html).toContain("Allergens: Gluten, Eggs, Milk. ");
    expect(html).toContain("Allergens: Gluten. Additives: with colouring.");
  });

  it("offers only filters that narrow the menu", () => {
    const html = pageText("speisekarte/index.html");
    const view = menuView(shipped.menu, "de", shipped.dictionaries.de);
    const checkboxes = [...html.matchAll(/<input type="checkbox" id="without-([a-z]+)"/g)].map((match) => match[1]);
    expect(checkboxes).toEqual(view.allergens.map((allergen) => allergen.code));
    expect(checkboxes).not.toContain("lupin");
    expect(html).toContain('id="diet-vegan"');
    expect(html).toContain('id="diet-vegetarian"');
  });

  it("marks each dish with its diet and allergens for the filter", () => {
    const html = pageText("speisekarte/index.html");
    expect(html).toMatch(/<li class="dish" id="dish-1-2" data-diet="vegan vegetarian" data-allergens="">/);
    expect(html).toMatch(/<li class="dish" id="dish-1-5" data-diet="vegetarian" data-allergens="eggs">/);
    expect(html).toMatch(/<li class="dish" id="dish-2-7" data-allergens="gluten eggs milk">/);
  });

  it("describes the menu to search engines: Menu, MenuSection, MenuItem with offers in euros", () => {
    for (const [path, lang] of [
      ["speisekarte/index.html", "de"],
      ["en/speisekarte/index.html", "en"],
    ] as const) {
      const [restaurant] = structuredData(pageText(path));
      expect(restaurant["@type"]).toBe("Restaurant");
      const menu = restaurant.hasMenu;
      expect(menu["@type"]).toBe("Menu");
      expect(menu.inLanguage).toBe(lang);
      expect(menu.hasMenuSection.map((section: { "@type": string }) => section["@type"])).toEqual(
        Array(4).fill("MenuSection"),
      );
      const items = menu.hasMenuSection.flatMap((section: { hasMenuItem: object[] }) => section.hasMenuItem);
      expect(items).toHaveLength(17);
      for (const item of items) {
        expect(item["@type"]).toBe("MenuItem");
        expect(item.name).toMatch(/\S/);
        expect(item.offers.length).toBeGreaterThan(0);
        for (const offer of item.offers) {
          expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });
          expect(offer.price).toMatch(/^\d+\.\d\d$/);
        }
      }
      const suya = items[0];
      expect(suya.offers).toEqual([
        { "@type": "Offer", name: lang === "de" ? "3 Spieße" : "3 skewers", price: "8.50", priceCurrency: "EUR" },
        { "@type": "Offer", name: lang === "de" ? "5 Spieße" : "5 skewers", price: "12.90", priceCurrency: "EUR" },
      ]);
      expect(items.find((item: { name: string }) => item.name === "Akara").suitableForDiet).toBe(
        "https://schema.org/VeganDiet",
      );
      expect(JSON.stringify(menu)).not.toMatch(/\{\{|TODO|undefined/);
    }
    // Other pages link to the menu page.
    expect(structuredData(pageText("index.html"))[0].hasMenu).toBe("https://mama-nyota.example/speisekarte/");
  });

  it("leaves out a dish the owner hid, and shows the seed's coming-soon page with no dish to show", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    // Egusi is the one dish with crustaceans.
    const hidden = shipped.menu.sections[1].dishes[1].name.de;
    edit(
      content,
      "menu.yaml",
      "        allergens: [fish, crustaceans]\n",
      "        allergens: [fish, crustaceans]\n        show: false\n",
    );
    let html = String(
      (await generateSite({ root, contentDir: content })).files.find((file) => file.path === "speisekarte/index.html")
        ?.contents,
    );
    expect(textsOf(html, "dish__name")).not.toContain(hidden);
    expect(html).not.toContain('id="without-crustaceans"');
    expect(html).not.toContain("<dt>B</dt>");

    edit(content, "menu.yaml", /^sections:[\s\S]*$/m, "sections: []\n");
    html = String(
      (await generateSite({ root, contentDir: content })).files.find((file) => file.path === "speisekarte/index.html")
        ?.contents,
    );
    expect(html).toContain('<p class="coming-soon">Demnächst verfügbar</p>');
    expect(html).not.toContain("data-menu-filter");
    expect(html).toContain("Direkt bei uns bestellen");
    expect(structuredData(html)[0].hasMenu).toBe("https://mama-nyota.example/speisekarte/");
  });
});

describe("site menu", () => {
  it("prints the menu as visitors read it, allergens spelled out, in every language", () => {
    const result = runSite(["menu"], root);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    const lines = result.stdout.split("\n");
    expect(lines).toContain("de  Speisekarte");
    expect(lines).toContain("    Doro Wat  15,50\u00a0€");
    expect(lines).toContain("      Sehr scharf · Allergene: Gluten, Eier, Milch");
    expect(lines).toContain("    Bissap  0,3 l 3,50\u00a0€ · 0,5 l 4,90\u00a0€");
    expect(lines).toContain("    Malta  €3.20");
    expect(lines).toContain("      Vegan · Allergens: Gluten · Additives: with colouring");
    expect(lines).toContain("      Végétarien · Légèrement épicé · Sur place uniquement · Allergènes: Œufs");
  });

  it("names the dishes that are hidden for now", () => {
    const dir = contentForTest();
    edit(
      join(dir, "content"),
      "menu.yaml",
      "        diet: vegetarian\n",
      "        diet: vegetarian\n        show: false\n",
    );
    const result = runSite(["menu", "--content", "content"], dir, { SITE_LANG: "de" });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Vorübergehend ausgeblendet (show: false): Moi Moi");
    expect(result.stdout).not.toContain("    Moi Moi");
  });
});

describe("mistakes in menu.yaml", () => {
  const cases: {
    what: string;
    from: string | RegExp;
    to: string;
    at: string;
    shift?: number;
    en: string;
    de: string;
  }[] = [
    {
      what: "an unknown allergen code",
      from: "allergens: [peanuts]",
      to: "allergens: [peanut]",
      at: "peanut]",
      en: '"Suya-Spieße": allergens "peanut" is not one of the 14 allergens (did you mean peanuts?)',
      de: '"Suya-Spieße": allergens "peanut" ist keines der 14 Allergene (meinten Sie peanuts?)',
    },
    {
      what: "a malformed price",
      from: "price: 6.50",
      to: 'price: "12,5O"',
      at: '"12,5O"',
      en: '"Akara": price "12,5O" is not a price in euros (digits with up to two decimals, like 12.50 or 12,50)',
      de: '"Akara": price "12,5O" ist kein Preis in Euro (Ziffern mit höchstens zwei Nachkommastellen, etwa 12,50 oder 12.50)',
    },
    {
      what: "a price with three decimals",
      from: "price: 6.50",
      to: "price: 12.505",
      at: "12.505",
      en: '"Akara": price 12.505 has more than two decimals (euros and cents, like 12.50)',
      de: '"Akara": price 12.505 hat mehr als zwei Nachkommastellen (Euro und Cent, etwa 12,50)',
    },
    {
      what: "a negative price",
      from: "price: 6.50",
      to: "price: -6.50",
      at: "-6.50",
      en: '"Akara": price -6.5 must be more than 0 euros (write the price guests pay, like 12.50)',
      de: '"Akara": price -6.5 muss mehr als 0 Euro sein (schreiben Sie den Preis, den Gäste zahlen, etwa 12,50)',
    },
    {
      what: "a dish without its name in one language",
      from: "          fr: Riz jollof\n",
      to: "",
      at: "de: Jollof-Reis",
      en: '"Jollof-Reis": name has no text in the language "fr" (add a line "fr: …" with the text in that language)',
      de: '"Jollof-Reis": name hat keinen Text in der Sprache "fr" (ergänzen Sie eine Zeile "fr: …" mit dem Text in dieser Sprache)',
    },
    {
      what: "two dishes of one section with the same name",
      from: "          de: Kelewele",
      to: "          de: Akara",
      at: "de: Akara\n          en: Kelewele",
      shift: 15 - 11,
      en: '"Akara": name.de "Akara" is already the name of the dish on line 51, in the same section (guests cannot tell two dishes of the same name apart: rename one)',
      de: '"Akara": name.de "Akara" ist schon der Name des Gerichts in Zeile 51, im selben Abschnitt (Gäste können zwei gleichnamige Gerichte nicht unterscheiden: benennen Sie eines um)',
    },
    {
      what: "an additive number that does not exist",
      from: "additives: [1]",
      to: "additives: [1, 13]",
      at: "13]",
      en: '"Malta": additives 13 is not the number of a declared additive (1 to 12, as listed at the top of menu.yaml)',
      de: '"Malta": additives 13 ist keine Nummer eines Zusatzstoffs (1 bis 12, wie oben in menu.yaml aufgeführt)',
    },
    {
      what: "a heat level out of range",
      from: "spicy: 3",
      to: "spicy: 4",
      at: "4\n",
      en: '"Doro Wat": spicy 4 is not a heat level (a whole number from 0 (mild) to 3 (very hot))',
      de: '"Doro Wat": spicy 4 ist keine Schärfestufe (eine ganze Zahl von 0 (mild) bis 3 (sehr scharf))',
    },
    {
      what: "a dish with both a price and variants",
      from: "        variants:\n          - label:\n              de: 3 Spieße",
      to: "        price: 8.50\n        variants:\n          - label:\n              de: 3 Spieße",
      at: "8.50\n        variants",
      en: '"Suya-Spieße": price needs either a price or variants, not both and not neither (one price: price: 12.50; several sizes: variants, each with a label and a price)',
      de: '"Suya-Spieße": price braucht entweder einen Preis (price) oder Varianten (variants), nicht beides und nicht keins (ein Preis: price: 12,50; mehrere Größen: variants, jede mit label und price)',
    },
  ];

  for (const mistake of cases) {
    it(`answers ${mistake.what} with one line, in English and German`, () => {
      const dir = contentForTest();
      const content = join(dir, "content");
      edit(content, "menu.yaml", mistake.from, mistake.to);
      const [line, col] = positionOf(content, "menu.yaml", mistake.at).split(":").map(Number);
      const where = `content/menu.yaml:${line}:${col + (mistake.shift ?? 0)}`;
      const en = runSite(["build"], dir);
      expect(en.status).toBe(1);
      expect(en.stderr).toBe(`${where} ${mistake.en}\n`);
      const de = runSite(["build"], dir, { SITE_LANG: "de" });
      expect(de.stderr).toBe(`${where} ${mistake.de}\n`);
      expect(readFileSync(join(content, "menu.yaml"), "utf8")).toContain(mistake.to);
    });
  }
});
