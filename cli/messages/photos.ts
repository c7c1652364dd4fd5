/** Photos named in content/: missing, unreadable, too small, cut by a frame, without a description (cli/stages/2-photos/photos.ts). */
import { entry, type Words } from "./entry.js";

/** The frames a photo is cut to (cli/shared/frames.ts), as the owner knows them: in warnings and in the editor. */
export const frameNames = {
  heroPhone: { en: "the top photo of a page on a phone (3:2)", de: "Foto oben auf einer Seite, am Handy (3:2)" },
  heroWide: {
    en: "the top photo of a page on a wide screen (5:2)",
    de: "Foto oben auf einer Seite, auf breiten Bildschirmen (5:2)",
  },
  homeHero: {
    en: "the round photo beside the welcome on the home page",
    de: "rundes Foto neben der Begrüßung auf der Startseite",
  },
  tile: { en: "a gallery tile (4:3)", de: "Kachel der Galerie (4:3)" },
  portrait: { en: "the chef's round portrait", de: "rundes Porträt der Küchenchefin oder des Küchenchefs" },
  dish: { en: "the square beside a dish on the menu", de: "Quadrat neben einem Gericht auf der Speisekarte" },
} satisfies Record<string, Words>;

/** The formats photos may come in (cli/shared/urls.ts, photoExtensions). */
export const photoFormatsHint: Words = {
  en: 'save it as JPEG, PNG, WebP, AVIF or HEIC (an image program\'s "Export" or "Save as" does it; an animation becomes a still photo) and write that file\'s name',
  de: "speichern Sie es als JPEG, PNG, WebP, AVIF oder HEIC (mit „Exportieren“ oder „Speichern unter“ eines Bildprogramms; eine Animation wird ein Standbild) und schreiben Sie den Namen dieser Datei",
};

