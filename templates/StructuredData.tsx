/** Structured data as a script block, serialised (with `<` escaped) by the model or the buffet's part. */
export function StructuredData({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, not markup.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
