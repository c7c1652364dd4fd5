/**
 * The 404 page tells the console which address was asked for, as the seed did.
 * Opened at its own address (/404.html, /en/404.html, as a host or an audit may), nothing was missing.
 */
export function startNotFound(): void {
  if (document.body.dataset.page !== "not-found" || location.pathname.endsWith("/404.html")) return;
  console.error("404 Error: User attempted to access non-existent route:", location.pathname);
}
