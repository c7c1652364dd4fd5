/**
 * React's JSX runtime, with one rule the Content-Security-Policy needs: no
 * element may carry an inline `style` or an event handler. The policy allows
 * inline code only by hash, so a style attribute would be blocked in the
 * visitor's browser, and a handler does nothing in a server-rendered page.
 * Thrown while rendering, the mistake is reported with the template and page
 * it is in (cli/stages/render.tsx). Templates use it through `jsxImportSource`.
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from "react/jsx-runtime";
import { SiteError } from "../cli/errors.js";

export type { JSX } from "react/jsx-runtime";
export { Fragment };

function refuseInlineCode(type: unknown, props: Record<string, unknown> | null): void {
  if (typeof type !== "string" || !props) return;
  for (const name of Object.keys(props)) {
    if (name === "style") throw SiteError.of("InlineStyleInTemplate", { element: type });
    if (/^on[A-Z]/.test(name)) throw SiteError.of("HandlerInTemplate", { element: type, handler: name });
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
