import { defineType } from "../define.js";
import { contactView } from "./view.js";

export const contact = defineType({
  name: "contact",
  path: "contact.yaml",
  title: "contact.yaml: reservations, requests for events and catering, and the way to the restaurant",
  schema: async () => (await import("./schema.js")).contactSchema,
  texts: ["body", "note", "transit", "parking", "access"],
  view: (contact, context) => contactView(contact, context),
});
