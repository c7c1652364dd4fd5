import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { renderMarkdown } from "../../cli/stages/1-load/markdown.js";
import { frenchTypography, hyphenateHeading, keepNumbersWithUnits } from "../../cli/stages/1-load/typography.js";
import { generateSite } from "../../cli/stages/build.js";
import { contentForTest, edit, root, testNow } from "./helpers.js";

const shy = "\u00ad";
const markdown = (body: string, lang?: string) =>
  renderMarkdown({ file: "pages/x.md", body, lineOffset: 0, facts: new Map(), lang }).html;

describe("headings' long words", () => {
  it("break at German syllables, not inside them", () => {
    expect(hyphenateHeading("Datenschutzerklärung", "de").split(shy)).toEqual([
      "Da",
      "ten",
      "schutz",
      "er",
      "klä",
      "rung",
    ]);
  });

  it("break by the rules of the heading's own language", () => {
    expect(hyphenateHeading("Réglementations particulières", "fr")).toContain(`Ré${shy}gle`);
  });

  it("stay whole when short, when the language has no rules, or when none is given", () => {
    expect(hyphenateHeading("Über uns", "de")).toBe("Über uns");
    expect(hyphenateHeading("Datenschutzerklärung", "xx")).toBe("Datenschutzerklärung");
    expect(hyphenateHeading("Datenschutzerklärung", undefined)).toBe("Datenschutzerklärung");
  });

  it("get soft hyphens in a page's text headings and title, not in its paragraphs", async () => {
    expect(markdown("## Verarbeitungsverzeichnis\n\nVerarbeitungsverzeichnis", "de")).toBe(
      `<h2>Ver${shy}ar${shy}bei${shy}tungs${shy}ver${shy}zeich${shy}nis</h2>\n<p>Verarbeitungsverzeichnis</p>`,
    );
    const dir = contentForTest();
    edit(dir, "content/pages/about.de.md", 'title: "Über uns"', 'title: "Über unsere Familiengeschichte"');
    const { content } = await loadContent(join(dir, "content"));
    expect(content.page.de.about.title).toBe("Über unsere Familiengeschichte");
    expect(content.page.de.about.heading).toBe(`Über unsere Fa${shy}mi${shy}li${shy}en${shy}ge${shy}schich${shy}te`);
    // Legal texts are German in every language: German rules.
    expect(content.legal.de.datenschutz.heading).toContain(`schutz${shy}er`);
  });
});

describe("French typography", () => {
  it("puts no-break spaces before ? ! ; : and inside « », and curls apostrophes", () => {
    expect(frenchTypography("C'est prêt ? Oui ! Venez ; vite : « maintenant »")).toBe(
      "C’est prêt\u202f? Oui\u202f! Venez\u202f; vite\u00a0: «\u202fmaintenant\u202f»",
    );
  });

  it("leaves times, addresses and text already set alone", () => {
    const set = "Ouvert 12:00–15:00 : https://example.org/a?b=1 ! «\u202fbon\u202f»";
    expect(frenchTypography(set)).toBe("Ouvert 12:00–15:00\u00a0: https://example.org/a?b=1\u202f! «\u202fbon\u202f»");
  });

  it("is applied to the French words of buttons and notices, however the owner typed them", async () => {
    const dir = contentForTest();
    edit(
      dir,
      "content/i18n/fr.yaml",
      'notFoundTitle: "Oups\u202f! Page introuvable"',
      "notFoundTitle: Oups ! Page introuvable",
    );
    edit(dir, "content/i18n/fr.yaml", "notFoundHome: Retour à l’accueil", "notFoundHome: Retour à l'accueil");
    const site = await generateSite({ root, contentDir: join(dir, "content") });
    const page = String(site.files.find((file) => file.path === "fr/404.html")?.contents);
    expect(page).toContain("<h1>Oups\u202f! Page introuvable</h1>");
    expect(page).toContain(">Retour à l’accueil</a>");
    expect(page).not.toContain("l'accueil");
  });

  it("is applied to the French texts of the menu and of a closure's reason, however the owner typed them", async () => {
    const dir = contentForTest();
    edit(dir, "content/menu.yaml", "fr: Brochettes de suya", "fr: Brochettes d'agneau ; piquantes !");
    edit(dir, "content/hours.yaml", "fr: Vacances de Noël", "fr: L'équipe se repose !");
    const site = await generateSite({ root, contentDir: join(dir, "content"), now: new Date(testNow) });
    const menu = String(site.files.find((file) => file.path === "fr/speisekarte/index.html")?.contents);
    expect(menu).toContain("Brochettes d’agneau\u202f; piquantes\u202f!");
    const home = String(site.files.find((file) => file.path === "fr/index.html")?.contents);
    expect(home).toContain("L’équipe se repose\u202f!\u00a0: nous sommes fermés du 24 au 26 décembre 2026.");
    // German is left as typed.
    expect(String(site.files.find((file) => file.path === "speisekarte/index.html")?.contents)).toContain(
      "Suya-Spieße",
    );
  });

  it("is applied to French page text but not to German", () => {
    expect(markdown("Vous venez ? C'est ici : au [restaurant](/fr/).", "fr")).toBe(
      '<p>Vous venez\u202f? C’est ici\u00a0: au <a href="/fr/">restaurant</a>.</p>',
    );
    expect(markdown("Kommen Sie? Hier: im Restaurant.", "de")).toBe("<p>Kommen Sie? Hier: im Restaurant.</p>");
  });
});

