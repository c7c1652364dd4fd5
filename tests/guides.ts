/**
 * The tables of messages in the owner's guides (docs/owner-guide.md in
 * English, docs/anleitung.md in German), made from the catalogue
 * (cli/messages/): every entry, with an example of its message and its hint,
 * which says what to do. tests/unit/guides.test.ts fails when a guide's table
 * differs from what the catalogue makes; `npm run guides` writes them.
 */
import type { ToolLanguage } from "../cli/language.js";
import { type MessageName, type MessageParams, messages, render } from "../cli/messages/index.js";
import { reservedPageNames } from "../cli/restaurant/routes.js";

/** Where the owner meets a message; the guides have one table for each. */
export type Group = "content" | "warning" | "command" | "page" | "template" | "editor" | "report";

export const groups: Group[] = ["content", "warning", "command", "page", "template", "editor", "report"];

interface Example<N extends MessageName> {
  group: Group;
  /**
   * One set of parameters per way the message reads (a link refused for one of several reasons);
   * a function where numbers are written as the tool writes them in each language.
   */
  params: (MessageParams<N> | ((lang: ToolLanguage) => MessageParams<N>))[];
}

/** "0.32 s" / "0,32 s": a decimal as the tool prints it in each language. */
const decimal = (text: string, lang: ToolLanguage) => (lang === "de" ? text.replace(".", ",") : text);

const value = (key: string, shown = "") => ({ key, value: shown, detail: "" });

