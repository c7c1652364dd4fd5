import { addContentType } from "../../../cli/restaurant/registry.js";
import { PressList } from "./PressList.js";
import type { Press } from "./schema.js";

export interface PressView {
  heading: string;
  articles: { outlet: string; title: string; date: string; url: string }[];
}

declare module "../../../cli/restaurant/registry.js" {
  interface AddedViews {
    press: PressView;
  }
}

addContentType<Press, PressView>({
  name: "press",
  path: "press.yaml",
  title: "press.yaml: what was written about the restaurant",
  schema: async () => (await import("./schema.js")).pressSchema,
  texts: ["heading", "title"],
  view: (press, { lang, dict }) => ({
    heading: press.heading[lang],
    articles: press.articles.map((article) => ({
      outlet: article.outlet,
      title: article.title[lang],
      date: new Intl.DateTimeFormat(dict.dateLocale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(article.date),
      ),
      url: article.url,
    })),
  }),
  placement: { page: "about", template: PressList },
});
