/** Prerendered pages carry the build's year: show the visitor's. */
export function showCurrentYear(root: ParentNode): void {
  const year = String(new Date().getFullYear())
  for (const element of root.querySelectorAll('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year
  }
}
