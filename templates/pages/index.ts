/**
 * The templates the routes table (cli/restaurant/routes.ts) names for its pages of
 * Markdown text, by name: a route's `template` picks its layout here.
 */
import type { ProseTemplateName } from "../../cli/restaurant/routes.js";
import { AboutPage } from "./AboutPage.js";
import { CateringPage } from "./CateringPage.js";
import { ContactPage } from "./ContactPage.js";
import { EventsPage } from "./EventsPage.js";
import { HomePage } from "./HomePage.js";
import { MenuPage } from "./MenuPage.js";
import { ProsePage } from "./ProsePage.js";
import { ShopPage } from "./ShopPage.js";

export const pageTemplates = {
  HomePage,
  MenuPage,
  CateringPage,
  ShopPage,
  AboutPage,
  EventsPage,
  ContactPage,
  ProsePage,
} satisfies Record<ProseTemplateName, typeof ProsePage>;
