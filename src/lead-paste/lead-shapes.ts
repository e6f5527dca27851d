// What unlabelled text looks like: a street address, a "City, ST 54016" line, a person's name, a garage size.
import { stateCode, trailingState } from '../geo/us-states'
import type { GarageSize } from '../sheet/garage-size'

const STREET_WORDS =
  'st|street|ave|avenue|av|rd|road|dr|drive|ln|lane|blvd|boulevard|ct|court|way|pl|place|cir|circle|ter|terrace|pkwy|parkway|hwy|highway|trl|trail|loop|sq|square|pike|run|path|cv|cove|xing|crossing|ridge|rdg|route|rte|county road|cr|bend|pass|alley|row'
// A house number, up to five words, then a street word: "12 Main St", "1200 W County Road E", "PO Box 12".
const STREET = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:\\d{1,6}[A-Za-z]?(?:\\s+[\\p{L}\\p{N}.'’#-]+){0,5}?\\s+(?:${STREET_WORDS})\\b\\.?(?:\\s+(?:[NSEW]|NE|NW|SE|SW)\\b\\.?)?(?:\\s+\\d{1,6}(?![\\p{L}\\p{N}]))?(?:,?\\s+(?:apt|unit|ste|suite|#)\\.?\\s*[\\w-]+)?|P\\.?\\s?O\\.?\\s+Box\\s+\\d+)`,
  'iu',
)
const HOUSE_NUMBER = /(?<![\p{L}\p{N}])\d{1,6}[A-Za-z]?(?=\s+[\p{L}\d])/gu
const CLOSING_STATE_ZIP = /(?<![\p{L}\p{N}])([A-Za-z]{2})\.?,?\s+\d{5}(?:-\d{4})?(?![\d-])/gu

/** A line that starts with a street address ("12 Main St", "12 Main St Apt 4"). */
export const isStreetLine = (line: string): boolean => STREET.exec(line)?.index === 0

/** "Hudson, WI 54016", "Hudson WI 54016" or "Hudson, Wisconsin": a place, its state, perhaps its ZIP, no street. */
export function isPlaceLine(line: string): boolean {
  const zip = /,?\s*\d{5}(?:-\d{4})?\s*$/.exec(line)
  const rest = line.slice(0, zip?.index ?? line.length).replace(/[.,\s]+$/, '')
  if (/\d/.test(rest) || (!zip && !rest.includes(','))) return false
  const state = trailingState(rest.replaceAll(',', ' '))
  return state !== null && /\p{L}/u.test(state.before)
}

/** Where a street address sits in free text: from its house number to its state and ZIP, or to its street word. */
export function findAddress(text: string): { start: number; end: number } | null {
  const trimmed = text.trim()
  if (isPlaceLine(trimmed)) return { start: text.indexOf(trimmed), end: text.indexOf(trimmed) + trimmed.length }
  const street = STREET.exec(text)
  for (const end of text.matchAll(CLOSING_STATE_ZIP)) {
    if (!stateCode(end[1]!)) continue
    // The house number nearest the state that has a street word after it; else the first one.
    const starts = [...text.slice(0, end.index).matchAll(HOUSE_NUMBER)].map((match) => match.index)
    const withStreet = starts.filter((start) => STREET.exec(text.slice(start))?.index === 0)
    const start = withStreet.at(-1) ?? starts[0]
    if (start !== undefined) return { start, end: end.index + end[0].length }
  }
  return street ? { start: street.index, end: street.index + street[0].length } : null
}

// One to four words of letters, as names are written ("Mary-Jo O'Neil", "J. R. Smith").
const NAME = /^\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,3}$/u

export const isNameLike = (text: string): boolean => NAME.test(text) && garageSizeIn(text) === ''

const SIZE_OF: Readonly<Record<string, GarageSize>> = {
  '1': '1-car',
  one: '1-car',
  single: '1-car',
  '2': '2-car',
  two: '2-car',
  double: '2-car',
  '3': '3-car',
  three: '3-car',
  triple: '3-car',
}
// "1 car", "2-car", "two car garage", "3car", "double garage", "2 stall": the first one in the text.
const GARAGE =
  /(?<![\p{L}\p{N}.])(1|one|single|2|two|double|3|three|triple)(?:[\s-]*car(?![\p{L}])|[\s-]+(?:stall|bay)s?(?![\p{L}])|\s+(?:car\s+)?garage)/iu

/** The garage size the text names, or ''. */
export function garageSizeIn(text: string): GarageSize | '' {
  const word = GARAGE.exec(text)?.[1]?.toLowerCase()
  return word ? (SIZE_OF[word] ?? '') : ''
}
