/**
 * Markdown → HTML for page prose (remark → rehype). Raw HTML is refused, facts
 * are filled in from site.yaml as `{{site.…}}`, and external links open in a
 * new tab. Positions refer to the Markdown file, front matter included.
 */
import type { Element, Root as HastRoot } from "hast";
import { defaultSchema, type Schema, sanitize } from "hast-util-sanitize";
import type { Nodes as MdastNodes, Root as MdastRoot } from "mdast";
import rehypeStringify from "rehype-stringify";
import { remark } from "remark";
import remarkRehype from "remark-rehype";
import { ErrorList, SiteError } from "../errors.js";
import { isExternal, linkProblem } from "../urls.js";
import { findPlaceholder } from "./placeholders.js";

const processor = remark().use(remarkRehype).use(rehypeStringify, { closeSelfClosing: true });

export interface MarkdownInput {
  file: string;
  body: string;
  /** Lines in the file before the body (the front matter). */
  lineOffset: number;
  /** `site.name`, `site.address.street`, … → their text. */
  facts: ReadonlyMap<string, string>;
  /** Facts site.yaml has a mistake in (`site.email`), or "site" when the whole file has one: reported there only. */
  unreliable?: ReadonlySet<string>;
}

type WithChildren = { children: MdastNodes[] };

export function renderMarkdown(input: MarkdownInput): string {
  const errors = new ErrorList();
  const tree = processor.parse(input.body) as MdastRoot;
  const place = (node: MdastNodes, columnShift = 0) => ({
    file: input.file,
    line: (node.position?.start.line ?? 1) + input.lineOffset,
    col: (node.position?.start.column ?? 1) + columnShift,
  });

  const unreliable = input.unreliable ?? new Set<string>();
  const isUnreliable = (name: string) =>
    unreliable.has("site") || [...unreliable].some((path) => name === path || name.startsWith(`${path}.`));
  /** Nodes whose text came in part from a fact site.yaml has a mistake in: not checked again. */
  const dependent = new Set<MdastNodes>();
  const fill = (value: string, node: MdastNodes): string =>
    value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (field, name: string, offset: number) => {
      const fact = input.facts.get(name);
      if (isUnreliable(name)) {
        dependent.add(node);
        return fact ?? "";
      }
      if (fact !== undefined) return fact;
      // Point at the field itself while it is on the node's first line (text and source columns agree there).
      const shift = node.type === "text" && !value.slice(0, offset).includes("\n") ? offset : 0;
      errors.add(
        new SiteError(`unknown field ${field}`, {
          place: place(node, shift),
          hint: `facts come from site.yaml, e.g. {{site.email}}, {{site.address.street}}`,
        }),
      );
      return field;
    });

  const visit = (node: MdastNodes) => {
    switch (node.type) {
      case "html":
        errors.add(
          new SiteError(`raw HTML is not allowed in Markdown: ${JSON.stringify(node.value.slice(0, 40))}`, {
            place: place(node),
            hint: "write it as Markdown instead",
          }),
        );
        return;
      case "heading":
        if (node.depth === 1) {
          errors.add(
            new SiteError("a level-1 heading (#) is not allowed in the page text", {
              place: place(node),
              hint: "the page title is the heading; use ## for sections",
            }),
          );
        }
        break;
      case "text":
      case "inlineCode": {
        node.value = fill(node.value, node);
        // Unknown {{fields}} were reported by fill() above; look for the other kinds of gap.
        const gap = findPlaceholder(node.value, { allowFields: true });
        if (gap) {
          errors.add(
            new SiteError(`${gap.what} ${JSON.stringify(gap.text)} is still in the text`, {
              place: place(node),
              hint: "replace it with the real text before publishing",
            }),
          );
        }
        break;
      }
      // Inline links and autolinks, and the definitions reference-style links take their address from.
      case "link":
      case "definition": {
        node.url = fill(safeDecode(node.url), node);
        const problem = linkProblem(node.url);
        if (problem && !dependent.has(node))
          errors.add(SiteError.of("LinkRefused", { url: node.url, problem }, { place: place(node) }));
        break;
      }
      case "image":
      case "imageReference":
        errors.add(new SiteError("images in page text are not supported yet", { place: place(node) }));
        return;
    }
    if ("children" in node) for (const child of (node as WithChildren).children) visit(child);
  };
  visit(tree as unknown as MdastNodes);
  errors.throwIfAny();

  // The last net, should a URL ever get past the checks above: only the allow-list's schemes survive.
  const hast = sanitize(processor.runSync(tree) as HastRoot, sanitizeSchema) as HastRoot;
  markExternalLinks(hast);
  return processor.stringify(hast);
}

const sanitizeSchema: Schema = {
  ...defaultSchema,
  protocols: { href: ["https", "mailto", "tel"] },
  // Headings keep no ids the page does not need, and no name can clobber a global.
  clobberPrefix: "",
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== "img"),
};

function markExternalLinks(node: HastRoot | Element): void {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    if (child.tagName === "a" && isExternal(String(child.properties.href ?? ""))) {
      child.properties.target = "_blank";
      child.properties.rel = ["noopener", "noreferrer"];
    }
    markExternalLinks(child);
  }
}

function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
