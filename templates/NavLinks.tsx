import { useLocale } from "./locale.js";

/** The five main links; the current page is marked for screen readers and styles. */
export function NavLinks({ currentPath }: { currentPath: string }) {
  const { nav } = useLocale();
  return (
    <ul className="nav-links">
      {nav.map((link) => (
        <li key={link.id}>
          <a href={link.href} aria-current={link.href === currentPath ? "page" : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
