/**
 * A text in every language side by side: the dictionaries (i18n/<language>.yaml)
 * as one table, a row per key of their schema and a column per language,
 * saved together. A group of keys (the allergens' names) gives a row per key.
 * On a phone each row is a block: its key, then a field for each language, named.
 */
import type { JsonSchema, OpenedFile } from "./api.js";
import { append, h, newId } from "./dom.js";
import { type FieldIndex, fieldKey } from "./form-fields.js";

type Row = { path: string[]; label: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function rowsOf(schema: JsonSchema, path: string[] = []): Row[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    child.properties ? rowsOf(child, [...path, key]) : [{ path: [...path, key], label: [...path, key].join(" › ") }],
  );
}

function valueAt(value: unknown, path: string[]): unknown {
  let current = value;
  for (const key of path) current = isObject(current) ? current[key] : undefined;
  return current;
}

function setAt(value: Record<string, unknown>, path: string[], text: string): void {
  let current = value;
  for (const key of path.slice(0, -1)) {
    if (!isObject(current[key])) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[path[path.length - 1]] = text;
}

export function renderLanguages(
  schema: JsonSchema,
  files: OpenedFile[],
  languages: { code: string; name: string }[],
  words: { key: string; caption: string; rows: Record<string, string> },
  fields: FieldIndex,
  onChange: (file: string) => void,
): HTMLElement {
  const columns = files.map((file) => {
    const name = languages.find((language) => language.code === file.lang)?.name ?? file.path;
    return { file, name, id: newId("col") };
  });
  const keyId = newId("col");
  const head = h(
    "tr",
    {},
    h("th", { scope: "col", id: keyId }, words.key),
    columns.map((column) => h("th", { scope: "col", id: column.id, lang: column.file.lang }, column.name)),
  );
  const body = h("tbody");
  for (const row of rowsOf(schema)) {
    const rowId = newId("row");
    // What the text is for, where its words do not say it (a group's, for each of its keys): shown above its
    // key, and read as each field's description, so the field's name stays its key and language.
    const purpose = words.rows[row.path.join(".")] ?? (row.path.length > 1 ? words.rows[row.path[0]] : undefined);
    const purposeId = purpose ? newId("purpose") : undefined;
    const cells = columns.map((column) => {
      if (!isObject(column.file.value)) column.file.value = {};
      const data = column.file.value as Record<string, unknown>;
      const current = valueAt(data, row.path);
      const text = typeof current === "string" ? current : "";
      const long = text.length > 50 || text.includes("\n");
      const control: HTMLInputElement | HTMLTextAreaElement = long
        ? h("textarea", { rows: Math.min(6, Math.ceil(text.length / 45) + 1) })
        : h("input", { type: "text", autocomplete: "off" });
      control.id = newId("f");
      control.lang = column.file.lang ?? "";
      control.setAttribute("aria-labelledby", `${rowId} ${column.id}`);
      const describe = (errorId?: string) => {
        const ids = [purposeId, errorId].filter(Boolean).join(" ");
        if (ids) control.setAttribute("aria-describedby", ids);
        else control.removeAttribute("aria-describedby");
      };
      describe();
      control.value = text;
      control.addEventListener("input", () => {
        setAt(data, row.path, control.value);
        onChange(column.file.path);
      });
      // Its language shown above it where the table gives way to a text at a time (a phone, editor.css); its
      // name stays its key and language, from the row's and the column's headings.
      const language = h("label", { for: control.id, class: "cell-language", lang: column.file.lang }, column.name);
      const cell = h("td", {}, language, control);
      const error = h("p", { class: "error", id: newId("err"), hidden: true });
      append(cell, error);
      fields.set(fieldKey(column.file.path, row.path), {
        focus: control,
        label: `${row.label} (${column.name})`,
        setError(message) {
          error.textContent = message ?? "";
          error.hidden = !message;
          if (message) control.setAttribute("aria-invalid", "true");
          else control.removeAttribute("aria-invalid");
          describe(message ? error.id : undefined);
          cell.classList.toggle("has-error", Boolean(message));
        },
      });
      return cell;
    });
    const name = h("th", { scope: "row" }, h("code", { id: rowId }, row.label));
    if (purpose) name.prepend(h("span", { class: "row-purpose", id: purposeId }, purpose), " ");
    append(body, h("tr", {}, name, cells));
  }
  return h(
    "div",
    { class: "table-scroll" },
    h(
      "table",
      { class: "languages" },
      h("caption", { class: "visually-hidden" }, words.caption),
      h("thead", {}, head),
      body,
    ),
  );
}
