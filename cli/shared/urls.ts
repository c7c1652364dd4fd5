/**
 * The one allow-list for every URL that reaches a page from content: YAML,
 * front matter and Markdown (inline links, reference definitions, autolinks),
 * and the check of the built pages. Links may be `https:`, `mailto:`, `tel:`, `geo:`,
 * a path on the site (`/…`) or an anchor (`#…`); anything a browser could
 * read as another scheme or another host (`javascript:` in any spelling,
 * `//host`, `/\host`, hidden control characters) is refused, and so is a host
 * name that is not one (the site's own goes into the server's files) or that
 * mixes alphabets to pass for another.
 */
import { domainToUnicode } from "node:url";

export type UrlProblem =
  /** Spaces, control characters or backslashes, which browsers drop or turn into "/". */
  | "hidden"
  /** `//host` or `/\host`: another site, however it is spelt. */
  | "otherHost"
  /** A scheme other than https:, mailto:, tel:, geo:. */
  | "scheme"
  /** `https://` that names no host, or user and password before it. */
  | "badHttps"
  /** A host name with a character no host name has ("$", ";", "{"): it would be written into the server's files. */
  | "badHost"
  /** A host name that mixes alphabets ("wоlt" with a Cyrillic "о"): made to pass for another site's. */
  | "lookalike"
  /** A path without a leading "/" (relative to the page, so it breaks in other languages). */
  | "relative"
  /** "www.instagram.com/x": another website's address without its https://. */
  | "noScheme"
  /** "/www.instagram.com/x": a path of this site named like another website's address. */
  | "hostAsPath"
  | "empty";

/**
 * The endings of the host names owners link to, beyond those starting "www.": a first part
 * of a link that ends so is a host, never a page of this site (whose paths have no such
 * ending: "/sitemap.xml", "/assets/…").
 */
const commonTopLevel =
  /\.(com|de|org|net|eu|fr|info|io|co|uk|at|ch|be|nl|lu|it|es|pl|app|shop|online|store|site|berlin|africa|me|tv|example)$/i;

/** Whether the first part of `url` ("www.instagram.com" of "www.instagram.com/x") looks like a host name. */
export function startsWithHost(url: string): boolean {
  const first = url.split(/[/?#]/)[0];
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(first) && (/^www\./i.test(first) || commonTopLevel.test(first));
}

/** undefined when `url` may be a link's target. */
export function linkProblem(url: string): UrlProblem | undefined {
  if (url === "") return "empty";
  // Browsers strip tabs and newlines from URLs and read "\" as "/": "/\t/evil" is "//evil".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(url)) return "hidden";
  if (url.startsWith("#")) return undefined;
  if (url.startsWith("/"))
    return url[1] === "/" ? "otherHost" : startsWithHost(url.slice(1)) ? "hostAsPath" : undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1].toLowerCase();
  if (!scheme) return startsWithHost(url) ? "noScheme" : "relative";
  if (scheme === "mailto") return /^mailto:[^@\s]+@[^@\s]+$/i.test(url.split("?")[0]) ? undefined : "scheme";
  if (scheme === "tel") return /^tel:\+?[\d ()./-]+$/i.test(url) ? undefined : "scheme";
  // A place for the phone's maps app: numbers, and a name or address percent-encoded.
  if (scheme === "geo") return /^geo:-?[\d.]+,-?[\d.]+(\?q=[\w.,%()-]*)?$/i.test(url) ? undefined : "scheme";
  if (scheme !== "https") return "scheme";
  try {
    const parsed = new URL(url);
    if (!parsed.hostname || parsed.username || parsed.password || !url.toLowerCase().startsWith("https://"))
      return "badHttps";
    // As the URL parser writes it: small letters, and a name in other letters in its xn-- form.
    if (!/^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(parsed.hostname)) return "badHost";
    return mixesAlphabets(parsed.hostname) ? "lookalike" : undefined;
  } catch {
    return "badHttps";
  }
}

/** The alphabets a host name's letters are told apart by; a letter of any other counts as one more. */
const alphabets = [
  "Latin",
  "Cyrillic",
  "Greek",
  "Armenian",
  "Georgian",
  "Hebrew",
  "Arabic",
  "Ethiopic",
  "Devanagari",
  "Thai",
  "Hangul",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Han",
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, "u")] as const);
/** Alphabets written together: Latin with Japanese, with Chinese, with Korean. */
const writtenTogether = [
  new Set(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set(["Latin", "Han", "Bopomofo"]),
  new Set(["Latin", "Han", "Hangul"]),
];

/**
 * Whether a part of the host name mixes the letters of alphabets not written together: "lieferаndo"
 * with a Cyrillic "а" looks like the Latin name and leads elsewhere (browsers show it as it looks).
 * A name all in one alphabet, umlauts and accents included ("bäckerei-müller.de"), passes.
 */
function mixesAlphabets(hostname: string): boolean {
  return domainToUnicode(hostname)
    .split(".")
    .some((label) => {
      const used = new Set<string>();
      for (const char of label) {
        if (/\p{L}/u.test(char)) used.add(alphabets.find(([, letters]) => letters.test(char))?.[0] ?? "other");
      }
      return used.size > 1 && !writtenTogether.some((together) => [...used].every((name) => together.has(name)));
    });
}

/**
 * The URL with its scheme in small letters ("HTTPS://x" → "https://x"): browsers read
 * schemes in any case, the sanitizer only in small letters, and would drop the link.
 */
export const withSmallScheme = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:/i, (scheme) => scheme.toLowerCase());

