import { text, z } from "../../../cli/restaurant/schemas/common.js";

/** The front matter of content/notice/<language>.md: a short notice on the home page, in one language. */
export const noticeSchema = z.strictObject({ title: text() });

export type Notice = z.output<typeof noticeSchema>;
