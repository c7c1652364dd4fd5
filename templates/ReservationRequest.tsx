import { ExternalLink } from "./ExternalLink.js";
import { useContent, useText } from "./locale.js";

/**
 * Booking a table: the phone first, then a request by e-mail, then the booking
 * service when site.yaml names one. With JavaScript the guest picks the day,
 * time and number of guests and the e-mail carries them (client/reservation.ts);
 * without it the fields stay hidden and the e-mail asks for them.
 */
export function ReservationRequest() {
  const { phone, reservation, bookingUrl } = useContent("contact");
  const t = useText();
  const { labels } = reservation;
  return (
    <section className="contact-card contact-card--reserve" id="reservieren" aria-labelledby="reserve-title">
      <h2 id="reserve-title">{t("reserve")}</h2>
      <p>{t("reserveIntro")}</p>
      <p>
        <a href={phone.href} className="button button--primary">
          {phone.text}
        </a>
      </p>
      <div className="reservation" data-reservation hidden>
        <label>
          <span>{labels.date}</span>
          <input type="date" name="date" />
        </label>
        <label>
          <span>{labels.time}</span>
          <input type="time" name="time" step={900} />
        </label>
        <label>
          <span>{labels.guests}</span>
          <input type="number" name="guests" min={1} max={99} inputMode="numeric" />
        </label>
      </div>
      <p className="reservation__send">
        <a href={reservation.href} className="button button--secondary" data-mail={reservation.mail}>
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
