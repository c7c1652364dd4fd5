/**
 * A form made from a content type's JSON Schema (cli/restaurant/jsonSchema.ts
 * makes it from the zod schema): a group of fields for an object, a list with
 * add, move and remove for an array, check boxes for a list of choices, a
 * field per language for a text in every language, a choice of forms for
 * `anyOf`. A content type added to the registry gets its form from here with
 * no new code.
 *
 * The form edits the value as the owner wrote it (not as the schema reads
 * it): a key the owner left out stays out until its field is changed, and
 * every list remembers where its entries were in the file, so the server can
 * keep each entry's comments where the owner moved it.
 */
import type { JsonSchema } from "./api.js";
import { append, describeBy, h, newId, reveal, undescribe } from "./dom.js";
import { type PhotoOptions, photoField } from "./photo.js";

type Path = (string | number)[];
type Value = unknown;

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

/** Where each list entry was in the file; lists made in the form have none (the server keeps their order). */
const origins = new WeakMap<Value[], (number | null)[]>();

export function trackOrigins(value: Value): void {
  if (Array.isArray(value)) {
    origins.set(
      value,
      value.map((_item, index) => index),
    );
    for (const item of value) trackOrigins(item);
  } else if (value && typeof value === "object") {
    for (const child of Object.values(value)) trackOrigins(child);
  }
}

/** Every list in these values with its entries as they are now, to place them after a save (trackOriginsSince). */
export function listsOf(values: Value[], into = new Map<Value[], Value[]>()): Map<Value[], Value[]> {
  for (const value of values) {
    if (Array.isArray(value)) {
      into.set(value, [...value]);
      listsOf(value, into);
    } else if (value && typeof value === "object") listsOf(Object.values(value), into);
  }
  return into;
}

/**
 * After a save of the lists as they were (`sent`), each entry's place in the file is its place then; an
 * entry added since has none. Changes made while the save was on its way keep their entries' comments.
 */
export function trackOriginsSince(value: Value, sent: Map<Value[], Value[]>): void {
  if (Array.isArray(value)) {
    const then = sent.get(value);
    origins.set(
      value,
      value.map((item) => {
        const index = then ? then.indexOf(item) : -1;
        return index >= 0 ? index : null;
      }),
    );
    for (const item of value) trackOriginsSince(item, sent);
  } else if (value && typeof value === "object") {
    for (const child of Object.values(value)) trackOriginsSince(child, sent);
  }
}

export function collectOrigins(value: Value, path = "", into: Record<string, (number | null)[]> = {}) {
  if (Array.isArray(value)) {
    const list = origins.get(value);
    into[path] = list ?? value.map(() => null);
    value.forEach((item, index) => {
      collectOrigins(item, path ? `${path}/${index}` : String(index), into);
    });
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) collectOrigins(child, path ? `${path}/${key}` : key, into);
  }
  return into;
}

/** A place in the value: read it, write it, take it out. */
interface Slot {
  get(): Value;
  set(value: Value): void;
  remove(): void;
}

const isObject = (value: Value): value is Record<string, Value> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A photo: a file, and what it shows (its alt text). */
const isPhoto = (schema: JsonSchema) =>
  typeOf(schema).includes("object") && schema.properties?.file !== undefined && schema.properties?.alt !== undefined;

/** A text in every language: `name: { de: …, en: … }`. */
const isTexts = (schema: JsonSchema) =>
  typeOf(schema).includes("object") && !schema.properties && typeof schema.additionalProperties === "object";

/** What a new value of a schema starts as: every required key, every language of a text. */
export function initialValue(schema: JsonSchema, context: Pick<FormContext, "languages">): Value {
  if (schema.anyOf) return initialValue(schema.anyOf[0], context);
  if (schema.const !== undefined) return schema.const;
  const types = typeOf(schema);
  if (isTexts(schema)) return Object.fromEntries(context.languages.map((language) => [language.code, ""]));
  if (types.includes("object")) {
    const value: Record<string, Value> = {};
    for (const key of schema.required ?? []) value[key] = initialValue(schema.properties?.[key] ?? {}, context);
    return value;
  }
  if (types.includes("array")) return [];
  if (types.includes("boolean")) return schema.default ?? false;
  // A choice starts at its first value (the one recommended, as sftp among the protocols), not blank.
  if (schema.enum) return schema.default ?? schema.enum[0];
  if (types.includes("string")) return "";
  return schema.default;
}

