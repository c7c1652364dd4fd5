import { useContent } from "../../../templates/locale.js";
import { Prose } from "../../../templates/Prose.js";

/** The notice on the home page: its title and its text, in the page's language. */
export function HomeNotice() {
  const { heading, html } = useContent("notice");
  return (
    <section className="notice" aria-labelledby="notice-heading">
      <h2 id="notice-heading">{heading}</h2>
      <Prose html={html} />
    </section>
  );
}
