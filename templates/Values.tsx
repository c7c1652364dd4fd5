import { useText } from "./locale.js";

const values = [
  { name: "valueAuthentic", text: "valueAuthenticText" },
  { name: "valueFresh", text: "valueFreshText" },
  { name: "valueUnited", text: "valueUnitedText" },
] as const;

/** Authentic, fresh, united. */
export function Values() {
  const t = useText();
  return (
    <section className="values" aria-labelledby="values-title">
      <h2 id="values-title">{t("valuesTitle")}</h2>
      <ul>
        {values.map((value) => (
          <li key={value.name} className="value">
            <h3>{t(value.name)}</h3>
            <p>{t(value.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
