// A pasted block of text (a lead-form email, a sheet row, a CRM card, one line of free text) read into a lead.
// The UI loads this module with import() on the first block pasted, so the phone library costs the tool's start nothing.
import type { GarageSize } from '../../partners/garage-size'
import { serviceKey, type ServiceChoice } from '../../partners/service-choice'
import { ZIP_PATTERN, zipOfAddress, zipOfZipField } from '../../partners/zip-code'
import { isLeadPhone } from '../../bookings/lead-fields'
import type { LeadContact } from '../lead'
import { readUsPhone } from './us-phone'
import { stateCode, trailingState } from '../../geo/us-states'
import { findAddress, isNameLike, isPlaceLine, isStreetLine } from './lead-shapes'
import { garageSizeIn } from '../../partners/garage-size'
import {
  EMAIL_ALONE,
  emailsIn,
  fieldOfLabel,
  labelAlone,
  labelledLine,
  PHONE,
  plainText,
  type LabelledField,
} from './lead-labels'

export { isLeadBlock, type PasteField } from './is-lead-block'

/** What the reader needs of a sheet's service choice. */
export type ServiceChoiceLike = Pick<ServiceChoice, 'key' | 'label'>

/** Every field '' when the block does not give it: the lead's own details (src/leads/lead.ts), and what finds partners. */
export interface PastedLead extends LeadContact {
  zip: string
  /** The matched service choice's key. */
  serviceKey: string
  garageSize: GarageSize | ''
}

const NOTES_MAX = 500

/** The lead a pasted block describes; anything it cannot place goes to notes. */
export function readLeadBlock(text: string, serviceChoices: readonly ServiceChoiceLike[]): PastedLead {
  const lines = plainText(text)
    .split('\n')
    .map((line) => line.replace(/^ +| +$/g, ''))
    .filter((line) => line.trim() !== '')
  const lead = new LeadParts(serviceChoices)
  const tabbed = lines.filter((line) => line.includes('\t'))
  const header = tabbed.length >= 2 && tabbed[0] === lines[0] ? headerFields(lines[0]!) : null
  if (header) {
    const cells = lines[1]!.split('\t')
    header.forEach((label, i) => lead.place(fieldOfLabel(label), label, cells[i] ?? ''))
    readFreeLines(
      lines.slice(2).map((line, i) => ({ at: i + 2, line })),
      lead,
    )
  } else if (lines.length === 1 && lines[0]!.includes('\t') && !labelledLine(lines[0]!)) {
    readCells(lines[0]!.split('\t'), lead)
  } else {
    readLines(lines, lead)
  }
  lead.garageSize ||= garageSizeIn(lines.join('\n'))
  return lead.result()
}

/** A first row naming two known fields or more is a sheet's header row. */
function headerFields(line: string): string[] | null {
  const labels = line.split('\t').map((cell) => cell.trim())
  return labels.filter((label) => fieldOfLabel(label)).length >= 2 ? labels : null
}

/** Labelled lines, label-then-value pairs, and free text, in any mix. */
function readLines(lines: readonly string[], lead: LeadParts): void {
  // A CRM table copied as `Label<tab>value` rows: its unknown labels are labels too.
  const anyTabLabel = lines.filter((line) => labelledLine(line)?.field && line.includes('\t')).length >= 2
  // Lead-form exports put each answer under its question: a line ending in "?" or ":" is then a label.
  const labelOnTop = lines.some((line, i) => labelAlone(line) && i + 1 < lines.length)
  const isLabelOnly = (line: string) =>
    labelAlone(line) !== null || (labelOnTop && /[?:：]$/.test(line) && !line.includes('\t'))
  const free: FreeLine[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim()
    const labelled = labelledLine(lines[i]!, anyTabLabel)
    lead.at = i
    if (labelled && labelled.value !== '') {
      lead.place(labelled.field, labelled.label, labelled.value)
    } else if (labelledLine(lines[i - 1] ?? '')?.field === 'street' && isPlaceLine(line)) {
      // "Address: 12 Main St" with its "Hudson, WI 54016" on the next line.
      lead.place('location', '', line)
    } else if (labelled || isLabelOnly(line)) {
      const next = lines[i + 1]?.trim()
      if (next === undefined || isLabelOnly(next) || labelledLine(lines[i + 1]!)?.value) continue
      const label = line.replace(/\s*[:：]$/, '')
      lead.place(labelled?.field ?? labelAlone(line), label, next)
      i++
    } else {
      free.push({ at: i, line })
    }
  }
  readFreeLines(free, lead)
}

