/** Publishing the site (cli/deploy/, cli/commands/deploy.ts). */
import { counted, entry } from "./entry.js";

export const deployMessages = {
  // Publishing the site (cli/deploy/, cli/commands/deploy.ts).
  DeployNotConfigured: entry<{ file: string }>({
    en: {
      message: ({ file }) => `${file} does not say where to deploy the site`,
      hint: "add a deploy: section with protocol, host, user and folder from your host's access data (the commented example at the end of site.yaml shows it)",
    },
    de: {
      message: ({ file }) => `${file} sagt nicht, wohin die Website hochgeladen werden soll`,
      hint: "ergänzen Sie einen Abschnitt deploy: mit protocol, host, user und folder aus den Zugangsdaten Ihres Hosters (das auskommentierte Beispiel am Ende von site.yaml zeigt ihn)",
    },
  }),
  DeployInsecureRefused: entry<{ host: string }>({
    en: {
      message: ({ host }) => `protocol ftp would send your password and every page to ${host} unencrypted`,
      hint: "write protocol: sftp or ftps in content/site.yaml if your host offers it (IONOS and Strato do); to upload unencrypted anyway, add --insecure",
      formHint:
        "choose sftp or ftps as Protocol under “Publishing (site deploy)” in “Facts about the restaurant”, if your host offers it (IONOS and Strato do); the editor never uploads unencrypted",
    },
    de: {
      message: ({ host }) => `protocol ftp würde Ihr Passwort und jede Seite unverschlüsselt an ${host} schicken`,
      hint: "schreiben Sie protocol: sftp oder ftps in content/site.yaml, wenn Ihr Hoster es anbietet (IONOS und Strato tun es); um trotzdem unverschlüsselt hochzuladen, ergänzen Sie --insecure",
      formHint:
        "wählen Sie sftp oder ftps als Protokoll unter „Veröffentlichen (site deploy)“ in „Angaben zum Restaurant“, wenn Ihr Hoster es anbietet (IONOS und Strato tun es); der Editor lädt nie unverschlüsselt hoch",
    },
  }),
  DeployInsecureWarning: entry<{ host: string }>({
    en: {
      message: ({ host }) => `warning: uploading to ${host} over plain FTP: your password and pages travel unencrypted`,
    },
    de: {
      message: ({ host }) =>
        `Warnung: Hochladen zu ${host} über einfaches FTP: Passwort und Seiten gehen unverschlüsselt durchs Netz`,
    },
  }),
  DeployHostUnreachable: entry<{ host: string; port: number; reason: string }>({
    en: {
      message: (p) => `cannot reach ${p.host} on port ${p.port} (${p.reason})`,
      hint: "check deploy: host and port in content/site.yaml against your host's access data, and your internet connection",
      formHint:
        "compare Server and Port under “Publishing (site deploy)” in “Facts about the restaurant” with your host's access data, and check your internet connection",
    },
    de: {
      message: (p) => `${p.host} ist auf Port ${p.port} nicht erreichbar (${p.reason})`,
      hint: "vergleichen Sie host und port unter deploy: in content/site.yaml mit den Zugangsdaten Ihres Hosters, und prüfen Sie Ihre Internetverbindung",
      formHint:
        "vergleichen Sie Server und Port unter „Veröffentlichen (site deploy)“ in „Angaben zum Restaurant“ mit den Zugangsdaten Ihres Hosters, und prüfen Sie Ihre Internetverbindung",
    },
  }),
  DeployLoginFailed: entry<{ user: string; host: string; passwordTried: boolean }>({
    en: {
      message: (p) =>
        p.passwordTried
          ? `${p.host} refused the login of "${p.user}": wrong password (or user name)`
          : `${p.host} refused the login of "${p.user}": no key it accepts, and no password was given`,
      hint: (p) =>
        p.passwordTried
          ? "check the password in SITE_DEPLOY_PASSWORD or the one you typed; your host's control panel can set a new one"
          : "set the password in the environment variable SITE_DEPLOY_PASSWORD, or run node cli deploy in a terminal to be asked for it",
      formHint: (p) =>
        p.passwordTried
          ? "check the password you typed, and the Login name under “Publishing (site deploy)” in “Facts about the restaurant”; your host's control panel can set a new password"
          : "publish again and type the password when the editor asks for it",
    },
    de: {
      message: (p) =>
        p.passwordTried
          ? `${p.host} hat die Anmeldung von "${p.user}" abgelehnt: falsches Passwort (oder falscher Benutzername)`
          : `${p.host} hat die Anmeldung von "${p.user}" abgelehnt: kein Schlüssel, den der Server annimmt, und kein Passwort`,
      hint: (p) =>
        p.passwordTried
          ? "prüfen Sie das Passwort in SITE_DEPLOY_PASSWORD oder das eingetippte; im Kundenbereich Ihres Hosters können Sie ein neues setzen"
          : "setzen Sie das Passwort in der Umgebungsvariablen SITE_DEPLOY_PASSWORD, oder starten Sie node cli deploy in einem Terminal, um danach gefragt zu werden",
      formHint: (p) =>
        p.passwordTried
          ? "prüfen Sie das eingetippte Passwort und den Benutzernamen unter „Veröffentlichen (site deploy)“ in „Angaben zum Restaurant“; im Kundenbereich Ihres Hosters können Sie ein neues Passwort setzen"
          : "veröffentlichen Sie noch einmal und tippen Sie das Passwort ein, wenn der Editor danach fragt",
    },
  }),
  DeployPasswordPrompt: entry<{ user: string; host: string }>({
    en: { message: (p) => `Password for ${p.user}@${p.host} (not shown): ` },
    de: { message: (p) => `Passwort für ${p.user}@${p.host} (wird nicht angezeigt): ` },
  }),
  DeployKeyUnusable: entry<{ file: string; reason: "missing" | "unreadable" }>({
    en: {
      message: (p) =>
        p.reason === "missing"
          ? `SITE_DEPLOY_KEY names "${p.file}", which does not exist`
          : `SITE_DEPLOY_KEY names "${p.file}", which is not a private key the tool can use without its passphrase`,
      hint: "name the private key file (not the .pub), or add a key with a passphrase to the SSH agent (ssh-add) and leave SITE_DEPLOY_KEY unset",
    },
    de: {
      message: (p) =>
        p.reason === "missing"
          ? `SITE_DEPLOY_KEY nennt "${p.file}", das es nicht gibt`
          : `SITE_DEPLOY_KEY nennt "${p.file}", das kein privater Schlüssel ist, den das Werkzeug ohne Passphrase nutzen kann`,
      hint: "nennen Sie die Datei des privaten Schlüssels (nicht die .pub), oder geben Sie einen Schlüssel mit Passphrase dem SSH-Agenten (ssh-add) und lassen Sie SITE_DEPLOY_KEY weg",
    },
  }),
  DeployHostKeyChanged: entry<{ host: string; file: string; expected: string; offered: string }>({
    en: {
      message: (p) =>
        `the SSH key of ${p.host} has changed: ${p.file} has ${p.expected}, the server now shows ${p.offered}; nothing was sent`,
      hint: (p) =>
        `someone may be intercepting the connection. Ask your host whether they changed the server's key; only if they confirm, delete the lines for ${p.host} in ${p.file} and deploy again`,
    },
    de: {
      message: (p) =>
        `der SSH-Schlüssel von ${p.host} hat sich geändert: ${p.file} hat ${p.expected}, der Server zeigt jetzt ${p.offered}; es wurde nichts gesendet`,
      hint: (p) =>
        `vielleicht hört jemand die Verbindung ab. Fragen Sie Ihren Hoster, ob er den Schlüssel des Servers geändert hat; nur wenn er es bestätigt, löschen Sie die Zeilen für ${p.host} in ${p.file} und laden Sie noch einmal hoch`,
    },
  }),
  DeployHostKeyTrusted: entry<{ host: string; fingerprint: string; type: string; file: string }>({
    en: {
      message: (p) =>
        `First connection to ${p.host}: its ${p.type} key has the fingerprint ${p.fingerprint}; it is now trusted and stored in ${p.file}`,
      hint: (p) =>
        `compare it with what "ssh-keygen -lf /etc/ssh/ssh_host_${p.type.toLowerCase()}_key.pub" prints on the server, or with the fingerprint in your host's control panel or help pages; if they differ, delete the lines for ${p.host} in ${p.file} and do not deploy. A different key later is refused`,
    },
    de: {
      message: (p) =>
        `Erste Verbindung zu ${p.host}: sein ${p.type}-Schlüssel hat den Fingerabdruck ${p.fingerprint}; er gilt jetzt als vertrauenswürdig und steht in ${p.file}`,
      hint: (p) =>
        `vergleichen Sie ihn mit der Ausgabe von "ssh-keygen -lf /etc/ssh/ssh_host_${p.type.toLowerCase()}_key.pub" auf dem Server oder mit dem Fingerabdruck im Kundenbereich oder den Hilfeseiten Ihres Hosters; weicht er ab, löschen Sie die Zeilen für ${p.host} in ${p.file} und laden Sie nicht hoch. Ein anderer Schlüssel wird später abgelehnt`,
    },
  }),
  /** Shown before anything is sent and before any password is asked: the owner compares, then answers. */
  DeployHostKeyNew: entry<{ host: string; fingerprint: string; type: string; file: string }>({
    en: {
      message: (p) => `First connection to ${p.host}: it shows its ${p.type} key with the fingerprint ${p.fingerprint}`,
      hint: (p) =>
        `compare it with the fingerprint in your host's control panel or help pages, or with what "ssh-keygen -lf /etc/ssh/ssh_host_${p.type.toLowerCase()}_key.pub" prints on the server; only if they are the same, trust it: the key is stored in ${p.file}, and a different key is refused later`,
    },
    de: {
      message: (p) =>
        `Erste Verbindung zu ${p.host}: er zeigt seinen ${p.type}-Schlüssel mit dem Fingerabdruck ${p.fingerprint}`,
      hint: (p) =>
        `vergleichen Sie ihn mit dem Fingerabdruck im Kundenbereich oder auf den Hilfeseiten Ihres Hosters oder mit der Ausgabe von "ssh-keygen -lf /etc/ssh/ssh_host_${p.type.toLowerCase()}_key.pub" auf dem Server; nur wenn beide gleich sind, vertrauen Sie ihm: der Schlüssel kommt in ${p.file}, und ein anderer wird später abgelehnt`,
    },
  }),
  DeployTrustPrompt: entry<{ host: string }>({
    en: { message: (p) => `Is it the same fingerprint? Trust ${p.host} and go on? [y/N] ` },
    de: { message: (p) => `Ist es derselbe Fingerabdruck? ${p.host} vertrauen und weitermachen? [j/N] ` },
  }),
  DeployHostKeyNotTrusted: entry<{ host: string; fingerprint: string }>({
    en: {
      message: (p) => `${p.host} was not trusted (fingerprint ${p.fingerprint}): nothing was sent, no password asked`,
      hint: "ask your host for the server's SSH fingerprint and deploy again once you can compare it",
    },
    de: {
      message: (p) =>
        `${p.host} wurde nicht vertraut (Fingerabdruck ${p.fingerprint}): nichts wurde gesendet, kein Passwort abgefragt`,
      hint: "fragen Sie Ihren Hoster nach dem SSH-Fingerabdruck des Servers und laden Sie wieder hoch, sobald Sie ihn vergleichen können",
    },
  }),
  DeployHostKeyUnknown: entry<{ host: string; fingerprint: string; type: string }>({
    en: {
      message: (p) =>
        `${p.host} shows the ${p.type} key ${p.fingerprint}, which no known_hosts file lists; in CI no key is trusted on first use, so nothing was sent`,
      hint: "deploy once from your computer (it shows the fingerprint to compare) and commit .site-deploy/known_hosts, or store the server's known_hosts line in the secret SITE_DEPLOY_KNOWN_HOSTS",
    },
    de: {
      message: (p) =>
        `${p.host} zeigt den ${p.type}-Schlüssel ${p.fingerprint}, den keine known_hosts-Datei nennt; in der CI wird keinem Schlüssel beim ersten Mal vertraut, daher wurde nichts gesendet`,
      hint: "laden Sie einmal von Ihrem Computer aus hoch (er zeigt den Fingerabdruck zum Vergleichen) und committen Sie .site-deploy/known_hosts, oder legen Sie die known_hosts-Zeile des Servers im Secret SITE_DEPLOY_KNOWN_HOSTS ab",
    },
  }),
  DeployNoTls: entry<{ host: string }>({
    en: {
      message: ({ host }) => `${host} does not offer FTP with TLS encryption (FTPS)`,
      hint: "use protocol: sftp if your host offers it; plain FTP (protocol: ftp with --insecure) sends your password unencrypted",
      formHint:
        "choose sftp as Protocol under “Publishing (site deploy)” in “Facts about the restaurant”, if your host offers it",
    },
    de: {
      message: ({ host }) => `${host} bietet kein FTP mit TLS-Verschlüsselung (FTPS) an`,
      hint: "nehmen Sie protocol: sftp, wenn Ihr Hoster es anbietet; einfaches FTP (protocol: ftp mit --insecure) schickt Ihr Passwort unverschlüsselt",
      formHint:
        "wählen Sie sftp als Protokoll unter „Veröffentlichen (site deploy)“ in „Angaben zum Restaurant“, wenn Ihr Hoster es anbietet",
    },
  }),
  DeployCertificateRefused: entry<{ host: string; reason: string }>({
    en: {
      message: (p) => `the TLS certificate of ${p.host} is not valid for it (${p.reason}); nothing was sent`,
      hint: "write the exact server name from your host's access data as host; a server with a self-signed certificate needs NODE_EXTRA_CA_CERTS=<its certificate file>",
    },
    de: {
      message: (p) =>
        `das TLS-Zertifikat von ${p.host} ist für diesen Namen nicht gültig (${p.reason}); es wurde nichts gesendet`,
      hint: "tragen Sie als host genau den Servernamen aus den Zugangsdaten Ihres Hosters ein; ein Server mit selbst signiertem Zertifikat braucht NODE_EXTRA_CA_CERTS=<seine Zertifikatsdatei>",
    },
  }),
  DeployFolderMissing: entry<{ host: string; folder: string }>({
    en: {
      message: (p) => `the folder "${p.folder}" does not exist on ${p.host}`,
      hint: "create it in your host's file manager, or correct deploy: folder in content/site.yaml (the web folder your domain points to)",
      formHint:
        "create it in your host's file manager, or correct the Web folder under “Publishing (site deploy)” in “Facts about the restaurant” (the folder your domain points to)",
    },
    de: {
      message: (p) => `den Ordner "${p.folder}" gibt es auf ${p.host} nicht`,
      hint: "legen Sie ihn im Dateimanager Ihres Hosters an, oder korrigieren Sie folder unter deploy: in content/site.yaml (der Webordner, auf den Ihre Domain zeigt)",
      formHint:
        "legen Sie ihn im Dateimanager Ihres Hosters an, oder korrigieren Sie den Webordner unter „Veröffentlichen (site deploy)“ in „Angaben zum Restaurant“ (der Ordner, auf den Ihre Domain zeigt)",
    },
  }),
  DeployFolderNotWritable: entry<{ host: string; path: string }>({
    en: {
      message: (p) => `${p.host} does not let this user write "${p.path}"`,
      hint: "is deploy: folder the web folder of this user? Your host's control panel shows which folders the SFTP or FTP user may write",
      formHint:
        "is the Web folder under “Publishing (site deploy)” in “Facts about the restaurant” this user's? Your host's control panel shows which folders the SFTP or FTP user may write",
    },
    de: {
      message: (p) => `${p.host} lässt diesen Benutzer "${p.path}" nicht schreiben`,
      hint: "ist folder unter deploy: der Webordner dieses Benutzers? Der Kundenbereich Ihres Hosters zeigt, welche Ordner der SFTP- oder FTP-Benutzer schreiben darf",
      formHint:
        "ist der Webordner unter „Veröffentlichen (site deploy)“ in „Angaben zum Restaurant“ der dieses Benutzers? Der Kundenbereich Ihres Hosters zeigt, welche Ordner der SFTP- oder FTP-Benutzer schreiben darf",
    },
  }),
  DeployDiskFull: entry<{ host: string; path: string }>({
    en: {
      message: (p) => `the web space on ${p.host} is full: "${p.path}" could not be written`,
      hint: "every page online is still whole; delete old files of your own there or book more space, then run node cli deploy again",
      formHint:
        "every page online is still whole; delete old files of your own there or book more space, then publish again",
    },
    de: {
      message: (p) => `der Webspace auf ${p.host} ist voll: "${p.path}" konnte nicht geschrieben werden`,
      hint: "jede Seite online ist weiter vollständig; löschen Sie dort alte eigene Dateien oder buchen Sie mehr Platz, dann starten Sie node cli deploy noch einmal",
      formHint:
        "jede Seite online ist weiter vollständig; löschen Sie dort alte eigene Dateien oder buchen Sie mehr Platz, dann veröffentlichen Sie noch einmal",
    },
  }),
  DeployConnectionLost: entry<{ host: string }>({
    en: {
      message: ({ host }) => `the connection to ${host} was lost during the deploy`,
      hint: "every page online is still whole, old or new; run node cli deploy again to finish",
      formHint: "every page online is still whole, old or new; publish again to finish",
    },
    de: {
      message: ({ host }) => `die Verbindung zu ${host} ist während des Hochladens abgebrochen`,
      hint: "jede Seite online ist weiter vollständig, alt oder neu; starten Sie node cli deploy noch einmal, um es abzuschließen",
      formHint:
        "jede Seite online ist weiter vollständig, alt oder neu; veröffentlichen Sie noch einmal, um es abzuschließen",
    },
  }),
  DeployRemoteFailed: entry<{ host: string; path: string; detail: string }>({
    en: {
      message: (p) => `${p.host} refused to change "${p.path}" (${p.detail})`,
      hint: "every page online is still whole; is the web space full? Run node cli deploy again, and ask your host if it keeps failing",
      formHint:
        "every page online is still whole; is the web space full? Publish again, and ask your host if it keeps failing",
    },
    de: {
      message: (p) => `${p.host} hat sich geweigert, "${p.path}" zu ändern (${p.detail})`,
      hint: "jede Seite online ist weiter vollständig; ist der Webspace voll? Starten Sie node cli deploy noch einmal und fragen Sie Ihren Hoster, wenn es wieder scheitert",
      formHint:
        "jede Seite online ist weiter vollständig; ist der Webspace voll? Veröffentlichen Sie noch einmal und fragen Sie Ihren Hoster, wenn es wieder scheitert",
    },
  }),
  DeployBusy: entry<{ folder: string; holder: string; since: string }>({
    en: {
      message: (p) => `another deploy (${p.holder}, since ${p.since}) is uploading to "${p.folder}" right now`,
      hint: "wait until it has finished, then deploy again; a deploy stopped on another computer (a cancelled CI run, say) leaves its lock, which the next deploy takes over once it has been silent for 15 minutes",
    },
    de: {
      message: (p) => `ein anderes Hochladen (${p.holder}, seit ${p.since}) schreibt gerade in "${p.folder}"`,
      hint: "warten Sie, bis es fertig ist, und laden Sie dann noch einmal hoch; ein auf einem anderen Computer abgebrochenes Hochladen (etwa ein abgebrochener CI-Lauf) hinterlässt seine Sperre, die das nächste Hochladen übernimmt, sobald sie 15 Minuten lang still war",
    },
  }),
  DeployLinkRefused: entry<{ path: string; host: string }>({
    en: {
      message: (p) =>
        `"${p.path}" on ${p.host} is a symbolic link where the site needs a file or folder of its own: the deploy never writes through a link, so nothing was changed`,
      hint: "delete or rename the link in your host's file manager, or run node cli deploy --replace-links to replace the link itself (what it points to stays untouched)",
      formHint: "delete or rename the link in your host's file manager, then publish again",
    },
    de: {
      message: (p) =>
        `"${p.path}" auf ${p.host} ist eine symbolische Verknüpfung, wo die Website eine eigene Datei oder einen eigenen Ordner braucht: das Hochladen schreibt nie durch eine Verknüpfung, daher wurde nichts geändert`,
      hint: "löschen oder benennen Sie die Verknüpfung im Dateimanager Ihres Hosters um, oder starten Sie node cli deploy --replace-links, um nur die Verknüpfung zu ersetzen (worauf sie zeigt, bleibt unberührt)",
      formHint:
        "löschen oder benennen Sie die Verknüpfung im Dateimanager Ihres Hosters um, dann veröffentlichen Sie noch einmal",
    },
  }),
  DeployFileInTheWay: entry<{ path: string; host: string }>({
    en: {
      message: (p) => `"${p.path}" on ${p.host} is a file where the site needs a folder: nothing was changed`,
      hint: "rename or move it in your host's file manager, then deploy again",
    },
    de: {
      message: (p) =>
        `"${p.path}" auf ${p.host} ist eine Datei, wo die Website einen Ordner braucht: nichts wurde geändert`,
      hint: "benennen Sie sie im Dateimanager Ihres Hosters um oder verschieben Sie sie, dann laden Sie noch einmal hoch",
    },
  }),
  DeployFolderInTheWay: entry<{ path: string; host: string }>({
    en: {
      message: (p) => `"${p.path}" on ${p.host} is a folder where the site needs a file: nothing was changed`,
      hint: "rename or move the folder in your host's file manager, then deploy again",
    },
    de: {
      message: (p) =>
        `"${p.path}" auf ${p.host} ist ein Ordner, wo die Website eine Datei braucht: nichts wurde geändert`,
      hint: "benennen Sie den Ordner im Dateimanager Ihres Hosters um oder verschieben Sie ihn, dann laden Sie noch einmal hoch",
    },
  }),
  DeployTooLargeToKeep: entry<{ path: string; host: string }>({
    en: {
      message: (p) =>
        `"${p.path}" on ${p.host} was not uploaded by site deploy (or was changed since), and is too large to keep a copy of before replacing it: nothing was changed`,
      hint: "download it in your host's file manager if you need it, delete it there, then deploy again",
    },
    de: {
      message: (p) =>
        `"${p.path}" auf ${p.host} stammt nicht von site deploy (oder wurde seitdem geändert) und ist zu groß, um vor dem Ersetzen eine Kopie zu behalten: nichts wurde geändert`,
      hint: "laden Sie sie im Dateimanager Ihres Hosters herunter, wenn Sie sie brauchen, löschen Sie sie dort und laden Sie dann noch einmal hoch",
    },
  }),
  /** `.site-deploy` or `.site-deploy/replaced` on the server is a link or a file (cli/deploy/replaced.ts). */
  DeployKeptFolderInvalid: entry<{ path: string; host: string }>({
    en: {
      message: (p) =>
        `"${p.path}" on ${p.host} is not a folder: the deploy keeps there what it deletes or replaces, and moves nothing into a link or a file, so nothing was changed`,
      hint: "delete or rename it in your host's file manager (the deploy makes the folder anew), then deploy again",
      formHint: "delete or rename it in your host's file manager, then publish again",
    },
    de: {
      message: (p) =>
        `"${p.path}" auf ${p.host} ist kein Ordner: Das Hochladen legt dort ab, was es löscht oder ersetzt, und verschiebt nichts in einen Link oder eine Datei, daher wurde nichts geändert`,
      hint: "löschen Sie es im Dateimanager Ihres Hosters oder benennen Sie es um (das Hochladen legt den Ordner neu an), dann laden Sie noch einmal hoch",
      formHint:
        "löschen Sie es im Dateimanager Ihres Hosters oder benennen Sie es um, dann veröffentlichen Sie noch einmal",
    },
  }),
  DeployCopiesFolderInvalid: entry<{ folder: string }>({
    en: {
      message: (p) =>
        `${p.folder} is not a folder, so no copy of a replaced file can be kept there: nothing was changed`,
      hint: "move it away (the tool keeps known_hosts and copies of replaced files in .site-deploy/), then deploy again",
    },
    de: {
      message: (p) =>
        `${p.folder} ist kein Ordner, daher lässt sich dort keine Kopie einer ersetzten Datei ablegen: nichts wurde geändert`,
      hint: "verschieben Sie es (das Werkzeug legt known_hosts und Kopien ersetzter Dateien in .site-deploy/ ab), dann laden Sie noch einmal hoch",
    },
  }),
  DeployUploadedAgain: entry<{ path: string; was: "missing" | "changed" | "foreign"; copy?: string }>({
    en: {
      message: (p) =>
        p.was === "missing"
          ? `uploaded again: ${p.path} was missing on the server`
          : p.was === "changed"
            ? `uploaded again: ${p.path} was changed on the server since the last deploy; that version is kept in ${p.copy}`
            : `replaced: ${p.path} was on the server but not uploaded by site deploy; that version is kept in ${p.copy}`,
    },
    de: {
      message: (p) =>
        p.was === "missing"
          ? `erneut hochgeladen: ${p.path} fehlte auf dem Server`
          : p.was === "changed"
            ? `erneut hochgeladen: ${p.path} wurde seit dem letzten Hochladen auf dem Server geändert; diese Fassung liegt in ${p.copy}`
            : `ersetzt: ${p.path} lag auf dem Server, stammte aber nicht von site deploy; diese Fassung liegt in ${p.copy}`,
    },
  }),
  DeployWouldUploadAgain: entry<{ path: string; was: "missing" | "changed" | "foreign" }>({
    en: {
      message: (p) =>
        p.was === "missing"
          ? `would upload ${p.path} again: it is missing on the server`
          : p.was === "changed"
            ? `would upload ${p.path} again: it was changed on the server since the last deploy (a copy of that version would be kept in .site-deploy/replaced/)`
            : `would replace ${p.path}: it is on the server but not uploaded by site deploy (a copy would be kept in .site-deploy/replaced/)`,
    },
    de: {
      message: (p) =>
        p.was === "missing"
          ? `würde ${p.path} erneut hochladen: es fehlt auf dem Server`
          : p.was === "changed"
            ? `würde ${p.path} erneut hochladen: es wurde seit dem letzten Hochladen auf dem Server geändert (eine Kopie dieser Fassung käme nach .site-deploy/replaced/)`
            : `würde ${p.path} ersetzen: es liegt auf dem Server, stammt aber nicht von site deploy (eine Kopie käme nach .site-deploy/replaced/)`,
    },
  }),
  DeployLeftInPlace: entry<{ path: string; why: "changed" | "not-a-file" | "behind-link" }>({
    en: {
      message: (p) =>
        `left in place: ${p.path}, ${
          p.why === "changed"
            ? "listed as uploaded by site deploy, but not as it was uploaded (changed on the server since, or never uploaded)"
            : p.why === "not-a-file"
              ? "listed as uploaded by site deploy, but now a folder or link"
              : "listed as uploaded by site deploy, but now behind a link"
        }`,
    },
    de: {
      message: (p) =>
        `bleibt liegen: ${p.path}, ${
          p.why === "changed"
            ? "als von site deploy hochgeladen verzeichnet, aber nicht mehr so, wie es hochgeladen wurde (seitdem auf dem Server geändert oder nie hochgeladen)"
            : p.why === "not-a-file"
              ? "als von site deploy hochgeladen verzeichnet, aber jetzt ein Ordner oder eine Verknüpfung"
              : "als von site deploy hochgeladen verzeichnet, liegt aber jetzt hinter einer Verknüpfung"
        }`,
    },
  }),
  DeployLinkReplaced: entry<{ path: string }>({
    en: { message: (p) => `replaced the link ${p.path} (what it pointed to is untouched)` },
    de: { message: (p) => `Verknüpfung ${p.path} ersetzt (worauf sie zeigte, ist unberührt)` },
  }),
  DeployCheckFailed: entry<{ problems: number }>({
    en: {
      message: (p) => `nothing was uploaded: ${counted(p.problems, "problem", "en")} that node cli check also finds`,
      hint: "correct the lines above, then deploy again",
    },
    de: {
      message: (p) =>
        `nichts wurde hochgeladen: ${counted(p.problems, "problem", "de")}, die auch node cli check findet`,
      hint: "korrigieren Sie die Zeilen oben, dann laden Sie noch einmal hoch",
    },
  }),
  DeployConfirmPrompt: entry<{ warnings: number }>({
    en: {
      message: (p) =>
        `${p.warnings === 1 ? "The warning above changes" : "The warnings above change"} what visitors read. Publish anyway? [y/N] `,
    },
    de: {
      message: (p) =>
        `${p.warnings === 1 ? "Die Warnung oben ändert" : "Die Warnungen oben ändern"}, was Besucher lesen. Trotzdem veröffentlichen? [j/N] `,
    },
  }),
  DeployWarningsNotConfirmed: entry<{ warnings: number }>({
    en: {
      message: (p) =>
        `nothing was uploaded: ${p.warnings === 1 ? "the warning above changes" : "the warnings above change"} what visitors read`,
      hint: "correct the content and deploy again; to publish it as it is, confirm in a terminal or add --yes",
    },
    de: {
      message: (p) =>
        `nichts wurde hochgeladen: ${p.warnings === 1 ? "die Warnung oben ändert" : "die Warnungen oben ändern"}, was Besucher lesen`,
      hint: "korrigieren Sie die Inhalte und laden Sie noch einmal hoch; um sie so zu veröffentlichen, bestätigen Sie im Terminal oder ergänzen Sie --yes",
    },
  }),
  DeployRecordsDamaged: entry<{ file: string }>({
    en: {
      message: ({ file }) =>
        `warning: ${file} on the server cannot be read, so this deploy uploads every file and deletes nothing`,
      hint: "files of earlier deploys that the site no longer has stay on the server; delete them by hand if they bother you",
    },
    de: {
      message: ({ file }) =>
        `Warnung: ${file} auf dem Server ist nicht lesbar; dieses Hochladen überträgt daher jede Datei und löscht nichts`,
      hint: "Dateien früherer Uploads, die die Website nicht mehr hat, bleiben auf dem Server; löschen Sie sie von Hand, wenn sie stören",
    },
  }),
  DeployEntryRefused: entry<{ path: string }>({
    en: {
      message: ({ path }) =>
        `warning: the server's list of uploaded files names ${JSON.stringify(path)}, which the tool never writes: it is left alone`,
    },
    de: {
      message: ({ path }) =>
        `Warnung: die Liste hochgeladener Dateien auf dem Server nennt ${JSON.stringify(path)}, das das Werkzeug nie schreibt: es bleibt unberührt`,
    },
  }),
  DeployCompleted: entry<{ files: number }>({
    en: {
      message: (p) => `Completed a deploy that was interrupted (${counted(p.files, "file", "en")} it was changing)`,
    },
    de: {
      message: (p) =>
        `Ein unterbrochenes Hochladen wurde abgeschlossen (${counted(p.files, "file", "de")}, die es gerade änderte)`,
    },
  }),
  /** A file the deploy took off the site, moved into the server's replaced/ folder. */
  DeployDeletedKept: entry<{ path: string; folder: string }>({
    en: { message: (p) => `deleted ${p.path}: it is kept on the server in ${p.folder}/` },
    de: { message: (p) => `gelöscht: ${p.path}; die Datei liegt auf dem Server in ${p.folder}/` },
  }),
  /** A file the deploy replaced, its old version linked into the server's replaced/ folder first. */
  DeployReplacedKept: entry<{ path: string; folder: string }>({
    en: { message: (p) => `replaced ${p.path}: the old one is kept on the server in ${p.folder}/` },
    de: { message: (p) => `ersetzt: ${p.path}; die alte Fassung liegt auf dem Server in ${p.folder}/` },
  }),
  /** Said once after the files kept on the server: where to read how to bring one back. */
  DeployKeptHowToRestore: entry<{ readme: string; kept: number }>({
    en: {
      message: (p) =>
        `The files of the last ${p.kept} deploys are kept on the server; ${p.readme} there says how to bring one back`,
    },
    de: {
      message: (p) =>
        `Die Dateien der letzten ${p.kept} Hochladevorgänge bleiben auf dem Server; ${p.readme} dort sagt, wie man eine zurückholt`,
    },
  }),
  /** The README the deploy writes into the server's replaced/ folder (one paragraph a language). */
  DeployReplacedReadme: entry<{ kept: number; folder: string }>({
    en: {
      message: (p) =>
        `${p.folder}/ keeps what each "site deploy" took off the website or replaced there, as it was: one folder a deploy, named by when it began (UTC), each file at its path in the website. The files of the last ${p.kept} deploys are kept; the next deploy deletes older ones. To bring a file back, move or copy it to its place in the website with your SFTP or FTP program or your host's file manager. A page the site still has is replaced again by the next deploy: change it in content/ too.`,
    },
    de: {
      message: (p) =>
        `${p.folder}/ bewahrt auf, was jedes "site deploy" von der Website genommen oder dort ersetzt hat, so wie es war: ein Ordner je Hochladen, benannt nach seinem Beginn (UTC), jede Datei unter ihrem Pfad in der Website. Die Dateien der letzten ${p.kept} Hochladevorgänge bleiben; ältere löscht das nächste Hochladen. Um eine Datei zurückzuholen, verschieben oder kopieren Sie sie mit Ihrem SFTP- oder FTP-Programm oder dem Dateimanager Ihres Hosters an ihren Platz in der Website. Eine Seite, die die Website noch hat, ersetzt das nächste Hochladen wieder: ändern Sie sie auch in content/.`,
    },
  }),
  DeployWouldUpload: entry<{ path: string; size: string }>({
    en: { message: (p) => `would upload ${p.path} (${p.size})` },
    de: { message: (p) => `würde hochladen: ${p.path} (${p.size})` },
  }),
  DeployWouldDelete: entry<{ path: string }>({
    en: { message: (p) => `would delete ${p.path}` },
    de: { message: (p) => `würde löschen: ${p.path}` },
  }),
  DeployDryRunSummary: entry<{ upload: number; size: string; remove: number; unchanged: number; target: string }>({
    en: {
      message: (p) =>
        `Dry run: would upload ${counted(p.upload, "file", "en")} (${p.size}) and delete ${counted(p.remove, "file", "en")} on ${p.target}; ${p.unchanged} unchanged. Nothing was changed`,
    },
    de: {
      message: (p) =>
        `Probelauf: würde ${counted(p.upload, "file", "de")} (${p.size}) hochladen und ${counted(p.remove, "file", "de")} löschen auf ${p.target}; ${p.unchanged} unverändert. Nichts wurde geändert`,
    },
  }),
  DeploySummary: entry<{
    uploaded: number;
    /** Of those, files the server had lost or that were changed there. */
    again: number;
    size: string;
    removed: number;
    unchanged: number;
    target: string;
    seconds: string;
  }>({
    en: {
      message: (p) =>
        `Deployed to ${p.target}: uploaded ${counted(p.uploaded, "file", "en")} (${p.size})${p.again ? `, ${p.again} of them again because the server had lost or changed them` : ""}, deleted ${counted(p.removed, "file", "en")}, ${p.unchanged} unchanged, in ${p.seconds}`,
    },
    de: {
      message: (p) =>
        `Hochgeladen nach ${p.target}: ${counted(p.uploaded, "file", "de")} übertragen (${p.size})${p.again ? `, davon ${p.again} erneut, weil der Server sie verloren hatte oder sie dort geändert waren` : ""}, ${counted(p.removed, "file", "de")} gelöscht, ${p.unchanged} unverändert, in ${p.seconds}`,
    },
  }),
  DeployProgress: entry<{ files: number; totalFiles: number; size: string; totalSize: string }>({
    en: {
      message: (p) => `Uploading: ${p.files} of ${counted(p.totalFiles, "file", "en")}, ${p.size} of ${p.totalSize}`,
    },
    de: {
      message: (p) => `Hochladen: ${p.files} von ${counted(p.totalFiles, "file", "de")}, ${p.size} von ${p.totalSize}`,
    },
  }),
} as const;
