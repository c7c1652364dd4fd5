import { useContent } from "./locale.js";

/**
 * A notice for each closure and special day still to come, shown from its
 * announcement (hours.yaml's `announceDays` before it) to its last day: the
 * browser compares them with today in Berlin (cli/shared/opening-hours.ts), so
 * they appear and disappear by themselves. Without JavaScript a notice shows
 * when the build's day is in that span.
 */
export function ClosureNotice() {
  const hours = useContent("hours");
  const { today } = hours;
  return hours.notices.map((notice) => (
    <p
      key={`${notice.until} ${notice.text}`}
      className="closure-notice"
      data-show-from={notice.from}
      data-show-until={notice.until}
      hidden={!(notice.from <= today && today <= notice.until)}
    >
      {notice.text}
    </p>
  ));
}
