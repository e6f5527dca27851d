// The labels lead forms, CRMs and lead sheets put before a value, and the cheap patterns a paste is checked with.
// No phone library here: isLeadBlock runs on every paste and must stay light.

/** Where a labelled value goes; street, city, state and zip are joined into the address. */
export type LabelledField =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'street'
  | 'city'
  | 'state'
  | 'zip'
  | 'location'
  | 'service'
  | 'notes'
  | 'garage'

const LABEL_WORDS: Readonly<Record<LabelledField, readonly string[]>> = {
  name: ['name', 'full name', 'customer', 'homeowner', 'contact', 'client', 'lead name', 'your name'],
  firstName: ['first name', 'first', 'given name'],
  lastName: ['last name', 'last', 'surname', 'family name'],
  phone: ['phone', 'phone number', 'mobile', 'mobile number', 'cell', 'cell number', 'tel', 'telephone'],
  email: ['email', 'e mail', 'email address', 'e mail address'],
  street: ['address', 'street address', 'street', 'address line', 'address line 1', 'address 1'],
  city: ['city', 'town', 'city town'],
  state: ['state', 'province', 'state province'],
  zip: ['zip', 'zip code', 'zipcode', 'postal code', 'zip postal code', 'postcode'],
  location: ['location', 'city state', 'city and state'],
  service: [
    'service',
    'service type',
    'service needed',
    'service requested',
    'type of service',
    'project',
    'project type',
    'job type',
    'category',
    'work type',
    'type of work',
  ],
  notes: ['notes', 'note', 'comments', 'comment', 'message', 'details', 'description', 'additional information'],
  garage: ['garage', 'garage size', 'garage type', 'size of garage'],
}
const FIELD_OF_LABEL: ReadonlyMap<string, LabelledField> = new Map(
  Object.entries(LABEL_WORDS).flatMap(([field, words]) => words.map((word) => [word, field as LabelledField] as const)),
)

// "Customer phone", "Your email", "Property address", "Project details": a leading word that names whose or which.
const LEADING_WORDS = /^(?:your|customer|contact|homeowner|client|lead|primary|best|home|property|service|project|job) /
const TRAILING_WORDS = / (?:optional|required)$/

/** The field a label names ("Phone number:", "ZIP Code", "full_name", "Customer Email"), or null. */
export function fieldOfLabel(label: string, withLeadingWord = true): LabelledField | null {
  const words = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(TRAILING_WORDS, '')
  const field = FIELD_OF_LABEL.get(words)
  return field ?? (withLeadingWord ? (FIELD_OF_LABEL.get(words.replace(LEADING_WORDS, '')) ?? null) : null)
}

interface LabelledLine {
  label: string
  /** null for a label this reader does not place (kept in notes as `Label: value`). */
  field: LabelledField | null
  value: string
}

// An unknown label has no digits and at most six words, so "Call at 5:30" or a URL is not read as one.
const UNKNOWN_LABEL = /^\p{L}[\p{L} '’&/()#?.-]*$/u
const COLON = /^([^:\t]{1,60}?)\s*[:：]\s*(?!\/\/)(.*)$/
// The label before the first tabs; the value after them, one cell (trailing spaces and tabs aside), is checked apart.
const TAB = /^([^\t]+)\t+/
const DASH = /^([^\t]{1,40}?)\s+[-–—]\s+(.*)$/

const isUnknownLabel = (label: string) => UNKNOWN_LABEL.test(label) && label.split(' ').length <= 6

/** `Label: value`, `Label - value` or `Label<tab>value`; an unknown label only with a colon, or a tab when `anyTabLabel`. */
export function labelledLine(line: string, anyTabLabel = false): LabelledLine | null {
  const tab = TAB.exec(line)
  const tabValue = tab ? line.slice(tab[0].length).trimEnd() : ''
  if (tab && !tabValue.includes('\t')) {
    const field = fieldOfLabel(tab[1]!)
    if (field || (anyTabLabel && isUnknownLabel(tab[1]!.trim())))
      return { label: tab[1]!.trim(), field, value: tabValue.trim() }
    return null
  }
  const colon = COLON.exec(line)
  if (colon) {
    const label = colon[1]!.trim()
    const field = fieldOfLabel(label)
    if (field || isUnknownLabel(label)) return { label, field, value: colon[2]!.trim() }
  }
  const dash = DASH.exec(line)
  const field = dash ? fieldOfLabel(dash[1]!) : null
  return dash && field ? { label: dash[1]!.trim(), field, value: dash[2]!.trim() } : null
}

/** A known label on a line of its own ("Full name", "Phone number:"), whose value is the next line. */
export function labelAlone(line: string): LabelledField | null {
  if (line.length > 40 || line.includes('\t')) return null
  // Without its colon, "Contact details" is a card's heading, not the label "Details".
  const colon = /[:：]\s*$/.test(line)
  return fieldOfLabel(line.replace(/[:：]\s*$/, ''), colon)
}

/** A US phone number as people write it: +1, dots, spaces, dashes, parentheses, an extension. */
export const PHONE =
  /(?<![\d+])(?:\+?1[\s.-]*)?(?:\(\s*\d{3}\s*\)|\d{3})[\s.-]*\d{3}[\s.-]*\d{4}(?:\s*(?:,\s*)?(?:ext\.?|extension|x|#)\s*\d{1,6})?(?!\d)/gi

const EMAIL_SOURCE = String.raw`[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`
/** A value that is one email address and nothing else. */
export const EMAIL_ALONE = new RegExp(`^${EMAIL_SOURCE}$`)
const EMAIL_HERE = new RegExp(EMAIL_SOURCE, 'y')
// From inside a run of address characters the run's `@` and domain are those of its start: only run starts are tried.
const EMAIL_AT_RUN_START = new RegExp(`(?<![A-Za-z0-9._%+'-])${EMAIL_SOURCE}`, 'g')

/** The email addresses in the text, left to right, as a scan finds them: one may start where the last one ended. */
export function emailsIn(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = []
  let from = 0
  for (;;) {
    EMAIL_HERE.lastIndex = from
    EMAIL_AT_RUN_START.lastIndex = from
    const match = EMAIL_HERE.exec(text) ?? EMAIL_AT_RUN_START.exec(text)
    if (!match) return found
    found.push(match)
    from = match.index + match[0].length
  }
}

/** The text with each email address in it made one space. */
export function withoutEmails(text: string): string {
  let rest = ''
  let from = 0
  for (const email of emailsIn(text)) {
    rest += `${text.slice(from, email.index)} `
    from = email.index + email[0].length
  }
  return rest + text.slice(from)
}

/** The paste with Windows line ends, non-breaking and zero-width spaces made plain. */
export const plainText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b\ufeff]/g, '')
