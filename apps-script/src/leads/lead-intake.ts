// `lead`: a Google Ads lead form's webhook, or a JSON lead from Zapier, Make or n8n, read by one rule, then filed into
// Leads under the lock, or kept in Lead Inbox while the lock is busy. A refusal writes no lead, and Admin counts it in
// the cache. Every lead a source's key delivers is answered alike, so the answer says nothing about other leads.
import { NOT_ALLOWED, INTAKE_CLOSED, type LeadAnswer, type LeadRequest } from '../../../src/leads/lead-intake-contract'
import { cellText } from '../../../src/sheet-cell'
import {
  alsoFromWith,
  emailKey,
  externalIdOf,
  googleKeyOf,
  intakeLead,
  leadRefusal,
  type IntakeLead,
  MAX_LEAD_BODY_BYTES,
  readGoogleLead,
  readJsonLead,
  receivedAtOf,
  utf8Bytes,
  withinDedupeWindow,
  type SentLead,
} from '../../../src/leads/lead-intake'
import { leadPhoneOfCell, readReceivedAt } from '../../../src/leads/lead-row'
import { dayLabel } from '../../../src/partner-time/wall-clock'
import { readRowOf, writeByRowNumber, writeToRow, type IdRows, type RowItem } from '../platform/id-rows'
import { callerOf } from '../platform/keys'
import { alertLeadOffered, type OfferedLead } from './lead-alert'
import {
  INTAKE_LEAD_COLUMNS,
  LEAD_INBOX_COLUMNS,
  LEAD_INBOX_TAB,
  type IntakeLeadCells,
  type IntakeLeadField,
} from './lead-intake-tabs'
import { isSourceKey, readSources, sourceWithKey } from './lead-sources'
import { attemptsCount, doNotCallPhones, LEADS_TAB } from './lead-tabs'
import { partnerCategories, partnerSheet } from '../partners/partner-sheet'
import { isoNow } from '../platform/script-lock'
import { agencyTimeZone } from '../platform/script-properties'
import {
  appendTabRow,
  completeTab,
  findTab,
  readWindows,
  windowsOf,
  type Spreadsheet,
  type Tab,
} from '../platform/tabs'

/** How long intake waits for the lock before it keeps the lead in Lead Inbox. */
const INTAKE_LOCK_WAIT_MS = 30_000
/** Where a version 9 script counted refusals (a property write per junk POST); authorize deletes it. */
export const LEGACY_REFUSED_PROPERTY = 'LEAD_REFUSED'
/** Refusals are counted in the script cache, which may forget them: Admin says since when. */
const REFUSED_CACHE_KEY = 'lead-refused'
/** Google keeps a cache item at most 6 hours. */
const REFUSED_CACHE_SECONDS = 6 * 60 * 60
/** What intake reads of every lead row: the source's id, the phone, the email and Closed. */
const DEDUPE_FIELDS = ['externalId', 'phone', 'email', 'closed'] as const satisfies IntakeLeadField[]

export type LeadKind = 'google' | 'json'

/** A POST that carries a lead: Google's (a `google_key` in any case) or `{"action": "lead"}`. */
export function leadKindOf(request: Record<string, unknown>): LeadKind | null {
  if (googleKeyOf(request).found) return 'google'
  return request.action === 'lead' ? 'json' : null
}

/** The refusals counted since `since`, as the cache holds them. */
export interface RefusalCount {
  count: number
  reason: string
  at: string
  since: string
}

export function refusalCount(): RefusalCount {
  try {
    const stored = JSON.parse(CacheService.getScriptCache().get(REFUSED_CACHE_KEY) ?? 'null') as Partial<RefusalCount>
    if (stored && typeof stored === 'object')
      return {
        count: Number(stored.count) || 0,
        reason: String(stored.reason ?? ''),
        at: String(stored.at ?? ''),
        since: String(stored.since ?? ''),
      }
  } catch {
    // An unreadable count starts again.
  }
  return { count: 0, reason: '', at: '', since: '' }
}

/** Counts a refusal for Admin (`Refused: {n} (since {time}), last {reason} at {time}`), keeping no body. */
export function refused(answer: Extract<LeadAnswer, { ok: false }>, reason: string): LeadAnswer {
  try {
    const before = refusalCount()
    const at = isoNow()
    const counted: RefusalCount = { count: before.count + 1, reason, at, since: before.since || at }
    CacheService.getScriptCache().put(REFUSED_CACHE_KEY, JSON.stringify(counted), REFUSED_CACHE_SECONDS)
  } catch {
    // A count the cache refuses is not kept; the request is refused all the same.
  }
  return answer
}

