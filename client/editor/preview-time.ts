/**
 * "Vorschau für den …" in the editor's top bar: a day and a time, and the preview is built and shown
 * as on that moment, its pages' clocks set to it too (cli/editor/preview-time.ts); "Today" goes back.
 * Open pages of the preview reload by themselves once it is built.
 */
import { type Session, setPreviewTime } from "./api.js";
import { h } from "./dom.js";

export function previewTimeControl(words: Session["words"]["ui"], at: string | null): HTMLElement {
  const input = h("input", { type: "datetime-local", id: "preview-time", step: 60, value: at ?? "" });
  // Polite, but no second "status" of the page: the save bar's is the one she listens to.
  const status = h("span", { class: "preview-time-status", "aria-live": "polite" });
  const show = h("button", { type: "submit" }, words.previewShow);
  const today = h("button", { type: "button" }, words.previewToday);
  const form = h(
    "form",
    { class: "preview-time" },
    h("label", { for: "preview-time" }, words.previewFor),
    input,
    show,
    today,
    status,
  );
  const send = async (value: string | null) => {
    status.textContent = words.previewBuilding;
    form.setAttribute("aria-busy", "true");
    const answer = await setPreviewTime(value);
    form.removeAttribute("aria-busy");
    const data = answer.data;
    if (!data.ok) {
      status.textContent = `${data.message}${data.hint ? ` (${data.hint})` : ""}`;
      return;
    }
    input.value = data.at ?? "";
    status.textContent = data.at ? (data.text ?? "") : words.previewTodayNote;
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void send(input.value || null);
  });
  today.addEventListener("click", () => void send(null));
  return form;
}
