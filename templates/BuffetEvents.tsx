import type { BuffetView } from "../cli/content/buffet/view.js";
import { BuffetDetails } from "./BuffetDetails.js";
import { ExternalLink } from "./ExternalLink.js";
import { useLocale, useText } from "./locale.js";

/**
 * Every buffet still to come, the next one shown and the rest hidden; each
 * carries the instant it ends, so the browser can move on without a rebuild.
 * With `actions`, each also offers what a guest does next: put it in the
 * calendar and find the way there (as buttons in the pop-up, links on the page).
 */
export function BuffetEvents({
  events,
  noteClass,
  actions,
}: {
  events: BuffetView[];
  noteClass: string;
  actions?: "buttons" | "links";
}) {
  const { paths } = useLocale();
  const t = useText();
  const [primary, secondary] =
    actions === "buttons"
      ? ["button button--primary", "button button--secondary"]
      : ["buffet-event__link", "buffet-event__link"];
  return events.map((event, index) => (
    <div key={event.start} className="buffet-event" data-event-end={event.endsAt} hidden={index > 0}>
      <BuffetDetails buffet={event} />
      {event.newLocation && <p className={noteClass}>{t("buffetNewLocation")}</p>}
      {actions && (
        <p className={`buffet-event__actions buffet-event__actions--${actions}`}>
          <a className={primary} href={`${paths.home}${event.calendarFile}`} download>
            {t("addToCalendar")}
          </a>
          <ExternalLink className={secondary} href={event.directions}>
            {t("buffetDirections")}
          </ExternalLink>
        </p>
      )}
    </div>
  ));
}