/** A key that is not the owner's nor a setter's: a source's may only deliver leads. */
export function refusalOfKey(spreadsheet: Spreadsheet | null, key: unknown) {
  const sourceKey = spreadsheet !== null && typeof key === 'string' && isSourceKey(readSources(spreadsheet), key)
  return { ok: false, error: sourceKey ? NOT_ALLOWED : 'bad-key' }
}

export function receiveLead(
  spreadsheet: Spreadsheet | null,
  request: Record<string, unknown>,
  kind: LeadKind,
  contents: string,
): LeadAnswer {
  if (utf8Bytes(contents) > MAX_LEAD_BODY_BYTES)
    return refused({ ok: false, error: 'bad-request', reason: 'body over 50 KB' }, 'body over 50 KB')
  const key = kind === 'google' ? googleKeyOf(request).key : typeof request.key === 'string' ? request.key : ''
  if (key === '') return refused({ ok: false, error: 'bad-request', reason: 'no key' }, 'no key')
  if (!spreadsheet) return { ok: false, error: 'no-spreadsheet' }
  const source = sourceWithKey(readSources(spreadsheet), key)
  if (!source) {
    if (callerOf(key, spreadsheet)) return refused({ ok: false, error: NOT_ALLOWED }, 'a setter’s or the owner’s key')
    return refused({ ok: false, error: 'bad-key' }, 'unknown or turned-off key')
  }
  const arrivedAt = Date.now()
  // From here on every lead is answered `{"ok": true}`: one that fails to be filed waits in Lead Inbox.
  const keep = (leadId: string) => keepInInbox(spreadsheet, source.source, kind, request, arrivedAt, leadId)
  let reading: ReadLead | LeadAnswer
  try {
    reading = readLead(kind, request)
  } catch {
    keep('')
    return { ok: true }
  }
  if ('ok' in reading) return reading
  const { sent, read } = reading
  const accepted: LeadAnswer = read.cut.length > 0 ? { ok: true, cut: read.cut as string[] } : { ok: true }
  const lock = LockService.getScriptLock()
  try {
    lock.waitLock(INTAKE_LOCK_WAIT_MS)
  } catch {
    keep('')
    return accepted
  }
  // The ID is chosen first and kept with the body, so that the sweeper never files a lead appended before a fault.
  let leadId = ''
  let filed: Filed | null = null
  try {
    leadId = Utilities.getUuid()
    filed = fileLead(spreadsheet, source.source, sent, read, arrivedAt, leadId)
    SpreadsheetApp.flush()
  } catch {
    filed = null
  } finally {
    lock.releaseLock()
  }
  if (!filed) keep(leadId)
  else if (filed.offered) alertLeadOffered(filed.offered)
  return accepted
}

interface ReadLead {
  sent: SentLead
  read: IntakeLead
}

/** The lead read by the rule, or the refusal that counts it. */
function readLead(kind: LeadKind, request: Record<string, unknown>): ReadLead | LeadAnswer {
  const lead = kind === 'json' ? (request as Partial<LeadRequest>).lead : request
  if (!lead || typeof lead !== 'object' || Array.isArray(lead))
    return refused({ ok: false, error: 'bad-request', reason: 'no lead' }, 'no lead')
  const categories = partnerCategories(partnerSheet(false))
  const sent = sentLeadOf(kind, lead as Record<string, unknown>, categories)
  const refusal = leadRefusal(sent)
  if (refusal) return refused({ ok: false, error: 'bad-request', reason: refusal }, refusal)
  return { sent, read: intakeLead(sent, categories) }
}

export const sentLeadOf = (kind: LeadKind, lead: Record<string, unknown>, categories: readonly string[]): SentLead =>
  kind === 'google' ? readGoogleLead(lead, categories) : readJsonLead(lead)

/**
 * The body without its key, appended to Lead Inbox without the lock (appendRow adds a row of its own), with the
 * Lead ID it may already be filed under ('' when filing never began).
 */
