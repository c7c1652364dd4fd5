import { PhoneNumber } from "./Contact.js";
import { ExternalLink } from "./ExternalLink.js";
import { useContent, useText } from "./locale.js";

/**
 * Booking a table: the phone first, then an e-mail that opens with the
 * request written and the day, time and number of guests to fill in, then
 * the booking service when site.yaml names one.
 */
export function ReservationRequest() {
  const { phone, reservation, bookingUrl } = useContent("contact");
  const t = useText();
  return (
    <section className="contact-card" id="reservieren" aria-labelledby="reserve-title">
      <h2 id="reserve-title">{t("reserve")}</h2>
      <p>{t("reserveIntro")}</p>
      <p className="contact-card__actions">
        <a href={phone.href} className="button button--primary">
          {/* One line of text for the button's flex box, which would space its parts apart. */}
          <span>
            {phone.before}
            {phone.number && <PhoneNumber number={phone.number} />}
            {phone.after}
          </span>
        </a>
        <a href={reservation.href} className="button button--secondary">
          {t("reserveByEmail")}
        </a>
        {bookingUrl && (
          <ExternalLink href={bookingUrl} className="button button--secondary">
            {t("reserveOnline")}
          </ExternalLink>
        )}
      </p>
      {reservation.note && <p className="contact-card__note">{reservation.note}</p>}
    </section>
  );
}