export const photoMessages = {
  PhotoNotInImages: entry<{ url: string }>({
    en: {
      message: (p) => `the photo "${p.url}" is not in images/`,
      hint: "photos come only from content/images/: put the file there and write ![what it shows](images/name.jpg)",
    },
    de: {
      message: (p) => `das Foto "${p.url}" liegt nicht in images/`,
      hint: "Fotos kommen nur aus content/images/: legen Sie die Datei dort ab und schreiben Sie ![was es zeigt](images/name.jpg)",
    },
  }),
  PhotoFormatInText: entry<{ url: string; format: string }>({
    en: {
      message: (p) =>
        p.format
          ? `the photo "${p.url}" is a ${p.format} file, which the website does not show`
          : `the photo "${p.url}" has no file ending like .jpg`,
      hint: photoFormatsHint.en,
    },
    de: {
      message: (p) =>
        p.format
          ? `das Foto "${p.url}" ist eine ${p.format}-Datei, die die Website nicht zeigt`
          : `das Foto "${p.url}" hat keine Dateiendung wie .jpg`,
      hint: photoFormatsHint.de,
    },
  }),
  PhotoNoAltInText: entry<{ url: string }>({
    en: {
      message: (p) => `the photo "${p.url}" has no alt text`,
      hint: "write what it shows, in the page's language, between the brackets: ![Our dining room at night](images/room.jpg); a decorative photo belongs in the front matter with decorative: true",
    },
    de: {
      message: (p) => `das Foto "${p.url}" hat keinen Alternativtext`,
      hint: "schreiben Sie in der Sprache der Seite zwischen die eckigen Klammern, was es zeigt: ![Unser Gastraum am Abend](images/raum.jpg); ein dekoratives Foto gehört mit decorative: true in den Kopfbereich",
    },
  }),
  // Photos (cli/stages/2-photos/photos.ts): each at the place that names the photo.
  PhotoMissing: entry<{ file: string; guess: string }>({
    en: {
      message: (p) => `the photo ${p.file} does not exist`,
      hint: (p) =>
        p.guess
          ? `did you mean ${p.guess}? Names must match exactly, capital letters too`
          : "copy the photo into content/images/, or correct the name (capital letters count)",
    },
    de: {
      message: (p) => `das Foto ${p.file} gibt es nicht`,
      hint: (p) =>
        p.guess
          ? `meinten Sie ${p.guess}? Namen müssen genau stimmen, auch Groß- und Kleinschreibung`
          : "kopieren Sie das Foto nach content/images/ oder berichtigen Sie den Namen (Groß- und Kleinschreibung zählt)",
    },
  }),
  PhotoNotAFile: entry<{ file: string; folder: boolean }>({
    en: {
      message: (p) => (p.folder ? `${p.file} is a folder, not a photo` : `${p.file} is not a plain file`),
      hint: "put the photo itself there, the file as it came from the camera or phone",
    },
    de: {
      message: (p) => (p.folder ? `${p.file} ist ein Ordner, kein Foto` : `${p.file} ist keine gewöhnliche Datei`),
      hint: "legen Sie dort das Foto selbst ab, die Datei, wie sie von Kamera oder Handy kommt",
    },
  }),
  PhotoTooManyBytes: entry<{ file: string; megabytes: number; limit: number }>({
    en: {
      message: (p) => `${p.file} is ${p.megabytes} MB, more than the ${p.limit} MB a photo for the website may have`,
      hint: "a phone's photo has a few megabytes: put that file there, or save this one again as JPEG",
    },
    de: {
      message: (p) =>
        `${p.file} hat ${p.megabytes} MB, mehr als die ${p.limit} MB, die ein Foto für die Website haben darf`,
      hint: "ein Foto vom Handy hat wenige Megabyte: legen Sie diese Datei dort ab, oder speichern Sie dieses Foto erneut als JPEG",
    },
  }),
  PhotoUnreadable: entry<{ file: string; reason: string }>({
    en: {
      message: (p) => `${p.file} is not a photo the tool can read, or it is damaged (${p.reason})`,
      hint: "open it in an image viewer; if it shows, save it again as JPEG and use that file",
    },
    de: {
      message: (p) => `${p.file} ist kein Foto, das das Werkzeug lesen kann, oder es ist beschädigt (${p.reason})`,
      hint: "öffnen Sie es in einem Bildbetrachter; wenn es sich zeigt, speichern Sie es erneut als JPEG und nehmen Sie diese Datei",
    },
  }),
  PhotoHeic: entry<{ file: string }>({
    en: {
      message: (p) =>
        `${p.file} is a HEIC photo (an iPhone's own format) the tool cannot read: it is damaged or of an unusual kind`,
      hint: 'save it as JPEG: on the iPhone, Photos → Share → Options → "Most Compatible", or Settings → Camera → Formats → "Most Compatible" for new photos; on a Mac, Preview → File → Export → JPEG',
    },
    de: {
      message: (p) =>
        `${p.file} ist ein HEIC-Foto (das Format des iPhones), das das Werkzeug nicht lesen kann: es ist beschädigt oder von ungewöhnlicher Art`,
      hint: "speichern Sie es als JPEG: am iPhone Fotos → Teilen → Optionen → „Maximale Kompatibilität“, oder Einstellungen → Kamera → Formate → „Maximale Kompatibilität“ für neue Fotos; am Mac Vorschau → Ablage → Exportieren → JPEG",
    },
  }),
  PhotoTooLarge: entry<{ file: string; megapixels: number; width: number; height: number }>({
    en: {
      message: (p) => `${p.file} has ${String(p.megapixels)} megapixels (${p.width} × ${p.height}); the limit is 40`,
      hint: "scale it down to about 4000 pixels on its long side: no screen shows more, and the build stays fast",
    },
    de: {
      message: (p) =>
        `${p.file} hat ${String(p.megapixels).replace(".", ",")} Megapixel (${p.width} × ${p.height}); die Grenze ist 40`,
      hint: "verkleinern Sie es auf etwa 4000 Pixel an der langen Seite: kein Bildschirm zeigt mehr, und der Build bleibt schnell",
    },
  }),
  PhotoTooSmall: entry<{ file: string; width: number; shown: number }>({
    en: {
      message: (p) =>
        `warning: ${p.file} is ${p.width} pixels wide but shown up to ${p.shown} pixels wide: it will look blurry`,
      hint: (p) => `use the original photo (at least ${p.shown} pixels wide, twice that for sharp phone screens)`,
    },
    de: {
      message: (p) =>
        `Warnung: ${p.file} ist ${p.width} Pixel breit, wird aber bis zu ${p.shown} Pixel breit gezeigt: es wirkt unscharf`,
      hint: (p) =>
        `nehmen Sie das Originalfoto (mindestens ${p.shown} Pixel breit, doppelt so breit für scharfe Handybildschirme)`,
    },
  }),
  PhotoTooTall: entry<{
    file: string;
    width: number;
    height: number;
    published: number;
    shown: number;
    maxSide: number;
  }>({
    en: {
      message: (p) =>
        `warning: ${p.file} is so tall (${p.width} × ${p.height} pixels) that it is published only ${p.published} pixels wide, but shown up to ${p.shown} pixels wide: it will look blurry`,
      hint: (p) =>
        `crop it to the part worth showing: photos on the web are at most ${p.maxSide.toLocaleString("en")} pixels high`,
    },
    de: {
      message: (p) =>
        `Warnung: ${p.file} ist so hoch (${p.width} × ${p.height} Pixel), dass es nur ${p.published} Pixel breit veröffentlicht wird, aber bis zu ${p.shown} Pixel breit gezeigt: es wirkt unscharf`,
      hint: (p) =>
        `schneiden Sie es auf den sehenswerten Teil zu: Fotos im Web sind höchstens ${p.maxSide.toLocaleString("de")} Pixel hoch`,
    },
  }),
  PhotoCutByFrame: entry<{ file: string; frame: keyof typeof frameNames; taller: boolean; percent: number }>({
    en: {
      message: (p) =>
        `warning: ${p.file} is much ${p.taller ? "taller" : "wider"} than ${frameNames[p.frame].en}, where only ${p.percent}% of it shows: the frame keeps its middle`,
      hint: 'choose the part to keep: add focus: "50% 20%" (how far across, how far down) below its file, or point at it in the editor of node cli serve; or crop the photo to the frame\'s shape',
    },
    de: {
      message: (p) =>
        `Warnung: ${p.file} ist viel ${p.taller ? "höher" : "breiter"} als sein Rahmen (${frameNames[p.frame].de}), in dem nur ${p.percent} % davon zu sehen sind: der Rahmen zeigt die Mitte`,
      hint: 'wählen Sie den Teil, der bleiben soll: ergänzen Sie focus: "50% 20%" (wie weit rechts, wie weit unten) unter seiner Datei, oder zeigen Sie im Editor von node cli serve darauf; oder schneiden Sie das Foto auf die Form des Rahmens zu',
    },
  }),
} as const;
