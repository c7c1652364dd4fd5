/**
 * A photo in a form (the chef's portrait, a dish's photo, a page's top photo
 * and its gallery): the photo itself, a new one from the computer or the phone
 * (the file picker, or dropped onto the field), its alt text in every
 * language, and the part that stays where a frame cuts it: the owner points at
 * it, sees every frame the photo appears in, and is told when a frame would cut
 * away most of it. A new photo is checked by the server at once and saved with
 * the form (cli/editor/photos.ts).
 */
import { keptShare, mostCutAway, parseFocus, toFocusStep } from "../../cli/shared/frames.js";
import { type FrameInfo, type JsonSchema, photoInfo, uploadPhoto } from "./api.js";
import { append, describeBy, h, newId } from "./dom.js";

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

/** The size of a photo and where the editor shows it from. */
interface Shown {
  width: number;
  height: number;
  url: string;
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

/** The point a photo's focus names; the middle when there is none or it cannot be read. */
function focusOf(value: unknown): [number, number] {
  const focus = typeof value === "string" ? parseFocus(value) : undefined;
  return focus ? [focus.x, focus.y] : [50, 50];
}

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
      if (picked) void add(picked, status, error);
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
    let [x, y] = focusOf(current.focus);
    const image = h("img", { src: shown.url, alt: "", class: "photo-whole", draggable: "false" });
    const marker = h("span", { class: "photo-marker", "aria-hidden": "true" });
    const stage = h("div", { class: "photo-stage" }, image, marker);
    const across = h("input", { type: "range", min: 0, max: 100, step: 10, id: newId("f") });
    const down = h("input", { type: "range", min: 0, max: 100, step: 10, id: newId("f") });
    const hint = h("p", { class: "hint", id: newId("hint") }, words.focusHint);
    describeBy(across, hint.id);
    describeBy(down, hint.id);
    const frameViews = frames.map((frame) => {
      const img = h("img", { src: shown.url, alt: "" });
      const box = h("div", { class: frame.round ? "frame round" : "frame" }, img);
      box.style.aspectRatio = String(frame.ratio);
      const share = keptShare(shown.width, shown.height, frame.ratio);
      const notes = [
        share < mostCutAway ? words.frameCuts.replace("{percent}", String(Math.max(1, Math.round(share * 100)))) : "",
        shown.width < frame.shown
          ? words.frameBlurry.replace("{width}", String(shown.width)).replace("{shown}", String(frame.shown))
          : "",
      ].filter(Boolean);
      return {
        img,
        element: h(
          "figure",
          { class: "photo-frame" },
          box,
          h("figcaption", {}, frame.label, ...notes.map((text) => h("span", { class: "warning" }, text))),
        ),
      };
    });
    const show = () => {
      across.value = String(x);
      down.value = String(y);
      across.setAttribute("aria-valuetext", `${x}%`);
      down.setAttribute("aria-valuetext", `${y}%`);
      // Set through the CSSOM: the editor's page allows no style attributes.
      marker.style.left = `${x}%`;
      marker.style.top = `${y}%`;
      for (const view of frameViews) view.img.style.objectPosition = `${x}% ${y}%`;
    };
    const set = (nextX: number, nextY: number) => {
      [x, y] = [toFocusStep(nextX), toFocusStep(nextY)];
      current.focus = `${x}% ${y}%`;
      show();
      parts.onChange();
    };
    across.addEventListener("input", () => set(Number(across.value), y));
    down.addEventListener("input", () => set(x, Number(down.value)));
    // A click or a tap on the photo, or a drag across it, puts the point there.
    const pointAt = (event: PointerEvent) => {
      const box = image.getBoundingClientRect();
      set(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
    };
    stage.addEventListener("pointerdown", (event) => {
      event.preventDefault();
      stage.setPointerCapture(event.pointerId);
      pointAt(event);
    });
    stage.addEventListener("pointermove", (event) => {
      if (stage.hasPointerCapture(event.pointerId)) pointAt(event);
    });
    show();
    tools.replaceChildren(
      h(
        "fieldset",
        { class: "photo-focus" },
        h("legend", {}, words.focusTitle),
        hint,
        stage,
        h("div", { class: "field" }, h("label", { for: across.id }, words.focusAcross), across),
        h("div", { class: "field" }, h("label", { for: down.id }, words.focusDown), down),
      ),
      frameViews.length > 0
        ? h(
            "section",
            { class: "photo-frames", "aria-label": words.framesTitle },
            h("h4", {}, words.framesTitle),
            h(
              "div",
              { class: "frame-list" },
              frameViews.map((view) => view.element),
            ),
          )
        : "",
    );
  };

  /** A photo from the computer or the phone: checked by the server, then the field's new photo. */
  const add = async (picked: File, status: HTMLElement, error: HTMLElement) => {
    error.hidden = true;
    if (picked.size > options.maxBytes) {
      showError(error, options.tooBig);
      return;
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
      return;
    }
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

  const showError = (error: HTMLElement, refusal: { message: string; hint?: string }) => {
    error.textContent = `${refusal.message}${refusal.hint ? ` (${refusal.hint})` : ""}`;
    error.hidden = false;
  };

  // A photo dropped anywhere on the field is added as if chosen.
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
    if (status && error) void add(dropped, status, error);
  });

  draw();
  return group;
}
