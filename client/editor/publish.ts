/**
 * "Publish" in the editor's top bar: a dialog that checks the site and shows
 * what would change (the dry run of site deploy), asks for the password only
 * when the server wants one, and publishes what it showed once the owner
 * agrees, with the upload's progress and the summary site deploy prints.
 * Everything it says comes from the server (cli/editor/publish.ts).
 */
import { answerHost, answerPassword, type PublishEvent, publishStep } from "./api.js";
import { append, h } from "./dom.js";

export interface PublishWords {
  publish: string;
  publishTitle: string;
  publishNow: string;
  checkAgain: string;
  cancel: string;
  close: string;
  password: string;
  logIn: string;
  trustHost: string;
  distrustHost: string;
  whatChanges: string;
  noChanges: string;
  unsavedNotPublished: string;
  saveThenPublish: string;
  publishSaved: string;
}

/** What the page around the dialog does for it: whether the open form has changes not saved, and saving them. */
export interface PublishHost {
  unsaved: () => boolean;
  /** Saves the open form; whether it was saved (a refusal shows its problems in the form). */
  save: () => Promise<boolean>;
}

/** The button that opens the dialog. */
export function publishButton(words: PublishWords, host: PublishHost): HTMLElement {
  const button = h("button", { type: "button", class: "publish-open" }, words.publish);
  button.addEventListener("click", () => openDialog(words, host, button));
  return button;
}

/** The open dialog as its parts use it: its words, its elements, and the questions it asks now. */
interface Dialog {
  words: PublishWords;
  element: HTMLDialogElement;
  status: HTMLElement;
  body: HTMLElement;
  actions: HTMLElement;
  /** The password question is open: closing the dialog answers it with nothing. */
  asking: boolean;
  /** The question whether to trust a new host is open: closing the dialog answers no. */
  askingHost: boolean;
}

function openDialog(words: PublishWords, host: PublishHost, opener: HTMLElement): void {
  // One publish at a time: a dialog asked for while one is open (after a save it waited for) is not opened twice.
  if (document.querySelector("dialog.publish")) return;
  const unsaved = host.unsaved();
  const status = h("p", { class: "publish-status", role: "status" });
  const body = h("div", { class: "publish-body" });
  const actions = h("div", { class: "publish-actions" });
  const element = h(
    "dialog",
    { class: "publish", "aria-labelledby": "publish-title" },
    h("h2", { id: "publish-title" }, words.publishTitle),
    unsaved ? h("p", { class: "note", id: "publish-unsaved" }, words.unsavedNotPublished) : null,
    status,
    body,
    actions,
  );
  document.body.append(element);
  const dialog: Dialog = { words, element, status, body, actions, asking: false, askingHost: false };
  element.addEventListener("close", () => {
    // A question left open would hold the deploy: closing the dialog answers it with nothing.
    if (dialog.asking) void answerPassword();
    if (dialog.askingHost) void answerHost(false);
    element.remove();
    opener.focus();
  });
  element.showModal();
  if (!unsaved) {
    void plan(dialog);
    return;
  }
  // Changes not saved would not go online: she saves them first (then the dialog opens again), or
  // publishes what is saved. Nothing is checked before she chooses.
  setActions(
    dialog,
    button(
      words.saveThenPublish,
      async () => {
        element.close();
        if (await host.save()) openDialog(words, host, opener);
      },
      true,
    ),
    button(words.publishSaved, () => void plan(dialog)),
    button(words.cancel, () => element.close()),
  );
}

function button(text: string, run: () => void, primary = false): HTMLElement {
  const element = h("button", { type: "button", class: primary ? "primary" : undefined }, text);
  element.addEventListener("click", run);
  return element;
}

const closeButton = (dialog: Dialog) => button(dialog.words.close, () => dialog.element.close());

/** The dialog's buttons now, the focus on the first. */
function setActions(dialog: Dialog, ...buttons: HTMLElement[]): void {
  dialog.actions.replaceChildren(...buttons);
  buttons[0]?.focus();
}

const lines = (items: readonly string[], className: string) =>
  items.length > 0 ? h("pre", { class: className }, items.join("\n")) : null;

