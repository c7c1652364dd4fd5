/**
 * A page's photos in the editor (`hero`, `gallery` in its front matter), as the form edits them. In
 * the default language's file a photo is added once for every language: one alt text per language
 * in the same form, each language's page showing it once its text is there (cli/stages/4-model/model.ts).
 */
import * as z from "zod";
import type { ContentType } from "../content/registry.js";
import { SiteError } from "../errors.js";
import { defaultLanguage, type EditorEntry, entryById, entryType } from "./files.js";
import { isOrigins, type Origins, readValue, rewriteFrontMatter, splitFrontMatter, writeValue } from "./yaml-edit.js";

/** A text longer than any content file may be (the loader refuses them long before). */
const maxText = 2 * 1024 * 1024;

/**
 * The languages a page's photos are added for at once: every one, in the default language's file
 * (each language's page shows them once their alt text in it is there); else none but the file's own.
 */
export function sharedPhotos(entry: EditorEntry, defaultLanguage: string): string | undefined {
  const lang = entry.files[0]?.lang;
  return entry.page && lang === defaultLanguage ? lang : undefined;
}

/**
 * A photo's alt text as the form edits it: one text per language where the photos are shared
 * (`shared` names the file's language, whose text a plain `alt:` is), the file's own text elsewhere.
 */
function altForForm(schema: unknown, value: unknown, shared: string | undefined) {
  const node = schema as { properties?: { alt?: { type?: string; anyOf?: { type?: string }[] } } };
  const branches = node?.properties?.alt?.anyOf;
  if (node?.properties && branches) {
    node.properties.alt = branches.find((branch) => (branch.type === "object") === (shared !== undefined)) ?? {};
  }
  const photo = value as { alt?: unknown } | undefined;
  if (shared && photo && typeof photo.alt === "string") photo.alt = { [shared]: photo.alt };
}

/** A page's photos as its front matter names them, and the part of its schema that describes them. */
export async function pagePhotosOf(type: ContentType<unknown>, text: string | undefined, shared?: string) {
  const keys = Object.keys(type.photos ?? {});
  if (type.format !== "markdown" || keys.length === 0 || text === undefined) return undefined;
  const split = splitFrontMatter(text);
  if (!split) return undefined;
  let front: unknown;
  try {
    front = readValue(split.front).value ?? {};
  } catch {
    return undefined;
  }
  if (typeof front !== "object" || Array.isArray(front) || front === null) return undefined;
  const full = z.toJSONSchema(await type.schema(), { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
  };
  const schema = {
    type: "object",
    properties: Object.fromEntries(keys.map((key) => [key, full.properties?.[key] ?? {}])),
  };
  const value: Record<string, unknown> = Object.fromEntries(
    keys
      .filter((key) => (front as Record<string, unknown>)[key] !== undefined)
      .map((key) => [key, (front as Record<string, unknown>)[key]]),
  );
  for (const key of keys) {
    // The hero is a photo, the gallery a list of them.
    const property = schema.properties[key] as { items?: unknown };
    const photos = Array.isArray(value[key]) ? (value[key] as unknown[]) : [value[key]];
    altForForm(property?.items ?? property, undefined, shared);
    for (const photo of photos) altForForm(undefined, photo, shared);
  }
  return { schema, value };
}

/**
 * Photos for every language as the file keeps them: an alt text not written yet is left out, not
 * kept empty, so the languages that have one show the photo while the others wait for theirs.
 */
export function withoutEmptyAlts(value: unknown): unknown {
  const photos = Array.isArray(value) ? value : [value];
  for (const photo of photos) {
    const alt = (photo as { alt?: unknown } | null)?.alt;
    if (alt === null || typeof alt !== "object" || Array.isArray(alt)) continue;
    const kept = Object.entries(alt).filter(([, text]) => typeof text !== "string" || text.trim() !== "");
    if (kept.length > 0) (photo as { alt?: unknown }).alt = Object.fromEntries(kept);
    else delete (photo as { alt?: unknown }).alt;
  }
  return value;
}

/**
 * A page's photos in its front matter (`hero`, `gallery`), as the form edits them: read from the
 * text, or, given a value, written into the text in place (its other keys and comments kept).
 */
export async function pagePhotosIn(contentDir: string, id: unknown, text: unknown, value: unknown, origins: unknown) {
  const entry = entryById(contentDir, id);
  const type = entryType(entry);
  if (entry.kind !== "text" || typeof text !== "string" || text.length > maxText) {
    throw SiteError.of("EditorRequestInvalid", {});
  }
  const shared = sharedPhotos(entry, defaultLanguage(contentDir));
  if (value === undefined) return { value: (await pagePhotosOf(type, text, shared))?.value ?? null };
  const keys = Object.keys(type.photos ?? {});
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw SiteError.of("EditorRequestInvalid", {});
  }
  if (origins !== undefined && !isOrigins(origins)) throw SiteError.of("EditorRequestInvalid", {});
  try {
    const written = rewriteFrontMatter(text, (front) => {
      const current = readValue(front).value ?? {};
      if (typeof current !== "object" || Array.isArray(current)) throw new Error("not a mapping");
      const merged: Record<string, unknown> = { ...(current as Record<string, unknown>) };
      for (const key of keys) {
        const next = shared
          ? withoutEmptyAlts((value as Record<string, unknown>)[key])
          : (value as Record<string, unknown>)[key];
        if (next === undefined) delete merged[key];
        else merged[key] = next;
      }
      return writeValue(front, merged, origins as Origins | undefined);
    });
    return written === undefined ? { problems: [] } : { text: written };
  } catch {
    // The front matter is no YAML the form can write into: the owner mends it as text first.
    return { problems: [] };
  }
}
