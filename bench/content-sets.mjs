// What the bench builds (bench/bench.mjs): the restaurant's content in the sets the speed rows need, and
// the same site for Hugo, the yardstick.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { root } from "./measure.mjs";
import { makeScalingContent } from "./scaling-content.mjs";

/** The same restaurant site written for Hugo, with scale.mjs to grow it (BENCH_HUGO_SITE names another copy). */
export const hugoSite = process.env.BENCH_HUGO_SITE ?? join(root, "../shared/anchors/hugo-site");
export const hugo = (process.env.PATH ?? "")
  .split(delimiter)
  .map((dir) => join(dir, "hugo"))
  .find((path) => existsSync(path));
export const hugoMissing = !hugo
  ? "hugo is not installed (apt-get install hugo)"
  : !existsSync(join(hugoSite, "scale.mjs"))
    ? `the Hugo site is not at ${hugoSite} (set BENCH_HUGO_SITE)`
    : undefined;

/** The same restaurant site for Hugo: as it is (24 pages) and grown like ours (10 languages × 80 page kinds). */
export function hugoSites(work) {
  const small = join(work, "hugo-site");
  const large = join(work, "hugo-site-800");
  if (!hugoMissing) {
    for (const [out, size] of [
      [small, []],
      [large, ["--langs", "10", "--copies", "10"]],
    ]) {
      const made = spawnSync(process.execPath, [join(hugoSite, "scale.mjs"), out, ...size], { encoding: "utf8" });
      if (made.status !== 0) throw new Error(`scale.mjs failed: ${made.stderr}`);
    }
  }
  const run = (site, before) => ({ command: hugo, args: ["--quiet", "-s", site, "-d", join(site, "public")], before });
  return {
    small: () => run(small),
    large: () => run(large),
    largeCold: () => run(large, () => rmSync(join(large, "resources"), { recursive: true, force: true })),
  };
}

/**
 * The content sets the speed rows build: the shipped content (in a copy whose buffet the "edited"
 * rows change), the 810 pages, a page with a list nested 20,000 deep, 20 photos of 12 megapixels,
 * and a phone's 12-megapixel photo as HEIC and as JPEG.
 */
export async function contentSets(work, notes) {
  const content = join(work, "content");
  cpSync(join(root, "content"), content, { recursive: true });
  const buffetFile = join(content, "buffet.yaml");
  const buffetText = readFileSync(buffetFile, "utf8");
  let edits = 0;
  // A new start time for the next buffet: no card shows it, the pages do.
  const editBuffet = () =>
    writeFileSync(
      buffetFile,
      buffetText.replace('from: "14:00"', `from: "14:${String(++edits % 60).padStart(2, "0")}"`),
    );
  const scaled = makeScalingContent(join(work, "content-810"), { languages: 10, copies: 10 }).dir;
  const deep = join(work, "content-deep");
  cpSync(content, deep, { recursive: true });
  writeFileSync(
    join(deep, "pages/about.de.md"),
    `${readFileSync(join(deep, "pages/about.de.md"), "utf8")}\n${"- ".repeat(20_000)} hi\n`,
  );
  // Made by a process of its own: sharp's memory would stay in this one, and every process it starts
  // would then take longer to fork (about 20 ms more at 700 MB), more than a short row's difference.
  const made = spawnSync(process.execPath, [fileURLToPath(new URL("photo-sets.mjs", import.meta.url)), work], {
    encoding: "utf8",
  });
  if (made.status !== 0) throw new Error(`bench/photo-sets.mjs failed: ${made.stderr}`);
  const { photos, phone, notes: photoNotes } = JSON.parse(made.stdout);
  notes.push(...photoNotes);
  return { content, editBuffet, scaled, deep, photos, phone };
}
