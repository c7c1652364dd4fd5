/**
 * A photo in a form (the chef's portrait, a dish's photo, a page's top photo
 * and its gallery): the photo itself, a new one from the computer or the phone
 * (the file picker, or dropped onto the field), its alt text in every
 * language, and the part that stays where a frame cuts it (photo-focus.ts).
 * A new photo is checked by the server at once and saved with the form
 * (cli/editor/photos.ts).
 */
import { type FrameInfo, type JsonSchema, photoInfo, uploadPhoto } from "./api.js";
import { append, describeBy, h, newId } from "./dom.js";
import { focusTools, type Shown } from "./photo-focus.js";

export interface PhotoOptions {
  /** The frames of each key that names a photo in this file (`photo`, `hero`, `gallery`). */
  frames: Record<string, FrameInfo[]>;
  /** Photos added and not saved yet: where each goes → the key the server gave it. */
  uploads: Map<string, string>;
  words: Record<string, string>;
  /** The largest photo the server takes, and what it says of a larger one. */
  maxBytes: number;
  tooBig: { message: string; hint?: string };
}

interface Slot {
  get(): unknown;
  set(value: unknown): void;
  remove(): void;
}

const known = new Map<string, Promise<Shown | undefined>>();

/** What the editor knows of a photo by its name: one added now, or one in content/images/. */
function shownOf(file: string, uploads: Map<string, string>): Promise<Shown | undefined> {
  const upload = uploads.get(file);
  const key = upload ? `upload:${upload}` : `file:${file}`;
  let found = known.get(key);
  if (!found) {
    found = upload
      ? Promise.resolve(undefined)
      : photoInfo(file).then((info) =>
          info ? { ...info, url: `/__edit/photo/${encodeURIComponent(file)}` } : undefined,
        );
    known.set(key, found);
    // A name that is no photo yet (typed halfway, or copied in later) is asked again next time.
    void found.then((shown) => shown || known.delete(key));
  }
  return found;
}

const accepted = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif";
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export interface PhotoFieldParts {
  key: string;
  label: string;
  /** "Add photo": to name a photo already in content/images/. */
  addLabel: string;
  required: boolean;
  /** The common fields of the photo's keys (its file, alt text, decorative), focus left out. */
  fields: (schema: JsonSchema) => HTMLElement[];
  /** What a new photo's alt text starts as: empty, in every language. */
  emptyAlt: () => unknown;
  onChange: () => void;
  /** Where the site's photos are listed for the file field: a photo added now joins them. */
  photos: string[];
}

export function photoField(schema: JsonSchema, slot: Slot, parts: PhotoFieldParts, options: PhotoOptions): HTMLElement {
  const words = options.words;
  const legend = h("legend", {}, parts.label);
  const group = h("fieldset", { class: "photo-field" }, legend);
  const frames = options.frames[parts.key] ?? [];
  const { focus: _focus, ...properties } = schema.properties ?? {};
  const common: JsonSchema = { ...schema, properties };
  // The note after a photo was added, kept across the redraw it causes.
  let note: HTMLElement | undefined;

  const value = () => {
    const current = slot.get();
    return isObject(current) ? current : undefined;
  };

  const draw = () => {
    group.replaceChildren(legend);
    const { pick, choose, status, error } = pickControls(words, (picked) => void add(picked, status, error));
    append(group, pick);
    if (note) append(group, note);
    const current = value();
    if (!current) {
      // Or one already in content/images/, named in the form's file field.
      const named = h("button", { type: "button", class: "add" }, parts.addLabel);
      named.addEventListener("click", () => {
        slot.set({ file: "", alt: parts.emptyAlt() });
        parts.onChange();
        draw();
        group.querySelector<HTMLElement>("input[list], input[type=text]")?.focus();
      });
      append(group, h("p", { class: "hint" }, words.noPhoto), named);
      return;
    }
    const fields = parts.fields(common);
    append(group, fields);
    const file = typeof current.file === "string" ? current.file : "";
    const tools = h("div", { class: "photo-tools" });
    append(group, tools);
    if (file) void drawTools(tools, file, current);
    // Another photo named by hand (from the photos in content/images/): its part and frames follow.
    let renamed: ReturnType<typeof setTimeout> | undefined;
    fields[0]?.querySelector("input")?.addEventListener("input", () => {
      clearTimeout(renamed);
      renamed = setTimeout(() => {
        const named = value()?.file;
        if (typeof named !== "string" || !named) tools.replaceChildren();
        else void drawTools(tools, named, value() as Record<string, unknown>);
      }, 300);
    });
    if (!parts.required) {
      const remove = h("button", { type: "button", class: "remove" }, words.removePhoto);
      remove.addEventListener("click", () => {
        slot.remove();
        parts.onChange();
        note = undefined;
        draw();
        choose.focus();
      });
      append(group, h("div", { class: "item-actions" }, remove));
    }
  };

  /** The photo with the point that stays, and each frame it is shown in. */
  const drawTools = async (tools: HTMLElement, file: string, current: Record<string, unknown>) => {
    const shown = await shownOf(file, options.uploads);
    if (value() !== current || current.file !== file) return;
    if (!shown) {
      tools.replaceChildren();
      return;
    }
    tools.replaceChildren(...focusTools(shown, current, frames, words, parts.onChange));
  };

  /** A photo from the computer or the phone: checked by the server, then the field's new photo. */
  const add = async (picked: File, status: HTMLElement, error: HTMLElement) => {
    const answer = await sendPhoto(picked, { group, status, error }, options);
    if (!answer) return;
    options.uploads.set(answer.file, answer.id);
    known.set(`upload:${answer.id}`, Promise.resolve({ width: answer.width, height: answer.height, url: answer.url }));
    if (!parts.photos.includes(answer.file)) parts.photos.push(answer.file);
    // A new photo shows something else: its alt text is written anew, in every language, before it can be saved.
    slot.set({ file: answer.file, alt: parts.emptyAlt() });
    parts.onChange();
    note = h("p", { class: "note", "aria-live": "polite" }, words.photoAdded.replace("{file}", answer.file));
    draw();
    group.querySelector<HTMLElement>(".texts input, .field input[type=text]:not([list])")?.focus();
  };

  acceptDrops(group, (dropped, status, error) => void add(dropped, status, error));
  draw();
  return group;
}