// A number dialled from abroad ("+44 20 7946 0958"): read as a phone, so that notes tell it as one.
const WORLD_PHONE = /(?<![\p{L}\p{N}+])\+[2-9]\d{0,2}(?:[\s.-]?\(?\d{1,5}\)?){2,6}(?![\p{L}\p{N}])/gu

type FreeLine = { at: number; line: string }
type Piece = { kind: 'phone' | 'email' | 'address' | 'zip' | 'text'; text: string }

/** Unlabelled lines: phones, emails and addresses by their shape; the name is the words just before the first of them. */
function readFreeLines(lines: readonly FreeLine[], lead: LeadParts): void {
  const pieces = joinAddressLines(lines).flatMap(({ at, line }) =>
    piecesOf(line, lead).map((piece) => ({ ...piece, at })),
  )
  const firstContact = pieces.findIndex((piece) => piece.kind !== 'text' && piece.kind !== 'zip')
  const nameLike = (piece: Piece) =>
    piece.kind === 'text' && isNameLike(piece.text) && lead.serviceIn(piece.text) === ''
  const before = firstContact < 0 ? -1 : pieces.slice(0, firstContact).findLastIndex(nameLike)
  const nameAt = before >= 0 ? before : firstContact >= 0 ? pieces.findIndex(nameLike) : -1
  pieces.forEach((piece, i) => {
    lead.at = piece.at
    if (i === nameAt && lead.name === '') lead.name = piece.text
    else if (piece.kind === 'text') lead.place(lead.isServiceName(piece.text) ? 'service' : null, '', piece.text)
    else lead.place(piece.kind === 'address' ? 'street' : piece.kind, '', piece.text)
  })
}

/** A card's street line and its "Hudson, WI 54016" line become one address line. */
function joinAddressLines(lines: readonly FreeLine[]): FreeLine[] {
  const joined: FreeLine[] = []
  for (const free of lines) {
    const last = joined.at(-1)
    if (last && isStreetLine(last.line) && isPlaceLine(free.line)) last.line = `${last.line}, ${free.line}`
    else joined.push({ ...free })
  }
  return joined
}

/** One free line cut into phones, emails, an address, and the text between them. */
function piecesOf(line: string, lead: LeadParts): Piece[] {
  const found: Array<{ kind: Piece['kind']; start: number; end: number }> = []
  for (const match of emailsIn(line))
    found.push({ kind: 'email', start: match.index, end: match.index + match[0].length })
  for (const match of [...line.matchAll(PHONE), ...line.matchAll(WORLD_PHONE)]) {
    const start = match.index
    const end = start + match[0].length
    if (!found.some((other) => start < other.end && other.start < end)) found.push({ kind: 'phone', start, end })
  }
  found.sort((a, b) => a.start - b.start)
  const pieces: Piece[] = []
  let from = 0
  for (const { kind, start, end } of [...found, { kind: 'text' as const, start: line.length, end: line.length }]) {
    pieces.push(...gapPieces(line.slice(from, start), lead))
    if (start < end) pieces.push({ kind, text: line.slice(start, end) })
    from = end
  }
  return pieces
}

// A ZIP on its own among words; not "#12345", a date or a longer number.
const LONE_ZIP = new RegExp(String.raw`(?<![\p{L}\p{N}#/–-])${ZIP_PATTERN}(?![\p{N}/–-])`, 'u')
const SEPARATORS = /\s+[-–—|]\s+|\s*[,;|•]\s*|\s*\t\s*/
const EDGE_PUNCTUATION = /^[\s,;:|•–—-]+|[\s,;:|•–—-]+$/g

/** Text between contact details: an address, a lone ZIP, and the rest cut at commas and dashes. */
function gapPieces(gap: string, lead: LeadParts): Piece[] {
  const address = findAddress(gap)
  if (address) {
    const { start, end } = address
    // "Tree Removal River Falls WI": a service the sheet knows is not part of the town after it.
    const serviceEnd = lead.serviceEndIn(gap.slice(start, end))
    if (serviceEnd > 0)
      return [...gapPieces(gap.slice(0, start + serviceEnd), lead), ...gapPieces(gap.slice(start + serviceEnd), lead)]
    const text = gap.slice(start, end).replace(EDGE_PUNCTUATION, '')
    return [...gapPieces(gap.slice(0, start), lead), { kind: 'address', text }, ...gapPieces(gap.slice(end), lead)]
  }
  const zip = LONE_ZIP.exec(gap)
  if (zip) {
    const end = zip.index + zip[0].length
    return [
      ...gapPieces(gap.slice(0, zip.index), lead),
      { kind: 'zip', text: zip[0] },
      ...gapPieces(gap.slice(end), lead),
    ]
  }
  return gap
    .split(SEPARATORS)
    .map((part) => part.replace(EDGE_PUNCTUATION, ''))
    .filter((part) => part !== '')
    .map((part): Piece => ({ kind: 'text', text: part }))
}

