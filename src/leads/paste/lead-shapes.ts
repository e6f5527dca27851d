// What unlabelled text looks like: a street address, a "City, ST 54016" line, a person's name, a garage size.
import { stateCode, trailingState } from '../../geo/us-states'
import { garageSizeIn } from '../../partners/garage-size'
import { ZIP_PATTERN } from '../../partners/zip-code'

const STREET_WORDS =
  'st|street|ave|avenue|av|rd|road|dr|drive|ln|lane|blvd|boulevard|ct|court|way|pl|place|cir|circle|ter|terrace|pkwy|parkway|hwy|highway|trl|trail|loop|sq|square|pike|run|path|cv|cove|xing|crossing|ridge|rdg|route|rte|county road|cr|bend|pass|alley|row'
// A house number, up to five words, then a street word: "12 Main St", "1200 W County Road E", "PO Box 12".
const STREET = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:\\d{1,6}[A-Za-z]?(?:\\s+[\\p{L}\\p{N}.'’#-]+){0,5}?\\s+(?:${STREET_WORDS})\\b\\.?(?:\\s+(?:[NSEW]|NE|NW|SE|SW)\\b\\.?)?(?:\\s+\\d{1,6}(?![\\p{L}\\p{N}]))?(?:,?\\s+(?:apt|unit|ste|suite|#)\\.?\\s*[\\w-]+)?|P\\.?\\s?O\\.?\\s+Box\\s+\\d+)`,
  'iu',
)
const HOUSE_NUMBER = /(?<![\p{L}\p{N}])\d{1,6}[A-Za-z]?(?=\s+[\p{L}\d])/gu
const CLOSING_STATE_ZIP = new RegExp(
  String.raw`(?<![\p{L}\p{N}])([A-Za-z]{2})\.?,?\s+${ZIP_PATTERN}(?![\p{N}–-])`,
  'gu',
)
// Tried only where no space precedes, so a run of spaces is read once; the comma or spaces before the ZIP are cut after.
const CLOSING_ZIP = new RegExp(String.raw`(?<!\s),?\s*${ZIP_PATTERN}\s*$`, 'u')
// Trailing runs, tried only where the run starts, so each is read once.
const TRAILING_PUNCTUATION = /(?<![.,\s])[.,\s]+$/
const TRAILING_COMMAS = /(?<![\s,])[\s,]+$/
// A town is one to four words of letters: "Hudson", "River Falls", "St. Croix Falls".
const TOWN_WORDS = String.raw`\p{L}[\p{L}.'’-]*(?:\s+\p{L}[\p{L}.'’-]*){0,3}`
const TOWN = new RegExp(`^${TOWN_WORDS}$`, 'u')
const TOWN_AT_END = new RegExp(String.raw`(?<![\p{L}\p{N}.'’-])${TOWN_WORDS}$`, 'u')
// Where a clause starts: the text's start, or after a comma, semicolon, bar, bullet or spaced dash.
const CLAUSE_START = /(?:^|[,;|•]|\s[-–—])\s*$/

/** A line that starts with a street address ("12 Main St", "12 Main St Apt 4"). */
export const isStreetLine = (line: string): boolean => STREET.exec(line)?.index === 0

/** "Hudson, WI 54016", "Hudson WI 54016" or "Hudson, Wisconsin": a town, its state, perhaps its ZIP, no street. */
export function isPlaceLine(line: string): boolean {
  const zip = CLOSING_ZIP.exec(line)
  const rest = line.slice(0, zip?.index ?? line.length).replace(TRAILING_PUNCTUATION, '')
  if (/\d/.test(rest) || (!zip && !rest.includes(','))) return false
  // The one comma a place line may hold is the one before its state: "wants tree removal, River Falls WI" is no place.
  const [head, state, ...more] = rest.split(',')
  if (more.length > 0 || (state !== undefined && stateCode(state) === null)) return false
  const town = trailingState(`${head} ${state ?? ''}`)?.before
  return town !== undefined && TOWN.test(town) && townStart(town) === 0
}

/**
 * Where an address sits in free text: a house number and a street, and/or the town, state and ZIP that close it.
 * Words before the town that are not part of it ("wants tree removal, River Falls WI 54022") are left out.
 */
export function findAddress(text: string): { start: number; end: number } | null {
  const trimmed = text.trim()
  if (isPlaceLine(trimmed)) return { start: text.indexOf(trimmed), end: text.indexOf(trimmed) + trimmed.length }
  const street = STREET.exec(text)
  for (const end of text.matchAll(CLOSING_STATE_ZIP)) {
    if (!stateCode(end[1]!)) continue
    const before = text.slice(0, end.index)
    const starts = [...before.matchAll(HOUSE_NUMBER)].map((match) => match.index)
    // The house number nearest the state with a street word after it; else one opening a clause: "1200 Broadway, Denver".
    const withStreet = starts.filter((start) => STREET.exec(text.slice(start))?.index === 0)
    const start =
      withStreet.at(-1) ?? starts.find((start) => CLAUSE_START.test(text.slice(0, start))) ?? townStart(before)
    if (start !== undefined) return { start, end: end.index + end[0].length }
  }
  return street ? { start: street.index, end: street.index + street[0].length } : null
}

/** Where the town before a state starts: up to four words after the last comma; "call River Falls" is "River Falls". */
function townStart(before: string): number | undefined {
  const town = TOWN_AT_END.exec(before.replace(TRAILING_COMMAS, ''))
  if (!town) return undefined
  const words = [...town[0].matchAll(/\S+/g)]
  const isCapital = (word: RegExpExecArray) => /^\p{Lu}/u.test(word[0])
  const first = isCapital(words.at(-1)!) ? words.findIndex(isCapital) : 0
  return town.index + words[first]!.index
}

// One to four words of letters, as names are written ("Mary-Jo O'Neil", "J. R. Smith").
const NAME = /^\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,3}$/u

export const isNameLike = (text: string): boolean => NAME.test(text) && garageSizeIn(text) === ''
