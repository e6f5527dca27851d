// A ZIP code (SPEC.md §9: exactly 5 digits), as text and as the number the indexes use.

/** ZIP codes 00000–99999: the size of every per-ZIP table. */
export const ZIP_CODE_COUNT = 100_000

const FIVE_DIGITS = /^\d{5}$/

export const isZip = (text: string): boolean => FIVE_DIGITS.test(text)

/** The 5-digit text of a ZIP code: 501 -> '00501'. */
export const zipText = (code: number): string => String(code).padStart(5, '0')
