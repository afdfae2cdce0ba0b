/** The feedback page's address, carrying the page the visitor came from. */
export function feedbackHref(host: string, path: string): string {
  return `/feedback.html?${new URLSearchParams({ host, path }).toString()}`;
}