interface Place {
  path: Path;
  key: string;
  label: string;
  required: boolean;
  /** An entry of a list: its heading names it already, the group's legend is for screen readers only. */
  entry?: boolean;
  /** Shown beside a choice that names it already: its label and hint are for screen readers only. */
  compact?: boolean;
}

/** The form for a whole file. */
export function renderForm(schema: JsonSchema, value: Record<string, Value>, context: FormContext): HTMLElement {
  trackOrigins(value);
  const root: Slot = { get: () => value, set: () => {}, remove: () => {} };
  const body = h("div", { class: "form-fields" });
  append(body, objectFields(schema, root, [], context));
  return body;
}

/** "legalEntity" → "Legal entity": a key the editor's words (cli/messages/editor-words.ts) do not name, readable still. */
function spelledOut(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(key: string, context: FormContext): string {
  return context.words.fields[key] ?? spelledOut(key);
}

/** A button's words with what it acts on: "Add buffet" (a noun in English reads in small letters mid-sentence). */
function action(word: "add" | "remove" | "moveUp" | "moveDown", item: string, context: FormContext): string {
  const template = context.words.ui[word];
  const named = context.lang === "en" ? item.charAt(0).toLowerCase() + item.slice(1) : item;
  return template.startsWith("{item}") ? template.replace("{item}", item) : template.replace("{item}", named);
}

/** The fields of an object's keys, in the schema's order. */
function objectFields(schema: JsonSchema, slot: Slot, path: Path, context: FormContext): HTMLElement[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, child]) => {
    const childSlot: Slot = {
      get: () => {
        const parent = slot.get();
        return isObject(parent) ? parent[key] : undefined;
      },
      set: (next) => {
        let parent = slot.get();
        if (!isObject(parent)) {
          parent = {};
          slot.set(parent);
        }
        (parent as Record<string, Value>)[key] = next;
      },
      remove: () => {
        const parent = slot.get();
        if (isObject(parent)) delete parent[key];
      },
    };
    return field(
      child,
      childSlot,
      { path: [...path, key], key, label: labelOf(key, context), required: required.has(key) },
      context,
    );
  });
}

/** One value's field, by the form of its schema. */
function field(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
  const types = typeOf(schema);
  if (schema.anyOf) return choiceOfForms(schema, slot, place, context);
  if (isTexts(schema)) return textsField(slot, place, context);
  if (context.photo && isPhoto(schema)) {
    const altSchema = schema.properties?.alt ?? {};
    const element = photoField(
      schema,
      slot,
      {
        key: place.key,
        label: place.label,
        addLabel: action("add", place.label, context),
        required: place.required,
        fields: (common) => objectFields(common, slot, place.path, context),
        emptyAlt: () => initialValue(altSchema, context),
        onChange: () => context.onChange(context.file),
        photos: context.photos,
      },
      context.photo,
    );
    // The field draws itself anew when a photo is added: its problem goes below it, where that leaves it be.
    const wrapper = h("div", { class: "photo-wrapper" }, element);
    element.tabIndex = -1;
    register(context, place.path, element, place.label, wrapper);
    return wrapper;
  }
  if (types.includes("object") && schema.properties) return groupField(schema, slot, place, context);
  if (types.includes("array") && schema.items?.enum) return checkboxesField(schema, slot, place, context);
  if (types.includes("array")) return listField(schema, slot, place, context);
  if (types.length === 1 && types[0] === "boolean") return checkboxField(schema, slot, place, context);
  if (schema.enum) return selectField(schema, schema.enum, slot, place, context);
  return inputField(schema, slot, place, context);
}

