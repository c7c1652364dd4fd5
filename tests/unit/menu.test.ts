import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { additiveNumbers, allergenCodes } from "../../cli/content/menu/codes.js";
import { menuView } from "../../cli/content/menu/view.js";
import { price as formatPrice } from "../../cli/shared/format.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { generateSite } from "../../cli/stages/build.js";
import { contentForTest, edit, root, runSite, shippedContent } from "./helpers.js";

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

  it("reads every decimal way of writing a price as before, up to 1000 euros", async () => {
    const dir = contentForTest();
    const menu = join(dir, "content");
    const written = ["12.", "+12.50", ".50", "012.50", "1000", '"999,99"'];
    let text = readFileSync(join(menu, "menu.yaml"), "utf8");
    // The first prices of the file, in its order: "price: 6.50" → "price: 12." and so on.
    for (const price of written) text = text.replace(/price: \d+\.\d\d$/m, `price: ${price} # changed`);
    writeFileSync(join(menu, "menu.yaml"), text);
    const { content } = await loadContent(menu);
    const dishes = content.menu.sections.flatMap((section) => section.dishes);
    const prices = dishes.flatMap((dish) => dish.variants?.map((variant) => variant.price) ?? [dish.price]);
    expect(prices.slice(0, written.length)).toEqual([1200, 1250, 50, 1250, 100000, 99999]);
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

  it("names each dish's allergens and additives in words, in the page's language", () => {
    for (const [lang, path, mandazi, malta] of [
      ["de", "speisekarte/index.html", ["Enthält: Gluten, Eier, Milch"], ["Enthält: Gluten", "mit Farbstoff"]],
      ["en", "en/speisekarte/index.html", ["Contains: gluten, eggs, milk"], ["Contains: gluten", "with colouring"]],
      // French sets a no-break space before the colon.
      [
        "fr",
        "fr/speisekarte/index.html",
        ["Contient\u00a0: gluten, œufs, lait"],
        ["Contient\u00a0: gluten", "avec colorant"],
      ],
    ] as const) {
      const html = pageText(path);
      // Each dish's block, and the lines of its declaration.
      const menu = html.slice(html.indexOf('<div class="menu"'), html.indexOf('<p class="menu__none"'));
      const dishes = menu.split('<li class="dish').slice(1);
      const declarationOf = (name: string) => {
        const dish = dishes.find((block) => block.includes(`<h3 class="dish__name">${name}</h3>`)) ?? "";
        const declaration = /<p class="dish__declaration">(.*?)<\/p>/.exec(dish)?.[1] ?? "";
        return [...declaration.matchAll(/<span>([^<]*)<\/span>/g)].map((match) => match[1]);
      };
      const [, , sweets, drinks] = shipped.menu.sections;
      expect(declarationOf(sweets.dishes[1].name[lang])).toEqual(mandazi);
      expect(declarationOf(drinks.dishes[2].name[lang])).toEqual(malta);
      // The 13 dishes with an allergen or an additive say so; no letters stand for them.
      expect(dishes.filter((dish) => dish.includes("dish__declaration"))).toHaveLength(13);
      expect(html).not.toContain("dish__marks");
      // Nothing in a dish that only a screen reader hears: every guest gets the same words.
      expect(dishes.join("")).not.toMatch(/visually-hidden|aria-hidden="true">[^<]/);
    }
  });

  it("sets the French dish texts the French way", () => {
    const html = pageText("fr/speisekarte/index.html");
    const texts = [
      "menu-section__title",
      "dish__name",
      "dish__variant",
      "dish__description",
      "dish__declaration",
    ].flatMap((className) => textsOf(html, className));
    expect(texts.join(" ")).toContain("d’épices");
    for (const text of texts) {
      // A typographic apostrophe, a narrow no-break space before ; ! ?, a no-break space before a
      // colon (but for a time's), an en dash between numbers.
      expect(text).not.toMatch(/['"]|[^\u202f][;!?]|[^\u00a0\d]:|\d-\d|—/);
    }
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

  it("links every section from the jump bar, and offers no filter when nothing would narrow the menu", async () => {
    const links = (html: string) => [...html.matchAll(/<li><a href="#(menu-section-\d+)">([^<]*)<\/a><\/li>/g)];
    const html = pageText("speisekarte/index.html");
    expect(links(html).map((match) => match[2])).toEqual(shipped.menu.sections.map((section) => section.name.de));
    for (const [, id] of links(html)) expect(html).toContain(`<section id="${id}" class="menu-section">`);
    expect(html).toContain('popoverTarget="menu-filter"');

    const dir = contentForTest();
    const content = join(dir, "content");
    edit(content, "menu.yaml", /^ {8}(allergens|diet): .*\n/gm, "");
    const plain = String(
      (await generateSite({ root, contentDir: content })).files.find((file) => file.path === "speisekarte/index.html")
        ?.contents,
    );
    expect(links(plain)).toHaveLength(4);
    expect(plain).not.toContain("data-menu-filter");
    expect(plain).not.toContain("popoverTarget");
  });

  it("marks each dish with its diet and allergens for the filter", () => {
    const html = pageText("speisekarte/index.html");
    expect(html).toContain(
      '<li class="dish" data-diet="vegan vegetarian" data-allergens=""><div class="dish__head"><h3 class="dish__name">Akara</h3>',
    );
    expect(html).toContain(
      '<li class="dish" data-diet="vegetarian" data-allergens="eggs"><div class="dish__head"><h3 class="dish__name">Moi Moi</h3>',
    );
    expect(html).toContain(
      '<li class="dish" data-allergens="gluten eggs milk"><div class="dish__head"><h3 class="dish__name">Doro Wat</h3>',
    );
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
    expect(html).not.toContain("Krebstiere");

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
    expect(lines).toContain("      Sehr scharf · Enthält: Gluten, Eier, Milch");
    expect(lines).toContain("    Bissap  0,3 l 3,50\u00a0€ · 0,5 l 4,90\u00a0€");
    expect(lines).toContain("    Malta  €3.20");
    expect(lines).toContain("      Vegan · Contains: gluten · with colouring");
    expect(lines).toContain("      Végétarien · Légèrement épicé · Sur place uniquement · Contient\u00a0: œufs");
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
