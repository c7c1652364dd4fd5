import { addContentType } from "../../../cli/restaurant/registry.js";
import { HomeNotice } from "./HomeNotice.js";
import type { Notice } from "./schema.js";

export interface NoticeView {
  heading: string;
  html: string;
}

declare module "../../../cli/restaurant/registry.js" {
  interface AddedViews {
    notice: NoticeView;
  }
}

addContentType<Notice, NoticeView>({
  name: "notice",
  format: "markdown",
  path: "notice/{lang}.md",
  title: "front matter of notice/<language>.md",
  schema: async () => (await import("./schema.js")).noticeSchema,
  view: (notice) => ({ heading: notice.heading, html: notice.html }),
  placement: { page: "home", template: HomeNotice },
});
