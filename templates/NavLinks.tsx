import { useLocale } from "./locale.js";

/**
 * The five main links; the current page is marked for screen readers and styles. `withContact`
 * adds the contact page after them: the drawer has the room for the way to call and reserve.
 */
export function NavLinks({ currentPath, withContact = false }: { currentPath: string; withContact?: boolean }) {
  const { nav, paths, dict } = useLocale();
  const links = withContact ? [...nav, { id: "contact", href: paths.contact, label: dict.contactAndReservation }] : nav;
  return (
    <ul className="nav-links">
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href} aria-current={link.href === currentPath ? "page" : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
