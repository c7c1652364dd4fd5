/**
 * Markdown → HTML for page prose (remark with GitHub-flavoured Markdown →
 * rehype): tables, strikethrough and task lists as on GitHub. Raw HTML is
 * refused, facts are filled in from site.yaml as `{{site.…}}`, every link
 * passes the site's allow-list, and external links open in a new tab.
 * Photos (`![what it shows](images/kitchen.jpg)`) come only from the content
 * folder's images/ and need their alt text; they stay `<img src="images/…">`
 * here and become responsive pictures when the page is rendered (Prose.tsx).
 * Positions refer to the Markdown file, front matter included.
 */
import type { Element, Root as HastRoot } from "hast";
import { defaultSchema, type Schema, sanitize } from "hast-util-sanitize";
import type { Definition, Image, Link, Nodes as MdastNodes, Root as MdastRoot } from "mdast";
import rehypeStringify from "rehype-stringify";
import { remark } from "remark";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import { ErrorList, type Place, SiteError } from "../../errors.js";
import { fillFields } from "../../shared/fields.js";
import { formatOf, isExternal, linkProblem, photoProblem, schemeOf, withSmallScheme } from "../../shared/urls.js";
import { editorMarker } from "../common/editor-marker.js";
import { refuseWhatNoTextNeeds } from "./markdown-limits.js";
import { findPlaceholder } from "./placeholders.js";
import { hyphenateHeading, typographyOf } from "./typography.js";

const processor = remark().use(remarkGfm).use(remarkRehype).use(rehypeStringify, { closeSelfClosing: true });

/** micromark's constructs for GitHub's bare addresses: "www.…", "https://…", e-mail addresses. */
const bareLinks = new Set(["wwwAutolink", "protocolAutolink", "emailAutolink"]);

/**
 * The same parser without GitHub's bare addresses, for texts that cannot hold one (`mayHoldBareLinks`).
 * Looking for them costs about as much as the rest of the parse: every word could start an e-mail
 * address, and the tree's transform (GitHub Markdown's only one) walks the whole tree four times for
 * the addresses found late.
 */
const withoutBareLinks = remark()
  .use(remarkGfm)
  .use(function withoutBareLinkConstructs() {
    const data = this.data();
    data.micromarkExtensions = data.micromarkExtensions?.map((extension) => {
      const text = Object.entries(extension.text ?? {}).map(([code, constructs]) => [
        code,
        [constructs ?? []].flat().filter((construct) => !bareLinks.has(construct.name ?? "")),
      ]);
      return { ...extension, text: Object.fromEntries(text) };
    });
    data.fromMarkdownExtensions = data.fromMarkdownExtensions
      ?.flat()
      .map((extension) => ({ ...extension, transforms: [] }));
  });

/**
 * Whether a text may hold a bare address: each has "www", "http" or "@", in the text as typed or
 * from a character reference ("&#64;"); a backslash escape keeps the character it escapes.
 */
const mayHoldBareLinks = (body: string) => /[@&]|www|http/i.test(body);

export interface MarkdownInput {
  file: string;
  body: string;
  /** Lines in the file before the body (the front matter). */
  lineOffset: number;
  /** `site.name`, `site.address.street`, … → their text. */
  facts: ReadonlyMap<string, string>;
  /** Facts site.yaml has a mistake in (`site.email`), or "site" when the whole file has one: reported there only. */
  unreliable?: ReadonlySet<string>;
  /** The text's language: its headings' long words get soft hyphens by its rules (none when not given). */
  lang?: string;
}

type WithChildren = { children: MdastNodes[] };

/** A photo the text shows: its file in the content folder, its alt text, where it is written. */
export interface TextPhoto {
  file: string;
  alt: string;
  place: Place;
}

/** A link of a text to an address on the site itself ("/en/about/"), checked once the site's files are known. */
export interface TextLink {
  url: string;
  place: Place;
}

export interface MarkdownResult {
  html: string;
  photos: TextPhoto[];
  links: TextLink[];
}