/** The button that chooses a photo (the file picker behind it), and where its progress and refusal show. */
function pickControls(words: Record<string, string>, onPick: (picked: File) => void) {
  // Live, not a status role: the form's own status line is the page's one status.
  const status = h("p", { class: "photo-status", id: newId("status"), "aria-live": "polite" });
  const error = h("p", { class: "error", id: newId("err"), role: "alert", hidden: true });
  // Opened by the button beside it: out of the tab order, named like it for whoever meets it.
  const input = h("input", {
    type: "file",
    accept: accepted,
    class: "visually-hidden",
    tabindex: -1,
    "aria-label": words.choosePhoto,
  });
  const choose = h("button", { type: "button", class: "photo-choose" }, words.choosePhoto);
  describeBy(choose, status.id);
  choose.addEventListener("click", () => input.click());
  input.addEventListener("change", () => {
    const picked = input.files?.[0];
    if (picked) onPick(picked);
  });
  const pick = h(
    "div",
    { class: "photo-pick" },
    choose,
    h("span", { class: "hint" }, words.dropPhoto),
    input,
    status,
    error,
  );
  return { pick, choose, status, error };
}

/** A photo dropped anywhere on the field is added as if chosen. */
function acceptDrops(group: HTMLElement, add: (dropped: File, status: HTMLElement, error: HTMLElement) => void): void {
  group.addEventListener("dragover", (event) => {
    if (!event.dataTransfer?.types.includes("Files")) return;
    event.preventDefault();
    group.classList.add("dropping");
  });
  group.addEventListener("dragleave", () => group.classList.remove("dropping"));
  group.addEventListener("drop", (event) => {
    const dropped = event.dataTransfer?.files[0];
    group.classList.remove("dropping");
    if (!dropped) return;
    event.preventDefault();
    const status = group.querySelector<HTMLElement>(".photo-status");
    const error = group.querySelector<HTMLElement>(".photo-pick .error");
    if (status && error) add(dropped, status, error);
  });
}

/**
 * A photo from the computer or the phone, sent to the server to be checked, how far it has come
 * shown as it goes; the server's answer, or undefined after a refusal shown in the field.
 */
async function sendPhoto(
  picked: File,
  field: { group: HTMLElement; status: HTMLElement; error: HTMLElement },
  options: PhotoOptions,
) {
  const { group, status, error } = field;
  const words = options.words;
  error.hidden = true;
  if (picked.size > options.maxBytes) {
    showError(error, options.tooBig);
    return undefined;
  }
  status.textContent = words.checkingPhoto;
  group.setAttribute("aria-busy", "true");
  // How far it has come: sent (a phone's photo over Wi-Fi), then checked and converted by the server.
  const bar = h("progress", { max: 1, class: "photo-progress", "aria-label": words.checkingPhoto });
  status.after(bar);
  const answer = await uploadPhoto(picked, [...options.uploads.values()], (share) => {
    if (share < 1) {
      bar.value = share;
      status.textContent = words.sendingPhoto.replace("{percent}", String(Math.round(share * 100)));
    } else {
      bar.removeAttribute("value");
      status.textContent = words.checkingPhoto;
    }
  });
  bar.remove();
  group.removeAttribute("aria-busy");
  status.textContent = "";
  if (!answer.ok) {
    showError(error, answer);
    return undefined;
  }
  return answer;
}

function showError(error: HTMLElement, refusal: { message: string; hint?: string }): void {
  error.textContent = `${refusal.message}${refusal.hint ? ` (${refusal.hint})` : ""}`;
  error.hidden = false;
}
