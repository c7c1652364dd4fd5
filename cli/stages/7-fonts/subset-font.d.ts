/** subset-font ships no types: the one call cli/stages/7-fonts/fonts.ts makes. */
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "sfnt" },
  ): Promise<Buffer>;
}