/** Deeper than any page needs; a text nested thousands deep would exhaust the converter's stack. */
const maxDepth = 100;

export function renderMarkdown(input: MarkdownInput): MarkdownResult {
  const errors = new ErrorList();
  const photos: TextPhoto[] = [];
  const links: TextLink[] = [];
  const place = (node: MdastNodes, columnShift = 0): Place => ({
    file: input.file,
    line: (node.position?.start.line ?? 1) + input.lineOffset,
    col: (node.position?.start.column ?? 1) + columnShift,
  });
  refuseWhatNoTextNeeds(input);
  let tree: MdastRoot;
  try {
    tree = (mayHoldBareLinks(input.body) ? processor : withoutBareLinks).parse(input.body) as MdastRoot;
  } catch (failure) {
    if (failure instanceof RangeError) {
      throw SiteError.of("TooDeep", {}, { place: { file: input.file, line: 1, col: 1 } });
    }
    throw failure;
  }

  const typography = typographyOf(input.lang);
  const unreliable = input.unreliable ?? new Set<string>();
  const isUnreliable = (name: string) =>
    unreliable.has("site") || [...unreliable].some((path) => name === path || name.startsWith(`${path}.`));
  /** Nodes whose text came in part from a fact site.yaml has a mistake in: not checked again. */
  const dependent = new Set<MdastNodes>();
  /** Nodes with an unknown field already named: no second message for what is left of it. */
  const named = new Set<MdastNodes>();
  const typed = unknownFieldsAsTyped(input, isUnreliable);
  for (const field of typed) errors.add(field.error);
  const holdsNamedField = (node: MdastNodes) => {
    const [start, end] = [node.position?.start.offset ?? -1, node.position?.end.offset ?? -1];
    return typed.some((field) => field.start < end && start < field.end);
  };
  const fill = (value: string, node: MdastNodes): string => {
    if (holdsNamedField(node)) named.add(node);
    return fillFields(value, (name, offset, field) => {
      const fact = input.facts.get(name);
      if (isUnreliable(name)) {
        dependent.add(node);
        return fact ?? "";
      }
      if (fact !== undefined) return fact;
      if (named.has(node)) return field;
      // Point at the field itself while it is on the node's first line (text and source columns agree there).
      const shift = node.type === "text" && !value.slice(0, offset).includes("\n") ? offset : 0;
      errors.add(SiteError.of("UnknownField", { field }, { place: place(node, shift) }));
      named.add(node);
      return field;
    });
  };
  /** A gap left in a text once its facts are filled in: any {{…}} left is one too. */
  const gapIn = (value: string, node: MdastNodes) =>
    named.has(node) || dependent.has(node) ? undefined : findPlaceholder(value);
  const text: TextAt = { input, errors, photos, links, place, fill, gapIn, dependent };

  const visit = (node: MdastNodes, depth: number) => {
    if (depth > maxDepth) {
      errors.add(SiteError.of("TooDeep", {}, { place: place(node) }));
      return;
    }
    switch (node.type) {
      case "html":
        errors.add(SiteError.of("RawHtml", { snippet: node.value.slice(0, 40) }, { place: place(node) }));
        return;
      case "heading":
        if (node.depth === 1) errors.add(SiteError.of("HeadingLevelOne", {}, { place: place(node) }));
        break;
      // A code block is text a visitor reads too: facts filled in, gaps refused, as `site check` reads the page.
      case "text":
      case "inlineCode":
      case "code": {
        node.value = fill(node.value, node);
        if (node.type === "text") node.value = typography(node.value);
        const gap = gapIn(node.value, node);
        if (gap) {
          errors.add(SiteError.of("PlaceholderInText", { what: gap.kind, text: gap.text }, { place: place(node) }));
        }
        break;
      }
      // Inline links and autolinks, and the definitions reference-style links take their address from.
      case "link":
      case "definition":
        checkLink(node, text);
        break;
      case "image":
        checkImage(node, text);
        return;
      // ![alt][name] takes its address from a definition elsewhere: the owner writes the path in place.
      case "imageReference":
        errors.add(
          SiteError.of("PhotoNotInImages", { url: `[${node.label ?? node.identifier}]` }, { place: place(node) }),
        );
        return;
    }
    if ("children" in node) for (const child of (node as WithChildren).children) visit(child, depth + 1);
  };
  visit(tree as unknown as MdastNodes, 0);
  errors.throwIfAny();

  // The last net, should a URL ever get past the checks above: only the allow-list's schemes survive.
  const hast = sanitize(processor.runSync(tree) as HastRoot, sanitizeSchema) as HastRoot;
  finishElements(hast, input.lang);
  const html = processor.stringify(hast);
  // Looked for in what the page shows: "__site_editor__" typed is bold "site_editor", "\_\_site…" or "&#95;" is the word.
  if (html.includes(editorMarker)) {
    const typed = Math.max(0, input.body.search(/[\\_]*site\S{0,8}editor/));
    throw SiteError.of("EditorMarkerInText", { key: "", marker: editorMarker }, placeAt(input, typed));
  }
  return { html, photos, links };
}

