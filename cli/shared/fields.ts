/**
 * `{{name}}` fields: the parameters of a dictionary text (`{{platform}}`) and
 * the facts Markdown takes from site.yaml (`{{site.email}}`). One pattern for
 * the schemas, the Markdown stage and the templates.
 */
export const fieldPattern = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Anything in double braces, well-formed or not: what must never reach a page unfilled. */
export const anyField = /\{\{[^{}]*\}\}/;

/** `text` with every field replaced by what `value` gives for its name (and its offset in `text`). */
export function fillFields(text: string, value: (name: string, offset: number, field: string) => string): string {
  return text.replace(fieldPattern, (field, name: string, offset: number) => value(name, offset, field));
}
