/**
 * The fields of one value in a form: a text, a date, a number or a price; a check box; a choice; a
 * list of choices as check boxes; a text in every language. Each registers where its problems are
 * shown (the form's index of fields, by file and key path), and what it is called in the editor's words.
 */
import type { JsonSchema } from "./api.js";
import { append, describeBy, h, newId, reveal, undescribe } from "./dom.js";
import { isObject, type Path, type Slot, typeOf, type Value } from "./form-values.js";
import type { PhotoOptions } from "./photo.js";

export interface FormContext {
  /** The file this form writes, relative to content/. */
  file: string;
  words: {
    ui: Record<string, string>;
    fields: Record<string, string>;
    items: Record<string, string>;
    hints: Record<string, string>;
  };
  /** The site's languages, for texts in every language. */
  languages: { code: string; name: string }[];
  /** Labels of choices by the key of their list (allergens, additives), from the dictionaries. */
  choices: Record<string, Record<string, string>>;
  /** The photos in content/images/ ("images/kitchen.jpg"): offered in a photo's file field. */
  photos: string[];
  /** Numbers as written in the file, by key path ("sections/0/dishes/1/price" → "8.50"). */
  numbers: Record<string, string>;
  /** The editor's language: the one a list entry is named in. */
  lang: string;
  /** The photo tools (a new photo, the part that stays, its frames); without them a photo is a group of fields. */
  photo?: PhotoOptions;
  fields: FieldIndex;
  onChange(file: string): void;
}

/** Where a problem at a key path is shown and which control it focuses. */
export interface Field {
  focus: HTMLElement;
  label: string;
  setError(text: string | undefined): void;
  /** In an entry added since the form opened, and not changed yet: a check while typing leaves it alone. */
  untouched?(): boolean;
}
export type FieldIndex = Map<string, Field>;
export const fieldKey = (file: string, path: Path) => `${file}|${path.join("/")}`;

export interface Place {
  path: Path;
  key: string;
  label: string;
  required: boolean;
  /** An entry of a list: its heading names it already, the group's legend is for screen readers only. */
  entry?: boolean;
  /** Shown beside a choice that names it already: its label and hint are for screen readers only. */
  compact?: boolean;
}

/** Draws the field of a value by the form of its schema (form.ts): what a list or a group draws its parts with. */
export type FieldMaker = (schema: JsonSchema, slot: Slot, place: Place, context: FormContext) => HTMLElement;

