import { renderToStaticMarkup } from "react-dom/server";
import { replaceVoidElements } from "../cli/html.js";
import { useLocale } from "./locale.js";
import { Photo } from "./Photo.js";

/** "images/our%20room.jpg" → "images/our room.jpg"; a src that is no valid encoding stays as it is. */
function decodedPath(src: string | undefined): string {
  try {
    return decodeURI(src ?? "");
  } catch {
    return src ?? "";
  }
}

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
          // The Markdown stage writes the src percent-encoded ("images/K%C3%BCche%20gro%C3%9F.jpg");
          // the photos are known by their file's own name.
          const photo = textPhotos[src] ?? textPhotos[decodedPath(src)];
          return photo && renderToStaticMarkup(<Photo photo={{ ...photo, alt: alt ?? "" }} className="photo--text" />);
        });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML made by our Markdown stage, which refuses raw HTML.
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
