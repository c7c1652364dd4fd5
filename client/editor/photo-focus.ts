/**
 * The part of a photo that stays where a frame cuts it: the owner points at it on the photo (a click,
 * a tap, a drag) or with two sliders, and sees every frame the photo appears in, each told when it
 * would cut away most of the photo or show it larger than it is.
 */
import { keptShare, mostCutAway, parseFocus, toFocusStep } from "../../cli/shared/frames.js";
import type { FrameInfo } from "./api.js";
import { describeBy, h, newId } from "./dom.js";

/** The size of a photo and where the editor shows it from. */
export interface Shown {
  width: number;
  height: number;
  url: string;
}

/** The point a photo's focus names; the middle when there is none or it cannot be read. */
function focusOf(value: unknown): [number, number] {
  const focus = typeof value === "string" ? parseFocus(value) : undefined;
  return focus ? [focus.x, focus.y] : [50, 50];
}

/** Each frame the photo is shown in, cut as the site cuts it, with what is wrong with it. */
function frameViews(shown: Shown, frames: FrameInfo[], words: Record<string, string>) {
  return frames.map((frame) => {
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
}

/**
 * The photo with the point that stays, and each frame it is shown in; moving the point writes it
 * into the photo's value (`current.focus`) and calls `onChange`.
 */
export function focusTools(
  shown: Shown,
  current: Record<string, unknown>,
  frames: FrameInfo[],
  words: Record<string, string>,
  onChange: () => void,
): (HTMLElement | string)[] {
  let [x, y] = focusOf(current.focus);
  const image = h("img", { src: shown.url, alt: "", class: "photo-whole", draggable: "false" });
  const marker = h("span", { class: "photo-marker", "aria-hidden": "true" });
  const stage = h("div", { class: "photo-stage" }, image, marker);
  const across = h("input", { type: "range", min: 0, max: 100, step: 10, id: newId("f") });
  const down = h("input", { type: "range", min: 0, max: 100, step: 10, id: newId("f") });
  const hint = h("p", { class: "hint", id: newId("hint") }, words.focusHint);
  describeBy(across, hint.id);
  describeBy(down, hint.id);
  const views = frameViews(shown, frames, words);
  const show = () => {
    across.value = String(x);
    down.value = String(y);
    across.setAttribute("aria-valuetext", `${x}%`);
    down.setAttribute("aria-valuetext", `${y}%`);
    // Set through the CSSOM: the editor's page allows no style attributes.
    marker.style.left = `${x}%`;
    marker.style.top = `${y}%`;
    for (const view of views) view.img.style.objectPosition = `${x}% ${y}%`;
  };
  const set = (nextX: number, nextY: number) => {
    [x, y] = [toFocusStep(nextX), toFocusStep(nextY)];
    current.focus = `${x}% ${y}%`;
    show();
    onChange();
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
  return [
    h(
      "fieldset",
      { class: "photo-focus" },
      h("legend", {}, words.focusTitle),
      hint,
      stage,
      h("div", { class: "field" }, h("label", { for: across.id }, words.focusAcross), across),
      h("div", { class: "field" }, h("label", { for: down.id }, words.focusDown), down),
    ),
    views.length > 0
      ? h(
          "section",
          { class: "photo-frames", "aria-label": words.framesTitle },
          h("h4", {}, words.framesTitle),
          h(
            "div",
            { class: "frame-list" },
            views.map((view) => view.element),
          ),
        )
      : "",
  ];
}