/** "legalEntity" → "Legal entity": a key the editor's words (cli/messages/editor-words.ts) do not name, readable still. */
function spelledOut(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function labelOf(key: string, context: FormContext): string {
  return context.words.fields[key] ?? spelledOut(key);
}

/** A button's words with what it acts on: "Add buffet" (a noun in English reads in small letters mid-sentence). */
export function action(word: "add" | "remove" | "moveUp" | "moveDown", item: string, context: FormContext): string {
  const template = context.words.ui[word];
  const named = context.lang === "en" ? item.charAt(0).toLowerCase() + item.slice(1) : item;
  return template.startsWith("{item}") ? template.replace("{item}", item) : template.replace("{item}", named);
}

/** A problem's place in the form: its text under the field, the field marked invalid. */
export function register(
  context: FormContext,
  path: Path,
  focus: HTMLElement,
  label: string,
  container: HTMLElement,
  after?: Element,
): void {
  const error = h("p", { class: "error", id: newId("err"), hidden: true });
  if (after) after.after(error);
  else container.append(error);
  let changed = false;
  const mark = () => {
    changed = true;
  };
  container.addEventListener("input", mark);
  container.addEventListener("change", mark);
  context.fields.set(fieldKey(context.file, path), {
    focus,
    label,
    untouched: () => !changed && container.closest("[data-new-entry]") !== null,
    setError(text) {
      error.textContent = text ?? "";
      error.hidden = !text;
      const controls = focus.matches("input, select, textarea") ? [focus] : [];
      for (const control of controls) {
        if (text) {
          control.setAttribute("aria-invalid", "true");
          describeBy(control, error.id);
        } else {
          control.removeAttribute("aria-invalid");
          undescribe(control, error.id);
        }
      }
      container.classList.toggle("has-error", Boolean(text));
      if (text) reveal(container);
    },
  });
}

/** The hints of the keys that hold a time ("from", "to" of a buffet) are no help for the same keys holding a date (a closure's). */
const timeHints = new Set(["from", "to"]);

function hintFor(place: Place, context: FormContext, control: HTMLElement, date: boolean): HTMLElement | undefined {
  const hint = date && timeHints.has(place.key) ? undefined : context.words.hints[place.key];
  if (!hint) return undefined;
  const element = h("p", { class: "hint", id: newId("hint") }, hint);
  describeBy(control, element.id);
  return element;
}

/**
 * The keyboard a phone opens for a kind of value, by its schema's format (cli/content/schema-parts.ts). The
 * field stays a text field: a "url" one trims the spaces she typed, and a number one drops a postcode's
 * leading 0, so the check would judge a text other than the one she sees.
 */
const keyboards = new Map([
  ["tel", "tel"],
  ["postal-code", "numeric"],
  ["uri", "url"],
]);

/** A text, a date, a number, or a price (a number or a text like "12,50"). */
export function inputField(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
  const id = newId("f");
  const types = typeOf(schema);
  const current = slot.get();
  const numberOrText = types.includes("number") && types.includes("string");
  const integer = types.length === 1 && (types[0] === "integer" || types[0] === "number");
  const shown =
    current === undefined || current === null
      ? integer && schema.default !== undefined
        ? String(schema.default)
        : ""
      : (context.numbers[place.path.join("/")] ?? String(current));
  // A date field shows only a real date; anything else the owner wrote stays visible as text.
  const dateField = schema.format === "date" && (shown === "" || /^\d{4}-\d{2}-\d{2}$/.test(shown));
  const long = typeof current === "string" && (current.length > 60 || current.includes("\n"));
  const control: HTMLInputElement | HTMLTextAreaElement = long
    ? h("textarea", { id, rows: Math.min(8, Math.ceil(current.length / 60) + 1) })
    : h("input", {
        id,
        type: dateField ? "date" : integer ? "number" : schema.format === "email" ? "email" : "text",
        inputmode: numberOrText ? "decimal" : keyboards.get(schema.format ?? ""),
        min: integer ? schema.minimum : undefined,
        max: integer ? schema.maximum : undefined,
        step: integer ? 1 : undefined,
        // The restaurant's phone and a buffet's place, not hers: the browser's own would be the wrong ones.
        autocomplete: "off",
      });
  control.value = shown;
  // A photo's file: the photos in content/images/ as suggestions (typing any name still works).
  const photoList = place.key === "file" && context.photos.length > 0 && !long ? newId("photos") : undefined;
  if (photoList) control.setAttribute("list", photoList);
  control.addEventListener("input", () => {
    const text = control.value;
    // An optional value emptied is left out of the file, as if never written.
    if (text === "" && !place.required) slot.remove();
    else if ((integer || numberOrText) && /^-?\d+(\.\d+)?$/.test(text.trim())) slot.set(Number(text.trim()));
    else slot.set(text);
    context.onChange(context.file);
  });
  const wrapper = h(
    "div",
    { class: "field" },
    h("label", { for: id, class: place.compact ? "visually-hidden" : undefined }, place.label),
    control,
    photoList
      ? h("datalist", { id: photoList }, ...context.photos.map((photo) => h("option", { value: photo })))
      : undefined,
  );
  const hint = hintFor(place, context, control, schema.format === "date");
  if (hint) {
    if (place.compact) hint.classList.add("visually-hidden");
    control.before(hint);
  }
  register(context, place.path, control, place.label, wrapper);
  return wrapper;
}

export function checkboxField(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
  const id = newId("f");
  const current = slot.get();
  const control = h("input", { id, type: "checkbox" });
  control.checked = typeof current === "boolean" ? current : schema.default === true;
  control.addEventListener("change", () => {
    slot.set(control.checked);
    context.onChange(context.file);
  });
  const wrapper = h("div", { class: "field check" }, control, h("label", { for: id }, place.label));
  register(context, place.path, control, place.label, wrapper);
  return wrapper;
}

function choiceLabel(listKey: string, value: Value, context: FormContext): string {
  return context.choices[listKey]?.[String(value)] ?? context.words.fields[String(value)] ?? String(value);
}

export function selectField(
  schema: JsonSchema,
  values: readonly Value[],
  slot: Slot,
  place: Place,
  context: FormContext,
): HTMLElement {
  const id = newId("f");
  const current = slot.get();
  const control = h("select", { id });
  const options = [...values];
  // A value the schema does not know (a typo in the file) is shown, so its problem can be read and fixed.
  if (current !== undefined && !options.includes(current)) options.push(current);
  if (!place.required) append(control, h("option", { value: "" }, context.words.ui.none));
  for (const [index, value] of options.entries()) {
    append(control, h("option", { value: String(index) }, choiceLabel(place.key, value, context)));
  }
  const selected =
    current === undefined
      ? schema.default !== undefined
        ? options.indexOf(schema.default)
        : -1
      : options.indexOf(current);
  control.value = selected < 0 ? "" : String(selected);
  control.addEventListener("change", () => {
    if (control.value === "") slot.remove();
    else slot.set(options[Number(control.value)]);
    context.onChange(context.file);
  });
  const wrapper = h("div", { class: "field" }, h("label", { for: id }, place.label), control);
  register(context, place.path, control, place.label, wrapper);
  return wrapper;
}

/** A list of choices (allergens, additives) as check boxes, named as the dictionaries name them. */
export function checkboxesField(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
  const choices = schema.items?.enum ?? [];
  const legend = h("legend", {}, place.label);
  const group = h("fieldset", { class: "choices" }, legend);
  const list = h("div", { class: "choice-list" });
  const chosen = () => {
    const current = slot.get();
    return Array.isArray(current) ? current : Array.isArray(schema.default) ? schema.default : [];
  };
  // What the file holds that is none of the choices ("Sesam" typed for sesame) is shown ticked too, to be
  // unticked: kept unseen, it would refuse every save with no way out of the form.
  const others = chosen().filter((value) => !choices.includes(value));
  const offered = [...choices, ...others];
  const boxes: HTMLInputElement[] = [];
  for (const choice of offered) {
    const id = newId("f");
    const box = h("input", { id, type: "checkbox", value: String(choice) });
    box.checked = chosen().includes(choice);
    box.addEventListener("change", () => {
      slot.set(offered.filter((_choice, index) => boxes[index].checked));
      context.onChange(context.file);
    });
    boxes.push(box);
    const label = choices.includes(choice)
      ? choiceLabel(place.key, choice, context)
      : context.words.ui.notAChoice.replace("{value}", String(choice));
    append(list, h("div", { class: "check" }, box, h("label", { for: id }, label)));
  }
  append(group, list);
  register(context, place.path, boxes[0] ?? group, place.label, group, legend);
  offered.forEach((_choice, index) => {
    // A problem with one entry ("peanut" is no allergen) is shown with the group.
    context.fields.set(
      fieldKey(context.file, [...place.path, index]),
      context.fields.get(fieldKey(context.file, place.path)) as Field,
    );
  });
  return group;
}

/** A text in every language of the site, one field per language. */
export function textsField(slot: Slot, place: Place, context: FormContext): HTMLElement {
  const legend = h("legend", {}, place.label);
  const group = h("fieldset", { class: "texts" }, legend);
  let first: HTMLElement | undefined;
  for (const language of context.languages) {
    const id = newId("f");
    const current = slot.get();
    const text =
      isObject(current) && typeof current[language.code] === "string" ? (current[language.code] as string) : "";
    const long = text.length > 60 || text.includes("\n");
    const control: HTMLInputElement | HTMLTextAreaElement = long
      ? h("textarea", { id, lang: language.code, rows: Math.min(6, Math.ceil(text.length / 60) + 1) })
      : h("input", { id, type: "text", lang: language.code, autocomplete: "off" });
    control.value = text;
    control.addEventListener("input", () => {
      let texts = slot.get();
      if (!isObject(texts)) {
        texts = {};
        slot.set(texts);
      }
      (texts as Record<string, Value>)[language.code] = control.value;
      context.onChange(context.file);
    });
    first ??= control;
    const wrapper = h("div", { class: "field" }, h("label", { for: id }, language.name), control);
    register(context, [...place.path, language.code], control, `${place.label} (${language.name})`, wrapper);
    append(group, wrapper);
  }
  register(context, place.path, first ?? group, place.label, group, legend);
  return group;
}
