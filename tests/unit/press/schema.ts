import { httpsUrl, isoDate, text, texts, z } from "../../../cli/restaurant/schemas/common.js";

/** content/press.yaml: what newspapers and radio said about the restaurant, newest first. */
export const pressSchema = z.strictObject({
  heading: texts(),
  articles: z.array(z.strictObject({ outlet: text(), title: texts(), date: isoDate(), url: httpsUrl() })),
});

export type Press = z.output<typeof pressSchema>;
