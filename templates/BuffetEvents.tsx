import type { BuffetView } from "../cli/buffet.js";
import { BuffetDetails } from "./BuffetDetails.js";
import { useLocale, useText } from "./locale.js";

/**
 * Every buffet still to come, the next one shown and the rest hidden; each
 * carries the instant it ends, so the browser can move on without a rebuild.
 */
export function BuffetEvents({
  events,
  noteClass,
  calendar = false,
}: {
  events: BuffetView[];
  noteClass: string;
  calendar?: boolean;
}) {
  const { paths } = useLocale();
  const t = useText();
  return events.map((event, index) => (
    <div key={event.start} className="buffet-event" data-event-end={event.endsAt} hidden={index > 0}>
      <BuffetDetails buffet={event} />
      {event.newLocation && <p className={noteClass}>{t("buffetNewLocation")}</p>}
      {calendar && (
        <a className="buffet-event__calendar" href={`${paths.home}${event.calendarFile}`} download>
          {t("addToCalendar")}
        </a>
      )}
    </div>
  ));
}
