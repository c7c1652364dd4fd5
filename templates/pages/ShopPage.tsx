import type { Page } from "../../cli/content/load.js";
import { ComingSoon } from "../ComingSoon.js";
import { useLocale, useText } from "../locale.js";
import { PageHeading } from "../PageHeading.js";
import { Prose } from "../Prose.js";

export function ShopPage({ text }: { text: Page }) {
  const { site } = useLocale();
  const t = useText();
  return (
    <>
      <PageHeading title={text.title} />
      <ComingSoon />
      <Prose html={text.html} />
      <section className="callout" aria-labelledby="shop-order">
        <h2 id="shop-order">{t("delivery")}</h2>
        <p>{t("shopByEmail")}</p>
        <a href={`mailto:${site.email}`} className="button button--primary">
          {site.email}
        </a>
      </section>
    </>
  );
}
