import type { ReactNode } from "react";
import { useText } from "./locale.js";

/** Every link off the site opens in a new tab, says so to screen readers, and leaks nothing back. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useText();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("opensInNewTab")}</span>
    </a>
  );
}