function keepInInbox(
  spreadsheet: Spreadsheet,
  source: string,
  kind: LeadKind,
  request: Record<string, unknown>,
  arrivedAt: number,
  leadId: string,
) {
  const body: Record<string, unknown> = {}
  for (const name of Object.keys(request))
    if (name !== 'key' && name.toLowerCase() !== 'google_key') body[name] = request[name]
  const inbox = completeTab(
    spreadsheet,
    findTab(spreadsheet, LEAD_INBOX_TAB, LEAD_INBOX_COLUMNS),
    LEAD_INBOX_TAB,
    LEAD_INBOX_COLUMNS,
  )
  appendTabRow(inbox, {
    arrivedAt: new Date(arrivedAt).toISOString(),
    source,
    kind,
    body: JSON.stringify(body),
    leadId,
  })
}

export interface Filed {
  /** The new row's Lead ID, or the repeated lead's. */
  leadId: string
  /** The lead now offered to the queue, for the chat alert; absent for a duplicate or a lead written closed. */
  offered?: OfferedLead
}

/** How often filing starts again when the repeated row moved while it was being given its Lead ID. */
const FILING_TRIES = 3

/**
 * Files one lead read by the rule, inside the lock, under `leadId` when it is new: reads DEDUPE_FIELDS of every lead
 * row (and Lead ID when `maybeFiled`: a lead already filed under that ID is not filed again), then a cell a
 * candidate or open lead.
 */
export function fileLead(
  spreadsheet: Spreadsheet,
  source: string,
  sent: SentLead,
  lead: IntakeLead,
  arrivedAt: number,
  leadId: string,
  maybeFiled = false,
): Filed {
  const leads = completeTab(
    spreadsheet,
    findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS),
    LEADS_TAB,
    INTAKE_LEAD_COLUMNS,
  )
  for (let attempt = 0; attempt < FILING_TRIES; attempt++) {
    const filed = fileOnce(spreadsheet, leads, source, sent, lead, arrivedAt, leadId, maybeFiled)
    if (filed) return filed
  }
  // The repeated row kept moving: this arrival is not added to it.
  return { leadId: '' }
}

/** One try of fileLead; null when the repeated row moved before it had its Lead ID. */
function fileOnce(
  spreadsheet: Spreadsheet,
  leads: Tab<IntakeLeadField>,
  source: string,
  sent: SentLead,
  lead: IntakeLead,
  arrivedAt: number,
  leadId: string,
  maybeFiled: boolean,
): Filed | null {
  const externalId = externalIdOf(source, sent.externalId)
  const zone = agencyTimeZone()
  const last = leads.sheet.getLastRow()
  const fields: IntakeLeadField[] = maybeFiled ? [...DEDUPE_FIELDS, 'leadId'] : [...DEDUPE_FIELDS]
  const rows = last < 2 || (sent.isTest && !maybeFiled) ? {} : readWindows(leads, fields, [[2, last]])
  if (maybeFiled && Object.values(rows).some((cells) => cellText(cells.leadId).trim() === leadId)) return { leadId }
  const blocked = doNotCallPhones(spreadsheet)
  const receivedAt = receivedAtOf(sent.submittedAt, arrivedAt, zone)
  let closed = sent.isTest ? INTAKE_CLOSED.test : ''
  if (!sent.isTest) {
    const same = sameLead(leads, rows, externalId, lead.phoneDigits, emailKey(lead.fields.email), arrivedAt, zone)
    if (same) {
      const sameId = sameLeadId(leads, same.row, rows[same.row]!)
      if (sameId === null) return null
      if (same.open)
        joinOpenLead(leads, { id: sameId, row: same.row }, source, dayLabel(arrivedAt, zone), receivedAt, zone)
      return { leadId: sameId }
    }
    if (lead.phoneDigits !== '' && blocked[`:${lead.phoneDigits}`]) closed = INTAKE_CLOSED.doNotCall
    else if (lead.phoneDigits === '') closed = INTAKE_CLOSED.noPhone
  }
  appendTabRow(leads, {
    ...lead.fields,
    receivedAt: new Date(receivedAt).toISOString(),
    source,
    leadId,
    arrivedAt: new Date(arrivedAt).toISOString(),
    externalId,
    closed,
  })
  if (closed !== '') return { leadId }
  const waiting = 1 + waitingBefore(leads, rows, blocked)
  return { leadId, offered: { source, service: lead.fields.service, zip: lead.fields.zip, waiting } }
}

/**
 * The row this lead repeats: the same source's id (any row), else an open lead's phone or email received in the 30
 * days before the arrival or since, up to now (a lead kept in Lead Inbox meets a lead filed while it waited).
 */
