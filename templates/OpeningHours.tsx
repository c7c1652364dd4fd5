import { useContent, useText } from "./locale.js";

/**
 * The week's hours, and a line the browser fills in: "Geöffnet · bis 22:00"
 * (cli/shared/opening-hours.ts). The browser also marks today's row and drops
 * closures and special days once they are over. Without JavaScript the schedule alone shows.
 */
export function OpeningHours({ headingId, level = 2 }: { headingId: string; level?: 2 | 3 }) {
  const hours = useContent("hours");
  const t = useText();
  const Heading = level === 2 ? "h2" : "h3";
  // Closures beside the special days, in the order of their first day: a guest planning ahead sees both.
  const days = [
    ...hours.closures.map((closure) => ({
      first: closure.from,
      until: closure.to,
      date: undefined,
      from: closure.from,
      label: closure.dates,
      hours: [t("closed")],
    })),
    ...hours.special.map((day) => ({
      first: day.iso,
      until: day.iso,
      date: day.iso,
      from: undefined,
      label: day.date,
      hours: day.hours,
    })),
  ].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  return (
    <div className="hours">
      <Heading id={headingId}>{t("openingHours")}</Heading>
      <p className="open-now" data-open-now />
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
      {days.length > 0 && (
        <div
          className="opening-hours__special"
          data-show-until={days.reduce((last, day) => (day.until > last ? day.until : last), "")}
        >
          <p className="opening-hours__special-title">{t("specialHours")}</p>
          <dl className="opening-hours">
            {days.map((day) => (
              <div
                key={`${day.first} ${day.label}`}
                data-date={day.date}
                data-from={day.from}
                data-show-until={day.until}
              >
                <dt>{day.label}</dt>
                {day.hours.map((range) => (
                  <dd key={range}>{range}</dd>
                ))}
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
