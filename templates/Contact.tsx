import { useLabel, useLocale } from "./locale.js";

/** "Baobabweg 7" and "12043 Berlin" never break between the name and its number. */
const keepTogether = (text: string) => text.replace(/ (?=\d)|(?<=\d) /g, "\u00a0");

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
 * An e-mail address as link text that breaks only after its "@" (never inside its name
 * or at the hyphen of "mama-nyota"), so a narrow column shows it in two whole parts.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <span className="nowrap">{address}</span>;
  return (
    <>
      <span className="nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="nowrap">{address.slice(at + 1)}</span>
    </>
  );
}

/** E-mail and phone as links, the number kept on one line. */
export function ContactLinks() {
  const { site } = useLocale();
  const label = useLabel();
  return (
    <p>
      {label("email")}
      <a href={`mailto:${site.email}`}>
        <EmailAddress address={site.email} />
      </a>
      <br />
      {label("phone")}
      <a href={`tel:${site.phone.replace(/ /g, "")}`}>{site.phone.replace(/ /g, "\u00a0")}</a>
    </p>
  );
}
