// The ZIP that ends a US address line ("…, Hudson, WI 54016", "… 54016-1234, USA"), after some word:
// a house number typed first, or alone, is never taken for it.
const CLOSING_ZIP = /[A-Za-z][^0-9]*(?<![0-9A-Za-z])(\d{5})(?:-\d{4})?(?:,?\s*USA?)?\s*$/

/** The ZIP an address the setter typed or pasted ends with, or null while it does not end with one. */
export function zipOfAddress(address: string): string | null {
  return CLOSING_ZIP.exec(address)?.[1] ?? null
}
