import { ExternalLink } from "../../../templates/ExternalLink.js";
import { useContent } from "../../../templates/locale.js";

/** The press list on the about page: each article's outlet, title and date, linked. */
export function PressList() {
  const { heading, articles } = useContent("press");
  return (
    <section className="press" aria-labelledby="press-heading">
      <h2 id="press-heading">{heading}</h2>
      <ul>
        {articles.map((article) => (
          <li key={article.url}>
            <ExternalLink href={article.url}>{article.title}</ExternalLink> ({article.outlet}, {article.date})
          </li>
        ))}
      </ul>
    </section>
  );
}