describe("a number and its unit", () => {
  const nbsp = "\u00a0";
  it("stay on one line in every language", () => {
    expect(keepNumbersWithUnits("ab 17 Uhr, 0,33 l, 250 g, 1,5 kg, 12,50 €, 5 % und 30 min")).toBe(
      `ab 17${nbsp}Uhr, 0,33${nbsp}l, 250${nbsp}g, 1,5${nbsp}kg, 12,50${nbsp}€, 5${nbsp}% und 30${nbsp}min`,
    );
    expect(keepNumbersWithUnits("à partir de 17 h 30, 2 m²")).toBe(`à partir de 17${nbsp}h${nbsp}30, 2${nbsp}m²`);
  });

  it("leave a word after a number free to start the next line", () => {
    const text = "bis 80 Gäste, 3 Gänge, 2 hours, 10 large plates, 4 mains, 12 lemons";
    expect(keepNumbersWithUnits(text)).toBe(text);
  });

  it("are joined in the pages' text, the menu and the dictionaries, however the owner typed them", async () => {
    const dir = contentForTest();
    edit(dir, "content/i18n/en.yaml", "\nmenu: Menu\n", "\nmenu: Menu from 12 €\n");
    const site = await generateSite({ root, contentDir: join(dir, "content"), now: new Date(testNow) });
    const page = (path: string) => String(site.files.find((file) => file.path === path)?.contents);
    expect(page("fr/events/index.html")).toContain(`à partir de 17${nbsp}h`);
    expect(page("fr/speisekarte/index.html")).toContain(`bouteille de 0,33${nbsp}l.`);
    expect(page("speisekarte/index.html")).toContain(`0,33${nbsp}l Flasche`);
    expect(page("en/index.html")).toContain(`Menu from 12${nbsp}€`);
  });
});

describe("e-mail addresses in page text", () => {
  it("break only after their @", () => {
    expect(markdown("Write to [hallo@mama-nyota.example](mailto:hallo@mama-nyota.example).", "en")).toBe(
      '<p>Write to <a href="mailto:hallo@mama-nyota.example"><span class="keep-together">hallo@</span><wbr /><span class="keep-together">mama-nyota.example</span></a>.</p>',
    );
    // A link with other words keeps them as written.
    expect(markdown("[Write to us](mailto:hallo@mama-nyota.example)", "en")).toBe(
      '<p><a href="mailto:hallo@mama-nyota.example">Write to us</a></p>',
    );
  });
});
