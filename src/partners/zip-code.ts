// A ZIP code (SPEC.md §9: exactly 5 digits), as text and as the number the indexes use, and the app's one rule for
// reading a ZIP out of a ZIP field, a ZIP+4 or an address line.

/** ZIP codes 00000–99999: the size of every per-ZIP table. */
export const ZIP_CODE_COUNT = 100_000

const FIVE_DIGITS = /^\d{5}$/

export const isZip = (text: string): boolean => FIVE_DIGITS.test(text)

/** The 5-digit text of a ZIP code: 501 -> '00501'. */
export const zipText = (code: number): string => String(code).padStart(5, '0')

// The +4 after a ZIP: a hyphen or an en dash, spaced or not ("-1234", " – 1234").
const PLUS_FOUR = String.raw`\s*[-–]\s*\d{4}`

/** A ZIP with or without its +4, as a RegExp source for the patterns that find one inside text. */
export const ZIP_PATTERN = String.raw`\d{5}(?:${PLUS_FOUR})?`

// The ZIP that closes an address: 5 digits, not glued to a letter or digit before them, then perhaps its +4 and the
// country, then only spaces and dots.
const ZIP_AT_END = new RegExp(
  String.raw`(?<![0-9A-Za-z])(\d{5})(?:${PLUS_FOUR})?(?:,?\s*(?:USA?|United States(?: of America)?))?[\s.]*$`,
  'i',
)
const ZIP_PLUS_FOUR = new RegExp(String.raw`^\s*(\d{5})${PLUS_FOUR}\s*$`)
const ZIP_ALONE = new RegExp(String.raw`^\s*(\d{5})(?:${PLUS_FOUR})?\s*$`)

/** The ZIP in an address line ("…, Hudson, WI 54016", "… 54016-1234, USA") or a ZIP+4; null when there is none. */
export function zipOfAddress(text: string): string | null {
  const closing = ZIP_AT_END.exec(text)
  // The closing ZIP follows some word, so a house number typed first, or alone, is never taken for it.
  if (closing && hasLetterAfterLastDigit(text.slice(0, closing.index))) return closing[1]!
  return ZIP_PLUS_FOUR.exec(text)?.[1] ?? null
}

/** Whether a letter A–Z comes after the text's last digit, read from the end. */
function hasLetterAfterLastDigit(text: string): boolean {
  for (let at = text.length - 1; at >= 0; at--) {
    const char = text.charAt(at)
    if (char >= '0' && char <= '9') return false
    if ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z')) return true
  }
  return false
}

/** The ZIP of a value that is a ZIP and nothing else ("54016", "54016-1234", "54016 – 1234"); null otherwise. */
export function zipOfZipField(text: string): string | null {
  return ZIP_ALONE.exec(text)?.[1] ?? null
}