function sameLead(
  leads: Tab<IntakeLeadField>,
  rows: Record<number, IntakeLeadCells>,
  externalId: string,
  phone: string,
  email: string,
  arrivedAt: number,
  zone: string,
): { row: number; open: boolean } | null {
  const candidates: number[] = []
  for (const [at, cells] of Object.entries(rows)) {
    if (externalId !== '' && cellText(cells.externalId).trim() === externalId) return { row: Number(at), open: false }
    if (cellText(cells.closed).trim() !== '') continue
    const samePhone = phone !== '' && leadPhoneOfCell(cells.phone) === phone
    const sameEmail = email !== '' && emailKey(cellText(cells.email)) === email
    if (samePhone || sameEmail) candidates.push(Number(at))
  }
  const received = readWindows(leads, ['receivedAt'], windowsOf(candidates, candidates.length))
  const filedAt = Date.now()
  for (const row of candidates) {
    const reading = readReceivedAt(received[row]!.receivedAt, zone)
    if (reading.kind === 'instant' && withinDedupeWindow(reading.at, arrivedAt, filedAt)) return { row, open: true }
  }
  return null
}

/** Open rows never attempted, their phone not on Do Not Call: one cell (Attempts) an open row. */
function waitingBefore(
  leads: Tab<IntakeLeadField>,
  rows: Record<number, IntakeLeadCells>,
  blocked: Record<string, true>,
) {
  const open: number[] = []
  for (const [at, cells] of Object.entries(rows)) {
    const phone = leadPhoneOfCell(cells.phone)
    const blank = cellText(cells.phone).trim() === '' && cellText(cells.email).trim() === ''
    if (cellText(cells.closed).trim() === '' && !blank && !blocked[`:${phone}`]) open.push(Number(at))
  }
  const attempts = readWindows(leads, ['attempts'], windowsOf(open, open.length))
  return open.filter((row) => attemptsCount(attempts[row]!.attempts) === 0).length
}

const notedLeads = (leads: Tab<IntakeLeadField>): IdRows<IntakeLeadField> => ({
  ...leads,
  idField: 'leadId',
  noteField: 'ledgerNote',
  action: 'lead',
  byId: {},
})

/**
 * Also From gains this arrival on the row holding the lead's ID, and Received At keeps the earlier of the two
 * receipts (speed to lead counts from the first); read and written by the ID as every lead write is.
 */
function joinOpenLead(
  leads: Tab<IntakeLeadField>,
  item: RowItem,
  source: string,
  day: string,
  receivedAt: number,
  zone: string,
) {
  const rows = notedLeads(leads)
  const cells = readRowOf(rows, item)
  if (!cells) return
  const alsoFrom = alsoFromWith(cellText(cells[leads.columns.alsoFrom - 1]), source, day)
  const received = readReceivedAt(cells[leads.columns.receivedAt - 1], zone)
  const earlier = received.kind === 'instant' && receivedAt < received.at
  writeToRow(rows, item, earlier ? { alsoFrom, receivedAt: new Date(receivedAt).toISOString() } : { alsoFrom })
}

/**
 * The repeated row's Lead ID, written now when it has none (a row typed by hand) while the row still holds what
 * dedupe read; null when it moved.
 */
function sameLeadId(leads: Tab<IntakeLeadField>, row: number, read: IntakeLeadCells): string | null {
  // One call reads the row whole, so its Lead ID and the cells dedupe matched are of one lead.
  const cells = leads.sheet.getRange(row, 1, 1, leads.width).getValues()[0] as unknown[]
  const now = (field: IntakeLeadField) => cellText(cells[leads.columns[field] - 1]).trim()
  if (DEDUPE_FIELDS.some((field) => now(field) !== cellText(read[field]).trim())) return null
  const leadId = now('leadId')
  if (leadId !== '') return leadId
  const field = CHECKED_FIELDS.find((each) => cellText(read[each]).trim() !== '') ?? 'phone'
  const made = Utilities.getUuid()
  const at = { row, id: '', field, holds: cellText(read[field]).trim() }
  return writeByRowNumber(notedLeads(leads), at, { leadId: made }) ? made : null
}

/** The cell a new Lead ID's row must still hold: its phone, else its email, else its source's id. */
const CHECKED_FIELDS = ['phone', 'email', 'externalId'] as const satisfies IntakeLeadField[]