/** An address off the site: it opens in a new tab. */
export const isExternal = (url: string) => /^https:\/\//i.test(url);

/** The scheme a refused URL names, for the message ("javascript"). */
export const schemeOf = (url: string) => /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1].toLowerCase();

/**
 * Photos come only from the content folder's images/ (`images/kitchen.jpg`,
 * `images/menu/jollof.webp`): no address, no "..", no other folder, so a page
 * can never show a picture from elsewhere or publish a file that is not a photo.
 */
export type PhotoProblem = "notInImages" | "notAPhotoName";

export const photoExtensions = ["jpg", "jpeg", "png", "webp", "avif", "heic", "heif"] as const;

/** "GIF" for "images/anim.gif", "" for a name without an ending: how a message names a format. */
export const formatOf = (ref: string) => /\.([^./]+)$/.exec(ref)?.[1].toUpperCase() ?? "";

export function photoProblem(ref: string): PhotoProblem | undefined {
  const parts = ref.split("/");
  if (parts[0] !== "images" || parts.length < 2) return "notInImages";
  if (parts.slice(1).some((part) => !/^[\p{L}\p{N}_][\p{L}\p{N}_ .-]*$/u.test(part) || part.endsWith("."))) {
    return "notInImages";
  }
  const extension = /\.([^.]+)$/.exec(ref)?.[1].toLowerCase() ?? "";
  return (photoExtensions as readonly string[]).includes(extension) ? undefined : "notAPhotoName";
}

/**
 * The address on OpenStreetMap, where a guest finds the way there: a plain link, so
 * nothing is embedded and no page asks a third party for anything.
 */
export const openStreetMapUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/**
 * OpenStreetMap's route planner with the place as the destination ("52.4787,13.4373" or an
 * address): the guest adds where they start from, or lets the browser tell it.
 */
export const openStreetMapRoute = (destination: string) =>
  `https://www.openstreetmap.org/directions?to=${encodeURIComponent(destination)}`;

/**
 * The place for the phone's own maps app (RFC 5870, and Android's `q` for a pin with a name or an
 * address): coordinates when known, else the address alone.
 */
export function geoUri(place: { latitude: number; longitude: number } | undefined, label: string): string {
  if (!place) return `geo:0,0?q=${encodeURIComponent(label)}`;
  const at = `${place.latitude},${place.longitude}`;
  return `geo:${at}?q=${at}(${encodeURIComponent(label)})`;
}
