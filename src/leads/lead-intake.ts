// Lead intake's one rule, for a Google Ads lead form's webhook and for a JSON lead from Zapier, Make or n8n: every
// text cut at the ledger's limit as it arrives, the fields mapped, read by the tool's own phone, ZIP, service and
// garage-size rules, and the times, the dedupe window and the texts an arrival makes. The script bundles it.
import { leadPhoneDigits, MAX_FIELD_LENGTH } from '../bookings/lead-fields'
import { CUT_FIELDS, FIELD_OF_GOOGLE_COLUMN, INTAKE_FIELDS, LIMIT_OF, type CutField, type IntakeFields } from './lead'
import {
  MIN_SOURCE_KEY_LENGTH,
  RESERVED_SOURCE_NAMES,
  SOURCE_PROBLEMS,
  type SourceProblem,
} from './lead-intake-contract'
import { garageSizeIn } from '../partners/garage-size'
import { serviceKey } from '../partners/service-key'
import { zipOfAddress, zipOfZipField } from '../partners/zip-code'
import { instantOfDateTimeText } from './date-time-text'

/** "50 KB" in bytes, no more than a cell holds in characters, so that a body kept in Lead Inbox fits one. */
export const MAX_LEAD_BODY_BYTES = 50_000
const DAY_MS = 24 * 60 * 60 * 1000
/** A sender's time older than this is not believed: the lead is timed at its arrival. */
const MAX_SUBMITTED_AGE_MS = 7 * DAY_MS
/** @internal An open lead received this recently takes a same-phone or same-email arrival as its own. */
export const DEDUPE_WINDOW_MS = 30 * DAY_MS

/** A lead as a source sent it, its texts cut at the ledger's limit, before the one rule: its Notes still as lines. */
export interface SentLead extends Omit<IntakeFields, 'notes'> {
  /** `{question}: {answer}` lines the mapping did not place. */
  notes: string[]
  externalId: string
  submittedAt: string
  isTest: boolean
  /** Fields whose sent text was cut on arrival, before any rule read it. */
  cut: CutField[]
}

