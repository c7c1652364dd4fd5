import { useText } from "./locale.js";

export function ComingSoon() {
  const t = useText();
  return <p className="coming-soon">{t("comingSoon")}</p>;
}
