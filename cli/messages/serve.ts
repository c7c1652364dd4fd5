/** The preview of site serve (cli/serve.ts). */
import { entry } from "./entry.js";

export const serveMessages = {
  PortInvalid: entry<{ value: string }>({
    en: {
      message: ({ value }) => `--port "${value}" is not a port number`,
      hint: "use a number from 1 to 65535, e.g. --port 8080",
    },
    de: {
      message: ({ value }) => `--port "${value}" ist keine Portnummer`,
      hint: "nehmen Sie eine Zahl von 1 bis 65535, etwa --port 8080",
    },
  }),
  PortInUse: entry<{ port: number }>({
    en: {
      message: ({ port }) => `port ${port} is already in use`,
      hint: "stop the other preview, or choose another port, e.g. --port 8081",
    },
    de: {
      message: ({ port }) => `Port ${port} ist schon belegt`,
      hint: "beenden Sie die andere Vorschau oder wählen Sie einen anderen Port, etwa --port 8081",
    },
  }),
  PhoneEditorAt: entry<{ url: string }>({
    en: {
      message: (p) => `Edit from your phone: scan the code below with its camera, or open ${p.url}`,
      hint: "the phone must be on the same Wi-Fi as this computer",
    },
    de: {
      message: (p) => `Vom Handy bearbeiten: den Code unten mit seiner Kamera scannen oder ${p.url} öffnen`,
      hint: "das Handy muss im selben WLAN sein wie dieser Computer",
    },
  }),
  PhoneNetworkSees: entry<{ address: string }>({
    en: {
      message: (p) =>
        `The editor can now be reached from your network at ${p.address}: whoever has the address above with its key can change your website`,
      hint: "show it to nobody, use it only on a network you trust, never on a café's Wi-Fi, and stop the preview with Ctrl+C when you are done; without --phone the editor answers this computer only",
    },
    de: {
      message: (p) =>
        `Der Editor ist jetzt aus Ihrem Netzwerk erreichbar unter ${p.address}: wer die Adresse oben mit ihrem Schlüssel hat, kann Ihre Website ändern`,
      hint: "zeigen Sie sie niemandem, nutzen Sie sie nur in einem Netzwerk, dem Sie vertrauen, nie im WLAN eines Cafés, und beenden Sie die Vorschau mit Strg+C, wenn Sie fertig sind; ohne --phone antwortet der Editor nur diesem Computer",
    },
  }),
  PhoneNoNetwork: entry({
    en: {
      message: "this computer is on no network a phone could reach it through",
      hint: "connect it to the Wi-Fi your phone uses, then start node cli serve --phone again",
    },
    de: {
      message: "dieser Computer ist in keinem Netzwerk, über das ein Handy ihn erreichen könnte",
      hint: "verbinden Sie ihn mit dem WLAN, das Ihr Handy nutzt, und starten Sie node cli serve --phone noch einmal",
    },
  }),
  PhoneAddressUnusable: entry<{ address: string; reason: string }>({
    en: {
      message: (p) => `cannot listen on ${p.address} for the phone (${p.reason})`,
      hint: "give one of this computer's addresses after --phone, or leave it out to let the tool choose",
    },
    de: {
      message: (p) => `kann für das Handy nicht unter ${p.address} antworten (${p.reason})`,
      hint: "geben Sie nach --phone eine Adresse dieses Computers an, oder lassen Sie sie weg, damit das Werkzeug eine wählt",
    },
  }),
  PreviewAsOf: entry<{ moment: string }>({
    en: { message: (p) => `Preview as on ${p.moment}: the website as guests will see it then` },
    de: { message: (p) => `Vorschau für den ${p.moment}: so sehen Gäste die Website dann` },
  }),
  PreviewTimeInvalid: entry<{ value: string; skipped: boolean }>({
    en: {
      message: (p) =>
        p.skipped
          ? `${JSON.stringify(p.value)} does not exist in Berlin: the clocks jump from 02:00 to 03:00 that night`
          : `${JSON.stringify(p.value)} is not a day and time`,
      hint: "choose a day and a time in the field, like 20.12.2026, 18:00",
    },
    de: {
      message: (p) =>
        p.skipped
          ? `${JSON.stringify(p.value)} gibt es in Berlin nicht: die Uhren springen in dieser Nacht von 02:00 auf 03:00`
          : `${JSON.stringify(p.value)} ist kein Tag mit Uhrzeit`,
      hint: "wählen Sie im Feld einen Tag und eine Uhrzeit, etwa 20.12.2026, 18:00",
    },
  }),
  PreviewAt: entry<{ url: string; content: string }>({
    en: { message: (p) => `Preview at ${p.url} (watching ${p.content}/, templates/, client/; Ctrl+C stops it)` },
    de: {
      message: (p) => `Vorschau unter ${p.url} (beobachtet ${p.content}/, templates/, client/; Strg+C beendet sie)`,
    },
  }),
  PreviewBuilt: entry<{ seconds: string }>({
    en: { message: (p) => `Built in ${p.seconds}` },
    de: { message: (p) => `Gebaut in ${p.seconds}` },
  }),
  PreviewKeepsLast: entry({
    en: { message: "The preview keeps showing the last version that built." },
    de: { message: "Die Vorschau zeigt weiter die letzte Fassung, die sich bauen ließ." },
  }),
  PreviewNothingYet: entry({
    en: { message: "Nothing to show until it builds." },
    de: { message: "Nichts zu zeigen, bis es sich bauen lässt." },
  }),
  PreviewStopped: entry({
    en: { message: "Stopped the preview." },
    de: { message: "Vorschau beendet." },
  }),
  PreviewStoppedUnsaved: entry<{ files: string }>({
    en: {
      message: (p) => `Stopped the preview. An editor tab still holds changes not saved to ${p.files}`,
      hint: "copy them from the tab before you close it: they are not in the file, and a new start of node cli serve cannot save them",
    },
    de: {
      message: (p) => `Vorschau beendet. Ein Tab des Editors hat noch nicht gespeicherte Änderungen an ${p.files}`,
      hint: "kopieren Sie sie aus dem Tab, bevor Sie ihn schließen: sie stehen nicht in der Datei, und ein neu gestartetes node cli serve kann sie nicht speichern",
    },
  }),
  PreviewOverlayTitle: entry({
    en: { message: "The site could not be built" },
    de: { message: "Die Website ließ sich nicht bauen" },
  }),
  PreviewOverlayNote: entry({
    en: { message: "Underneath is the last version that built. Fix the file and save: this page reloads by itself." },
    de: {
      message:
        "Darunter steht die letzte Fassung, die sich bauen ließ. Korrigieren Sie die Datei und speichern Sie: die Seite lädt von selbst neu.",
    },
  }),
  PreviewOverlayHide: entry({ en: { message: "Hide" }, de: { message: "Ausblenden" } }),
  PreviewNotBuilt: entry({
    en: { message: "The site has not built yet; the problems are listed in the terminal." },
    de: { message: "Die Website ist noch nicht gebaut; die Probleme stehen im Terminal." },
  }),
  PreviewForeignHost: entry<{ host: string }>({
    en: {
      message: (p) => `refused a request for ${JSON.stringify(p.host)}: the preview serves only this computer`,
      hint: "open the preview at the 127.0.0.1 address site serve printed",
    },
    de: {
      message: (p) => `Anfrage für ${JSON.stringify(p.host)} abgelehnt: die Vorschau dient nur diesem Computer`,
      hint: "öffnen Sie die Vorschau unter der 127.0.0.1-Adresse, die site serve ausgegeben hat",
    },
  }),
  PreviewRequestFailed: entry<{ url: string; detail: string }>({
    en: { message: (p) => `Internal error while serving ${p.url}: ${p.detail}` },
    de: { message: (p) => `Interner Fehler beim Ausliefern von ${p.url}: ${p.detail}` },
  }),
  BuildStopped: entry<{ code: string }>({
    en: { message: (p) => `the build stopped (exit ${p.code})`, hint: "run node cli build in a terminal to see why" },
    de: {
      message: (p) => `der Build brach ab (Exit ${p.code})`,
      hint: "führen Sie node cli build in einem Terminal aus, um den Grund zu sehen",
    },
  }),
} as const;
