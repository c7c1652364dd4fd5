import { useContent } from "./locale.js";

/**
 * Shows each notice parsed before it whose span holds today in Berlin ("sv" writes a date as
 * 2026-12-24), right where the parser meets it, before the page is first painted: shown later, by
 * the deferred script, a notice pushed everything below it down in front of the guest's eyes, a
 * layout shift. Written small by hand, as every page with a notice carries it; the same text on
 * every page, so the Content-Security-Policy allows it by one hash.
 */
const showToday = `document.querySelectorAll(".closure-notice").forEach(n=>n.hidden=(d=>d<n.dataset.showFrom||d>n.dataset.showUntil)(new Date().toLocaleDateString("sv",{timeZone:"Europe/Berlin"})))`;

/**
 * A notice for each closure and special day still to come, shown from its
 * announcement (hours.yaml's `announceDays` before it) to its last day: the
 * browser compares them with today in Berlin (above; the deferred script,
 * cli/shared/opening-hours.ts, does the same for the hours further down), so they
 * appear and disappear by themselves. Without JavaScript a notice shows when the build's day is in that span.
 */
export function ClosureNotice() {
  const hours = useContent("hours");
  const { today } = hours;
  if (hours.notices.length === 0) return null;
  return (
    <>
      {hours.notices.map((notice) => (
        <p
          key={`${notice.until} ${notice.text}`}
          className="closure-notice"
          data-show-from={notice.from}
          data-show-until={notice.until}
          hidden={!(notice.from <= today && today <= notice.until)}
        >
          {notice.text}
        </p>
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet, allowed by its hash in the Content-Security-Policy. */}
      <script dangerouslySetInnerHTML={{ __html: showToday }} />
    </>
  );
}
