// A ZIP code (SPEC.md §9: exactly 5 digits), as text and as the number the indexes use.

/** ZIP codes 00000–99999: the size of every per-ZIP table. */
export const ZIP_CODE_COUNT = 100_000

const FIVE_DIGITS = /^\d{5}$/

export const isZip = (text: string): boolean => FIVE_DIGITS.test(text)

/** The 5-digit text of a ZIP code: 501 -> '00501'. */
export const zipText = (code: number): string => String(code).padStart(5, '0')

// An address's closing ZIP follows some word, so a house number typed first, or alone, is never taken for it.
const CLOSING_ZIP =
  /[A-Za-z][^0-9]*(?<![0-9A-Za-z])(\d{5})(?:\s*[-–]\s*\d{4})?(?:,?\s*(?:USA?|United States(?: of America)?))?[\s.]*$/i
const ZIP_PLUS_FOUR = /^\s*(\d{5})\s*[-–]\s*\d{4}\s*$/

/** The app's one rule for the ZIP in an address line ("…, Hudson, WI 54016", "… 54016-1234, USA") or a ZIP+4; null when there is none. */
export function zipOfAddress(text: string): string | null {
  return (CLOSING_ZIP.exec(text) ?? ZIP_PLUS_FOUR.exec(text))?.[1] ?? null
}
