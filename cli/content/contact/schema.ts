import * as z from "zod";
import { decimal, text, texts } from "../schema-parts.js";

/**
 * A request by e-mail: the subject the restaurant sorts its mail by (one for
 * every language), and how the guest's e-mail begins, in each language.
 */
const request = () => z.strictObject({ subject: text(), body: texts() });

const coordinate = (limit: number, message: "NotLatitude" | "NotLongitude") => decimal(message, -limit, limit);

/**
 * content/contact.yaml: how guests reach the restaurant. Reservations and
 * requests for events and catering by e-mail, the way there by bus and train,
 * by car and without steps, and where the door is on the map. The phone,
 * e-mail, address and booking link are facts of site.yaml.
 */
export const contactSchema = z.strictObject({
  /** A table: the guest's e-mail begins with `body`, then the date, time and number of guests they chose. */
  reservation: z.strictObject({ subject: text(), body: texts(), note: texts().optional() }),
  eventRequest: request(),
  cateringRequest: request(),
  directions: z.strictObject({ transit: texts(), parking: texts(), access: texts() }),
  /** The door's position; without it the map link searches for the address. */
  map: z
    .strictObject({ latitude: coordinate(90, "NotLatitude"), longitude: coordinate(180, "NotLongitude") })
    .optional(),
});

export type Contact = z.output<typeof contactSchema>;
