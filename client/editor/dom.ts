/**
 * Elements made with the DOM's own methods: every text the editor shows (the
 * owner's content included) becomes a text node or an attribute value, never
 * markup, so a value like `<img onerror=…>` is shown as written.
 */
type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | number | boolean | null | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  append(element, ...children);
  return element;
}

export function append(parent: Node, ...children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
}

let lastId = 0;
/** An id no content can collide with: the owner's keys never become ids. */
export const newId = (prefix = "e") => `${prefix}${++lastId}`;

/** Adds an id to an element's aria-describedby, once. */
export function describeBy(element: Element, id: string): void {
  const ids = new Set((element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean));
  ids.add(id);
  element.setAttribute("aria-describedby", [...ids].join(" "));
}

export function undescribe(element: Element, id: string): void {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(" ").filter((entry) => entry && entry !== id);
  if (ids.length > 0) element.setAttribute("aria-describedby", ids.join(" "));
  else element.removeAttribute("aria-describedby");
}

/** Opens every <details> around an element, so a field with a problem can be seen and focused. */
export function reveal(element: Element): void {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement) node.open = true;
  }
}
