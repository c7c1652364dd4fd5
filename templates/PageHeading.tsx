/** The page's title on its band. `lang` when the title is in another language than the page (the legal texts). */
export function PageHeading({ title, lang }: { title: string; lang?: string }) {
  return (
    <header className="page-heading" lang={lang}>
      <h1>{title}</h1>
    </header>
  );
}
