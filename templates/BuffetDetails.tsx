import type { BuffetView } from "../cli/content/buffet/view.js";
import { useText } from "./locale.js";

/** Date, time and place of the buffet: the same list in the pop-up and on the home page. */
export function BuffetDetails({ buffet }: { buffet: BuffetView }) {
  const t = useText();
  return (
    <dl className="buffet-details">
      <div>
        <dt>{t("buffetDate")}</dt>
        <dd>
          <time dateTime={buffet.day}>{buffet.date}</time>
        </dd>
      </div>
      <div>
        <dt>{t("buffetTime")}</dt>
        <dd>
          <time dateTime={buffet.from}>{buffet.from}</time>–<time dateTime={buffet.to}>{buffet.to}</time>
        </dd>
      </div>
      <div>
        <dt>{t("buffetLocation")}</dt>
        <dd>{buffet.location}</dd>
      </div>
    </dl>
  );
}