/** A problem's place in the form: its text under the field, the field marked invalid. */
function register(
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

/** A text, a date, a number, or a price (a number or a text like "12,50"). */
function inputField(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
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
        inputmode: numberOrText ? "decimal" : undefined,
        min: integer ? schema.minimum : undefined,
        max: integer ? schema.maximum : undefined,
        step: integer ? 1 : undefined,
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

function checkboxField(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
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

function selectField(
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
function checkboxesField(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
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
function textsField(slot: Slot, place: Place, context: FormContext): HTMLElement {
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

/** A group of keys (an address, a buffet's place); one the owner may leave out is added by a button. */
function groupField(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
  const legend = h("legend", { class: place.entry ? "visually-hidden" : undefined }, place.label);
  const group = h("fieldset", { class: "group" }, legend);
  const draw = () => {
    group.replaceChildren(legend);
    // Like a new entry of a list, a group just added shows its empty fields as mistakes only after a change or a save.
    const current = slot.get();
    if (isObject(current) && added.has(current)) group.setAttribute("data-new-entry", "");
    else group.removeAttribute("data-new-entry");
    if (slot.get() === undefined && !place.required) {
      const add = h("button", { type: "button", class: "add" }, action("add", place.label, context));
      add.addEventListener("click", () => {
        const fresh = initialValue(schema, context);
        if (isObject(fresh)) added.add(fresh);
        slot.set(fresh);
        context.onChange(context.file);
        draw();
        group.querySelector<HTMLElement>("input, select, textarea")?.focus();
      });
      append(group, add);
      register(context, place.path, add, place.label, group, legend);
      return;
    }
    append(group, objectFields(schema, slot, place.path, context));
    if (!place.required) {
      const remove = h("button", { type: "button", class: "remove" }, action("remove", place.label, context));
      remove.addEventListener("click", () => {
        slot.remove();
        context.onChange(context.file);
        draw();
        group.querySelector<HTMLElement>("button")?.focus();
      });
      append(group, h("div", { class: "item-actions" }, remove));
    }
    register(
      context,
      place.path,
      group.querySelector<HTMLElement>("input, select, textarea") ?? group,
      place.label,
      group,
      legend,
    );
  };
  draw();
  return group;
}

/** What an entry of a list is called in its heading: "Buffet 2: 2025-12-07", "Dish 3: Akara". */
/** "2026-12-06" as the owner says it ("So., 6. Dez. 2026"); undefined for anything else. */
function shownDate(value: string, lang: string): string | undefined {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!date) return undefined;
  const time = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
  if (new Date(time).toISOString().slice(0, 10) !== value) return undefined;
  const format = { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : lang, format).format(time);
}

function entryTitle(place: Place, index: number, item: Value, schema: JsonSchema, context: FormContext): string {
  const noun = context.words.items[place.key] ?? place.label;
  const named = `${noun} ${index + 1}`;
  if (!isObject(item)) return typeof item === "string" && item ? `${named}: ${item}` : named;
  for (const key of Object.keys(schema.properties ?? {})) {
    const value = item[key];
    if (typeof value === "string" && value.trim()) return `${named}: ${shownDate(value, context.lang) ?? value}`;
    if (isObject(value)) {
      const text =
        value[context.lang] ?? context.languages.map((language) => value[language.code]).find((entry) => entry);
      if (typeof text === "string" && text.trim()) return `${named}: ${text}`;
    }
  }
  return named;
}

/** A list: each entry in its own section, with buttons to move it, remove it, and add another. */
function listField(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
  const itemSchema = schema.items ?? {};
  const scalar = !typeOf(itemSchema).includes("object") && !itemSchema.anyOf;
  const legend = h("legend", { class: place.compact ? "visually-hidden" : undefined }, place.label);
  const group = h("fieldset", { class: place.compact ? "list compact" : "list" }, legend);
  const noun = context.words.items[place.key] ?? place.label;
  const list = (): Value[] => {
    const current = slot.get();
    return Array.isArray(current) ? current : [];
  };
  const change = (mutate: (items: Value[], from: (number | null)[]) => void) => {
    let items = slot.get();
    if (!Array.isArray(items)) {
      items = [];
      origins.set(items as Value[], []);
      slot.set(items);
    }
    const array = items as Value[];
    const from = origins.get(array) ?? array.map(() => null);
    mutate(array, from);
    origins.set(array, from);
    // A list the owner may leave out is left out once it is empty; one that is empty by default (the
    // closures) stays, empty, where it is: filled again, it is in its place, with its comments.
    if (array.length === 0 && !place.required && !Array.isArray(schema.default)) slot.remove();
    context.onChange(context.file);
  };
  // Entries closed by default in long lists (the menu's dishes), open in short ones (the buffets).
  const opened = new Set<Value>();
  const draw = (focusIndex?: number, focusButton?: string) => {
    group.replaceChildren(legend);
    const entries = h("ol", { class: "entries" });
    const items = list();
    items.forEach((item, index) => {
      const itemPlace: Place = {
        path: [...place.path, index],
        key: place.key,
        label: `${noun} ${index + 1}`,
        required: true,
      };
      const itemSlot: Slot = {
        get: () => list()[index],
        set: (next) => {
          list()[index] = next;
        },
        remove: () => {},
      };
      const actions = h("div", { class: "item-actions" });
      const button = (name: string, text: string, disabled: boolean, run: () => void) => {
        // Beside a short field the button says only "Remove"; its name for screen readers says what.
        const shown = place.compact ? context.words.ui.removeShort : text;
        const element = h(
          "button",
          { type: "button", "data-action": name, disabled, "aria-label": place.compact ? text : undefined },
          shown,
        );
        element.addEventListener("click", run);
        append(actions, element);
      };
      const title = entryTitle(place, index, item, itemSchema, context);
      const spoken = `${noun} ${index + 1}`;
      // In a short list of values whose order does not count (a day's hours), entries are only removed.
      if (!place.compact)
        button("up", action("moveUp", spoken, context), index === 0, () => {
          change((array, from) => {
            [array[index - 1], array[index]] = [array[index], array[index - 1]];
            [from[index - 1], from[index]] = [from[index], from[index - 1]];
          });
          draw(index - 1, "up");
        });
      if (!place.compact)
        button("down", action("moveDown", spoken, context), index === items.length - 1, () => {
          change((array, from) => {
            [array[index + 1], array[index]] = [array[index], array[index + 1]];
            [from[index + 1], from[index]] = [from[index], from[index + 1]];
          });
          draw(index + 1, "down");
        });
      button("remove", action("remove", spoken, context), false, () => {
        change((array, from) => {
          array.splice(index, 1);
          from.splice(index, 1);
        });
        draw(Math.min(index, list().length - 1), "remove");
      });
      if (scalar) {
        const element = field(itemSchema, itemSlot, { ...itemPlace, compact: place.compact }, context);
        element.classList.add("entry-scalar");
        append(entries, h("li", {}, element, actions));
        return;
      }
      const details = h("details", { class: "entry" });
      details.open = items.length <= 3 || opened.has(item);
      details.addEventListener("toggle", () => {
        if (details.open) opened.add(item);
        else opened.delete(item);
      });
      const summary = h("summary", {}, title);
      // Empty fields of a new entry are not mistakes yet: they are shown so after a change or a save.
      const body = h(
        "div",
        { class: "entry-body", "data-new-entry": isObject(item) && added.has(item) ? "" : undefined },
        actions,
      );
      body.prepend(field(itemSchema, itemSlot, { ...itemPlace, entry: true }, context));
      body.addEventListener("input", () => {
        summary.textContent = entryTitle(place, index, list()[index], itemSchema, context);
      });
      append(details, summary, body);
      append(entries, h("li", {}, details));
    });
    append(group, entries);
    const add = h("button", { type: "button", class: "add", "data-action": "add" }, action("add", noun, context));
    add.addEventListener("click", () => {
      const fresh = initialValue(itemSchema, context);
      const before = list()[list().length - 1];
      if (isObject(fresh) && isObject(before)) {
        for (const [key, property] of Object.entries(itemSchema.properties ?? {})) {
          if (property["x-copied-to-new"] && before[key] !== undefined) fresh[key] = structuredClone(before[key]);
        }
      }
      trackNew(fresh);
      if (isObject(fresh)) added.add(fresh);
      opened.add(fresh);
      change((array, from) => {
        array.push(fresh);
        from.push(null);
      });
      draw(list().length - 1);
    });
    append(group, add);
    register(
      context,
      place.path,
      (entries.querySelector("input, select, textarea") as HTMLElement | null) ?? add,
      place.label,
      group,
      legend,
    );
    if (focusIndex !== undefined) {
      // A moved entry keeps the focus on its button; after a removal, the entry now in its place gets it.
      // At the top or the bottom of the list, the button that still moves it.
      const entry = entries.children[focusIndex] as HTMLElement | undefined;
      const buttons = focusButton === "up" ? ["up", "down"] : focusButton === "down" ? ["down", "up"] : [];
      const moved = buttons
        .map((name) => entry?.querySelector<HTMLButtonElement>(`[data-action="${name}"]:not([disabled])`))
        .find((button) => button);
      const target =
        moved ||
        (focusButton === "remove" && entry?.querySelector<HTMLElement>("summary")) ||
        entry?.querySelector<HTMLElement>("input, select, textarea");
      (target || add).focus();
    }
  };
  draw();
  return group;
}

/** The entries the owner added since the form opened. */
const added = new WeakSet<object>();

/** Lists inside a new entry start without places in the file. */
function trackNew(value: Value): void {
  if (Array.isArray(value)) {
    origins.set(
      value,
      value.map(() => null),
    );
    for (const item of value) trackNew(item);
  } else if (isObject(value)) for (const child of Object.values(value)) trackNew(child);
}

/** A value that may take one of several forms (a day's hours: closed, one range, several). */
function choiceOfForms(schema: JsonSchema, slot: Slot, place: Place, context: FormContext): HTMLElement {
  const branches = schema.anyOf ?? [];
  const id = newId("f");
  const select = h("select", { id });
  branches.forEach((branch, index) => {
    const name = branch.title ?? (branch.const !== undefined ? String(branch.const) : String(branch.type ?? index));
    append(select, h("option", { value: String(index) }, labelOf(name, context)));
  });
  const variant = h("div", { class: "variant" });
  const matches = (branch: JsonSchema, value: Value) =>
    branch.const !== undefined
      ? value === branch.const
      : typeOf(branch).includes("array")
        ? Array.isArray(value)
        : typeOf(branch).includes("string") && typeof value === "string";
  const current = () =>
    Math.max(
      0,
      branches.findIndex((branch) => matches(branch, slot.get())),
    );
  const wrapper = h(
    "div",
    { class: "field choice" },
    h("label", { for: id }, place.label),
    h("div", { class: "choice-row" }, select, variant),
  );
  // The form chosen shows a problem at its own field; "closed" has none, so the choice shows it.
  register(context, place.path, select, place.label, wrapper);
  const ownField = context.fields.get(fieldKey(context.file, place.path)) as Field;
  const draw = () => {
    const branch = branches[current()];
    select.value = String(current());
    variant.replaceChildren();
    context.fields.set(fieldKey(context.file, place.path), ownField);
    ownField.setError(undefined);
    if (branch.const !== undefined) return;
    const name = branch.title ?? place.key;
    const label = `${place.label}: ${labelOf(name, context)}`;
    append(variant, field(branch, slot, { ...place, key: name, label, compact: true }, context));
  };
  select.addEventListener("change", () => {
    const branch = branches[Number(select.value)];
    const before = slot.get();
    const first = Array.isArray(before) ? before[0] : typeof before === "string" && before !== "closed" ? before : "";
    if (branch.const !== undefined) slot.set(branch.const);
    else if (typeOf(branch).includes("array")) slot.set([first ?? "", ""]);
    else slot.set(typeof first === "string" ? first : "");
    trackNew(slot.get());
    context.onChange(context.file);
    draw();
  });
  draw();
  return wrapper;
}
