import { useLocale, useText } from "./locale.js";

/** The chef and founder: a monogram stands in until the owner adds a photo. */
export function ChefCard() {
  const { site } = useLocale();
  const t = useText();
  const initials = site.chef.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <figure className="chef-card">
      <div className="chef-card__portrait" aria-hidden="true">
        <span>{initials}</span>
      </div>
      <blockquote className="chef-card__quote">
        <p>{t("chefQuote")}</p>
      </blockquote>
      <figcaption>
        <strong className="chef-card__name">{site.chef.name}</strong>
        <span className="chef-card__role">{t("chefRole")}</span>
      </figcaption>
    </figure>
  );
}
