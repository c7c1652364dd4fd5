import { useContent, useText } from "./locale.js";

/**
 * The week's hours, and a line the browser fills in: "Geöffnet · bis 22:00"
 * (cli/shared/opening-hours.ts). The browser also marks today's row and drops
 * special days once they are over. Without JavaScript the schedule alone shows.
 */
export function OpeningHours({ headingId, level = 2 }: { headingId: string; level?: 2 | 3 }) {
  const hours = useContent("hours");
  const t = useText();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <>
      <Heading id={headingId}>{t("openingHours")}</Heading>
      <p className="open-now" data-open-now hidden />
      <dl className="opening-hours">
        {hours.rows.map((row) => (
          <div key={row.days} data-days={row.weekdays.join(" ")}>
            <dt>{row.days}</dt>
            {row.hours.map((range) => (
              <dd key={range}>{range}</dd>
            ))}
          </div>
        ))}
      </dl>
      {hours.special.length > 0 && (
        <div data-show-until={hours.special[hours.special.length - 1].iso}>
          <p className="opening-hours__special-title">{t("specialHours")}</p>
          <dl className="opening-hours">
            {hours.special.map((day) => (
              <div key={day.iso} data-date={day.iso} data-show-until={day.iso}>
                <dt>{day.date}</dt>
                {day.hours.map((range) => (
                  <dd key={range}>{range}</dd>
                ))}
              </div>
            ))}
          </dl>
        </div>
      )}
    </>
  );
}