/** Every entry of the catalogue, with the parameters it is shown with in the guides. */
export const examples: { [N in MessageName]?: Example<N> } = {
  // Reading a file.
  ContentFolderMissing: { group: "content", params: [{ folder: "content" }] },
  FileMissing: { group: "content", params: [{}] },
  FileEmpty: { group: "content", params: [{}] },
  NotAFile: { group: "content", params: [{ folder: true }, { folder: false }] },
  LinkOutOfContent: { group: "content", params: [{}] },
  FileTooLarge: {
    group: "content",
    params: [
      { kilobytes: 21485, limit: 256 },
      { kilobytes: 4884, limit: 256, yaml: true },
    ],
  },
  NotUtf8: { group: "content", params: [{ encoding: "Windows-1252", sample: "about: Über uns" }] },
  ControlCharacter: { group: "content", params: [{ code: "U+0000" }] },
  ControlInText: { group: "content", params: [{ key: "name", code: "U+001B", typed: "\\e" }] },
  HalfCharacter: { group: "content", params: [{ key: '"Akara": name.de', typed: "\\uD800" }] },
  InvisibleText: { group: "content", params: [{ key: '"Akara": name.de', codes: "U+200B" }] },
  EditorMarkerInText: {
    group: "content",
    params: [
      { key: '"Akara": name.de', marker: "__site_editor__" },
      { key: "", marker: "__site_editor__" },
    ],
  },
  TooDeep: { group: "content", params: [{}] },
  // The menu (menu.yaml), opening hours (hours.yaml) and texts in every language.
  NotTexts: { group: "content", params: [value('"Jollof-Reis": name', '"Jollof-Reis"')] },
  TextMissingLanguage: { group: "content", params: [{ key: '"Jollof-Reis": name', lang: "fr" }] },
  TextUnknownLanguage: {
    group: "content",
    params: [{ key: '"Süßes": name', lang: "es", languages: "de, en, fr", count: 3 }],
  },
  NotAPrice: {
    group: "content",
    params: [
      { ...value('"Akara": price', '"12.5€"'), guess: "" },
      { ...value('"Akara": price', '"12,5O"'), guess: "12,50" },
    ],
  },
  PriceNotPositive: { group: "content", params: [value('"Akara": price', "-6.5")] },
  PriceTooPrecise: { group: "content", params: [value('"Akara": price', "12.505")] },
  PriceTooHigh: {
    group: "content",
    params: [
      { ...value('"Akara": price', "1250"), max: 1000, guess: "12.50" },
      { ...value('"Akara": price', '"1000000000,00"'), max: 1000, guess: "" },
    ],
  },
  PriceOrVariants: { group: "content", params: [value('"Suya-Spieße": price')] },
  VariantsNeedTwo: { group: "content", params: [value('"Bissap": variants')] },
  UnknownAllergen: {
    group: "content",
    params: [
      { ...value('"Suya-Spieße": allergens', '"peanut"'), guess: "peanuts" },
      { ...value('"Suya-Spieße": allergens', '"Erdnüsse"'), guess: "peanuts" },
      { ...value('"Suya-Spieße": allergens', '"scharf"'), guess: "" },
    ],
  },
  UnknownAdditive: { group: "content", params: [value('"Malta": additives', "13")] },
  NotADiet: {
    group: "content",
    params: [
      { ...value('"Moi Moi": diet', '"vegetarisch"'), guess: "vegetarian" },
      value('"Moi Moi": diet', '"halal"'),
    ],
  },
  NotSpicy: { group: "content", params: [value('"Doro Wat": spicy', "4")] },
  NotAServing: {
    group: "content",
    params: [
      value('"Moi Moi": offered', '"delivery"'),
      { ...value('"Moi Moi": offered', '"zum Mitnehmen"'), guess: "take-away" },
    ],
  },
  DishNameTwice: { group: "content", params: [{ ...value('"Akara": name.de', '"Akara"'), line: "51" }] },
  NotTimeRange: {
    group: "content",
    params: [
      { ...value("weekly.tuesday", '"17:00-24:30"'), guess: "" },
      { ...value("weekly.tuesday", '"17 Uhr - 22 Uhr"'), guess: "17:00-22:00" },
    ],
  },
  RangeEndsBeforeStart: {
    group: "content",
    params: [
      { ...value("weekly.sunday", '"21:00-02:00"'), from: "21:00", to: "02:00" },
      { ...value("weekly.tuesday", '"22:00-17:00"'), from: "22:00", to: "17:00" },
      { ...value("weekly.saturday", '"18:00-00:00"'), from: "18:00", to: "00:00" },
      { ...value("weekly.monday", '"12:00-12:00"'), from: "12:00", to: "12:00" },
    ],
  },
  RangesOverlap: { group: "content", params: [value("weekly.friday.1", '"14:00-23:00"')] },
  NotOpening: { group: "content", params: [value("weekly.monday", '"zu"')] },
  SpecialDayTwice: { group: "content", params: [{ ...value("special.1.date", '"2027-01-05"'), line: "60" }] },
  ClosureEndsBeforeStart: {
    group: "content",
    params: [{ ...value("closures.0.to", '"2026-12-20"'), from: "2026-12-24" }],
  },
  NotAnnounceDays: { group: "content", params: [value("announceDays", '"zwei Wochen"')] },
  // How guests reach the restaurant (contact.yaml).
  NotLatitude: { group: "content", params: [value("map.latitude", "524.787")] },
  NotLongitude: { group: "content", params: [value("map.longitude", '"13,4373"')] },
  // Where the site is deployed (site.yaml's deploy:).
  NotDeployProtocol: { group: "content", params: [value("deploy.protocol", '"scp"')] },
  NotHostName: { group: "content", params: [value("deploy.host", '"https://home.strato.de"')] },
  NotPort: { group: "content", params: [value("deploy.port", "70000")] },
  NotLoginName: { group: "content", params: [value("deploy.user", '"mama nyota"')] },
  NotRemoteFolder: { group: "content", params: [value("deploy.folder", '"../htdocs"')] },
  // YAML syntax.
  IndentMismatch: { group: "content", params: [{ spaces: 1, expected: 0 }] },
  TabIndent: { group: "content", params: [{}] },
  QuoteUnclosed: { group: "content", params: [{ quote: '"' }] },
  BracketUnclosed: { group: "content", params: [{ bracket: "[", closing: "]" }] },
  ColonInText: { group: "content", params: [{ key: "heroSubtitle" }] },
  DuplicateKey: { group: "content", params: [{ key: "from" }] },
  YamlAlias: { group: "content", params: [{}] },
  YamlTag: { group: "content", params: [{ tag: "!!js/function" }] },
  YamlKeyNotName: { group: "content", params: [{}] },
  YamlSyntax: { group: "content", params: [{ code: "BAD_DQ_ESCAPE" }, { code: "BAD_SCALAR_START" }] },
  // Keys and values.
  NotAMapping: { group: "content", params: [{}] },
  UnknownKey: {
    group: "content",
    params: [
      { key: "newLocaton", parent: "", guess: "newLocation" },
      { key: "x", parent: "", guess: "" },
    ],
  },
  MoreUnknownKeys: { group: "content", params: [{ count: 4980, parent: "" }] },
  KeyBelongsInside: { group: "content", params: [{ key: "city", group: "address", spaces: 2 }] },
  KeyBelongsOutside: { group: "content", params: [{ key: "email", group: "address", spaces: 2 }] },
  ValueMissing: { group: "content", params: [{ key: "heroTitle" }] },
  DictionaryTextMissing: {
    group: "content",
    params: [{ key: "reserve", line: 12, before: false, other: "de.yaml", example: "reserve: Reservieren" }],
  },
  NotText: { group: "content", params: [value("address.city", "12043")] },
  EmptyText: { group: "content", params: [value("address.city", '""')] },
  NotCalendarDate: {
    group: "content",
    params: [value("date", '"2026-11-31"'), { ...value("date", '"20.12.2026"'), guess: "2026-12-20" }],
  },
  DateOutOfRange: { group: "content", params: [{ ...value("date", '"0202-11-02"'), first: "1900", last: "9999" }] },
  NotTimeOfDay: {
    group: "content",
    params: [value("to", '"24:30"'), { ...value("from", '"12 Uhr"'), guess: "12:00" }],
  },
  TimeSkipped: {
    group: "content",
    params: [
      { ...value("from", '"02:30"'), date: "2025-03-30" },
      { ...value("special.0.hours", '"01:00-02:30"'), date: "2027-03-28", time: "02:30" },
    ],
  },
  EndBeforeStart: { group: "content", params: [{ ...value("to", '"13:00"'), from: "14:00" }] },
  BuffetSameStart: {
    group: "content",
    params: [{ ...value("buffet 2: date", '"2027-02-07"'), from: "12:00", other: 1 }],
  },
  NotHttps: {
    group: "content",
    params: [
      value("orderUrl", '"javascript:alert(1)"'),
      { ...value("orderUrl", '"www.bestellen.example"'), guess: "https://www.bestellen.example" },
    ],
  },
  BadHostInAddress: { group: "content", params: [value("url", '"https://mama-nyota.example$arg_to"')] },
  LookalikeHost: { group: "content", params: [value("orderUrl", '"https://www.liefer\u0430ndo.example"')] },
  NotEmail: { group: "content", params: [value("email", '"hallo"')] },
  NotPostcode: { group: "content", params: [value("location.postcode", '"1234"')] },
  NotPhone: { group: "content", params: [value("phone", '"030 1234 5678"')] },
  NotVatId: { group: "content", params: [value("vatId", '"123456789"')] },
  NotLanguageCode: { group: "content", params: [value("defaultLanguage", '"deutsch"')] },
  UnknownLocale: { group: "content", params: [value("dateLocale", '"xx-QQ"')] },
  NotPageName: { group: "content", params: [value("extraPages.0", '"Jobs!"')] },
  NotMonth: { group: "content", params: [value("stand", '"November 2026"')] },
  NotBoolean: { group: "content", params: [value("show", '"maybe"')] },
  DescriptionTooLong: { group: "content", params: [value("description")] },
  NeedsOne: { group: "content", params: [value("deliveryPlatforms")] },
  MissingParam: { group: "content", params: [{ ...value("orderVia", '"Bestellen"'), param: "platform" }] },
  UnknownParam: {
    group: "content",
    params: [
      { ...value("orderVia", '"Über {{plattform}}"'), param: "plattform", known: "platform" },
      { ...value("heroSubtitle", '"Rufen Sie an: {{site.phone}}"'), param: "site.phone", known: "" },
    ],
  },
  NotAGroup: { group: "content", params: [value("address", '"Berlin"')] },
  NotAList: { group: "content", params: [value("deliveryPlatforms", '"Lieferando"')] },
  ValueInvalid: { group: "content", params: [{ ...value("show", "7"), detail: "expected one of …" }] },
  PlaceholderInYaml: {
    group: "content",
    params: [
      { key: "heroSubtitle", what: "marker", text: "TODO" },
      { key: "orderVia", what: "unclosed", text: "{{platform" },
    ],
  },
  // Markdown pages.
  FrontMatterMissing: { group: "content", params: [{ first: "" }] },
  FrontMatterFirstLine: { group: "content", params: [{ first: "---yaml" }] },
  FrontMatterUnclosed: { group: "content", params: [{}] },
  UnknownField: { group: "content", params: [{ field: "{{site.mail}}" }] },
  RawHtml: { group: "content", params: [{ snippet: '<div class="x">Hallo</div>' }] },
  HeadingLevelOne: { group: "content", params: [{}] },
  PlaceholderInText: {
    group: "content",
    params: [
      { what: "dummy", text: "Lorem ipsum" },
      { what: "unclosed", text: "{{site.email" },
    ],
  },
  // Photos.
  NotAPhotoFile: { group: "content", params: [value("hero.file", '"../secret.jpg"')] },
  NotAPhotoFormat: {
    group: "content",
    params: [
      { ...value("hero.file", '"images/anim.gif"'), format: "GIF" },
      { ...value("hero.file", '"images/team"'), format: "" },
    ],
  },
  PhotoNeedsAlt: { group: "content", params: [value("hero")] },
  PhotoAltAndDecorative: { group: "content", params: [value("hero.decorative", "true")] },
  NotFocus: { group: "content", params: [value("hero.focus", '"120% 5"')] },
  PhotoNotInImages: { group: "content", params: [{ url: "/team.jpg" }] },
  PhotoFormatInText: {
    group: "content",
    params: [
      { url: "images/anim.gif", format: "GIF" },
      { url: "images/team", format: "" },
    ],
  },
  PhotoNoAltInText: { group: "content", params: [{ url: "images/team.jpg" }] },
  PhotoMissing: { group: "content", params: [{ file: "images/team.jpg", guess: "images/Team.JPG" }] },
  PhotoNotAFile: {
    group: "content",
    params: [
      { file: "images/team.jpg", folder: false },
      { file: "images/team.jpg", folder: true },
    ],
  },
  PhotoUnreadable: {
    group: "content",
    params: [{ file: "images/team.jpg", reason: "unsupported image format" }],
  },
  PhotoHeic: { group: "content", params: [{ file: "images/IMG_0042.heic" }] },
  PhotoTooLarge: {
    group: "content",
    params: [{ file: "images/team.jpg", megapixels: 40.8, width: 8000, height: 5100 }],
  },
  PhotoTooManyBytes: { group: "content", params: [{ file: "images/team.jpg", megabytes: 65, limit: 64 }] },
  PhotoTooSmall: { group: "warning", params: [{ file: "images/kitchen.jpg", width: 640, shown: 1100 }] },
  PhotoTooTall: {
    group: "warning",
    params: [
      { file: "images/screenshot.png", width: 1170, height: 25000, published: 766, shown: 1100, maxSide: 16383 },
    ],
  },
  PhotoCutByFrame: {
    group: "warning",
    params: [
      { file: "images/screenshot.png", frame: "tile", taller: true, percent: 19 },
      { file: "images/panorama.jpg", frame: "portrait", taller: false, percent: 33 },
    ],
  },
  AltIsFileName: {
    group: "content",
    params: [
      { file: "images/IMG_2041.jpg", alt: "IMG_2041", kind: "own" },
      { file: "images/team.jpg", alt: "DSC_0001", kind: "name" },
      { file: "images/team.jpg", alt: "Foto", kind: "word" },
    ],
  },
  LinkToNoPage: { group: "content", params: [{ url: "/en/jobs/" }] },
  LinkRefused: {
    group: "content",
    params: [
      { url: "javascript:alert(1)", problem: "scheme", scheme: "javascript" },
      { url: "//example.com", problem: "otherHost" },
      { url: " https://www.example.com/", problem: "hidden" },
      { url: "https://user@example.com", problem: "badHttps" },
      { url: "https://www.example.com;break", problem: "badHost" },
      { url: "https://www.liefer\u0430ndo.example", problem: "lookalike" },
      { url: "catering", problem: "relative" },
      { url: "www.instagram.com/mamanyota", problem: "noScheme" },
      { url: "/www.instagram.com/mamanyota", problem: "hostAsPath" },
      { url: "", problem: "empty" },
    ],
  },
  TooMuchMarkup: { group: "content", params: [{ limit: 200, page: false }] },
  NestedTooDeep: { group: "content", params: [{ limit: 20 }] },
  TooManyListItems: { group: "content", params: [{ limit: 1000 }] },
  // Rules across files.
  DictionaryName: { group: "content", params: [{ name: "deutsch.yaml" }] },
  DictionaryMissing: { group: "content", params: [{ lang: "en" }] },
  DefaultLanguageUnknown: { group: "content", params: [{ lang: "xx", languages: "de, en, fr" }] },
  ExtraPageTaken: { group: "content", params: [{ name: "speisekarte" }] },
  ExtraPageReserved: { group: "content", params: [{ name: "not-found", reserved: reservedPageNames.join(", ") }] },
  NotAPage: {
    group: "content",
    params: [{ name: "abuot.en.md", pages: "home, menu, catering, shop, about, events, contact" }],
  },
  NotALegalText: { group: "content", params: [{ name: "agb.md", texts: "impressum.md, datenschutz.md" }] },

  // Warnings: the build goes on.
  TextCutByComment: {
    group: "warning",
    params: [{ key: "heroSubtitle", dropped: "#1 in Berlin", full: "Hausgemacht #1 in Berlin" }],
  },
  BuffetOver: { group: "warning", params: [{ date: "2027-01-10" }] },
  NotReadByAnyType: {
    group: "warning",
    params: [
      {
        files:
          "site.yaml, buffet.yaml, hours.yaml, menu.yaml, contact.yaml, i18n/{lang}.yaml, pages/{page}.{lang}.md, legal/{page}.md",
        guess: "menu.yaml",
      },
    ],
  },
  ClosureOver: { group: "warning", params: [{ from: "2026-12-24", to: "2026-12-26" }] },
  DeployInsecureWarning: { group: "warning", params: [{ host: "ftp.example.com" }] },
  DeployHostKeyTrusted: {
    group: "warning",
    params: [
      {
        host: "access-5012345678.webspace-host.com",
        fingerprint: "SHA256:Zm9vYmFy…",
        type: "ED25519",
        file: ".site-deploy/known_hosts",
      },
    ],
  },
  DeployEntryRefused: { group: "warning", params: [{ path: "../canary.txt" }] },
  DeployRecordsDamaged: { group: "warning", params: [{ file: ".site-deploy.json" }] },
  DeployLeftInPlace: {
    group: "warning",
    params: [
      { path: "owner-file.txt", why: "changed" },
      { path: "keep", why: "not-a-file" },
      { path: "en/jobs/index.html", why: "behind-link" },
    ],
  },
  DeployUploadedAgain: {
    group: "warning",
    params: [
      { path: "en/index.html", was: "missing" },
      { path: "index.html", was: "changed", copy: ".site-deploy/replaced/2025-11-02T14-05-09-000Z/index.html" },
      { path: ".htaccess", was: "foreign", copy: ".site-deploy/replaced/2025-11-02T14-05-09-000Z/.htaccess" },
    ],
  },
  DeployLinkReplaced: { group: "warning", params: [{ path: "en" }] },

  // Commands and folders.
  UnknownCommand: { group: "command", params: [{ name: "biuld", guess: "build", path: "site" }] },
  UnknownOption: { group: "command", params: [{ option: "--otu", guess: "--out", path: "site build" }] },
  OptionNeedsValue: { group: "command", params: [{ flags: "--out <dir>", path: "site build" }] },
  OptionsConflict: { group: "command", params: [{ first: "--show", second: "--hide", path: "site buffet set" }] },
  ArgumentMissing: { group: "command", params: [{ name: "<file>", path: "site hosting" }] },
  TooManyArguments: { group: "command", params: [{ path: "site build" }] },
  CommandLineInvalid: {
    group: "command",
    params: [{ detail: "option '--port <n>' argument 'x' is invalid", path: "site serve" }],
  },
  DeployNotConfigured: { group: "command", params: [{ file: "content/site.yaml" }] },
  DeployInsecureRefused: { group: "command", params: [{ host: "ftp.example.com" }] },
  DeployHostUnreachable: {
    group: "command",
    params: [{ host: "access-5012345678.webspace-host.com", port: 22, reason: "ECONNREFUSED" }],
  },
  DeployLoginFailed: {
    group: "command",
    params: [
      { user: "u12345678", host: "access-5012345678.webspace-host.com", passwordTried: true },
      { user: "u12345678", host: "access-5012345678.webspace-host.com", passwordTried: false },
    ],
  },
  DeployKeyUnusable: {
    group: "command",
    params: [
      { file: "~/.ssh/id_ed25519", reason: "missing" },
      { file: "~/.ssh/id_ed25519", reason: "unreadable" },
    ],
  },
  DeployHostKeyChanged: {
    group: "command",
    params: [
      {
        host: "access-5012345678.webspace-host.com",
        file: ".site-deploy/known_hosts",
        expected: "SHA256:Zm9vYmFy…",
        offered: "SHA256:YmF6cXV4…",
      },
    ],
  },
  DeployNoTls: { group: "command", params: [{ host: "ftp.example.com" }] },
  DeployCertificateRefused: {
    group: "command",
    params: [{ host: "ftp.example.com", reason: "certificate has expired" }],
  },
  DeployFolderMissing: { group: "command", params: [{ host: "ssh.strato.de", folder: "/mama-nyota" }] },
  DeployFolderNotWritable: { group: "command", params: [{ host: "ssh.strato.de", path: "/mama-nyota/index.html" }] },
  DeployDiskFull: { group: "command", params: [{ host: "ssh.strato.de", path: "/mama-nyota/assets/site.js" }] },
  DeployConnectionLost: { group: "command", params: [{ host: "ssh.strato.de" }] },
  DeployRemoteFailed: {
    group: "command",
    params: [{ host: "ssh.strato.de", path: "/mama-nyota/index.html", detail: "Failure" }],
  },
  DeployBusy: { group: "command", params: [{ folder: "/mama-nyota", holder: "laptop (pid 4711)", since: "14:02" }] },
  DeployHostKeyNotTrusted: {
    group: "command",
    params: [{ host: "access-5012345678.webspace-host.com", fingerprint: "SHA256:Zm9vYmFy…" }],
  },
  DeployHostKeyUnknown: {
    group: "command",
    params: [{ host: "access-5012345678.webspace-host.com", fingerprint: "SHA256:Zm9vYmFy…", type: "ED25519" }],
  },
  DeployLinkRefused: { group: "command", params: [{ path: "en", host: "ssh.strato.de" }] },
  DeployFileInTheWay: { group: "command", params: [{ path: "speisekarte", host: "ssh.strato.de" }] },
  DeployFolderInTheWay: { group: "command", params: [{ path: "robots.txt", host: "ssh.strato.de" }] },
  DeployTooLargeToKeep: { group: "command", params: [{ path: "index.html", host: "ssh.strato.de" }] },
  DeployCopiesFolderInvalid: { group: "command", params: [{ folder: ".site-deploy/replaced" }] },
  DeployKeptFolderInvalid: { group: "command", params: [{ path: ".site-deploy", host: "ssh.strato.de" }] },
  DeployCheckFailed: { group: "command", params: [{ problems: 2 }] },
  DeployWarningsNotConfirmed: { group: "command", params: [{ warnings: 1 }] },
  OutputProtected: { group: "command", params: [{ out: "content", kind: "content" }] },
  OutputIsFile: { group: "command", params: [{ out: "README.md" }] },
  OutputNotOwned: { group: "command", params: [{ out: "Documents", file: "Rechnungen.pdf" }] },
  OutputOlderMarker: { group: "command", params: [{ out: "dist", file: "google1234.html" }] },
  OutputHoldsOthers: { group: "command", params: [{ out: "dist", file: "notizen.txt" }] },
  WorkFolderTaken: { group: "command", params: [{ folder: "/home/amara/site/.site-build" }] },
  OutputBusy: { group: "command", params: [{ out: "dist", pid: 4242 }] },
  OutputWriteFailed: { group: "command", params: [{ path: "dist/index.html", code: "ENOSPC" }] },
  OutputStreamUnwritable: { group: "command", params: [{ code: "ENOSPC" }] },
  CacheUnwritable: { group: "command", params: [{ folder: "node_modules/.cache/site", code: "EACCES" }] },
  BuffetNothingToChange: { group: "command", params: [{}] },
  SiteNowInvalid: { group: "command", params: [{ value: "tomorrow" }] },
  SiteNowOutOfRange: { group: "command", params: [{ value: "9999-12-31T23:30-12:00", first: "1900", last: "9999" }] },
  PortInvalid: { group: "command", params: [{ value: "http" }] },
  PortInUse: { group: "command", params: [{ port: 8080 }] },
  PhoneNoNetwork: { group: "command", params: [{}] },
  PhoneAddressUnusable: { group: "command", params: [{ address: "192.168.178.99", reason: "EADDRNOTAVAIL" }] },
  BuildStopped: { group: "command", params: [{ code: "1" }] },

  // What site check finds in the finished pages.
  HtmlInvalid: {
    group: "page",
    params: [{ detail: "<ul> element has unexpected child <div>", rule: "element-permitted-content" }],
  },
  LinkToNothing: { group: "page", params: [{ attribute: "href", url: "/en/jobs/" }] },
  AnchorMissing: { group: "page", params: [{ url: "#opening-hours" }] },
  LinkNotAllowed: { group: "page", params: [{ attribute: "href", url: "ftp://example.com/menu.pdf" }] },
  PlaceholderInPage: { group: "page", params: [{ what: "brackets", text: "[Name]" }] },
  SitemapMissing: { group: "page", params: [{ url: "/en/jobs/" }] },
  SitemapExtra: { group: "page", params: [{ url: "/en/jobs/" }] },
  CheckFailed: { group: "page", params: [{ problems: 2, pages: 25 }] },

  // Templates and the tool itself.
  TemplateFailed: {
    group: "template",
    params: [
      {
        template: "BuffetDetails",
        page: "/",
        lang: "de",
        more: 23,
        reason: {
          en: "Cannot read properties of undefined (reading 'date')",
          de: "Cannot read properties of undefined (reading 'date')",
        },
      },
    ],
  },
  InlineStyleInTemplate: { group: "template", params: [{ element: "dl" }] },
  HandlerInTemplate: { group: "template", params: [{ element: "button", handler: "onClick" }] },
  TextOutsideLocale: { group: "template", params: [{}] },
  InlineCodeInPage: { group: "template", params: [{ page: "index.html", element: "dl", attribute: "style" }] },
  SourceUnreadable: { group: "template", params: [{ detail: 'Unexpected ";"' }] },
  EditorInBuild: { group: "template", params: [{ file: "assets/site.3f9a1c2b7d.js" }] },
  InternalError: { group: "template", params: [{ detail: "TypeError: Cannot read properties of undefined" }] },

  // The editor in the browser (site serve).
  EditorChangedOnDisk: { group: "editor", params: [{ file: "content/buffet.yaml" }] },
  EditorProblems: { group: "editor", params: [{ count: 1 }, { count: 3 }] },
  EditorSiteWouldBreak: { group: "editor", params: [{}] },
  EditorUndoChanged: { group: "editor", params: [{ file: "content/menu.yaml" }] },
  EditorNothingToUndo: { group: "editor", params: [{}] },
  EditorOpenedAsText: {
    group: "editor",
    params: [
      (lang) => ({
        reason:
          lang === "de"
            ? "Zeile 47, Spalte 1: die [ hier hat keine schließende ]"
            : "line 47, column 1: the [ here has no closing ]",
      }),
    ],
  },
  EditorLinkedFile: { group: "editor", params: [{}] },
  EditorNoAnswer: { group: "editor", params: [{}] },
  EditorKeyRefused: { group: "editor", params: [{}] },
  EditorForeignRequest: {
    group: "editor",
    params: [
      { header: "Origin", value: "https://evil.example" },
      { header: "Host", value: "rebound.example:8080" },
    ],
  },
  EditorNotContent: { group: "editor", params: [{ path: "../.ssh/id_ed25519" }] },
  EditorRequestInvalid: { group: "editor", params: [{}] },
  EditorUnsavedChanges: { group: "editor", params: [{}] },
  EditorNeedsJavaScript: { group: "editor", params: [{}] },
  EditorPhotoEmpty: { group: "editor", params: [{ name: "IMG_2041.jpg" }] },
  EditorPhotoName: { group: "editor", params: [{ name: "Sommerfest-2025-Terrasse-mit-Gästen-und-Lic…" }] },
  EditorPhotoTooBig: { group: "editor", params: [{ megabytes: 112, limit: 64 }] },
  EditorPhotoNameTaken: { group: "editor", params: [{ file: "content/images/terrasse.jpg" }] },
  EditorPhotoGone: { group: "editor", params: [{ file: "content/images/terrasse.jpg" }] },
  EditorPhotosWaiting: {
    group: "editor",
    params: [
      { count: 1, megabytes: 58 },
      { count: 9, megabytes: 522 },
    ],
  },
  EditorFillIn: { group: "editor", params: [{}] },
  EditorPublishNoHost: { group: "editor", params: [{}] },
  EditorPublishNotBuilding: { group: "editor", params: [{}] },
  EditorPublishCodeChanged: { group: "editor", params: [{}] },
  EditorPublishCheckFailed: { group: "editor", params: [{ problems: 1 }, { problems: 3 }] },
  EditorPasswordNeeded: {
    group: "editor",
    params: [{ user: "u12345678", host: "access-5012345678.webspace-host.com" }],
  },
  EditorPublishBusy: { group: "editor", params: [{}] },
  EditorPublishStopped: { group: "editor", params: [{}] },
  EditorPublishPlanChanged: { group: "editor", params: [{}] },
  EditorPublishChecking: { group: "report", params: [{}] },
  EditorPublishReading: { group: "report", params: [{}] },
  EditorPublishUploading: { group: "report", params: [{}] },

  // What the tool reports when all is well.
  BuildSummary: {
    group: "report",
    params: [
      (lang) => ({
        pages: 25,
        files: 36,
        size: decimal("919.6 KB", lang),
        out: "dist",
        seconds: decimal("0.32 s", lang),
      }),
    ],
  },
  BuildTimes: {
    group: "report",
    params: [
      {
        stages: [
          ["start-up", 61],
          ["load", 120],
          ["render", 85],
        ],
      },
    ],
  },
  BuildWorkDone: { group: "report", params: [{ photos: 0, cards: 2 }] },
  Progress: {
    group: "report",
    params: [
      { step: "photos", done: 7, total: 20, item: "img-2041.heic" },
      { step: "tool", done: 0, total: 0, item: "" },
    ],
  },
  VerboseStages: {
    group: "report",
    params: [
      {
        stages: [
          ["start-up", 61],
          ["load", 120],
          ["render", 85],
        ],
      },
    ],
  },
  VerboseCaches: {
    group: "report",
    params: [
      {
        caches: [
          { name: "content", kept: 31, made: 1 },
          { name: "cards", kept: 20, made: 1 },
        ],
      },
    ],
  },
  CheckPassed: { group: "report", params: [(lang) => ({ pages: 25, seconds: decimal("1.84 s", lang) })] },
  BuffetShown: { group: "report", params: [{}] },
  BuffetEventOver: { group: "report", params: [{}] },
  MenuHiddenDishes: { group: "report", params: [{ dishes: "Moi Moi, Malta" }] },
  DeployPasswordPrompt: {
    group: "report",
    params: [{ user: "u12345678", host: "access-5012345678.webspace-host.com" }],
  },
  DeployCompleted: { group: "report", params: [{ files: 12 }] },
  DeployWouldUpload: {
    group: "report",
    params: [(lang) => ({ path: "en/index.html", size: decimal("12.3 KB", lang) })],
  },
  DeployWouldDelete: { group: "report", params: [{ path: "jobs/index.html" }] },
  DeployDeletedKept: {
    group: "report",
    params: [{ path: "jobs/index.html", folder: ".site-deploy/replaced/2026-11-18T11-00-00-000Z" }],
  },
  DeployReplacedKept: {
    group: "report",
    params: [{ path: "index.html", folder: ".site-deploy/replaced/2026-11-18T11-00-00-000Z" }],
  },
  DeployKeptHowToRestore: { group: "report", params: [{ readme: ".site-deploy/replaced/README.txt", kept: 5 }] },
  DeployReplacedReadme: { group: "report", params: [{ kept: 5, folder: ".site-deploy/replaced" }] },
  DeployWouldUploadAgain: {
    group: "report",
    params: [
      { path: "en/index.html", was: "missing" },
      { path: "index.html", was: "changed" },
      { path: ".htaccess", was: "foreign" },
    ],
  },
  DeployConfirmPrompt: { group: "report", params: [{ warnings: 1 }] },
  DeployHostKeyNew: {
    group: "report",
    params: [
      {
        host: "access-5012345678.webspace-host.com",
        fingerprint: "SHA256:Zm9vYmFy…",
        type: "ED25519",
        file: ".site-deploy/known_hosts",
      },
    ],
  },
  DeployTrustPrompt: { group: "report", params: [{ host: "access-5012345678.webspace-host.com" }] },
  DeployDryRunSummary: {
    group: "report",
    params: [
      (lang) => ({
        upload: 8,
        size: decimal("98.5 KB", lang),
        remove: 0,
        unchanged: 36,
        target: "u12345678@access-5012345678.webspace-host.com:/",
      }),
    ],
  },
  DeploySummary: {
    group: "report",
    params: [
      (lang) => ({
        uploaded: 8,
        again: 1,
        size: decimal("260.7 KB", lang),
        removed: 0,
        unchanged: 36,
        target: "u12345678@access-5012345678.webspace-host.com:/",
        seconds: decimal("1.42 s", lang),
      }),
    ],
  },
  DeployProgress: {
    group: "report",
    params: [
      (lang) => ({ files: 12, totalFiles: 44, size: decimal("310.2 KB", lang), totalSize: decimal("1308.2 KB", lang) }),
    ],
  },
  BuffetHidden: { group: "report", params: [{}] },
  BuffetSaved: { group: "report", params: [{ file: "content/buffet.yaml", shown: true }] },
  NextStepBuild: { group: "report", params: [{}] },
  PreviewAt: { group: "report", params: [{ url: "http://127.0.0.1:8080/", content: "content" }] },
  PreviewBuilt: { group: "report", params: [(lang) => ({ seconds: decimal("0.41 s", lang) })] },
  PreviewForeignHost: { group: "editor", params: [{ host: "rebound.example:8080" }] },
  PreviewRequestFailed: {
    group: "template",
    params: [{ url: "/en/menu/", detail: "Cannot read properties of undefined (reading 'title')" }],
  },
  PreviewKeepsLast: { group: "report", params: [{}] },
  PreviewNothingYet: { group: "report", params: [{}] },
  PreviewStopped: { group: "report", params: [{}] },
  PreviewStoppedUnsaved: { group: "report", params: [{ files: "content/buffet.yaml" }] },
  PreviewOverlayTitle: { group: "report", params: [{}] },
  PreviewOverlayNote: { group: "report", params: [{}] },
  PreviewOverlayHide: { group: "report", params: [{}] },
  PreviewNotBuilt: { group: "report", params: [{}] },
  EditorAt: { group: "report", params: [{ url: "http://127.0.0.1:8080/__edit/?token=Ly7sPfhByi…" }] },
  PreviewAsOf: { group: "report", params: [{ moment: "Sonntag, 20. Dezember 2026, 18:00" }] },
  PreviewTimeInvalid: {
    group: "editor",
    params: [
      { value: "2027-03-28T02:30", skipped: true },
      { value: "morgen", skipped: false },
    ],
  },
  PhoneEditorAt: { group: "report", params: [{ url: "http://192.168.178.23:8080/__edit/?token=Ly7sPfhByi…" }] },
  PhoneNetworkSees: { group: "report", params: [{ address: "192.168.178.23:8080" }] },
  EditorSaved: { group: "report", params: [{ file: "content/buffet.yaml" }] },
  EditorSavedMerged: { group: "report", params: [{ file: "content/buffet.yaml" }] },
  EditorUnchanged: { group: "report", params: [{}] },
  EditorUndone: { group: "report", params: [{ file: "content/buffet.yaml" }] },
  HostingWritten: { group: "report", params: [{ file: "docs/nginx.conf" }] },
  SchemasWritten: {
    group: "report",
    params: [{ count: 7, folder: "content", files: "buffet, hours, i18n, legal, menu, page, site" }],
  },
};

