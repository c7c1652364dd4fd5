/** subset-font ships no types: the one call cli/stages/fonts.ts makes. */
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "sfnt" },
  ): Promise<Buffer>;
}
