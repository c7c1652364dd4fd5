/** What the build says about its output, its cache, the templates and the tool itself (cli/stages/build.ts, cli/stages/9-write/write.ts, cli/stages/6-render/render.tsx, templates/). */
import { counted, entry, type ToolLanguage } from "./entry.js";

/** Why a write failed, from the system's error code. */
const writeReasons: Record<string, Record<ToolLanguage, string>> = {
  EACCES: { en: "permission denied", de: "keine Schreibberechtigung" },
  EPERM: { en: "permission denied", de: "keine Schreibberechtigung" },
  ENOSPC: { en: "the disk is full", de: "der Datenträger ist voll" },
  EDQUOT: { en: "the disk quota is used up", de: "das Speicherkontingent ist aufgebraucht" },
  EROFS: { en: "the disk is read-only", de: "der Datenträger ist schreibgeschützt" },
  ENOTDIR: { en: "a file stands where a folder should be", de: "eine Datei steht, wo ein Ordner sein sollte" },
  EEXIST: { en: "a file stands where a folder should be", de: "eine Datei steht, wo ein Ordner sein sollte" },
  ENOTEMPTY: {
    en: "something was put there while the build was writing",
    de: "dort wurde etwas abgelegt, während der Build schrieb",
  },
  ENOENT: {
    en: "a folder on the way is missing or is a link that leads nowhere",
    de: "ein Ordner auf dem Weg fehlt oder ist eine Verknüpfung, die ins Leere führt",
  },
  ELOOP: {
    en: "a link on the way leads round in a circle",
    de: "eine Verknüpfung auf dem Weg führt im Kreis",
  },
  EXDEV: {
    en: "it is on another disk than the folder beside it",
    de: "er liegt auf einem anderen Datenträger als der Ordner daneben",
  },
};
const reasonOf = (code: string, lang: ToolLanguage) => writeReasons[code]?.[lang] ?? code;

const protectedKinds = {
  content: { en: "the content folder", de: "der Inhaltsordner" },
  insideContent: { en: "a folder inside the content folder", de: "ein Ordner im Inhaltsordner" },
  project: { en: "the project folder or a folder that holds it", de: "der Projektordner oder ein Ordner darüber" },
  home: { en: "your home folder or a folder that holds it", de: "Ihr Benutzerordner oder ein Ordner darüber" },
  root: { en: "the root of the file system", de: "das Stammverzeichnis des Dateisystems" },
} as const;
export type ProtectedKind = keyof typeof protectedKinds;

/** The long work a progress line names (cli/progress.ts), and the tool's own bundle made on a first run (cli/bundle.js). */
const progressSteps = {
  markdown: { en: "Texts", de: "Texte" },
  photos: { en: "Photos", de: "Fotos" },
  cards: { en: "Share cards", de: "Vorschaubilder" },
  fonts: { en: "Fonts", de: "Schriften" },
  tool: { en: "Preparing the tool", de: "Das Werkzeug wird vorbereitet" },
} as const;
/** The caches of a build (cli/cache.ts), as --verbose names them. */
const cacheWords = {
  content: { en: "content files", de: "Inhaltsdateien" },
  rendered: { en: "pages and their parts rendered", de: "Seiten und ihre Teile erzeugt" },
  pages: { en: "pages and their parts read", de: "Seiten und ihre Teile gelesen" },
  "photo-hashes": { en: "photos recognised", de: "Fotos wiedererkannt" },
  photos: { en: "photos", de: "Fotos" },
  fonts: { en: "fonts", de: "Schriften" },
  cards: { en: "share cards", de: "Vorschaubilder" },
  checks: { en: "pages validated", de: "Seiten geprüft" },
} as const;
export type CacheWord = keyof typeof cacheWords;
const progressLine = (p: { done: number; total: number; item: string }, step: string) =>
  p.total === 0 ? `${step} …` : `${step} ${p.done}/${p.total}${p.item ? ` · ${p.item}` : ""}`;