/** The entries of the catalogue the guides have no example for: each must get one. */
export const missingExamples = (): MessageName[] =>
  (Object.keys(messages) as MessageName[]).filter((name) => !examples[name]);

const headings: Record<Group, Record<ToolLanguage, [title: string, intro: string, column: string]>> = {
  content: {
    en: [
      "Mistakes in content/",
      "The build stops and `dist/` stays as it was. Correct the file at the place named.",
      "what to do",
    ],
    de: [
      "Fehler in content/",
      "Der Build bricht ab, `dist/` bleibt, wie es war. Korrigieren Sie die Datei an der genannten Stelle.",
      "was zu tun ist",
    ],
  },
  warning: {
    en: ["Warnings", "The build goes on, but the website may not show what you meant.", "what to do"],
    de: [
      "Warnungen",
      "Der Build läuft weiter, aber die Website zeigt vielleicht nicht, was Sie meinten.",
      "was zu tun ist",
    ],
  },
  command: {
    en: ["Commands and folders", "Something in how a command was started; nothing was changed.", "what to do"],
    de: [
      "Befehle und Ordner",
      "Etwas daran, wie ein Befehl gestartet wurde; nichts wurde verändert.",
      "was zu tun ist",
    ],
  },
  page: {
    en: [
      "What `node cli check` finds in the finished pages",
      "Each line names a page (`index.html:12:5 …`); the problem comes from content or a template.",
      "what to do",
    ],
    de: [
      "Was `node cli check` in den fertigen Seiten findet",
      "Jede Zeile nennt eine Seite (`index.html:12:5 …`); das Problem kommt aus den Inhalten oder einer Vorlage.",
      "was zu tun ist",
    ],
  },
  editor: {
    en: [
      "In the editor in the browser",
      "`node cli serve` shows these above the form or at a field; nothing was saved unless it says so.",
      "what to do",
    ],
    de: [
      "Im Editor im Browser",
      "`node cli serve` zeigt sie über dem Formular oder an einem Feld; gespeichert wurde nur, wenn es dasteht.",
      "was zu tun ist",
    ],
  },
  template: {
    en: [
      "Templates and the tool itself",
      "Not a mistake in your content: whoever maintains the templates or the tool fixes these.",
      "what to do",
    ],
    de: [
      "Vorlagen und das Werkzeug selbst",
      "Kein Fehler in Ihren Inhalten: Wer die Vorlagen oder das Werkzeug betreut, behebt sie.",
      "was zu tun ist",
    ],
  },
  report: {
    en: ["When all goes well", "What the commands say about their work; nothing to do.", "note"],
    de: ["Wenn alles klappt", "Was die Befehle über ihre Arbeit sagen; nichts zu tun.", "Hinweis"],
  },
};

