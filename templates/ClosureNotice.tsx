import { useLocale } from "./locale.js";

/**
 * A notice for each closure still to come, shown on its days only: the
 * browser compares them with today in Berlin (client/opening-hours.ts), so
 * it appears and disappears by itself. Without JavaScript it shows while the
 * closure is on at build time.
 */
export function ClosureNotice() {
  const { hours } = useLocale();
  const { today } = hours;
  return hours.closures.map((closure) => (
    <p
      key={closure.from}
      className="closure-notice"
      data-closure-from={closure.from}
      data-closure-to={closure.to}
      hidden={!(closure.from <= today && today <= closure.to)}
    >
      {closure.notice}
    </p>
  ));
}