/** What the server says as the step goes; the step's end decides what the owner may do next. */
function handle(dialog: Dialog, event: PublishEvent): void {
  const { words, status, body } = dialog;
  switch (event.type) {
    case "step":
      status.textContent = event.text;
      return;
    case "notice":
      append(body, h("p", { class: "note" }, event.text));
      return;
    case "password":
      askPassword(dialog, event.message, event.hint);
      return;
    case "host":
      askHost(dialog, event.message, event.hint);
      return;
    case "progress": {
      status.textContent = event.text;
      let bar = body.querySelector("progress");
      if (!bar) {
        bar = h("progress", { max: event.totalBytes, "aria-labelledby": "publish-title" });
        append(body, bar);
      }
      bar.max = Math.max(1, event.totalBytes);
      bar.value = event.bytes;
      return;
    }
    case "refused":
      status.textContent = "";
      body.replaceChildren(
        h(
          "div",
          { class: "summary", role: "alert" },
          h("p", {}, `${event.message}${event.hint ? ` (${event.hint})` : ""}`),
          lines(event.lines, "publish-lines"),
        ),
      );
      setActions(
        dialog,
        button(words.checkAgain, () => void plan(dialog), true),
        closeButton(dialog),
      );
      return;
    case "changed":
      void plan(dialog, `${event.message}${event.hint ? ` (${event.hint})` : ""}`);
      return;
    case "plan":
      showPlan(dialog, event);
      return;
    case "done":
      status.textContent = event.summary;
      body.querySelector("progress")?.remove();
      append(body, lines(event.warnings, "publish-warnings"), lines(event.lines, "publish-lines"));
      setActions(dialog, closeButton(dialog));
      return;
  }
}

/** What a deploy would change, and the button that publishes exactly that. */
function showPlan(dialog: Dialog, event: Extract<PublishEvent, { type: "plan" }>): void {
  const { words, status, body } = dialog;
  status.textContent = event.summary;
  const changes = event.lines.length > 0;
  append(
    body,
    lines(event.warnings, "publish-warnings"),
    changes
      ? h(
          "details",
          { class: "publish-plan", open: event.lines.length <= 12 },
          h("summary", {}, `${words.whatChanges} (${event.lines.length})`),
          lines(event.lines, "publish-lines"),
        )
      : h("p", {}, words.noChanges),
  );
  if (changes)
    setActions(
      dialog,
      button(words.publishNow, () => void publish(dialog, event.plan), true),
      closeButton(dialog),
    );
  else setActions(dialog, closeButton(dialog));
}

function askPassword(dialog: Dialog, message: string, hint?: string): void {
  const { words, body, actions } = dialog;
  dialog.asking = true;
  const input = h("input", { type: "password", id: "publish-password", autocomplete: "off", spellcheck: false });
  const form = h(
    "form",
    { class: "publish-password" },
    h("label", { for: "publish-password" }, words.password),
    h("p", { class: "hint", id: "publish-password-hint" }, `${message}. ${hint ?? ""}`),
    input,
  );
  input.setAttribute("aria-describedby", "publish-password-hint");
  const send = (password?: string) => {
    dialog.asking = false;
    form.remove();
    setActions(dialog);
    void answerPassword(password);
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send(input.value);
  });
  append(body, form);
  actions.replaceChildren(
    button(words.logIn, () => send(input.value), true),
    button(words.cancel, () => send()),
  );
  input.focus();
}

/** A host met for the first time: its fingerprint, compared by the owner before anything is sent to it. */
function askHost(dialog: Dialog, message: string, hint?: string): void {
  dialog.askingHost = true;
  const question = h(
    "div",
    { class: "publish-host", role: "alert" },
    h("p", {}, message),
    h("p", { class: "hint" }, hint ?? ""),
  );
  append(dialog.body, question);
  const send = (trust: boolean) => {
    dialog.askingHost = false;
    question.remove();
    setActions(dialog);
    void answerHost(trust);
  };
  setActions(
    dialog,
    button(dialog.words.distrustHost, () => send(false)),
    button(dialog.words.trustHost, () => send(true), true),
  );
}

/** Checks the site and asks what a deploy would change. */
async function plan(dialog: Dialog, note?: string): Promise<void> {
  dialog.body.replaceChildren(note ? h("p", { class: "note", role: "alert" }, note) : "");
  setActions(
    dialog,
    button(dialog.words.cancel, () => dialog.element.close()),
  );
  dialog.element.setAttribute("aria-busy", "true");
  await publishStep({ step: "plan" }, (event) => handle(dialog, event));
  dialog.element.removeAttribute("aria-busy");
}

/** Publishes the plan the owner saw (`seen`). */
async function publish(dialog: Dialog, seen: string): Promise<void> {
  dialog.body.replaceChildren();
  setActions(dialog);
  dialog.element.setAttribute("aria-busy", "true");
  await publishStep({ step: "publish", plan: seen }, (event) => handle(dialog, event));
  dialog.element.removeAttribute("aria-busy");
}
