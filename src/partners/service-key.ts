// The app's one rule for naming a trade, shared by the Search tab, the paste reader, the statement and lead intake.

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu
const TRAILING_PLURAL = /^(.{3,}[^sui])s$/

/** One key for spellings of one trade: case, spacing, punctuation, `&`/`and`, a plural last word (not -ss, -us, -is). */
export function serviceKey(value: string): string {
  const words = value.toLowerCase().replace(/&/g, ' and ').replace(NOT_LETTER_OR_DIGIT, ' ').trim().split(' ')
  const last = words.length - 1
  words[last] = words[last]!.replace(TRAILING_PLURAL, '$1')
  return words.join(' ')
}
