/** What the editor of site serve reports in the browser (cli/editor/, client/editor/). */
import { counted, entry } from "./entry.js";

export const editorMessages = {
  // The editor in the browser (cli/editor/, client/editor/).
  EditorAt: entry<{ url: string }>({
    en: {
      message: (p) => `Edit the content in the browser at ${p.url}`,
      hint: "the address holds a key, kept for a day after the editor was last used (a restart keeps open tabs working): open it from here, do not share it; site serve --new-key makes a new one",
    },
    de: {
      message: (p) => `Inhalte im Browser bearbeiten unter ${p.url}`,
      hint: "die Adresse enthält einen Schlüssel, der bis einen Tag nach der letzten Nutzung des Editors bleibt (nach einem Neustart arbeiten offene Tabs weiter): öffnen Sie sie von hier aus und geben Sie sie nicht weiter; site serve --new-key macht einen neuen",
    },
  }),
  EditorKeyRefused: entry({
    en: {
      message: "the editor answers only with the key site serve printed",
      hint: "open the address node cli serve printed in the terminal, with ?token=… at its end (a key unused for a day, or replaced with --new-key, no longer opens it)",
    },
    de: {
      message: "der Editor antwortet nur mit dem Schlüssel, den site serve ausgegeben hat",
      hint: "öffnen Sie die Adresse, die node cli serve im Terminal ausgegeben hat, mit ?token=… am Ende (ein Schlüssel, der einen Tag nicht benutzt oder mit --new-key ersetzt wurde, öffnet ihn nicht mehr)",
    },
  }),
  EditorForeignRequest: entry<{ header: string; value: string }>({
    en: {
      message: (p) =>
        `refused a request with ${p.header} ${JSON.stringify(p.value)}: the editor serves only this computer`,
      hint: "open the editor at the 127.0.0.1 address site serve printed; another website cannot use it",
    },
    de: {
      message: (p) =>
        `Anfrage mit ${p.header} ${JSON.stringify(p.value)} abgelehnt: der Editor dient nur diesem Computer`,
      hint: "öffnen Sie den Editor unter der 127.0.0.1-Adresse, die site serve ausgegeben hat; eine andere Website kann ihn nicht nutzen",
    },
  }),
  EditorNotContent: entry<{ path: string }>({
    en: {
      message: (p) => `${JSON.stringify(p.path)} is not a content file the editor opens`,
      hint: "the editor opens only the files of content/ the site is built from",
    },
    de: {
      message: (p) => `${JSON.stringify(p.path)} ist keine Inhaltsdatei, die der Editor öffnet`,
      hint: "der Editor öffnet nur die Dateien in content/, aus denen die Website gebaut wird",
    },
  }),
  /** Under a field left empty, where the build would say "location.street is missing". */
  EditorFillIn: entry({
    en: { message: "fill this in" },
    de: { message: "bitte ausfüllen" },
  }),
  EditorRequestInvalid: entry({
    en: { message: "the editor could not read this request", hint: "reload the editor's page and try again" },
    de: {
      message: "der Editor konnte diese Anfrage nicht lesen",
      hint: "laden Sie die Seite des Editors neu und versuchen Sie es noch einmal",
    },
  }),
  EditorChangedOnDisk: entry<{ file: string }>({
    en: {
      message: (p) => `${p.file} was changed since you opened it (in another editor or tab): nothing was saved`,
      hint: "show the file as it is now, or save your version over it",
    },
    de: {
      message: (p) =>
        `${p.file} wurde geändert, seit Sie sie geöffnet haben (in einem anderen Editor oder Tab): nichts wurde gespeichert`,
      hint: "lassen Sie sich die Datei zeigen, wie sie jetzt ist, oder speichern Sie Ihre Fassung darüber",
    },
  }),
  EditorProblems: entry<{ count: number }>({
    en: {
      message: (p) => `${counted(p.count, "mistake", "en")}: nothing was saved`,
      hint: "correct the fields marked below, then save again",
    },
    de: {
      message: (p) => `${counted(p.count, "mistake", "de")}: nichts wurde gespeichert`,
      hint: "korrigieren Sie die markierten Felder und speichern Sie noch einmal",
    },
  }),
  EditorSiteWouldBreak: entry({
    en: {
      message: "the website would not build with this change: nothing was saved",
      hint: "the lines below say why, as node cli build would",
    },
    de: {
      message: "mit dieser Änderung ließe sich die Website nicht bauen: nichts wurde gespeichert",
      hint: "die Zeilen darunter sagen warum, wie node cli build es täte",
    },
  }),
  EditorSaved: entry<{ file: string }>({
    en: { message: (p) => `Saved ${p.file}. The preview shows it.` },
    de: { message: (p) => `${p.file} gespeichert. Die Vorschau zeigt es.` },
  }),
  EditorSavedMerged: entry<{ file: string }>({
    en: {
      message: (p) =>
        `Saved your changes to ${p.file}, which was changed elsewhere meanwhile; those changes were kept too. The preview shows both.`,
    },
    de: {
      message: (p) =>
        `Ihre Änderungen an ${p.file} gespeichert, das zwischenzeitlich anderswo geändert wurde; diese Änderungen bleiben auch. Die Vorschau zeigt beides.`,
    },
  }),
  EditorUnchanged: entry({
    en: { message: "Nothing changed, so nothing was saved." },
    de: { message: "Nichts geändert, also nichts gespeichert." },
  }),
  EditorUndone: entry<{ file: string }>({
    en: { message: (p) => `${p.file} is back as it was before your last save.` },
    de: { message: (p) => `${p.file} ist wieder so wie vor Ihrem letzten Speichern.` },
  }),
  EditorNothingToUndo: entry({
    en: {
      message: "there is no save to undo",
      hint: "undo restores what the editor saved since site serve started",
    },
    de: {
      message: "es gibt kein Speichern, das sich rückgängig machen ließe",
      hint: "rückgängig gemacht wird, was der Editor seit dem Start von site serve gespeichert hat",
    },
  }),
  EditorUndoChanged: entry<{ file: string }>({
    en: {
      message: (p) => `${p.file} was changed after your last save: undoing it would lose that change`,
      hint: "undo that change in the editor you made it with, or edit the file here",
    },
    de: {
      message: (p) =>
        `${p.file} wurde nach Ihrem letzten Speichern geändert: rückgängig machen würde diese Änderung verlieren`,
      hint: "machen Sie die Änderung in dem Editor rückgängig, in dem Sie sie gemacht haben, oder bearbeiten Sie die Datei hier",
    },
  }),
  EditorLinkedFile: entry({
    en: {
      message: "is a link to another file in the content folder: the editor writes only files that are no link",
      hint: "edit the file the link leads to, or put a copy of that file here instead of the link",
    },
    de: {
      message:
        "ist eine Verknüpfung zu einer anderen Datei im Inhaltsordner: der Editor schreibt nur Dateien, die keine Verknüpfung sind",
      hint: "bearbeiten Sie die Datei, zu der die Verknüpfung führt, oder legen Sie hier statt der Verknüpfung eine Kopie dieser Datei ab",
    },
  }),
  EditorOpenedAsText: entry<{ reason: string }>({
    en: {
      message: (p) => `this file is not valid YAML, so it opens as text: ${p.reason}`,
      hint: "correct it here; once it is valid again, the form comes back",
    },
    de: {
      message: (p) => `diese Datei ist kein gültiges YAML und öffnet sich daher als Text: ${p.reason}`,
      hint: "korrigieren Sie sie hier; sobald sie wieder gültig ist, erscheint das Formular wieder",
    },
  }),
  EditorNoAnswer: entry({
    en: {
      message: "the editor got no answer from site serve: the connection dropped, or it is no longer running",
      hint: "check the connection (on a phone, its Wi-Fi) and do it again: a save that arrived is not saved twice. If node cli serve has stopped, start it again and open the new address it prints; what you typed here and did not save is not kept, so copy longer texts first",
    },
    de: {
      message:
        "der Editor hat keine Antwort von site serve bekommen: die Verbindung ist abgerissen, oder es läuft nicht mehr",
      hint: "prüfen Sie die Verbindung (am Handy das WLAN) und versuchen Sie es noch einmal: was schon gespeichert ankam, wird nicht doppelt gespeichert. Ist node cli serve beendet, starten Sie es neu und öffnen Sie die neue Adresse, die es ausgibt; was Sie hier eingegeben und nicht gespeichert haben, bleibt nicht erhalten, kopieren Sie längere Texte also vorher",
    },
  }),
  EditorUnsavedChanges: entry({
    en: {
      message: "You have changes that are not saved yet.",
      hint: "leave anyway and drop them?",
    },
    de: {
      message: "Sie haben Änderungen, die noch nicht gespeichert sind.",
      hint: "trotzdem verlassen und sie verwerfen?",
    },
  }),
  EditorNeedsJavaScript: entry({
    en: {
      message: "The editor needs JavaScript.",
      hint: "turn JavaScript on for 127.0.0.1, or edit the files in content/ with a text editor",
    },
    de: {
      message: "Der Editor braucht JavaScript.",
      hint: "schalten Sie JavaScript für 127.0.0.1 ein, oder bearbeiten Sie die Dateien in content/ mit einem Texteditor",
    },
  }),
  // Photos added in the editor (cli/editor/photos.ts); the photos stage's own messages say the rest.
  EditorPhotoEmpty: entry<{ name: string }>({
    en: {
      message: (p) => `${p.name} is empty (0 bytes): it holds no photo`,
      hint: "choose the photo again; on a phone, wait until it has finished downloading from the cloud",
    },
    de: {
      message: (p) => `${p.name} ist leer (0 Bytes): darin ist kein Foto`,
      hint: "wählen Sie das Foto noch einmal; am Handy warten Sie, bis es fertig aus der Cloud geladen ist",
    },
  }),
  EditorPhotoName: entry<{ name: string }>({
    en: {
      message: (p) => `the name of the photo (${p.name}) is longer than any file name can be`,
      hint: "rename the file on your computer, then add it again",
    },
    de: {
      message: (p) => `der Name des Fotos (${p.name}) ist länger, als ein Dateiname sein kann`,
      hint: "benennen Sie die Datei auf Ihrem Computer um und fügen Sie sie dann noch einmal hinzu",
    },
  }),
  EditorPhotoTooBig: entry<{ megabytes: number; limit: number }>({
    en: {
      message: (p) =>
        `the photo is larger than ${p.limit} MB${p.megabytes ? ` (${p.megabytes} MB)` : ""}, far more than a website shows`,
      hint: "save it smaller first (about 4000 pixels on its long side is plenty), or send it from the phone as a photo, not as a file",
    },
    de: {
      message: (p) =>
        `das Foto ist größer als ${p.limit} MB${p.megabytes ? ` (${p.megabytes} MB)` : ""}, weit mehr, als eine Website zeigt`,
      hint: "speichern Sie es vorher kleiner (etwa 4000 Pixel an der langen Seite reichen), oder schicken Sie es vom Handy als Foto, nicht als Datei",
    },
  }),
  EditorPhotoNameTaken: entry<{ file: string }>({
    en: {
      message: (p) =>
        `${p.file} appeared while you were editing, and the new photo would have replaced it: nothing was saved`,
      hint: "add your photo again: it gets a name of its own",
    },
    de: {
      message: (p) =>
        `${p.file} ist erschienen, während Sie bearbeitet haben, und das neue Foto hätte es ersetzt: nichts wurde gespeichert`,
      hint: "fügen Sie Ihr Foto noch einmal hinzu: es bekommt einen eigenen Namen",
    },
  }),
  EditorPhotoGone: entry<{ file: string }>({
    en: {
      message: (p) =>
        `the photo for ${p.file} no longer waits in the editor: photos added later, in another tab or left unsaved, took its room`,
      hint: "add that photo again",
    },
    de: {
      message: (p) =>
        `das Foto für ${p.file} wartet nicht mehr im Editor: später hinzugefügte Fotos, in einem anderen Tab oder nie gespeichert, haben seinen Platz belegt`,
      hint: "fügen Sie dieses Foto noch einmal hinzu",
    },
  }),
  EditorPhotosWaiting: entry<{ count: number; megabytes: number }>({
    en: {
      message: (p) =>
        `this photo does not fit: ${p.count === 1 ? "1 photo" : `${p.count} photos`} of this page (${p.megabytes} MB) already wait to be saved`,
      hint: "save the page with the photos you added, then add this one",
    },
    de: {
      message: (p) =>
        `dieses Foto passt nicht mehr: ${p.count === 1 ? "1 Foto" : `${p.count} Fotos`} dieser Seite (${p.megabytes} MB) warten schon darauf, gespeichert zu werden`,
      hint: "speichern Sie die Seite mit den hinzugefügten Fotos, dann fügen Sie dieses hinzu",
    },
  }),
  // Publishing from the editor (cli/editor/publish.ts): the deploy's own messages say the rest.
  EditorPublishChecking: entry({
    en: { message: "Checking the whole site, as node cli check does…" },
    de: { message: "Die ganze Website wird geprüft, wie node cli check es tut …" },
  }),
  EditorPublishReading: entry({
    en: { message: "Building the site and asking the server what it holds…" },
    de: { message: "Die Website wird gebaut und der Server gefragt, was er hat …" },
  }),
  EditorPublishUploading: entry({
    en: { message: "Building the site and uploading what changed…" },
    de: { message: "Die Website wird gebaut und hochgeladen, was sich geändert hat …" },
  }),
  EditorPublishNoHost: entry({
    en: {
      message: "the site does not say yet where to publish it, so nothing was published",
      hint: "open “Facts about the restaurant” in the list, fill in “Publishing (site deploy)” with your host's access data (protocol, server, login name, web folder), save, then publish again",
    },
    de: {
      message: "die Website sagt noch nicht, wohin sie veröffentlicht werden soll, also wurde nichts veröffentlicht",
      hint: "öffnen Sie „Angaben zum Restaurant“ in der Liste, füllen Sie „Veröffentlichen (site deploy)“ mit den Zugangsdaten Ihres Hosters aus (Protokoll, Server, Benutzername, Webordner), speichern Sie und veröffentlichen Sie dann noch einmal",
    },
  }),
  EditorPublishNotBuilding: entry({
    en: {
      message: "the website does not build, so nothing was published",
      hint: "the lines below say why, as node cli build would; correct them, then publish again",
    },
    de: {
      message: "die Website lässt sich nicht bauen, also wurde nichts veröffentlicht",
      hint: "die Zeilen darunter sagen warum, wie node cli build es täte; korrigieren Sie sie und veröffentlichen Sie dann noch einmal",
    },
  }),
  EditorPublishCodeChanged: entry({
    en: {
      message: "the tool's code changed since site serve started, so nothing was published",
      hint: "the preview shows the new code, a publish from here would not: stop site serve (Ctrl+C), start it again, then publish",
    },
    de: {
      message: "der Code des Werkzeugs hat sich geändert, seit site serve läuft, also wurde nichts veröffentlicht",
      hint: "die Vorschau zeigt den neuen Code, eine Veröffentlichung von hier nicht: beenden Sie site serve (Strg+C), starten Sie es neu und veröffentlichen Sie dann",
    },
  }),
  EditorPublishCheckFailed: entry<{ problems: number }>({
    en: {
      message: (p) =>
        `${p.problems === 1 ? "a check found 1 problem" : `the checks found ${p.problems} problems`} in the built pages, so nothing was published`,
      hint: "the lines below say where, as node cli check would; correct them, then publish again",
    },
    de: {
      message: (p) =>
        `die Prüfung hat ${p.problems === 1 ? "1 Fehler" : `${p.problems} Fehler`} in den gebauten Seiten gefunden, also wurde nichts veröffentlicht`,
      hint: "die Zeilen darunter sagen wo, wie node cli check es täte; korrigieren Sie sie und veröffentlichen Sie dann noch einmal",
    },
  }),
  EditorPasswordNeeded: entry<{ user: string; host: string }>({
    en: {
      message: (p) => `${p.host} asks for the password of ${p.user}`,
      hint: "it is kept only while site serve runs, for this server, and never written anywhere",
    },
    de: {
      message: (p) => `${p.host} fragt nach dem Passwort von ${p.user}`,
      hint: "es wird nur behalten, solange site serve läuft, nur für diesen Server, und nirgends gespeichert",
    },
  }),
  EditorPublishBusy: entry({
    en: {
      message: "the site is being published already",
      hint: "wait until that finishes, in this tab or another one",
    },
    de: {
      message: "die Website wird bereits veröffentlicht",
      hint: "warten Sie, bis das fertig ist, in diesem oder einem anderen Tab",
    },
  }),
  EditorPublishStopped: entry({
    en: {
      message: "publishing stopped: the line below says why",
      hint: "every page online is whole, the old one or the new one; correct what the line names, then publish again",
    },
    de: {
      message: "das Veröffentlichen wurde abgebrochen: die Zeile darunter sagt warum",
      hint: "jede Seite online ist vollständig, die alte oder die neue; korrigieren Sie, was die Zeile nennt, und veröffentlichen Sie dann noch einmal",
    },
  }),
  EditorPublishPlanChanged: entry({
    en: {
      message: "the site or the server changed since you saw what would change, so nothing was uploaded",
      hint: "look at what would change now, then publish again",
    },
    de: {
      message:
        "die Website oder der Server hat sich geändert, seit Sie gesehen haben, was sich ändern würde; also wurde nichts hochgeladen",
      hint: "sehen Sie sich an, was sich jetzt ändern würde, und veröffentlichen Sie dann noch einmal",
    },
  }),
  EditorInBuild: entry<{ file: string }>({
    en: {
      message: (p) => `${p.file} contains the editor of site serve, which must never be published`,
      hint: "the editor's code belongs in client/editor/ and is served by site serve only: do not import it from client/main.ts or a template",
    },
    de: {
      message: (p) => `${p.file} enthält den Editor von site serve, der nie veröffentlicht werden darf`,
      hint: "der Code des Editors gehört nach client/editor/ und wird nur von site serve ausgeliefert: importieren Sie ihn nicht aus client/main.ts oder einer Vorlage",
    },
  }),
} as const;