export interface IntakeLead {
  fields: IntakeFields
  /** The phone's digits by the lead rule, or '' (a lead without them is closed `No phone`). */
  phoneDigits: string
  /** Fields cut at the ledger's limit, on arrival or once the rules joined Notes, in the answer's `cut`. */
  cut: CutField[]
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

/** A sent value as text (trimmed), cut at the ledger's limit so that no rule reads more than that. */
function arrived(value: unknown, limit = MAX_FIELD_LENGTH): { text: string; cut: boolean } {
  const whole = text(value)
  return { text: cutAt(whole, limit), cut: whole.length > limit }
}

/** The body's own key named in any case: Google's test sample spells `google_key` as `Google_key`. */
export function googleKeyOf(body: Record<string, unknown>): { found: boolean; key: string } {
  const name = Object.keys(body).find((each) => each.toLowerCase() === 'google_key')
  return name === undefined ? { found: false, key: '' } : { found: true, key: text(body[name]) }
}

const ADDRESS_COLUMNS = ['STREET_ADDRESS', 'CITY', 'REGION']

/** Google Ads' `user_column_data` mapped; an answer that names a partner category sets Service. */
export function readGoogleLead(body: Record<string, unknown>, categories: readonly string[]): SentLead {
  const lead = emptyLead()
  const cut = new Set<CutField>()
  const answers = Array.isArray(body.user_column_data) ? (body.user_column_data as unknown[]) : []
  const address: Record<string, { text: string; cut: boolean }> = {}
  let first = { text: '', cut: false }
  let last = { text: '', cut: false }
  for (const entry of answers) {
    if (!entry || typeof entry !== 'object') continue
    const { column_id: id, column_name: asked, string_value: answer } = entry as Record<string, unknown>
    const column = arrived(id)
    const question = arrived(asked)
    const given = arrived(answer)
    const columnId = column.text.toUpperCase()
    const value = given.text
    if (value === '') continue
    const field = FIELD_OF_GOOGLE_COLUMN[columnId]
    const place = (into: CutField) => {
      if (given.cut) cut.add(into)
    }
    if (field && lead[field] === '') {
      lead[field] = value
      place(field)
    } else if (columnId === 'FIRST_NAME') first = given
    else if (columnId === 'LAST_NAME') last = given
    else if (ADDRESS_COLUMNS.includes(columnId)) address[columnId] = given
    else if (lead.service === '' && categoryOf(value, categories) !== '') {
      lead.service = value
      place('service')
    } else if (lead.garageSize === '' && /garage/i.test(question.text) && garageSizeOf(value) !== '') {
      lead.garageSize = value
      place('garageSize')
    } else {
      lead.notes.push(`${question.text || columnId}: ${value}`)
      place('notes')
      if (question.text !== '' ? question.cut : column.cut) cut.add('notes')
    }
  }
  if (lead.name === '') {
    lead.name = [first.text, last.text].filter((part) => part !== '').join(' ')
    if (first.cut || last.cut) cut.add('name')
  }
  const parts = ADDRESS_COLUMNS.flatMap((column) => (address[column] ? [address[column]] : []))
  lead.address = parts.map((part) => part.text).join(', ')
  if (parts.some((part) => part.cut)) cut.add('address')
  const leadId = arrived(body.lead_id)
  lead.externalId = leadId.text
  if (leadId.cut) cut.add('externalId')
  lead.submittedAt = arrived(body.lead_submit_time).text
  lead.isTest = body.is_test === true
  lead.cut = CUT_FIELDS.filter((field) => cut.has(field))
  return lead
}

/** A JSON lead's fields, each taken only when it is text (a number for the ZIP or phone too). */
export function readJsonLead(given: Record<string, unknown>): SentLead {
  const lead = emptyLead()
  const cut = new Set<CutField>()
  for (const field of INTAKE_FIELDS) {
    if (field === 'notes') continue
    const value = arrived(given[field], LIMIT_OF[field])
    lead[field] = value.text
    if (value.cut) cut.add(field)
  }
  const notes = arrived(given.notes, LIMIT_OF.notes)
  if (notes.text !== '') lead.notes.push(notes.text)
  if (notes.cut) cut.add('notes')
  const externalId = arrived(given.externalId, LIMIT_OF.externalId)
  lead.externalId = externalId.text
  if (externalId.cut) cut.add('externalId')
  lead.submittedAt = arrived(given.submittedAt).text
  lead.cut = CUT_FIELDS.filter((field) => cut.has(field))
  return lead
}

/** Intake's fields, each the text `of` gives it. */
const intakeFields = (of: (field: keyof IntakeFields) => string) =>
  Object.fromEntries(INTAKE_FIELDS.map((field) => [field, of(field)])) as IntakeFields

function emptyLead(): SentLead {
  return {
    ...intakeFields(() => ''),
    notes: [],
    externalId: '',
    submittedAt: '',
    isTest: false,
    cut: [],
  }
}

/** @internal The partner sheet's category this text names by the tool's rule (`serviceKey`), as the sheet spells it; or ''. */
export function categoryOf(given: string, categories: readonly string[]): string {
  const key = serviceKey(given)
  if (key === '') return ''
  return categories.find((category) => serviceKey(category) === key)?.trim() ?? ''
}

/** The garage size by the tool's paste rule, a bare number of cars too. */
const garageSizeOf = (given: string) => garageSizeIn(given) || garageSizeIn(`${given} car`)

/** The one rule on a lead cut on arrival: the tool's readings, what they cannot read kept in Notes, cut again there. */
export function intakeLead(sent: SentLead, categories: readonly string[]): IntakeLead {
  const notes: string[] = []
  const phoneDigits = leadPhoneDigits(sent.phone)
  if (sent.phone !== '' && phoneDigits === '') notes.push(`Phone: ${sent.phone}`)
  const zipOfField = sent.zip === '' ? null : zipOfZipField(sent.zip)
  if (sent.zip !== '' && zipOfField === null) notes.push(`ZIP: ${sent.zip}`)
  const service = categoryOf(sent.service, categories)
  if (sent.service !== '' && service === '') notes.push(`Service: ${sent.service}`)
  const garageSize = sent.garageSize === '' ? '' : garageSizeOf(sent.garageSize)
  if (sent.garageSize !== '' && garageSize === '') notes.push(`Garage Size: ${sent.garageSize}`)
  const whole: IntakeFields = {
    ...intakeFields((field) => (field === 'notes' ? '' : sent[field])),
    phone: phoneDigits === '' ? '' : sent.phone,
    zip: zipOfField ?? zipOfAddress(sent.address) ?? '',
    service,
    garageSize,
    notes: [...sent.notes, ...notes].join('\n'),
  }
  const fields = { ...whole }
  const cutHere = new Set<CutField>()
  for (const field of INTAKE_FIELDS) {
    if (whole[field].length <= LIMIT_OF[field]) continue
    fields[field] = cutAt(whole[field], LIMIT_OF[field])
    cutHere.add(field)
  }
  const cut = CUT_FIELDS.filter((field) => sent.cut.includes(field) || cutHere.has(field))
  return { fields, phoneDigits, cut }
}

/** @internal The text cut to `length` characters, never between the halves of a surrogate pair. */
export function cutAt(value: string, length: number): string {
  if (value.length <= length) return value
  const end = /[\uD800-\uDBFF]/.test(value.charAt(length - 1)) ? length - 1 : length
  return value.slice(0, end)
}

/** Why a lead is refused before anything is written, or null. */
export function leadRefusal(sent: SentLead): string | null {
  return sent.phone === '' && sent.email === '' ? 'a lead needs a phone or an email' : null
}

/**
 * `Received At`: the sender's time when it parses (without a zone, on the agency's clock), is not after the arrival
 * and is younger than MAX_SUBMITTED_AGE_MS; else the arrival.
 */
export function receivedAtOf(submittedAt: string, arrivedAt: number, agencyTimeZone: string): number {
  const at = submittedAt === '' ? null : instantOfDateTimeText(submittedAt, agencyTimeZone)
  if (at === null || Number.isNaN(at) || at > arrivedAt || arrivedAt - at >= MAX_SUBMITTED_AGE_MS) return arrivedAt
  return at
}

/** `{Source}:{id}`, cut at the ledger's limit; '' without an id. */
export const externalIdOf = (source: string, id: string) =>
  id === '' ? '' : cutAt(`${source}:${id}`, MAX_FIELD_LENGTH)

/**
 * Whether an open lead received at `receivedAt` takes a same-phone or same-email lead that arrived at `arrivedAt` and
 * is filed at `filedAt`: received in the window before the arrival, or since, up to the filing (a lead kept in Lead
 * Inbox meets a lead filed while it waited).
 */
export const withinDedupeWindow = (receivedAt: number, arrivedAt: number, filedAt: number) =>
  !Number.isNaN(receivedAt) && receivedAt <= filedAt && arrivedAt - receivedAt <= DEDUPE_WINDOW_MS

/** The email as dedupe compares it: trimmed, case ignored. */
export const emailKey = (email: string) => email.trim().toLowerCase()

/** The Also From cell with this arrival added: `{Source} {Day Mon D}`, joined by `, `. */
export function alsoFromWith(cell: string, source: string, day: string): string {
  const entry = `${source} ${day}`
  return cutAt(cell.trim() === '' ? entry : `${cell.trim()}, ${entry}`, MAX_FIELD_LENGTH)
}

/** The body's size in UTF-8 bytes, as a sender counts it. */
export function utf8Bytes(body: string): number {
  let bytes = 0
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < body.length) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

/** Why a `Sources` row delivers nothing, or null; `staffKeys` are the owner's and the setters' keys. */
export function sourceProblem(
  source: { name: string; key: string },
  otherSourceKeys: readonly string[],
  staffKeys: readonly string[],
): SourceProblem | null {
  const name = source.name.trim().toLowerCase()
  if (RESERVED_SOURCE_NAMES.some((reserved) => reserved.toLowerCase() === name)) return SOURCE_PROBLEMS.reserved
  if (source.key.length < MIN_SOURCE_KEY_LENGTH) return SOURCE_PROBLEMS.shortKey
  if (otherSourceKeys.includes(source.key)) return SOURCE_PROBLEMS.sameKey
  if (staffKeys.includes(source.key)) return SOURCE_PROBLEMS.staffKey
  return null
}

/** `&`, `<` and `>` escaped, as Slack and Google Chat read a message's text. */
const chatEscaped = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The team chat's alert: the source, the partner category and the ZIP only, never the lead's own details. */
export function leadAlertText(source: string, service: string, zip: string, waiting: number): string {
  return chatEscaped(`New lead from ${source}: ${service || '—'} · ${zip || '—'}. Leads waiting: ${waiting}.`)
}
