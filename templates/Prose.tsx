import { Parser } from "htmlparser2";
import { renderToStaticMarkup } from "react-dom/server";
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
 * The markup with every `tag` element (a void one, like <img>) replaced by
 * what `replace` makes of its attributes; where it returns undefined, the
 * element stays. Found by the parser, so a text that reads like a tag is never touched.
 */
function replaceVoidElements(
  html: string,
  tag: string,
  replace: (attributes: Record<string, string>, offset: number) => string | undefined,
): string {
  const parts: string[] = [];
  let done = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== tag) return;
        const markup = replace(attributes, parser.startIndex);
        if (markup === undefined) return;
        parts.push(html.slice(done, parser.startIndex), markup);
        done = parser.endIndex + 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  parts.push(html.slice(done));
  return parts.join("");
}

/** About the text a phone shows on its first screen below a page's heading, in characters of HTML. */
const firstScreen = 800;

/**
 * Page text from Markdown, already converted (and checked) by the load stage.
 * Its photos arrive as <img src="images/…" alt="…">: each becomes the photo
 * the photos stage made of that file, with the alt text the page wrote.
 */
export function Prose({ html, className = "prose" }: { html: string; className?: string }) {
  const { textPhotos } = useLocale();
  let first = true;
  const markup =
    Object.keys(textPhotos).length === 0
      ? html
      : replaceVoidElements(html, "img", ({ src, alt }, offset) => {
          // The Markdown stage writes the src percent-encoded ("images/K%C3%BCche%20gro%C3%9F.jpg");
          // the photos are known by their file's own name.
          const photo = textPhotos[src] ?? textPhotos[decodedPath(src)];
          if (!photo) return undefined;
          // The first photo of a text that starts with it is on the first screen, often its largest
          // element: loaded at once, not when the browser has laid out the page.
          const eager = first && offset < firstScreen;
          first = false;
          return renderToStaticMarkup(
            <Photo photo={{ ...photo, alt: alt ?? "" }} className="photo--text" eager={eager} />,
          );
        });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML made by our Markdown stage, which refuses raw HTML.
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