/** What the checks of a link and a photo in a text share with the walk through it (renderMarkdown). */
interface TextAt {
  input: MarkdownInput;
  errors: ErrorList;
  photos: TextPhoto[];
  links: TextLink[];
  place: (node: MdastNodes, columnShift?: number) => Place;
  /** The value with its facts filled in. */
  fill: (value: string, node: MdastNodes) => string;
  gapIn: (value: string, node: MdastNodes) => ReturnType<typeof findPlaceholder>;
  /** Nodes whose text came in part from a fact site.yaml has a mistake in. */
  dependent: Set<MdastNodes>;
}

/** An inline link, an autolink or a reference's definition: facts filled in, the allow-list asked. */
function checkLink(node: Link | Definition, { input, errors, links, place, fill, dependent }: TextAt): void {
  node.url = fill(safeDecode(node.url), node);
  // "www.example.com" in the text: GitHub's Markdown links it with an http:// the owner never wrote.
  const written = asTyped(input.body, node);
  const url = /^www\./i.test(written) && /^http:\/\//i.test(node.url) ? written : node.url;
  // A space within the address is written %20 in the page, as the owner may have typed it ("Speise%20karte.pdf");
  // one at its start or end stays a space, which browsers drop, and is refused.
  const problem = linkProblem(url.replace(/(?<=\S) +(?=\S)/g, (spaces) => "%20".repeat(spaces.length)));
  if (problem && !dependent.has(node)) {
    errors.add(SiteError.of("LinkRefused", { url, problem, scheme: schemeOf(url) }, { place: place(node) }));
  }
  if (!problem) node.url = withSmallScheme(node.url);
  if (!problem && /^\/(?!\/)/.test(node.url)) links.push({ url: node.url, place: place(node) });
}

/** A photo in a text: a photo of images/ with its alt text, facts filled in as in the text around it. */
function checkImage(node: Image, { errors, photos, place, fill, gapIn }: TextAt): void {
  const file = safeDecode(node.url);
  const problem = photoProblem(file);
  if (problem === "notInImages") {
    errors.add(SiteError.of("PhotoNotInImages", { url: file }, { place: place(node) }));
  } else if (problem === "notAPhotoName") {
    errors.add(SiteError.of("PhotoFormatInText", { url: file, format: formatOf(file) }, { place: place(node) }));
  } else if (!node.alt?.trim()) {
    errors.add(SiteError.of("PhotoNoAltInText", { url: file }, { place: place(node) }));
  } else {
    node.url = file;
    // "Dinner at {{site.name}}".
    node.alt = fill(node.alt.trim(), node);
    node.title = null;
    const gap = gapIn(node.alt, node);
    if (gap) {
      errors.add(SiteError.of("PlaceholderInText", { what: gap.kind, text: gap.text }, { place: place(node) }));
    }
    photos.push({ file, alt: node.alt, place: place(node) });
  }
}

