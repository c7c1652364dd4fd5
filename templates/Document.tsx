import type { PageModel } from "../cli/model.js";
import { BuffetDialog } from "./BuffetDialog.js";
import { ClosureNotice } from "./ClosureNotice.js";
import { CookieBanner } from "./CookieBanner.js";
import { Drawer } from "./Drawer.js";
import { Footer } from "./Footer.js";
import { Head } from "./Head.js";
import { Header } from "./Header.js";
import { LanguageSwitcher } from "./LanguageSwitcher.js";
import { LocaleProvider, useText } from "./locale.js";
import { AboutPage } from "./pages/AboutPage.js";
import { CateringPage } from "./pages/CateringPage.js";
import { ContactPage } from "./pages/ContactPage.js";
import { EventsPage } from "./pages/EventsPage.js";
import { HomePage } from "./pages/HomePage.js";
import { LegalPage } from "./pages/LegalPage.js";
import { MenuPage } from "./pages/MenuPage.js";
import { NotFoundPage } from "./pages/NotFoundPage.js";
import { ProsePage } from "./pages/ProsePage.js";
import { ShopPage } from "./pages/ShopPage.js";

/** The page body by route id: routes table → this switch → the page component. */
function PageBody({ page }: { page: PageModel }) {
  const { body } = page;
  if (body.kind === "legal") return <LegalPage text={body.text} />;
  if (body.kind === "not-found") return <NotFoundPage messages={body.messages} />;
  const { photos } = page;
  if (body.kind === "menu") return <MenuPage text={body.text} menu={body.menu} photos={photos} />;
  const { text } = body;
  switch (page.id) {
    case "home":
      return <HomePage text={text} photos={photos} />;
    case "catering":
      return <CateringPage text={text} photos={photos} />;
    case "shop":
      return <ShopPage text={text} photos={photos} />;
    case "about":
      return <AboutPage text={text} photos={photos} />;
    case "events":
      return <EventsPage text={text} photos={photos} />;
    case "contact":
      return <ContactPage text={text} photos={photos} />;
    default:
      return <ProsePage text={text} photos={photos} />;
  }
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
  const notFound = page.id === "not-found";
  return (
    <LocaleProvider value={page.locale}>
      <html lang={page.locale.lang}>
        <Head page={page} />
        <body data-page={page.id}>
          <SkipLink />
          <Header currentPath={page.path} />
          <Drawer currentPath={page.path} />
          <ClosureNotice />
          <main id="main" className={`main main--${page.id}`} tabIndex={-1}>
            <PageBody page={page} />
          </main>
          <Footer />
          {/* The banner first, so whether it shows is settled before the switcher is parsed. */}
          <div className="dock">
            <CookieBanner />
            {!notFound && <LanguageSwitcher alternates={page.alternates} />}
          </div>
          {/* Last: once it is closed, Tab goes on from the top of the page, the skip link first. */}
          <BuffetDialog />
        </body>
      </html>
    </LocaleProvider>
  );
}
