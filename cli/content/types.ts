/**
 * Every content type, each a folder beside this file (its schema, its `defineType`, its view), in the
 * order the loader reads them and the editor lists them. A type is read only when it is listed here:
 * a new one is its import and its name in `contentTypes` (docs/architecture.md, "Adding a content type").
 */
import { buffet } from "./buffet/type.js";
import { contact } from "./contact/type.js";
import { dictionary } from "./dictionary/type.js";
import { hours } from "./hours/type.js";
import { legal } from "./legal/type.js";
import { menu } from "./menu/type.js";
import { page } from "./page/type.js";
import { site } from "./site/type.js";

export const contentTypes = [site, buffet, hours, menu, contact, dictionary, page, legal] as const;