/** The text of a node as the owner typed it. */
const asTyped = (body: string, node: MdastNodes) =>
  body.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);

/**
 * `{{…}}` as typed that names no fact of site.yaml, each at its own place: found before Markdown reads
 * the text, which would take `__` in `{{site.__proto__}}` for bold and leave a field cut in pieces.
 */
function unknownFieldsAsTyped(
  input: MarkdownInput,
  isUnreliable: (name: string) => boolean,
): { start: number; end: number; error: SiteError }[] {
  const found: { start: number; end: number; error: SiteError }[] = [];
  for (const match of input.body.matchAll(/\{\{([^{}\n]*)\}\}/g)) {
    const name = match[1].trim();
    if (input.facts.has(name) || isUnreliable(name)) continue;
    const start = match.index ?? 0;
    const error = SiteError.of("UnknownField", { field: match[0] }, placeAt(input, start));
    found.push({ start, end: start + match[0].length, error });
  }
  return found;
}

/** The place of an offset in the text, in the file's lines. */
function placeAt(input: MarkdownInput, offset: number): { place: Place } {
  const lines = input.body.slice(0, offset).split("\n");
  return { place: { file: input.file, line: lines.length + input.lineOffset, col: (lines.at(-1)?.length ?? 0) + 1 } };
}

const sanitizeSchema: Schema = {
  ...defaultSchema,
  // A photo's src is a path in images/ (checked above): no scheme at all survives.
  // Those the allow-list lets through (cli/shared/urls.ts): geo: opens the phone's maps app.
  protocols: { href: ["https", "mailto", "tel", "geo"], src: [] },
  // Headings keep no ids the page does not need, and no name can clobber a global.
  clobberPrefix: "",
  attributes: { ...defaultSchema.attributes, img: ["src", "alt"] },
};

/**
 * What the HTML needs beyond GitHub's: external links open in a new tab; a
 * table column's alignment is a class (the align attribute is obsolete HTML);
 * a task list's check box is labelled by its item's text; a heading's long
 * words may break at their syllables.
 */
function finishElements(node: HastRoot | Element, lang: string | undefined): void {
  for (const child of node.children) {
    if (child.type === "text" && node.type === "element" && /^h[2-6]$/.test(node.tagName)) {
      child.value = hyphenateHeading(child.value, lang);
    }
    if (child.type !== "element") continue;
    const { properties } = child;
    if (child.tagName === "a" && isExternal(String(properties.href ?? ""))) {
      properties.target = "_blank";
      properties.rel = ["noopener", "noreferrer"];
    }
    if (child.tagName === "a" && String(properties.href ?? "").startsWith("mailto:")) breakOnlyAfterAt(child);
    if ((child.tagName === "td" || child.tagName === "th") && properties.align) {
      properties.className = [`align-${String(properties.align)}`];
      delete properties.align;
    }
    if (child.tagName === "li" && child.children.some((item) => item.type === "element" && item.tagName === "input")) {
      child.children = [{ type: "element", tagName: "label", properties: {}, children: child.children }];
    }
    finishElements(child, lang);
  }
}

/**
 * An e-mail address as a link's text breaks only after its "@", as the templates'
 * addresses do (templates/Contact.tsx): never inside its name or at a hyphen.
 */
function breakOnlyAfterAt(link: Element): void {
  const [text] = link.children;
  if (link.children.length !== 1 || text.type !== "text") return;
  const at = text.value.lastIndexOf("@");
  if (at < 0 || /\s/.test(text.value)) return;
  const part = (value: string): Element => ({
    type: "element",
    tagName: "span",
    properties: { className: ["keep-together"] },
    children: [{ type: "text", value }],
  });
  link.children = [
    part(text.value.slice(0, at + 1)),
    { type: "element", tagName: "wbr", properties: {}, children: [] },
    part(text.value.slice(at + 1)),
  ];
}

function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
