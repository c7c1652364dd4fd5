/**
 * "Open now": the schedule comes with the page (data-opening on the footer,
 * written by cli/content/hours/view.ts), and the line "Geöffnet · bis 22:00" or
 * "Geschlossen · öffnet Di. 17:00" is worked out here, in Berlin time
 * whatever the visitor's own time zone, so it is right on any day without a
 * rebuild. `site hours` uses the same functions. Without JavaScript the
 * schedule alone shows.
 */

/**
 * Minutes after midnight, Berlin time: [1020, 1320] is 17:00–22:00. A special day's night may
 * end the next morning: [1080, 1560] is 18:00–02:00.
 */
export type Range = [start: number, end: number];

const day = 24 * 60;

export interface OpeningData {
  /** Monday to Sunday. */
  week: Range[][];
  /** First and last closed day, "YYYY-MM-DD". */
  closures: [from: string, to: string][];
  /** Days with their own hours (from yesterday's, whose night may last into today); they win over a closure and the week. */
  special: [date: string, ranges: Range[]][];
  openUntil: string;
  closedOpens: string;
  closed: string;
  today: string;
  /** Weekday names from Monday. */
  days: string[];
}

export type Opening =
  | { open: true; until: number }
  /** Closed; opens `inDays` days after today (0: later today) at `at`, on `date`. */
  | { open: false; next?: { date: string; inDays: number; at: number } };

/**
 * Berlin's offset from UTC at an instant, in minutes: summer time (+2 h) from 01:00 UTC on
 * the last Sunday of March to 01:00 UTC on the last Sunday of October, the EU's rule since
 * 1996 (the calendar files say the same). Worked out rather than asked of Intl: a browser's
 * first time-zone formatter loads the zone data, ~100 ms of a slow phone's main thread.
 * tests/unit/hours.test.ts checks it against the time-zone database for decades.
 */
function berlinOffset(now: number): number {
  const year = new Date(now).getUTCFullYear();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  return now >= lastSunday(2) && now < lastSunday(9) ? 120 : 60;
}

/** The Berlin calendar day and minute of an instant. */
export function berlinClock(now: number): { date: string; minutes: number } {
  const local = new Date(now + berlinOffset(now) * 60_000);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

// A date alone, "2025-12-31", is read as midnight UTC (ECMAScript's date time string format),
// so the calendar arithmetic below never meets a time zone or a change of summer time.

/** "2025-12-31" plus `days` (or minus), as a calendar date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 864e5).toISOString().slice(0, 10);

/** Monday is 0. */
export const weekdayOf = (date: string) => (new Date(date).getUTCDay() + 6) % 7;

/** The ranges of a Berlin calendar day: a special day first, then a closure, then the week. */
export function rangesOn(data: Pick<OpeningData, "week" | "closures" | "special">, date: string): Range[] {
  const special = data.special.find(([day]) => day === date);
  if (special) return special[1];
  if (data.closures.some(([from, to]) => from <= date && date <= to)) return [];
  return data.week[weekdayOf(date)];
}

/**
 * The ranges open at some time of a Berlin calendar day, in minutes of that day: its own, and
 * the morning of a night that began the day before ([1080, 1560] yesterday is [-360, 120] today).
 */
function openOn(data: Pick<OpeningData, "week" | "closures" | "special">, date: string): Range[] {
  const night = rangesOn(data, addDays(date, -1))
    .filter(([, end]) => end > day)
    .map(([start, end]): Range => [start - day, end - day]);
  return [...night, ...rangesOn(data, date)];
}

/** Open or closed at `now`, and until when or from when; looks up to 60 days ahead (a long vacation). */
export function openingAt(data: Pick<OpeningData, "week" | "closures" | "special">, now: number): Opening {
  const { date, minutes } = berlinClock(now);
  const current = openOn(data, date).find(([start, end]) => start <= minutes && minutes < end);
  if (current) {
    // A day that ends at midnight may go on into the next one (24:00, then 00:00).
    const next = rangesOn(data, addDays(date, 1))[0];
    return { open: true, until: current[1] === day && next?.[0] === 0 ? day + next[1] : current[1] };
  }
  for (let inDays = 0; inDays <= 60; inDays++) {
    const day = addDays(date, inDays);
    const start = rangesOn(data, day).find(([begin]) => inDays > 0 || begin > minutes);
    if (start) return { open: false, next: { date: day, inDays, at: start[0] } };
  }
  return { open: false };
}

export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The line a visitor reads, in the page's language. */
export function openingText(data: OpeningData, now: number, lang: string): string {
  const opening = openingAt(data, now);
  if (opening.open) return data.openUntil.replace("{{time}}", clockText(opening.until));
  const { next } = opening;
  if (!next) return data.closed;
  // Within the week a weekday says enough; further off, the date.
  const day =
    next.inDays === 0
      ? data.today
      : next.inDays < 7
        ? data.days[weekdayOf(next.date)]
        : new Date(next.date).toLocaleDateString(lang, { day: "numeric", month: "short", timeZone: "UTC" });
  return data.closedOpens.replace("{{day}}", day).replace("{{time}}", clockText(next.at));
}

export function startOpeningHours(): void {
  const source = document.querySelector<HTMLElement>("[data-opening]");
  if (!source) return;
  const data = JSON.parse(source.dataset.opening ?? "") as OpeningData;
  const now = Date.now();
  const text = openingText(data, now, document.documentElement.lang);
  for (const line of document.querySelectorAll<HTMLElement>("[data-open-now]")) {
    line.textContent = text;
    line.dataset.open = String(openingAt(data, now).open);
  }
  // Berlin's today decides what the hours say: a closure or special day is announced from its
  // announcement to its last day, a special day that is over goes, and today's row is marked.
  const { date } = berlinClock(now);
  for (const element of document.querySelectorAll<HTMLElement>("[data-show-until]")) {
    const { showFrom = "", showUntil = "" } = element.dataset;
    element.hidden = !(showFrom <= date && date <= showUntil);
  }
  // The week's row is today's only on a usual day: during a closure its row is today's, on a
  // special day that day's.
  const weekday = weekdayOf(date);
  const usual = rangesOn(data, date) === data.week[weekday];
  for (const row of document.querySelectorAll<HTMLElement>("[data-date], [data-from], [data-days]")) {
    // "~" sorts after every date: a row with no first day is no closure's.
    const { from = "~", showUntil = "" } = row.dataset;
    if (
      row.dataset.date === date ||
      (from <= date && date <= showUntil) ||
      (usual && row.dataset.days?.split(" ").includes(String(weekday)))
    ) {
      row.setAttribute("aria-current", "date");
    }
  }
}
