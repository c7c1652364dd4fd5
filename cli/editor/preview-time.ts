/**
 * "Vorschau für den …": the preview shown as on a chosen day and time, so the owner sees an
 * announcement, a closure's notice or the next buffet before the day comes. Both clocks move there
 * together: the build's "now" (SITE_NOW, what the pages say without JavaScript) and the browser's
 * (a script served before the page's own, so "open now", the buffet pop-up and the notices count
 * from that moment on). The pages carry a note saying so; the built site never does.
 */

import type { ToolLanguage } from "../language.js";
import { render } from "../messages/index.js";
import { longDate } from "../shared/format.js";
import { isCalendarDate, localInstant, timeOfDay, wallClockAt } from "../shared/time.js";

/** Where the preview's pages load the clock from; served by site serve only. */
export const clockScriptPath = "/__site/clock.js";

/** "2026-12-20T18:00", Berlin time, as the editor's field gives it: the instant, or why it is none. */
export function previewInstant(value: string): { at: number } | { problem: "invalid" | "skipped" } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return { problem: "invalid" };
  const [, date, time] = match;
  if (!isCalendarDate(date) || !timeOfDay.test(time)) return { problem: "invalid" };
  const local = localInstant(date, time);
  return local.kind === "gap" ? { problem: "skipped" } : { at: local.instant };
}

/** The chosen moment as the field shows it again: "2026-12-20T18:00", Berlin time. */
export const fieldValue = (at: number) => wallClockAt(at).join("T");

/** "Sonntag, 20. Dezember 2026, 18:00": the moment in the owner's words. */
export function momentText(at: number, lang: ToolLanguage): string {
  const [date, time] = wallClockAt(at);
  return `${longDate(date, lang === "de" ? "de-DE" : "en-GB", "long")}, ${time}`;
}

/**
 * The script that sets the browser's clock to the chosen moment, then lets it run on from there,
 * and shows on the page which moment it is. Runs before the page's own scripts (it is not deferred).
 */
export function clockScript(at: number, lang: ToolLanguage): string {
  const note = render("PreviewAsOf", { moment: momentText(at, lang) }, lang).message;
  return `(() => {
  const offset = ${at} - Date.now();
  const Real = Date;
  class PreviewDate extends Real {
    constructor(...args) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...args);
    }
    static now() {
      return Real.now() + offset;
    }
  }
  globalThis.Date = PreviewDate;
  const show = () => {
    const badge = document.createElement("p");
    badge.id = "site-preview-time";
    badge.setAttribute("role", "status");
    badge.textContent = ${JSON.stringify(note).replace(/</g, "\\u003c")};
    Object.assign(badge.style, {
      position: "fixed", top: "0", left: "0", right: "0", margin: "0", padding: "0.35rem 0.75rem",
      background: "#3b2a1a", color: "#fff", font: "600 14px/1.4 system-ui, sans-serif", textAlign: "center",
      zIndex: "2147483647", pointerEvents: "none",
    });
    document.body.append(badge);
  };
  if (document.body) show();
  else document.addEventListener("DOMContentLoaded", show);
})();
`;
}
