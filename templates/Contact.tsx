import { Fragment } from "react";
import { useLabel, useLocale } from "./locale.js";

/** "Baobabweg 7" and "12043 Berlin" never break between the name and its number. */
export const keepTogether = (text: string) => text.replace(/ (?=\d)|(?<=\d) /g, "\u00a0");

/** The restaurant's postal address, from site.yaml: the footer and the home page's "Visit us". */
export function PostalAddress() {
  const { site } = useLocale();
  const { street, postcode, city } = site.address;
  return (
    <address>
      {site.name}
      <br />
      {keepTogether(street)}
      <br />
      {keepTogether(`${postcode} ${city}`)}
    </address>
  );
}

/**
 * An e-mail address as link text, whole on a line of its own where it does not fit beside its
 * label ("E-mail:"), and broken only after its "@" (never inside its name or at the hyphen of
 * "mama-nyota") where even that line is too narrow: two whole parts.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <span className="keep-together">{address}</span>;
  return (
    <span className="keep-together">
      <span className="keep-together">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="keep-together">{address.slice(at + 1)}</span>
    </span>
  );
}

/**
 * A phone number on one line: its spaces are no-break spaces (html-validate's tel-non-breaking), so
 * no line breaks inside it. Where even a line of its own is too narrow (very large text on a phone)
 * the inline block breaks it after a group of digits (<wbr>), never inside one.
 */
export function PhoneNumber({ number }: { number: string }) {
  const groups = number.split(" ");
  return (
    <span className="keep-together">
      {groups.map((group, index) => (
        // The groups of one number, in their order.
        // biome-ignore lint/suspicious/noArrayIndexKey: two groups may have the same digits.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {index < groups.length - 1 ? `${group}\u00a0` : group}
        </Fragment>
      ))}
    </span>
  );
}

/** E-mail and phone as links, each a finger's height apart (templates/styles/components.css). */
export function ContactLinks() {
  const { site } = useLocale();
  const label = useLabel();
  return (
    <p className="contact-links">
      {label("email")}
      <a href={`mailto:${site.email}`}>
        <EmailAddress address={site.email} />
      </a>
      <br />
      {label("phone")}
      <a href={`tel:${site.phone.replace(/ /g, "")}`}>
        <PhoneNumber number={site.phone} />
      </a>
    </p>
  );
}
