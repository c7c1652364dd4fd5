import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { mapLink } from "../../cli/content/contact/view.js";
import { viewsOf } from "../../cli/content/registry.js";
import { linkProblem } from "../../cli/shared/urls.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { generateSite } from "../../cli/stages/build.js";
import { readMailto } from "../mailto.js";
import { contentForTest, edit, root, shippedContent } from "./helpers.js";

const { content } = await loadContent(shippedContent);
/** What the views are given besides the language: no photo is made, and the day is fixed. */
const rest = { now: new Date("2026-11-26T12:00:00+01:00"), photo: () => undefined, typeset: (text: string) => text };
const view = (lang: string) =>
  viewsOf(content, { lang, dict: content.dictionaries[lang], site: content.site, ...rest }).contact;

let site: Awaited<ReturnType<typeof generateSite>>;
const page = (path: string, built = site) =>
  String(built.files.find((file) => file.path === path)?.contents ?? `no ${path}`);
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]);
beforeAll(async () => {
  site = await generateSite({ root, contentDir: shippedContent });
});

describe("the contact type", () => {
  it("gives the phone as a tel: link, the number apart from each language's words around it", () => {
    expect(view("de").phone).toEqual({
      href: "tel:+493012345678",
      before: "Anrufen: ",
      number: "+49 30 1234 5678",
      after: "",
    });
    expect(view("en").phone).toMatchObject({ before: "Call ", number: "+49 30 1234 5678" });
    // The words of a phone link keep together too; the line may break only beside the number.
    expect(view("fr").phone).toMatchObject({ before: "Appeler\u00a0le ", number: "+49 30 1234 5678" });
    // The page: the number with no-break spaces (html-validate's tel-non-breaking), in the button's one line of
    // text; a line too narrow for it breaks it after a group of digits.
    expect(page("kontakt/index.html")).toContain(
      '<a href="tel:+493012345678" class="button button--primary"><span>Anrufen: <span class="keep-together">+49\u00a0<wbr/>30\u00a0<wbr/>1234\u00a0<wbr/>5678</span></span></a>',
    );
  });

  it("keeps the whole text of a call button that names the number twice or not at all, the first number together", () => {
    const withCall = (call: string) =>
      viewsOf(content, { lang: "en", dict: { ...content.dictionaries.en, call }, site: content.site, ...rest }).contact
        .phone;
    expect(withCall("Call {{ phone }} (or {{phone}} after 22:00)")).toMatchObject({
      before: "Call ",
      number: "+49 30 1234 5678",
      after: " (or\u00a0+49\u00a030\u00a01234\u00a05678\u00a0after\u00a022:00)",
    });
    expect(withCall("Call us")).toMatchObject({ before: "Call\u00a0us", number: "", after: "" });
  });

  it("asks for a table by e-mail: one subject for every language, the body in the page's, day, time and guests to fill in", () => {
    expect(readMailto(view("de").reservation.href)).toEqual({
      address: "hallo@mama-nyota.example",
      subject: "Reservierungsanfrage",
      body: "Guten Tag,\r\nich möchte gern einen Tisch bei Ihnen reservieren.\r\n\r\nDatum:\r\nUhrzeit:\r\nAnzahl Personen:\r\n",
    });
    expect(readMailto(view("fr").reservation.href)).toEqual({
      address: "hallo@mama-nyota.example",
      subject: "Reservierungsanfrage",
      body: "Bonjour,\r\nje souhaite réserver une table.\r\n\r\nDate :\r\nHeure :\r\nNombre de personnes :\r\n",
    });
    expect(readMailto(view("en").reservation.href).body).toContain("\r\nDate:\r\nTime:\r\nNumber of guests:\r\n");
  });

  it("asks for an event and for catering with their own subjects and questions; catering's subject stays Cateringanfrage", () => {
    for (const lang of content.languages) {
      expect(readMailto(view(lang).cateringRequest).subject).toBe("Cateringanfrage");
      expect(readMailto(view(lang).eventRequest).subject).toBe("Veranstaltungsanfrage");
    }
    expect(readMailto(view("de").eventRequest).body).toContain("\r\nAnzahl Gäste:\r\n");
    expect(readMailto(view("en").cateringRequest).body).toContain("\r\nDelivery address:\r\n");
    expect(readMailto(view("fr").cateringRequest).body).toContain("\r\nNombre d’invités :\r\n");
  });

  it("encodes every character a mail program could misread: &, =, #, %, + and line breaks", async () => {
    const dir = contentForTest();
    edit(
      dir,
      "content/contact.yaml",
      "ich möchte gern einen Tisch",
      "ich möchte 2+2 Plätze & Tisch #5 = 100% gern einen Tisch",
    );
    const { content: edited } = await loadContent(join(dir, "content"));
    const reservation = viewsOf(edited, { lang: "de", dict: edited.dictionaries.de, site: edited.site, ...rest })
      .contact.reservation;
    expect(reservation.href).toContain("2%2B2%20Pl%C3%A4tze%20%26%20Tisch%20%235%20%3D%20100%25");
    expect(readMailto(reservation.href).body).toContain("ich möchte 2+2 Plätze & Tisch #5 = 100% gern einen Tisch");
  });

  it("links the door on OpenStreetMap by its position, or searches for the address without one", () => {
    expect(view("de").map).toBe("https://www.openstreetmap.org/?mlat=52.4787&mlon=13.4373#map=18/52.4787/13.4373");
    const search = mapLink(
      { ...content.contact, map: undefined },
      { street: "Baobabweg 7", postcode: "12043", city: "Berlin" },
    );
    expect(search).toBe("https://www.openstreetmap.org/search?query=Baobabweg%207%2C%2012043%20Berlin");
    for (const link of [view("de").map, search]) expect(linkProblem(link)).toBeUndefined();
  });

  it("gives every link through the site's one allow-list", () => {
    const { phone, reservation, eventRequest, cateringRequest, map } = view("en");
    for (const link of [phone.href, reservation.href, eventRequest, cateringRequest, map]) {
      expect(linkProblem(link), link).toBeUndefined();
    }
  });
});

