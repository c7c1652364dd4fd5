/**
 * Alt texts that describe nothing a screen reader could tell. The content's schemas refuse them
 * where a photo is named in YAML or front matter (cli/content/schema-parts.ts), so the editor
 * marks one while the owner types; the photos stage refuses them in Markdown's own images.
 */
/** The names cameras, phones and apps give photos: IMG_2041, DSC_0001, PXL_20240512_093012345, IMG-20240512-WA0003, P1010123. */
const cameraName = /^(?:img|dsc[nf]?|dcim|pxl|mvimg|gopr|dji|sam|wp|pano|p)[\s_-]*\d[\w-]*$/i;
/** A name with a picture's ending: "kitchen.jpg". */
const pictureFileName = /\.(?:jpe?g|png|webp|avif|heic|heif|gif|tiff?|bmp)$/i;
/** A word for any picture, perhaps numbered ("Foto", "image 2", "Bild (3)"): it says what the photo is, not what it shows. */
const pictureWord =
  /^(?:photo|foto|image|img|bild|picture|pic|grafik|graphic|screenshot|bildschirmfoto|untitled|unbenannt|sans titre)[\s_()#.-]*\d*[\s)]*$/i;

/**
 * What is wrong with an alt text that describes nothing a screen reader could tell: the
 * photo's own file name ("own"), any file name a camera or phone gives ("name"), or a
 * word for a picture as such ("word").
 */
export type AltProblem = "own" | "name" | "word";

export function altProblem(alt: string, file: string): AltProblem | undefined {
  const simple = (text: string) => text.toLowerCase().replace(/[\s_.-]+/g, "");
  const name = file.split("/").pop() ?? file;
  const text = alt.trim();
  if ([name, name.replace(/\.[^.]+$/, "")].some((candidate) => simple(candidate) === simple(text))) return "own";
  if (cameraName.test(text.replace(pictureFileName, "")) || pictureFileName.test(text)) return "name";
  if (pictureWord.test(text)) return "word";
  return undefined;
}
