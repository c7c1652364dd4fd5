/** Page text from Markdown, already converted (and checked) by the load stage. */
export function Prose({ html, className = "prose" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML made by our Markdown stage, which refuses raw HTML.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