describe("the contact page", () => {
  it("is at /kontakt/ in every language, with its links, hours and the way here", () => {
    for (const [path, heading, transit] of [
      ["kontakt/index.html", "Kontakt &amp; Reservierung", "U7 bis Rathaus Neukölln"],
      ["en/kontakt/index.html", "Contact &amp; bookings", "U7 to Rathaus Neukölln"],
      ["fr/kontakt/index.html", "Contact et réservation", "U7 jusqu’à Rathaus Neukölln"],
    ]) {
      const html = page(path);
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(hrefs(html), path).toEqual(
        expect.arrayContaining([
          "tel:+493012345678",
          "https://www.openstreetmap.org/?mlat=52.4787&amp;mlon=13.4373#map=18/52.4787/13.4373",
        ]),
      );
      expect(html, path).toContain(transit);
      expect(html, path).toMatch(/<h2 id="contact-hours">[^<]+<\/h2>/);
      expect(html, path).toMatch(
        /<a href="mailto:hallo@mama-nyota\.example\?subject=Reservierungsanfrage&amp;body=[^"]+" class="button button--secondary">/,
      );
    }
    const sitemap = String(site.files.find((file) => file.path === "sitemap.xml")?.contents);
    expect(sitemap).toContain("<loc>https://mama-nyota.example/kontakt/</loc>");
    expect(sitemap).toContain('hreflang="fr" href="https://mama-nyota.example/fr/kontakt/"');
  });

  it("is linked from every page's footer, from the menu's Kontakt & Reservierung and from the home page", () => {
    for (const file of site.files.filter((candidate) => candidate.path.endsWith("index.html"))) {
      const prefix = file.path.startsWith("en/") ? "/en/" : file.path.startsWith("fr/") ? "/fr/" : "/";
      expect(String(file.contents), file.path).toContain(`<li><a href="${prefix}kontakt/">`);
    }
    expect(page("speisekarte/index.html")).toContain('<a href="/kontakt/">Kontakt &amp; Reservierung</a>');
    // The home page's "Reservieren" asks for a table at once: the e-mail, or the booking service (below).
    expect(page("index.html")).toContain(
      `<a href="${view("de").reservation.href.replace(/&/g, "&amp;")}" class="button button--primary">Reservieren</a>`,
    );
    expect(page("en/index.html")).toContain(
      '<a href="/en/kontakt/#anfahrt" class="button button--secondary">Getting here</a>',
    );
  });

  it("links the booking service site.yaml names, in a new tab, and none when there is none", async () => {
    expect(page("kontakt/index.html")).not.toContain("Online reservieren");
    const dir = contentForTest();
    const file = join(dir, "content/site.yaml");
    writeFileSync(file, `${readFileSync(file, "utf8")}bookingUrl: https://tisch.example/mama-nyota\n`);
    const built = await generateSite({ root, contentDir: join(dir, "content") });
    expect(page("kontakt/index.html", built)).toContain(
      '<a href="https://tisch.example/mama-nyota" class="button button--secondary" target="_blank" rel="noopener noreferrer">Online reservieren<span class="visually-hidden"> (öffnet in neuem Tab)</span></a>',
    );
  });

  it("carries its own rules in its head, which other pages do not", () => {
    const style = (path: string) => /<style>(.*?)<\/style>/s.exec(page(path))?.[1] ?? "";
    expect(style("kontakt/index.html")).toContain(".directions{");
    expect(style("about/index.html")).not.toContain(".directions{");
    expect(style("events/index.html")).toContain(".offer{");
    expect(style("fr/catering/index.html")).toContain(".offer{");
    expect(style("speisekarte/index.html")).not.toContain(".offer{");
  });
});

