import { useContent, useLocale, useText } from "./locale.js";
import { Photo } from "./Photo.js";

/** The chef and founder: her portrait from site.yaml, or her initials while there is none. */
export function ChefCard() {
  const { site } = useLocale();
  const { chefPhoto } = useContent("site");
  const t = useText();
  const initials = site.chef.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <figure className="chef-card">
      {chefPhoto ? (
        <div className="chef-card__portrait">
          <Photo photo={chefPhoto} className="photo--round" />
        </div>
      ) : (
        <div className="chef-card__portrait" aria-hidden="true">
          <span>{initials}</span>
        </div>
      )}
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
