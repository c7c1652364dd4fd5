/**
 * React's JSX runtime, with one rule the Content-Security-Policy needs: no
 * element may carry an inline `style` or an event handler. The policy allows
 * inline code only by hash, so a style attribute would be blocked in the
 * visitor's browser, and a handler does nothing in a server-rendered page.
 * Thrown while rendering, the mistake is reported with the template and page
 * it is in (cli/stages/6-render/render.tsx). Templates use it through `jsxImportSource`.
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from "react/jsx-runtime";

export type { JSX } from "react/jsx-runtime";
export { Fragment };

/**
 * An element with an inline style or a handler. render.tsx says it in the catalogue's words; this
 * module imports nothing of the tool, so a template's code (and a share card's name, which holds
 * it) is not changed by an edit of the catalogue.
 */
export class InlineCodeRefused extends Error {
  constructor(
    readonly element: string,
    readonly handler?: string,
  ) {
    super(handler ? `<${element}> has an ${handler} handler` : `<${element}> has an inline style attribute`);
    this.name = "InlineCodeRefused";
  }
}

function refuseInlineCode(type: unknown, props: Record<string, unknown> | null): void {
  if (typeof type !== "string" || !props) return;
  for (const name of Object.keys(props)) {
    if (name === "style") throw new InlineCodeRefused(type);
    if (/^on[A-Z]/.test(name)) throw new InlineCodeRefused(type, name);
  }
}

export const jsx: typeof reactJsx = (type, props, key) => {
  refuseInlineCode(type, props as Record<string, unknown>);
  return reactJsx(type, props, key);
};

export const jsxs: typeof reactJsxs = (type, props, key) => {
  refuseInlineCode(type, props as Record<string, unknown>);
  return reactJsxs(type, props, key);
};
