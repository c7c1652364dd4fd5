/** heic-decode ships no types: the one call cli/stages/2-photos/photo-files.ts makes. */
declare module "heic-decode" {
  export default function decode(input: {
    buffer: ArrayBufferLike | Uint8Array;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
