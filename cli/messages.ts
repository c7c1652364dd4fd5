/**
 * The catalogue of everything the owner reads from the tool, in English and
 * German. Each entry has a permanent name, a message (what happened and why)
 * and a hint (what to do). Code refers to entries by name; the language is
 * chosen when the message is printed (cli/language.ts).
 */
import type { ToolLanguage } from "./language.js";
import { schemeOf, type UrlProblem } from "./urls.js";

type Text<P> = string | ((params: P) => string);

export interface MessageTexts<P> {
  message: Text<P>;
  hint?: Text<P>;
}

export type MessageEntry<P> = Record<ToolLanguage, MessageTexts<P>>;

const entry = <P = Record<string, never>>(texts: MessageEntry<P>): MessageEntry<P> => texts;

/** Why a write failed, from the system's error code. */
const writeReasons: Record<string, Record<ToolLanguage, string>> = {
  EACCES: { en: "permission denied", de: "keine Schreibberechtigung" },
  EPERM: { en: "permission denied", de: "keine Schreibberechtigung" },
  ENOSPC: { en: "the disk is full", de: "der Datenträger ist voll" },
  EDQUOT: { en: "the disk quota is used up", de: "das Speicherkontingent ist aufgebraucht" },
  EROFS: { en: "the disk is read-only", de: "der Datenträger ist schreibgeschützt" },
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

export const messages = {
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
  LinkRefused: entry<{ url: string; problem: UrlProblem }>({
    en: {
      message: ({ url, problem }) =>
        ({
          hidden: `link "${url}" contains spaces, invisible characters or "\\"`,
          otherHost: `link "${url}" leads to another website: a browser reads "//" as the start of a host name`,
          scheme: `link "${url}" uses "${schemeOf(url)}:", which the website does not allow`,
          badHttps: `link "${url}" is not a complete https:// address`,
          relative: `link "${url}" must start with https://, mailto:, tel: or /`,
          empty: "a link has no address",
        })[problem],
      hint: ({ problem }) =>
        ({
          hidden: "write the address without spaces or backslashes",
          otherHost: "write https:// before an address on another website, and a single / before a page of this one",
          scheme: "links start with https://, mailto:, tel: or / for a page of this website",
          badHttps: "write it like https://www.example.com/page, without a user name or password",
          relative: "write a page of this website from the root, like /en/catering/",
          empty: "write the address in the brackets: [text](https://…)",
        })[problem],
    },
    de: {
      message: ({ url, problem }) =>
        ({
          hidden: `Link "${url}" enthält Leerzeichen, unsichtbare Zeichen oder "\\"`,
          otherHost: `Link "${url}" führt zu einer anderen Website: Ein Browser liest "//" als Beginn eines Hostnamens`,
          scheme: `Link "${url}" verwendet "${schemeOf(url)}:", das die Website nicht erlaubt`,
          badHttps: `Link "${url}" ist keine vollständige https://-Adresse`,
          relative: `Link "${url}" muss mit https://, mailto:, tel: oder / beginnen`,
          empty: "ein Link hat keine Adresse",
        })[problem],
      hint: ({ problem }) =>
        ({
          hidden: "schreiben Sie die Adresse ohne Leerzeichen und Backslashes",
          otherHost:
            "schreiben Sie https:// vor eine Adresse auf einer anderen Website und ein einzelnes / vor eine Seite dieser Website",
          scheme: "Links beginnen mit https://, mailto:, tel: oder / für eine Seite dieser Website",
          badHttps: "schreiben Sie sie wie https://www.example.com/seite, ohne Benutzername und Passwort",
          relative: "schreiben Sie eine Seite dieser Website vom Anfang an, etwa /en/catering/",
          empty: "schreiben Sie die Adresse in die Klammern: [Text](https://…)",
        })[problem],
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

export type MessageName = keyof typeof messages;
export type MessageParams<N extends MessageName> = (typeof messages)[N] extends MessageEntry<infer P> ? P : never;

/** The message and hint of an entry in a language, parameters filled in. */
export function render<N extends MessageName>(
  name: N,
  params: MessageParams<N>,
  lang: ToolLanguage,
): { message: string; hint?: string } {
  const texts = messages[name][lang] as MessageTexts<MessageParams<N>>;
  const fill = (text: Text<MessageParams<N>> | undefined) => (typeof text === "function" ? text(params) : text);
  return { message: fill(texts.message) as string, hint: fill(texts.hint) };
}