describe("the events and catering pages", () => {
  it("reserve in one tap everywhere: to the booking service site.yaml names, else to the reservation e-mail", () => {
    expect(view("de").reserve).toEqual({ href: view("de").reservation.href, external: false });
    const booked = viewsOf(content, {
      lang: "en",
      dict: content.dictionaries.en,
      site: { ...content.site, bookingUrl: "https://book.example/mama-nyota" },
      ...rest,
    }).contact;
    expect(booked.reserve).toEqual({ href: "https://book.example/mama-nyota", external: true });
    // The way there: OpenStreetMap's route planner to the door, and the phone's maps app.
    expect(view("de").route).toBe("https://www.openstreetmap.org/directions?to=52.4787%2C13.4373");
    expect(view("de").geo).toBe("geo:52.4787,13.4373?q=52.4787,13.4373(Mama%20Nyota)");
  });

  it("say what is offered and ask with a prefilled e-mail, with no coming-soon pill", () => {
    for (const [path, offered, subject] of [
      ["events/index.html", "Bis zu 40 Gäste", "Veranstaltungsanfrage"],
      ["en/events/index.html", "Up to 40 guests", "Veranstaltungsanfrage"],
      ["fr/catering/index.html", "15 à 250 invités", "Cateringanfrage"],
      ["catering/index.html", "15 bis 250 Gäste", "Cateringanfrage"],
    ]) {
      const html = page(path);
      expect(html, path).toContain(offered);
      expect(html, path).not.toContain('class="coming-soon"');
      const requests = hrefs(html.slice(html.indexOf("<main"), html.indexOf("</main>")))
        .filter((href) => href.includes("?subject="))
        .map((href) => readMailto(href.replace(/&amp;/g, "&")));
      expect(
        requests.map((request) => request.subject),
        path,
      ).toEqual([subject]);
      expect(requests[0].body, path).toMatch(/\r\n\r\n.+:\r\n/);
    }
  });
});
