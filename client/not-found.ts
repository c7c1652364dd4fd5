/** The 404 page tells the console which address was asked for, as the seed did. */
export function startNotFound(): void {
  if (document.body.dataset.page !== "not-found") return;
  console.error("404 Error: User attempted to access non-existent route:", location.pathname);
}
