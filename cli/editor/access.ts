/**
 * Who may use the editor, and in which language it answers. The preview listens on 127.0.0.1 alone
 * (and on the local network's address only with --phone, phone.ts); every request for the editor
 * must name this host or that address (a page of another site that rebinds its name to one of them
 * sends its own name as Host), and must not come from another origin or site. The run's key, which
 * the requests that read or change a file carry, is key.ts's.
 */
import type { IncomingMessage } from "node:http";
import { SiteError } from "../errors.js";
import { type ToolLanguage, toolLanguage } from "../language.js";

/**
 * The names this computer's browser gives the preview in the Host header: another name is a page
 * that rebound its own to 127.0.0.1 (browsers leave out port 80).
 */
export function ownHosts(port: number, networkAddress?: string): string[] {
  const names = ["127.0.0.1", "localhost", ...(networkAddress ? [networkAddress] : [])];
  return [...names.map((name) => `${name}:${port}`), ...(port === 80 ? names : [])];
}

/** Why a request is not this computer's own browser's on the preview's page (its Host, Origin or Sec-Fetch-Site); undefined when it is. */
export function foreignRequest(request: IncomingMessage, hosts: string[]): SiteError | undefined {
  // A name other than this computer's is a page that rebound its own name to 127.0.0.1.
  const host = request.headers.host ?? "";
  if (!hosts.includes(host)) return SiteError.of("EditorForeignRequest", { header: "Host", value: host.slice(0, 100) });
  const origin = request.headers.origin;
  if (origin !== undefined && !hosts.map((own) => `http://${own}`).includes(origin)) {
    return SiteError.of("EditorForeignRequest", { header: "Origin", value: origin.slice(0, 100) });
  }
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") {
    return SiteError.of("EditorForeignRequest", { header: "Sec-Fetch-Site", value: site });
  }
  return undefined;
}

/**
 * The first of the editor's languages the browser lists ("de-DE,de;q=0.9,en;q=0.8" → "de"), in the
 * order of preference it gives: a computer set up in German without LANG (as on Windows) gets German.
 */
export function browserLanguage(header: string | undefined): ToolLanguage | undefined {
  const wanted = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const weight = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && (entry.base === "de" || entry.base === "en"))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted[0]?.base as ToolLanguage | undefined;
}

/** The language a request asks for, else the one set for the tool (SITE_LANG), else the browser's, else the system's. */
export function languageOf(value: unknown, request: IncomingMessage): ToolLanguage {
  if (value === "de" || value === "en") return value;
  if (process.env.SITE_LANG) return toolLanguage();
  return browserLanguage(request.headers["accept-language"]) ?? toolLanguage();
}
