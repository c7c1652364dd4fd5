/**
 * The templates content types show at the end of a page's main part, by the name a type's `shows`
 * gives them (cli/content/<type>/type.ts), as the routes table names its pages' templates
 * (templates/pages/index.ts). Each asks for its type's view with `useContent(name)`. The types the
 * tool ships with are shown by the page templates themselves: none is named here yet.
 */
import type { ReactNode } from "react";
import type { ShownTemplateName } from "../../cli/content/registry.js";

export const sectionTemplates: Record<ShownTemplateName, () => ReactNode> = {};
