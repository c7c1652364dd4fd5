/**
 * The first links of every content file's chain: read, then decode. What an
 * owner's editor, an accident or an attacker can put in the content folder
 * ends here with one line each: a missing or empty file, a folder or a pipe
 * where a file belongs, a link out of the folder, a file far too large, text
 * in another encoding than UTF-8. What passes is text with "\n" line ends.
 */
import { closeSync, fstatSync, lstatSync, openSync, readSync, realpathSync, type Stats, statSync } from "node:fs";
import { sep } from "node:path";
import { SiteError } from "../../errors.js";

/** No page or list of the site comes near this (the privacy policy is 6 KB); a 20 MB page once took minutes and gigabytes to convert. */
export const maxTextBytes = 256 * 1024;

/**
 * What stands at `path` (`follow`: where its links lead): nothing, also when a file stands where a
 * folder on the way should be; "loop" for links that lead round in a circle.
 */
export function entryAt(path: string, follow: boolean): Stats | "loop" | undefined {
  try {
    return (follow ? statSync : lstatSync)(path);
  } catch (failure) {
    const code = (failure as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    if (code === "ELOOP") return "loop";
    throw failure;
  }
}

/** Whether `path` leads to a folder: not when nothing is there, a file stands on the way, or links go round. */
export function isFolder(path: string): boolean {
  const entry = entryAt(path, true);
  return entry !== undefined && entry !== "loop" && entry.isDirectory();
}

/** Whether `path` leads to a plain file, in the same sense. */
export function isPlainFile(path: string): boolean {
  const entry = entryAt(path, true);
  return entry !== undefined && entry !== "loop" && entry.isFile();
}

/** Reads a content file's bytes; throws the owner's mistake as a SiteError. */
export function readContentBytes(contentDir: string, file: string): Buffer {
  const place = { file, line: 1, col: 1 };
  const info = entryAt(file, false);
  if (!info) throw SiteError.of("FileMissing", {}, { place });
  if (info === "loop") throw SiteError.of("NotAFile", { folder: false }, { place });
  if (entryAt(file, true) === "loop") throw SiteError.of("NotAFile", { folder: false }, { place });
  // A link, or a folder on the way that is one, must not lead out of the content folder.
  let real: string;
  try {
    real = realpathSync.native(file);
  } catch {
    throw SiteError.of("FileMissing", {}, { place });
  }
  if (!real.startsWith(realpathSync.native(contentDir) + sep)) throw SiteError.of("LinkOutOfContent", {}, { place });
  // Never opened unless it is a plain file: opening a pipe would wait forever.
  const target = entryAt(file, true);
  if (target === "loop" || !target?.isFile())
    throw SiteError.of("NotAFile", { folder: target !== "loop" && Boolean(target?.isDirectory()) }, { place });
  if (target.size > maxTextBytes) {
    throw SiteError.of(
      "FileTooLarge",
      { kilobytes: Math.ceil(target.size / 1024), limit: maxTextBytes / 1024, yaml: isYaml(file) },
      { place },
    );
  }
  const fd = openSync(file, "r");
  try {
    // The size is read again from the open file: it may have changed since.
    const size = Math.min(fstatSync(fd).size, maxTextBytes + 1);
    const bytes = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const count = readSync(fd, bytes, read, size - read, read);
      if (count === 0) break;
      read += count;
    }
    if (read > maxTextBytes) {
      throw SiteError.of(
        "FileTooLarge",
        { kilobytes: Math.ceil(read / 1024), limit: maxTextBytes / 1024, yaml: isYaml(file) },
        { place },
      );
    }
    return bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Text from bytes: UTF-8 (a byte-order mark is dropped), "\r\n" and "\r" read as "\n".
 * Anything else is refused at the first byte that is not UTF-8, naming what the file likely is.
 */
export function decodeText(file: string, bytes: Uint8Array): string {
  const place = (offset: number) => {
    const before = bytes.subarray(0, offset);
    let line = 1;
    let lineStart = 0;
    for (let index = 0; index < before.length; index++) {
      if (before[index] === 0x0a) {
        line++;
        lineStart = index + 1;
      }
    }
    // Columns count characters: continuation bytes of UTF-8 before it do not.
    let col = 1;
    for (let index = lineStart; index < offset; index++) if ((bytes[index] & 0xc0) !== 0x80) col++;
    return { file, line, col };
  };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || looksLikeUtf16(bytes)) {
    throw SiteError.of("NotUtf8", { encoding: "UTF-16", sample: "" }, { place: place(0) });
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    // Windows-1252 (and Latin-1) is what a German editor saves in when not UTF-8: ä ö ü ß are single bytes.
    const sample = new TextDecoder("windows-1252").decode(lineAround(bytes, offset)).trim().slice(0, 60);
    throw SiteError.of("NotUtf8", { encoding: "Windows-1252", sample }, { place: place(offset) });
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  // Control characters (a NUL, an escape) show nowhere and are errors in YAML and HTML alike; tabs and line ends are text.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this finds.
  const control = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/.exec(text);
  if (control) {
    const lines = text.slice(0, control.index).split("\n");
    const code = `U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
    // Columns as the YAML and Markdown messages count them, and editors' "go to line": UTF-16 units.
    const col = lines[lines.length - 1].length + 1;
    throw SiteError.of("ControlCharacter", { code }, { place: { file, line: lines.length, col } });
  }
  return text;
}

/**
 * UTF-16 without a byte-order mark (Notepad's "Unicode", some Windows tools): every letter
 * of the Latin alphabets is a zero byte beside its code, so zeros sit in one of the two
 * places of each pair. UTF-8 text has no zero byte at all.
 */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const length = Math.min(bytes.length, 4096) & ~1;
  const zeros = [0, 0];
  for (let index = 0; index < length; index++) if (bytes[index] === 0) zeros[index % 2]++;
  const [most, least] = zeros[0] > zeros[1] ? zeros : [zeros[1], zeros[0]];
  return most > 0 && most >= length / 2 / 4 && least <= most / 10;
}

function lineAround(bytes: Uint8Array, offset: number): Uint8Array {
  let start = offset;
  while (start > 0 && bytes[start - 1] !== 0x0a) start--;
  let end = offset;
  while (end < bytes.length && bytes[end] !== 0x0a) end++;
  return bytes.subarray(start, end);
}

/** The offset of the first byte that does not belong to a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index];
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte < 0xe0
          ? 2
          : byte >= 0xe0 && byte < 0xf0
            ? 3
            : byte >= 0xf0 && byte < 0xf5
              ? 4
              : 0;
    if (length === 0) return index;
    for (let next = 1; next < length; next++) {
      if ((bytes[index + next] & 0xc0) !== 0x80) return index;
    }
    index += length;
  }
  return bytes.length;
}

/** Bytes to text, refusing an empty file: the chain's read and decode links. */
export function readContentText(contentDir: string, file: string): string {
  return contentText(file, readContentBytes(contentDir, file));
}

/** A content file's bytes as the text the build reads (readContentText), for a caller that needs both from one reading. */
export function contentText(file: string, bytes: Buffer): string {
  const text = decodeText(file, bytes);
  if (text.trim() === "") throw SiteError.of("FileEmpty", {}, { place: { file, line: 1, col: 1 } });
  return text;
}

const isYaml = (file: string) => /\.ya?ml$/i.test(file);
