/** Structured data as the text of a script block: `<` escaped, so no text can end the script early. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
