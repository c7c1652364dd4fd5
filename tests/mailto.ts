/**
 * A mailto: link as a mail program reads it (RFC 6068): the address, then
 * each field percent-decoded, "+" kept as a plus. Throws on what no mail
 * program should be handed: a space, a line break or a bare "%" in the link.
 */
export function readMailto(href: string): { address: string; subject?: string; body?: string } {
  if (!href.startsWith("mailto:")) throw new Error(`not a mailto: link: ${href}`);
  if (/[\s]|%(?![0-9A-F]{2})/i.test(href)) throw new Error(`not encoded: ${JSON.stringify(href)}`);
  const [address, query = ""] = href.slice("mailto:".length).split("?");
  const fields: Record<string, string> = {};
  for (const pair of query ? query.split("&") : []) {
    const [name, value = ""] = pair.split("=");
    fields[name] = decodeURIComponent(value);
  }
  return { address: decodeURIComponent(address), ...fields };
}