/** Inline code that survives any text: backticks inside, pipes of the table. */
function code(text: string): string {
  const cell = text.replaceAll("|", "\\|");
  return cell.includes("`") ? `\`\` ${cell} \`\`` : `\`${cell}\``;
}

/** Plain text in a table cell: Markdown's own characters escaped, so "[text](https://…)" or "<dir>" show as written. */
const cell = (text: string) => text.replace(/[\\`*_[\]<>|~#]/g, (char) => `\\${char}`);

/** The generated section of a guide: one table per group, every entry, in the guide's language. */
export function messageTables(lang: ToolLanguage): string {
  const column = lang === "de" ? "Meldung" : "message";
  const sections = groups.map((group) => {
    const [title, intro, hintColumn] = headings[group][lang];
    const rows: string[] = [];
    for (const name of Object.keys(examples) as MessageName[]) {
      const example = examples[name] as Example<MessageName> | undefined;
      if (example?.group !== group) continue;
      for (const params of example.params) {
        const { message, hint } = render(name, (typeof params === "function" ? params(lang) : params) as never, lang);
        rows.push(`| ${code(message)} | ${hint ? cell(hint) : "–"} |`);
      }
    }
    return [`### ${title}`, "", intro, "", `| ${column} | ${hintColumn} |`, "|---|---|", ...rows].join("\n");
  });
  return sections.join("\n\n");
}

export const sectionStart =
  "<!-- messages: made from cli/messages/ by `npm run guides`; edit the catalogue, not this table -->";
export const sectionEnd = "<!-- end of messages -->";

/** The guide's text with its generated section made anew. */
export function withMessageTables(guide: string, lang: ToolLanguage): string {
  const start = guide.indexOf(sectionStart);
  const end = guide.indexOf(sectionEnd);
  if (start < 0 || end < start) throw new Error(`the guide has no section between ${sectionStart} and ${sectionEnd}`);
  return `${guide.slice(0, start + sectionStart.length)}\n\n${messageTables(lang)}\n\n${guide.slice(end)}`;
}
