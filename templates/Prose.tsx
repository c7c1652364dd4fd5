import { renderToStaticMarkup } from "react-dom/server";
import { replaceVoidElements } from "../cli/html.js";
import { useLocale } from "./locale.js";
import { Photo } from "./Photo.js";

/**
 * Page text from Markdown, already converted (and checked) by the load stage.
 * Its photos arrive as <img src="images/…" alt="…">: each becomes the photo
 * the photos stage made of that file, with the alt text the page wrote.
 */
export function Prose({ html, className = "prose" }: { html: string; className?: string }) {
  const { textPhotos } = useLocale();
  const markup =
    Object.keys(textPhotos).length === 0
      ? html
      : replaceVoidElements(html, "img", ({ src, alt }) => {
          const photo = textPhotos[src];
          return photo && renderToStaticMarkup(<Photo photo={{ ...photo, alt: alt ?? "" }} className="photo--text" />);
        });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML made by our Markdown stage, which refuses raw HTML.
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