/** A sheet row without its header: each cell read by its shape. */
function readCells(rawCells: readonly string[], lead: LeadParts): void {
  const cells = rawCells.map((cell) => cell.trim())
  const kinds = cells.map((cell): LabelledField | 'text' | '' => {
    if (cell === '') return ''
    if (EMAIL_ALONE.test(cell)) return 'email'
    if (new RegExp(`^(?:${PHONE.source}|${WORLD_PHONE.source})$`, 'iu').test(cell)) return 'phone'
    if (zipOfZipField(cell)) return 'zip'
    if (stateCode(cell)) return 'state'
    if (isStreetLine(cell) || zipOfAddress(cell)) return 'street'
    if (lead.isServiceName(cell)) return 'service'
    if (garageSizeIn(cell) && cell.split(' ').length <= 4) return 'garage'
    return 'text'
  })
  // The city sits just before the state, or just after the street.
  const stateAt = kinds.indexOf('state')
  const streetAt = kinds.indexOf('street')
  const cityAt =
    kinds[stateAt - 1] === 'text' ? stateAt - 1 : streetAt >= 0 && kinds[streetAt + 1] === 'text' ? streetAt + 1 : -1
  if (cityAt >= 0) kinds[cityAt] = 'city'
  const nameAt = kinds.findIndex((kind, i) => kind === 'text' && isNameLike(cells[i]!))
  if (nameAt >= 0) {
    // "Jane" and "Doe" in two cells.
    const twoCells =
      !cells[nameAt]!.includes(' ') && kinds[nameAt + 1] === 'text' && /^\p{L}+$/u.test(cells[nameAt + 1]!)
    kinds[nameAt] = 'firstName'
    if (twoCells) kinds[nameAt + 1] = 'lastName'
  }
  cells.forEach((cell, i) => {
    const kind = kinds[i]!
    if (kind !== '') lead.place(kind === 'text' ? null : kind, '', cell)
  })
}

/** The lead's fields as they are found; a second value for a filled field goes to notes. */
class LeadParts {
  name = ''
  firstName = ''
  lastName = ''
  phone = ''
  email = ''
  street = ''
  city = ''
  state = ''
  zipText = ''
  serviceKey = ''
  garageSize: GarageSize | '' = ''
  /** Kept lines with the block line they came from, so notes follow the block's order. */
  notes: Array<{ at: number; note: string }> = []
  /** The block line being placed. */
  at = 0
  private readonly keys: ReadonlySet<string>
  private readonly longestKey: number

  constructor(choices: readonly ServiceChoiceLike[]) {
    this.keys = new Set(choices.map((choice) => choice.key).filter((key) => key !== ''))
    this.longestKey = Math.max(0, ...[...this.keys].map((key) => key.split(' ').length))
  }

  isServiceName(text: string): boolean {
    return this.keys.has(serviceKey(text))
  }

