/** A field that takes typed text: single-key shortcuts stay quiet there. */
export function isTextField(target: EventTarget | null): target is HTMLElement {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || target.matches('input:not([type=checkbox]):not([type=radio]), textarea, select')
}
