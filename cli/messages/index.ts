/**
 * The catalogue of everything the owner reads from the tool, in English and German, one file
 * per domain in this folder. Each entry has a permanent name, a message (what happened and why)
 * and a hint (what to do). Code refers to entries by name; the language is chosen when the
 * message is printed (cli/language.ts). The help of the commands (help.ts) and the editor's
 * words (editor-words.ts) are entries of the same shape, read by their own users only.
 */
import { buildMessages } from "./build.js";
import { checkMessages } from "./check.js";
import { commandMessages } from "./command.js";
import { contentMessages } from "./content.js";
import { deployMessages } from "./deploy.js";
import { editorMessages } from "./editor.js";
import type { MessageEntry, MessageTexts, Text, ToolLanguage } from "./entry.js";
import { photoMessages } from "./photos.js";
import { serveMessages } from "./serve.js";
import { valueMessages } from "./values.js";

export type { ProtectedKind } from "./build.js";
export { counted, type MessageEntry, type Noun, type ToolLanguage, type Words } from "./entry.js";
export { frameNames } from "./photos.js";
export { isValueMessage, type ValueMessage } from "./values.js";

export const messages = {
  ...buildMessages,
  ...contentMessages,
  ...valueMessages,
  ...photoMessages,
  ...commandMessages,
  ...serveMessages,
  ...deployMessages,
  ...checkMessages,
  ...editorMessages,
};

export type MessageName = keyof typeof messages;
export type MessageParams<N extends MessageName> = N extends MessageName
  ? (typeof messages)[N] extends MessageEntry<infer P>
    ? P
    : never
  : never;

/** The message and hint of an entry in a language, parameters filled in. */
export function render<N extends MessageName>(
  name: N,
  params: MessageParams<N>,
  lang: ToolLanguage,
): { message: string; hint?: string; formHint?: string; formMessage?: string } {
  const texts = messages[name][lang] as MessageTexts<MessageParams<N>>;
  const fill = (text: Text<MessageParams<N>> | undefined) => (typeof text === "function" ? text(params) : text);
  return {
    message: fill(texts.message) as string,
    hint: fill(texts.hint),
    ...(texts.formHint === undefined ? {} : { formHint: fill(texts.formHint) }),
    ...(texts.formMessage === undefined ? {} : { formMessage: fill(texts.formMessage) }),
  };
}
