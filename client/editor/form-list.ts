/**
 * A list in a form (the buffets, the menu's dishes, a day's hours): each entry in its own section,
 * named by what it holds, with buttons to move it, remove it, and add another. Every change keeps
 * track of where each entry was in the file (form-values.ts), so its comments move with it.
 */
import type { JsonSchema } from "./api.js";
import { append, h } from "./dom.js";
import { action, type FieldMaker, type FormContext, type Place, register } from "./form-fields.js";
import { added, initialValue, isObject, origins, type Slot, trackNew, typeOf, type Value } from "./form-values.js";

/** "2026-12-06" as the owner says it ("So., 6. Dez. 2026"); undefined for anything else. */
function shownDate(value: string, lang: string): string | undefined {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!date) return undefined;
  const time = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
  if (new Date(time).toISOString().slice(0, 10) !== value) return undefined;
  const format = { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : lang, format).format(time);
}

/** What an entry of a list is called in its heading: "Buffet 2: 2025-12-07", "Dish 3: Akara". */
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

/** What the parts of a list's field share: its place, its entries, and how it changes and draws itself. */
interface ListParts {
  itemSchema: JsonSchema;
  place: Place;
  context: FormContext;
  field: FieldMaker;
  /** What one entry is called ("Buffet"). */
  noun: string;
  /** Entries that are one value each (a day's hours) are a field each; others a section that opens. */
  scalar: boolean;
  /** The entries opened in a long list, whose entries start closed. */
  opened: Set<Value>;
  items(): Value[];
  /** Changes the entries and where each was in the file, together. */
  change(mutate: (items: Value[], from: (number | null)[]) => void): void;
  /** Draws the list anew, the focus on an entry (and the button that moved or removed it). */
  draw(focusIndex?: number, focusButton?: string): void;
}

/** A list: each entry in its own section, with buttons to move it, remove it, and add another. */
export function listField(
  schema: JsonSchema,
  slot: Slot,
  place: Place,
  context: FormContext,
  field: FieldMaker,
): HTMLElement {
  const itemSchema = schema.items ?? {};
  const legend = h("legend", { class: place.compact ? "visually-hidden" : undefined }, place.label);
  const group = h("fieldset", { class: place.compact ? "list compact" : "list" }, legend);
  const items = (): Value[] => {
    const current = slot.get();
    return Array.isArray(current) ? current : [];
  };
  const change = (mutate: (items: Value[], from: (number | null)[]) => void) => {
    let list = slot.get();
    if (!Array.isArray(list)) {
      list = [];
      origins.set(list as Value[], []);
      slot.set(list);
    }
    const array = list as Value[];
    const from = origins.get(array) ?? array.map(() => null);
    mutate(array, from);
    origins.set(array, from);
    // A list the owner may leave out is left out once it is empty; one that is empty by default (the
    // closures) stays, empty, where it is: filled again, it is in its place, with its comments.
    if (array.length === 0 && !place.required && !Array.isArray(schema.default)) slot.remove();
    context.onChange(context.file);
  };
  const parts: ListParts = {
    itemSchema,
    place,
    context,
    field,
    noun: context.words.items[place.key] ?? place.label,
    scalar: !typeOf(itemSchema).includes("object") && !itemSchema.anyOf,
    // Entries closed by default in long lists (the menu's dishes), open in short ones (the buffets).
    opened: new Set<Value>(),
    items,
    change,
    draw: (focusIndex, focusButton) => {
      group.replaceChildren(legend);
      const entries = h("ol", { class: "entries" });
      items().forEach((item, index) => {
        append(entries, entryOf(parts, item, index));
      });
      append(group, entries);
      const add = addButton(parts);
      append(group, add);
      register(
        context,
        place.path,
        (entries.querySelector("input, select, textarea") as HTMLElement | null) ?? add,
        place.label,
        group,
        legend,
      );
      if (focusIndex !== undefined)
        focusAfter(entries.children[focusIndex] as HTMLElement | undefined, add, focusButton);
    },
  };
  parts.draw();
  return group;
}

/** One entry of the list: its field, or a section named by what it holds, with its buttons. */
function entryOf(parts: ListParts, item: Value, index: number): HTMLElement {
  const { itemSchema, place, context, field, items } = parts;
  const itemPlace: Place = {
    path: [...place.path, index],
    key: place.key,
    label: `${parts.noun} ${index + 1}`,
    required: true,
  };
  const itemSlot: Slot = {
    get: () => items()[index],
    set: (next) => {
      items()[index] = next;
    },
    remove: () => {},
  };
  const actions = entryActions(parts, index);
  if (parts.scalar) {
    const element = field(itemSchema, itemSlot, { ...itemPlace, compact: place.compact }, context);
    element.classList.add("entry-scalar");
    return h("li", {}, element, actions);
  }
  const details = h("details", { class: "entry" });
  details.open = items().length <= 3 || parts.opened.has(item);
  details.addEventListener("toggle", () => {
    if (details.open) parts.opened.add(item);
    else parts.opened.delete(item);
  });
  const summary = h("summary", {}, entryTitle(place, index, item, itemSchema, context));
  // Empty fields of a new entry are not mistakes yet: they are shown so after a change or a save.
  const body = h(
    "div",
    { class: "entry-body", "data-new-entry": isObject(item) && added.has(item) ? "" : undefined },
    actions,
  );
  body.prepend(field(itemSchema, itemSlot, { ...itemPlace, entry: true }, context));
  body.addEventListener("input", () => {
    summary.textContent = entryTitle(place, index, items()[index], itemSchema, context);
  });
  append(details, summary, body);
  return h("li", {}, details);
}

/** An entry's buttons: move it up, move it down, remove it. */
function entryActions(parts: ListParts, index: number): HTMLElement {
  const { place, context, change, draw } = parts;
  const count = parts.items().length;
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
  const spoken = `${parts.noun} ${index + 1}`;
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
    button("down", action("moveDown", spoken, context), index === count - 1, () => {
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
    draw(Math.min(index, parts.items().length - 1), "remove");
  });
  return actions;
}

/** The button that adds an entry: a new value, with what the entry before it hands on ("x-copied-to-new"). */
function addButton(parts: ListParts): HTMLElement {
  const { itemSchema, context, items } = parts;
  const add = h("button", { type: "button", class: "add", "data-action": "add" }, action("add", parts.noun, context));
  add.addEventListener("click", () => {
    const fresh = initialValue(itemSchema, context);
    const before = items()[items().length - 1];
    if (isObject(fresh) && isObject(before)) {
      for (const [key, property] of Object.entries(itemSchema.properties ?? {})) {
        if (property["x-copied-to-new"] && before[key] !== undefined) fresh[key] = structuredClone(before[key]);
      }
    }
    trackNew(fresh);
    if (isObject(fresh)) added.add(fresh);
    parts.opened.add(fresh);
    parts.change((array, from) => {
      array.push(fresh);
      from.push(null);
    });
    parts.draw(items().length - 1);
  });
  return add;
}

/**
 * Where the focus goes after the list was drawn anew: a moved entry keeps it on its button (at the top
 * or the bottom of the list, the button that still moves it); after a removal, the entry now in its place.
 */
function focusAfter(entry: HTMLElement | undefined, add: HTMLElement, focusButton?: string): void {
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
