/**
 * Cutting one font file down to some characters (harfbuzz through
 * subset-font), as WOFF2: the fonts stage (cli/stages/7-fonts/fonts.ts) sends each face here,
 * in a worker thread when it has several to cut.
 */
export async function subsetFace(source: Uint8Array, text: string): Promise<Uint8Array> {
  const { default: subsetFont } = await import("subset-font");
  return subsetFont(Buffer.from(source.buffer, source.byteOffset, source.byteLength), text, { targetFormat: "woff2" });
}