  /** The value under its field; `label` is '' for unlabelled text. */
  place(field: LabelledField | null, label: string, rawValue: string): void {
    const value = rawValue.trim()
    if (value === '') return
    // A phone found by its shape alone is still told as one in notes.
    const shown = label === '' && field === 'phone' ? 'Phone' : label
    const note =
      shown === '' || field === 'notes' ? value : shown.endsWith('?') ? `${shown} ${value}` : `${shown}: ${value}`
    const keep = () => this.notes.push({ at: this.at, note })
    switch (field) {
      case 'name':
      case 'firstName':
      case 'lastName':
      case 'street':
      case 'city':
      case 'state':
        if (this[field] === '') this[field] = value
        else keep()
        return
      case 'location':
        if (this.city === '' && !/^\d/.test(value)) this.city = value
        else if (this.street === '') this.street = value
        else keep()
        return
      case 'zip':
        if (zipOfZipField(value) && this.zipText === '') this.zipText = value
        else keep()
        return
      case 'phone': {
        const match = value.match(PHONE)?.[0]
        const phone = usPhone(match ?? value)
        // Phone holds only what Mark booked accepts; "+44 20 7946 0958" or "N/A" is kept in notes.
        if (this.phone === '' && isLeadPhone(phone)) {
          this.phone = phone
          if (match && hasMoreThan(value, match)) keep()
        } else keep()
        return
      }
      case 'email': {
        const match = emailsIn(value)[0]?.[0]
        if (match && this.email === '') {
          this.email = match
          if (hasMoreThan(value, match)) keep()
        } else keep()
        return
      }
      case 'service':
        if (this.serviceKey === '' && this.isServiceName(value)) this.serviceKey = serviceKey(value)
        else keep()
        return
      case 'garage': {
        const size = garageSizeIn(value) || garageSizeIn(`${value} car`)
        if (size && this.garageSize === '') this.garageSize = size
        else keep()
        return
      }
      default:
        // Notes, an unknown label, and leftover text all go to notes.
        keep()
    }
  }

  /** The choice named first in the text (the longest name where two start at one word), or ''. */
  serviceIn(text: string): string {
    return this.servicesIn(text)[0]?.key ?? ''
  }

  /** Where the last service name in the text ends, or 0 when it names none. */
  serviceEndIn(text: string): number {
    return this.servicesIn(text).at(-1)?.end ?? 0
  }

  /** The service names in the text, in order; each within one clause: "garage, door is bent" names no Garage Doors. */
  private servicesIn(text: string): Array<{ key: string; end: number }> {
    const found: Array<{ key: string; end: number }> = []
    for (const clause of text.matchAll(/[^,;.!?:()]+/g)) {
      const words = [...clause[0].matchAll(/\S+/g)]
      for (let i = 0; i < words.length; i++)
        for (let take = Math.min(this.longestKey + 2, words.length - i); take >= 1; take--) {
          const key = serviceKey(
            words
              .slice(i, i + take)
              .map((word) => word[0])
              .join(' '),
          )
          if (!this.keys.has(key)) continue
          const last = words[i + take - 1]!
          found.push({ key, end: clause.index + last.index + last[0].length })
          i += take - 1
          break
        }
    }
    return found
  }

  result(): PastedLead {
    const notes = this.notes
      .sort((a, b) => a.at - b.at)
      .map(({ note }) => note)
      .join('; ')
    const address = this.address()
    return {
      name: this.name || [this.firstName, this.lastName].filter(Boolean).join(' '),
      phone: this.phone,
      email: this.email,
      address,
      notes: notes.length > NOTES_MAX ? `${notes.slice(0, NOTES_MAX - 1)}…` : notes,
      zip: zipOfZipField(this.zipText) ?? zipOfAddress(address) ?? '',
      serviceKey: this.serviceKey || this.serviceIn(notes),
      garageSize: this.garageSize,
    }
  }

  /** `12 Main St, Hudson, WI 54016` from the parts given; a city, state or ZIP the street line already holds is not repeated. */
  private address(): string {
    const street = this.street
    const holds = (part: string) =>
      part !== '' && new RegExp(`(?:^|[\\s,])${escaped(part)}(?:$|[\\s,.])`, 'i').test(street)
    const city = this.city !== '' && !holds(this.city) ? this.city : ''
    const state = this.state !== '' && !holds(this.state) ? this.state : ''
    const zip = this.zipText !== '' && zipOfAddress(`${street} ${city}`) === null ? this.zipText : ''
    if (street === '' && city === '') return ''
    const head = [street, city].filter(Boolean).join(', ')
    const tail = [state, zip].filter(Boolean).join(' ')
    if (tail === '') return head
    // "…, Hudson, WI" already ends in its state: the ZIP follows it with a space.
    return state === '' && trailingState(head.replaceAll(',', ' ')) ? `${head} ${tail}` : `${head}, ${tail}`
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// "p:+17155550100" (a lead-ad export's prefix) holds nothing more; "715-555-0100 (cell)" and "2 715 555 0100" do.
const hasMoreThan = (value: string, part: string) => /[\p{L}\p{N}]{2}|\p{N}/u.test(value.replace(part, ''))

/** `(715) 555-0100 ext. 12` for a US (or other +1) number; a number the library cannot read, as written. */
const usPhone = (text: string): string => readUsPhone(text)?.formatted ?? text.trim()