export const buildMessages = {
  OutputProtected: entry<{ out: string; kind: ProtectedKind }>({
    en: {
      message: ({ out, kind }) => `--out "${out}" is ${protectedKinds[kind].en}; the build would replace it`,
      hint: "give the website a folder of its own, like --out dist",
    },
    de: {
      message: ({ out, kind }) =>
        `--out "${out}" ist ${protectedKinds[kind].de}; der Build würde diesen Ordner ersetzen`,
      hint: "geben Sie der Website einen eigenen Ordner, etwa --out dist",
    },
  }),
  OutputIsFile: entry<{ out: string }>({
    en: {
      message: ({ out }) => `--out "${out}" is a file, not a folder`,
      hint: "the build writes a whole folder: name a folder, like --out dist",
    },
    de: {
      message: ({ out }) => `--out "${out}" ist eine Datei, kein Ordner`,
      hint: "der Build schreibt einen ganzen Ordner: nennen Sie einen Ordner, etwa --out dist",
    },
  }),
  OutputNotOwned: entry<{ out: string; file: string }>({
    en: {
      message: ({ out, file }) => `--out "${out}" is a folder the build did not create: it holds "${file}"`,
      hint: "the build replaces everything in its folder; choose a new or empty folder, or move the files elsewhere first",
    },
    de: {
      message: ({ out, file }) =>
        `--out "${out}" ist ein Ordner, den der Build nicht angelegt hat: er enthält "${file}"`,
      hint: "der Build ersetzt alles in seinem Ordner; wählen Sie einen neuen oder leeren Ordner oder verschieben Sie die Dateien vorher",
    },
  }),
  OutputHoldsOthers: entry<{ out: string; file: string }>({
    en: {
      message: ({ out, file }) => `"${file}" in --out "${out}" was not written by the build: nothing was changed`,
      hint: "move it out of that folder (the build replaces everything else in it), then build again",
    },
    de: {
      message: ({ out, file }) => `"${file}" in --out "${out}" hat nicht der Build geschrieben: nichts wurde geändert`,
      hint: "verschieben Sie die Datei aus dem Ordner (alles andere darin ersetzt der Build), dann bauen Sie noch einmal",
    },
  }),
  OutputOlderMarker: entry<{ out: string; file: string }>({
    en: {
      message: ({ out, file }) =>
        `"${file}" in --out "${out}" is no file of this build, and the folder's marker, from an earlier version of the tool, does not say who wrote it: nothing was changed`,
      hint: "delete it if an earlier build made it, or move it out if it is yours, then build again",
    },
    de: {
      message: ({ out, file }) =>
        `"${file}" in --out "${out}" ist keine Datei dieses Builds, und die Markierung des Ordners, von einer früheren Version des Werkzeugs, sagt nicht, wer sie geschrieben hat: nichts wurde geändert`,
      hint: "löschen Sie die Datei, wenn ein früherer Build sie angelegt hat, oder verschieben Sie sie, wenn sie Ihre ist, dann bauen Sie noch einmal",
    },
  }),
  WorkFolderTaken: entry<{ folder: string }>({
    en: {
      message: ({ folder }) =>
        `"${folder}" is a link or a file where the build keeps its work, beside the output: nothing was written`,
      hint: "the build writes there only into a folder of its own; move it away, and the build makes the folder again",
    },
    de: {
      message: ({ folder }) =>
        `"${folder}" ist eine Verknüpfung oder Datei, wo der Build neben der Ausgabe arbeitet: nichts wurde geschrieben`,
      hint: "der Build schreibt dort nur in einen eigenen Ordner; verschieben Sie sie, dann legt der Build den Ordner neu an",
    },
  }),
  OutputBusy: entry<{ out: string; pid: number }>({
    en: {
      message: ({ out, pid }) => `another build (process ${pid}) is writing "${out}" right now`,
      hint: "wait until it has finished, then build again",
    },
    de: {
      message: ({ out, pid }) => `ein anderer Build (Prozess ${pid}) schreibt gerade "${out}"`,
      hint: "warten Sie, bis er fertig ist, und bauen Sie dann noch einmal",
    },
  }),
  OutputWriteFailed: entry<{ path: string; code: string }>({
    en: {
      message: ({ path, code }) => `cannot write "${path}": ${reasonOf(code, "en")}`,
      hint: "the last complete website stays as it was; fix the cause and build again",
    },
    de: {
      message: ({ path, code }) => `"${path}" kann nicht geschrieben werden: ${reasonOf(code, "de")}`,
      hint: "die letzte vollständige Website bleibt, wie sie war; beheben Sie die Ursache und bauen Sie noch einmal",
    },
  }),
  OutputStreamUnwritable: entry<{ code: string }>({
    en: {
      message: ({ code }) => `what the command says cannot be written out: ${reasonOf(code, "en")}`,
      hint: "send it to a file on a disk with room, or make room, and run the command again",
    },
    de: {
      message: ({ code }) => `was der Befehl ausgibt, kann nicht geschrieben werden: ${reasonOf(code, "de")}`,
      hint: "leiten Sie es in eine Datei auf einem Datenträger mit Platz um, oder schaffen Sie Platz, und starten Sie den Befehl noch einmal",
    },
  }),
  CacheUnwritable: entry<{ folder: string; code: string }>({
    en: {
      message: ({ folder, code }) =>
        `the tool cannot keep its cache in "${folder}": ${reasonOf(code, "en")}; it works, but slower`,
      hint: "make the folder writable for you, or delete it: the tool makes it again",
    },
    de: {
      message: ({ folder, code }) =>
        `das Werkzeug kann seinen Zwischenspeicher in "${folder}" nicht ablegen: ${reasonOf(code, "de")}; es arbeitet, aber langsamer`,
      hint: "machen Sie den Ordner für sich beschreibbar, oder löschen Sie ihn: das Werkzeug legt ihn neu an",
    },
  }),
  InlineCodeInPage: entry<{ page: string; element: string; attribute: string }>({
    en: {
      message: ({ page, element, attribute }) =>
        `${page} has an inline ${attribute}= attribute on <${element}>, which the Content-Security-Policy blocks`,
      hint: "a template mistake: give the element a class styled in templates/styles/, and put behaviour in client/",
    },
    de: {
      message: ({ page, element, attribute }) =>
        `${page} hat ein Inline-Attribut ${attribute}= an <${element}>, das die Content-Security-Policy blockiert`,
      hint: "ein Fehler in einer Vorlage: geben Sie dem Element eine Klasse mit Stil in templates/styles/, Verhalten gehört nach client/",
    },
  }),
  // What the commands say (cli/commands/, cli/serve.ts, cli/content/buffet/view.ts).
  BuildSummary: entry<{ pages: number; files: number; size: string; out: string; seconds: string }>({
    en: {
      message: (p) =>
        `Wrote ${counted(p.pages, "page", "en")}, ${counted(p.files, "file", "en")} (${p.size}) to ${p.out}/ in ${p.seconds}`,
    },
    de: {
      message: (p) =>
        `${counted(p.pages, "page", "de")}, ${counted(p.files, "file", "de")} (${p.size}) in ${p.out}/ geschrieben, in ${p.seconds}`,
    },
  }),
  // SITE_TIMINGS=1: where a build's time went, for the benchmark (which reads the English) and for profiling.
  BuildTimes: entry<{ stages: readonly (readonly [stage: string, milliseconds: number])[] }>({
    en: { message: (p) => p.stages.map(([stage, ms]) => `${stage} ${ms.toFixed(0)} ms`).join(" · ") },
    de: { message: (p) => p.stages.map(([stage, ms]) => `${stage} ${ms.toFixed(0)} ms`).join(" · ") },
  }),
  BuildWorkDone: entry<{ photos: number; cards: number }>({
    en: { message: (p) => `photos processed ${p.photos} · share cards drawn ${p.cards}` },
    de: { message: (p) => `Fotos verarbeitet ${p.photos} · Vorschaubilder gezeichnet ${p.cards}` },
  }),
  // On a terminal, while a build has long work (cli/progress.ts): one line that rewrites itself.
  Progress: entry<{
    step: "markdown" | "photos" | "cards" | "fonts" | "tool";
    done: number;
    total: number;
    item: string;
  }>({
    en: { message: (p) => progressLine(p, progressSteps[p.step].en) },
    de: { message: (p) => progressLine(p, progressSteps[p.step].de) },
  }),
  // --verbose: each stage of a build with its time, and what each cache did.
  VerboseStages: entry<{ stages: readonly (readonly [stage: string, milliseconds: number])[] }>({
    en: { message: (p) => `Stages: ${p.stages.map(([stage, ms]) => `${stage} ${ms.toFixed(0)} ms`).join(" · ")}` },
    de: { message: (p) => `Schritte: ${p.stages.map(([stage, ms]) => `${stage} ${ms.toFixed(0)} ms`).join(" · ")}` },
  }),
  VerboseCaches: entry<{ caches: readonly { name: CacheWord; kept: number; made: number }[] }>({
    en: {
      message: (p) =>
        `Caches (kept / made): ${p.caches.length === 0 ? "none used" : p.caches.map(({ name, kept, made }) => `${cacheWords[name].en} ${kept} / ${made}`).join(" · ")}`,
    },
    de: {
      message: (p) =>
        `Zwischenspeicher (übernommen / neu gemacht): ${p.caches.length === 0 ? "keiner benutzt" : p.caches.map(({ name, kept, made }) => `${cacheWords[name].de} ${kept} / ${made}`).join(" · ")}`,
    },
  }),
  TemplateFailed: entry<{
    template: string;
    page: string;
    lang: string;
    /** Pages besides `page` that failed the same way. */
    more: number;
    /** Why, in each language: the tool's own reasons are catalogued below, JavaScript's are quoted as they are. */
    reason: Record<ToolLanguage, string>;
    fix?: Record<ToolLanguage, string>;
  }>({
    en: {
      message: (p) =>
        `template ${p.template} failed while rendering ${p.page} (${p.lang})${p.more ? ` and ${counted(p.more, "morePage", "en")}` : ""}: ${p.reason.en}`,
      hint: (p) => `a mistake in templates/, not in your content: ${p.fix?.en ?? `look at function ${p.template}`}`,
    },
    de: {
      message: (p) =>
        `Vorlage ${p.template} scheiterte beim Erzeugen von ${p.page} (${p.lang})${p.more ? ` und ${counted(p.more, "morePage", "de")}` : ""}: ${p.reason.de}`,
      hint: (p) =>
        `ein Fehler in templates/, nicht in Ihren Inhalten: ${p.fix?.de ?? `sehen Sie sich die Funktion ${p.template} an`}`,
    },
  }),
  SourceUnreadable: entry<{ detail: string }>({
    en: {
      message: (p) => `the tool's code cannot be read here: ${p.detail}`,
      hint: "a mistake in cli/, templates/ or client/, not in your content: correct this line, or undo the last change to the file",
    },
    de: {
      message: (p) => `der Code des Werkzeugs lässt sich hier nicht lesen: ${p.detail}`,
      hint: "ein Fehler in cli/, templates/ oder client/, nicht in Ihren Inhalten: korrigieren Sie diese Zeile oder machen Sie die letzte Änderung an der Datei rückgängig",
    },
  }),
  // Why a template failed, when the tool itself refuses it (templates/jsx-runtime.ts, templates/locale.tsx).
  InlineStyleInTemplate: entry<{ element: string }>({
    en: {
      message: (p) => `<${p.element}> has an inline style attribute, which the Content-Security-Policy blocks`,
      hint: "give the element a class and style it in templates/styles/",
    },
    de: {
      message: (p) => `<${p.element}> hat ein Inline-Attribut style, das die Content-Security-Policy blockiert`,
      hint: "geben Sie dem Element eine Klasse und gestalten Sie sie in templates/styles/",
    },
  }),
  HandlerInTemplate: entry<{ element: string; handler: string }>({
    en: {
      message: (p) =>
        `<${p.element}> has an ${p.handler} handler, which does nothing in a page rendered on the build machine`,
      hint: "behaviour belongs in client/",
    },
    de: {
      message: (p) =>
        `<${p.element}> hat einen ${p.handler}-Handler, der in einer auf dem Build-Rechner erzeugten Seite nichts tut`,
      hint: "Verhalten gehört nach client/",
    },
  }),
  TextOutsideLocale: entry({
    en: {
      message: "useLocale() was called outside <LocaleProvider>",
      hint: "render the component inside the page's <Document>, which provides the texts",
    },
    de: {
      message: "useLocale() wurde außerhalb von <LocaleProvider> aufgerufen",
      hint: "erzeugen Sie die Komponente innerhalb des <Document> der Seite, das die Texte bereitstellt",
    },
  }),
  InternalError: entry<{ detail: string }>({
    en: {
      message: ({ detail }) => `internal error (a bug in the tool, not in your content): ${detail}`,
      hint: "run the command again with DEBUG=site to see the details, and send them to whoever maintains the tool",
    },
    de: {
      message: ({ detail }) => `interner Fehler (ein Fehler im Werkzeug, nicht in Ihren Inhalten): ${detail}`,
      hint: "starten Sie den Befehl noch einmal mit DEBUG=site, um die Einzelheiten zu sehen, und schicken Sie sie an die Person, die das Werkzeug betreut",
    },
  }),
} as const;
