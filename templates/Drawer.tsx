import { useText } from "./locale.js";
import { NavLinks } from "./NavLinks.js";

/** The bottom drawer with the nav links and the way to call and reserve on phones; hidden until client/drawer.ts opens it. */
export function Drawer({ currentPath }: { currentPath: string }) {
  const t = useText();
  return (
    <div
      id="drawer"
      className="drawer"
      role="dialog"
      aria-modal="true"
      aria-labelledby="drawer-title"
      data-state="closed"
      hidden
    >
      <div className="drawer__backdrop" data-drawer-close />
      <div className="drawer__panel">
        <div className="drawer__handle" aria-hidden="true" />
        <h2 id="drawer-title" className="visually-hidden">
          {t("menuButton")}
        </h2>
        <nav aria-labelledby="drawer-title">
          <NavLinks currentPath={currentPath} withContact />
        </nav>
        <button type="button" className="drawer__close" data-drawer-close>
          {t("close")}
        </button>
      </div>
    </div>
  );
}
