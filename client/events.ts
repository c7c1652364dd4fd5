/**
 * Buffets that never go stale: every one still to come at build time is in
 * the page with the instant it ends (templates/BuffetEvents.tsx). The next
 * one not over now shows; when none is left, its block and the pop-up stay
 * away. Without JavaScript the page shows the next one as of the build.
 */
export function startEvents(now = Date.now()): void {
  for (const group of document.querySelectorAll<HTMLElement>("[data-events]")) {
    let shown = false;
    for (const event of group.querySelectorAll<HTMLElement>("[data-event-end]")) {
      event.hidden = shown || Number(event.dataset.eventEnd) <= now;
      shown ||= !event.hidden;
    }
    group.hidden = !shown;
  }
}
