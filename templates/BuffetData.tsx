import { buffetStructuredData } from "../cli/content/buffet/structured-data.js";
import { absoluteUrl } from "../cli/restaurant/routes.js";
import { useContent, useLocale } from "./locale.js";
import { StructuredData } from "./StructuredData.js";

/** A FoodEvent for each buffet still to come, at the end of the page's head. */
export function BuffetData() {
  const { lang, dict, site, paths } = useLocale();
  const home = absoluteUrl(site, paths.home);
  return buffetStructuredData({ lang, dict, site, home }, useContent("buffet")).map((json) => (
    <StructuredData key={json} json={json} />
  ));
}
