/**
 * Buffets that never go stale: every one still to come at build time is in
 * the page with the instant it ends (templates/BuffetEvents.tsx). The next
 * one not over now shows; when none is left, its block and the pop-up stay
 * away. A page left open moves on by itself at the next end, without a
 * reload: one timer, to that instant. Without JavaScript the page shows the
 * next one as of the build.
 */
export function startEvents(now = Date.now()): void {
  let next = Number.POSITIVE_INFINITY;
  for (const group of document.querySelectorAll<HTMLElement>("[data-events]")) {
    let shown = false;
    for (const event of group.querySelectorAll<HTMLElement>("[data-event-end]")) {
      const end = Number(event.dataset.eventEnd);
      event.hidden = shown || end <= now;
      if (!event.hidden) next = Math.min(next, end);
      shown ||= !event.hidden;
    }
    group.hidden = !shown;
    // The pop-up open at the very end: closed, not only hidden, so the page behind it is free again.
    if (!shown) (group as HTMLDialogElement).close?.();
  }
  // Browsers hold a timer's delay in 32 bits (about 24 days): one further off looks again then.
  if (next < Number.POSITIVE_INFINITY) setTimeout(() => startEvents(), Math.min(next - now, 2 ** 31 - 1));
}
