/**
 * The catalogue's one rule for counts (cli/messages/): the number and its noun in the form
 * each language's plural rule (Intl.PluralRules) picks, in every message that counts.
 */
import { describe, expect, it } from "vitest";
import { counted, type MessageName, type MessageParams, render } from "../../cli/messages/index.js";

/** Each message that counts, with its counts set to `n`. */
const counting: { [N in MessageName]?: (n: number) => MessageParams<N> } = {
  BuildSummary: (n) => ({ pages: n, files: n, size: "1.0 KB", out: "dist", seconds: "0.10 s" }),
  CheckPassed: (n) => ({ pages: n, seconds: "0.10 s" }),
  CheckFailed: (n) => ({ problems: n, pages: n }),
  SchemasWritten: (n) => ({ count: n, folder: "content", files: "a.json" }),
  EditorProblems: (n) => ({ count: n }),
  DeployCompleted: (n) => ({ files: n }),
  DeployDryRunSummary: (n) => ({ upload: n, size: "1.0 KB", remove: n, unchanged: 3, target: "u@h:/" }),
  DeploySummary: (n) => ({
    uploaded: n,
    again: 0,
    size: "1.0 KB",
    removed: n,
    unchanged: 3,
    target: "u@h:/",
    seconds: "1.00 s",
  }),
  DeployProgress: (n) => ({ files: 0, totalFiles: n, size: "0.0 KB", totalSize: "1.0 KB" }),
  DeployCheckFailed: (n) => ({ problems: n }),
  IndentMismatch: (n) => ({ spaces: n, expected: 4 }),
  KeyBelongsInside: (n) => ({ key: "a", group: "b", spaces: n }),
  KeyBelongsOutside: (n) => ({ key: "a", group: "b", spaces: n }),
  NestedTooDeep: (n) => ({ limit: n }),
  TooManyListItems: (n) => ({ limit: n }),
};

const text = (name: MessageName, params: unknown, lang: "en" | "de") => {
  const { message, hint } = render(name, params as never, lang);
  return `${message} ${hint ?? ""}`;
};

describe("counts in the catalogue", () => {
  it("take the noun's singular for one and its plural otherwise, in English and German", () => {
    expect([0, 1, 2, 21].map((n) => counted(n, "file", "en"))).toEqual(["0 files", "1 file", "2 files", "21 files"]);
    expect([0, 1, 2, 21].map((n) => counted(n, "file", "de"))).toEqual([
      "0 Dateien",
      "1 Datei",
      "2 Dateien",
      "21 Dateien",
    ]);
    expect(counted(1, "morePage", "de")).toBe("1 weiteren Seite");
    expect(counted(3, "morePage", "de")).toBe("3 weiteren Seiten");
  });

  it('never say "1 files" nor "2 file", in any message that counts', () => {
    const plural =
      /\b1 (files|pages|problems|schemas|spaces|levels|list items|Dateien|Seiten|Probleme|Schemas|Ebenen|Listeneinträge)\b/;
    const singular =
      /\b2 (file|page|problem|schema|space|level|list item|Datei|Seite|Problem|Schema|Ebene|Listeneintrag)\b/;
    for (const [name, params] of Object.entries(counting) as [MessageName, (n: number) => unknown][]) {
      for (const lang of ["en", "de"] as const) {
        const one = text(name, params(1), lang);
        const two = text(name, params(2), lang);
        expect(one, `${name} (${lang}) with 1`).not.toMatch(plural);
        expect(two, `${name} (${lang}) with 2`).not.toMatch(singular);
        // English has a form for one in every noun here (German "1 Fehler", "2 Fehler" have not).
        if (lang === "en") expect(one, `${name} with 1`).not.toBe(two.replaceAll("2", "1"));
      }
    }
    expect(text("DeploySummary", counting.DeploySummary?.(1), "en")).toContain(
      "uploaded 1 file (1.0 KB), deleted 1 file,",
    );
    expect(text("DeploySummary", counting.DeploySummary?.(1), "de")).toContain(
      "1 Datei übertragen (1.0 KB), 1 Datei gelöscht",
    );
    expect(text("CheckFailed", counting.CheckFailed?.(1), "de")).toContain("1 Problem in 1 Seite");
  });
});
