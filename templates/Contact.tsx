import { useLocale, useText } from "./locale.js";

/** The restaurant's postal address, from site.yaml: the footer and the home page's "Visit us". */
export function PostalAddress() {
  const { site } = useLocale();
  const { street, postcode, city } = site.address;
  return (
    <address>
      {site.name}
      <br />
      {street}
      <br />
      {postcode} {city}
    </address>
  );
}

/** E-mail and phone as links, the number kept on one line. */
export function ContactLinks() {
  const { site } = useLocale();
  const t = useText();
  return (
    <p>
      {t("email")}: <a href={`mailto:${site.email}`}>{site.email}</a>
      <br />
      {t("phone")}: <a href={`tel:${site.phone.replace(/ /g, "")}`}>{site.phone.replace(/ /g, "\u00a0")}</a>
    </p>
  );
}
