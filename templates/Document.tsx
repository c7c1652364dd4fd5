import type { ReactNode } from "react";
import { templatesOn } from "../cli/content/registry.js";
import type { PageModel } from "../cli/restaurant/page-model.js";
import { ActionBar } from "./ActionBar.js";
import { ClosureNotice } from "./ClosureNotice.js";
import { Drawer } from "./Drawer.js";
import { Footer } from "./Footer.js";
import { Head } from "./Head.js";
import { Header } from "./Header.js";
import { LocaleProvider, useText } from "./locale.js";
import { pageTemplates } from "./pages/index.js";
import { LegalPage } from "./pages/LegalPage.js";
import { NotFoundPage } from "./pages/NotFoundPage.js";
import { Slot } from "./Slot.js";
import { sectionTemplates } from "./sections/index.js";

/** The page's main part: the template its route names (routes table → templates/pages/index.ts). */
function PageBody({ page }: { page: PageModel }) {
  const { body } = page;
  if (body.kind === "legal") return <LegalPage text={body.text} />;
  if (body.kind === "not-found") return <NotFoundPage messages={body.messages} />;
  const Template = pageTemplates[body.template];
  return <Template text={body.text} photos={page.photos} />;
}

/** The templates content types show on this page (their `shows`, by name in sections/index.ts), after its own content. */
function TypeSections({ page }: { page: PageModel }) {
  const byName: Record<string, (() => ReactNode) | undefined> = sectionTemplates;
  return templatesOn(page.id).map((name) => {
    const Section = byName[name];
    if (!Section) throw new Error(`no template "${name}" in templates/sections/index.ts, which a content type shows`);
    return <Section key={name} />;
  });
}

function SkipLink() {
  const t = useText();
  return (
    <a className="skip-link" href="#main">
      {t("skipToContent")}
    </a>
  );
}

/** One whole HTML page: head, header, main, footer and the markup the browser widgets enhance. */
export function Document({ page }: { page: PageModel }) {
  // The 404 page has no language switcher: the other languages are in its message.
  const alternates = page.id === "not-found" ? undefined : page.alternates;
  return (
    <LocaleProvider value={page.locale}>
      <html lang={page.locale.lang}>
        <Head page={page} />
        <body data-page={page.id}>
          <SkipLink />
          {/* Fixed at the bottom, but first in the page: while it asks, its buttons come right after the skip
              link, and whether it shows is settled before anything of the page is painted. */}
          <Slot part="cookieBanner" />
          <Header currentPath={page.path} />
          <Drawer currentPath={page.path} alternates={alternates} />
          <ClosureNotice />
          <main id="main" className={`main main--${page.id}`} tabIndex={-1}>
            <PageBody page={page} />
            <TypeSections page={page} />
          </main>
          <Footer alternates={alternates} />
          <ActionBar alternates={alternates} />
          {/* Last: the skip link stays the page's first link; closed, the pop-up gives focus back to the
              start of the page (client/focus.ts). */}
          <Slot part="buffetDialog" props={{ menuLink: page.id !== "menu" }} />
        </body>
      </html>
    </LocaleProvider>
  );
}
