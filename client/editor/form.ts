/**
 * A form made from a content type's JSON Schema (cli/content/json-schemas.ts
 * makes it from the zod schema): a group of fields for an object, a list with
 * add, move and remove for an array, check boxes for a list of choices, a
 * field per language for a text in every language, a choice of forms for
 * `anyOf`. A content type listed in cli/content/types.ts gets its form from here with
 * no new code.
 *
 * The form edits the value as the owner wrote it (form-values.ts). Here: the
 * form of a whole file, which field a schema gets, and the fields made of
 * others (a group, a choice of forms, a photo); one value's own field is
 * form-fields.ts's, a list's form-list.ts's.
 */
import type { JsonSchema } from "./api.js";
import { append, h, newId } from "./dom.js";
import {
  action,
  checkboxesField,
  checkboxField,
  type Field,
  type FormContext,
  fieldKey,
  inputField,
  labelOf,
  type Place,
  register,
  selectField,
  textsField,
} from "./form-fields.js";
import { listField } from "./form-list.js";
import {
  added,
  initialValue,
  isObject,
  isPhoto,
  isTexts,
  type Path,
  type Slot,
  trackNew,
  trackOrigins,
  typeOf,
  type Value,
} from "./form-values.js";
import { photoField } from "./photo.js";

/** The form for a whole file. */
export function renderForm(schema: JsonSchema, value: Record<string, Value>, context: FormContext): HTMLElement {
  trackOrigins(value);
  const root: Slot = { get: () => value, set: () => {}, remove: () => {} };
  const body = h("div", { class: "form-fields" });
  append(body, objectFields(schema, root, [], context));
  return body;
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
  if (types.includes("array")) return listField(schema, slot, place, context, field);
  if (types.length === 1 && types[0] === "boolean") return checkboxField(schema, slot, place, context);
  if (schema.enum) return selectField(schema, schema.enum, slot, place, context);
  return inputField(schema, slot, place, context);
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
