// `claim` and `outcome`: one lead row, found by its Lead ID (or its row, before it has one), changed under the lock.
import { MAX_FIELD_LENGTH } from '../../../src/bookings/lead-fields'
import { cellText } from '../../../src/sheet-cell'
import { leadAfterCalls, type CallToRecord } from '../../../src/leads/cadence'
import { claimAtCall, CLAIM_MS, claimsText, leadClaims, type ClaimCells } from '../../../src/leads/lead-claims'
import { CLAIMED_TEXTS, CLAIMED_TIMES, QUEUED_TEXTS, QUEUED_TIMES } from '../../../src/leads/lead'
import { leadPhoneOfCell, readLeadRow, readReceivedAt } from '../../../src/leads/lead-row'
import { readCalledAt, readOutcomeRequest } from '../../../src/leads/outcome-request'
import { CALL_OUTCOMES, type CallOutcome } from '../../../src/leads/queued-lead'
import type { Caller } from '../platform/keys'
import {
  ATTEMPT_COLUMNS,
  ATTEMPTS_TAB,
  attemptsCount,
  DO_NOT_CALL_COLUMNS,
  DO_NOT_CALL_TAB,
  doNotCallPhones,
  isBlankLeadRow,
  LEAD_COLUMNS,
  phoneEndOf,
  LEADS_TAB,
  setterOf,
  type AttemptField,
  type LeadCells,
  type LeadField,
} from './lead-tabs'
import { bookingFields, LEDGER_COLUMNS, LEDGER_TAB } from '../bookings/bookings-tab'
import {
  idAt,
  idRowsOf,
  idsByRow,
  readRowOf,
  rowsById,
  writeToRow,
  type IdRows,
  type RowItem,
} from '../platform/id-rows'
import { withLock } from '../platform/script-lock'
import { agencyTimeZone, leadTimeZone } from '../platform/script-properties'
import {
  appendTabRow,
  columnCells,
  completeTab,
  findTab,
  isoOrEmpty,
  readWindows,
  timeCell,
  windowsOf,
  writeCells,
  type Spreadsheet,
} from '../platform/tabs'

const MAX_ATTEMPT_ID_LENGTH = 100

type Leads = IdRows<LeadField>

/** A lead row being worked on: its ID ('' until it gets one) and row, and its cells as read. */
interface FoundLead {
  item: RowItem
  fields: LeadCells
}

/** The Leads tab opened inside the lock by `action`, or null when there is none. */
function openLeads(spreadsheet: Spreadsheet, action: string): Leads | null {
  const found = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
  if (!found) return null
  return idRowsOf<LeadField>(completeTab(spreadsheet, found, LEADS_TAB, LEAD_COLUMNS), 'leadId', 'ledgerNote', action)
}

function leadFieldsOf(leads: Leads, cells: readonly unknown[]): LeadCells {
  const fields: LeadCells = {}
  for (const [field] of LEAD_COLUMNS) fields[field] = cells[leads.columns[field] - 1]
  return fields
}

function leadById(leads: Leads, leadId: string): FoundLead | null {
  const item = { id: leadId, row: leads.byId[`:${leadId}`] ?? 0 }
  const cells = readRowOf(leads, item)
  return cells ? { item, fields: leadFieldsOf(leads, cells) } : null
}

/** A row without a Lead ID, named by its row and the last digits of its phone, as `queue` gave them. */
function leadByRow(leads: Leads, row: number, phoneEnd: string): FoundLead | null {
  if (row > leads.sheet.getLastRow()) return null
  const fields = leadFieldsOf(leads, leads.sheet.getRange(row, 1, 1, leads.width).getValues()[0] as unknown[])
  if (cellText(fields.leadId).trim() !== '' || phoneEndOf(fields.phone) !== phoneEnd) return null
  return { item: { id: '', row }, fields }
}

/** Writes a new Lead ID into a row found by its row, read back by its phone; false when the row moved meanwhile. */
function giveLeadId(leads: Leads, lead: FoundLead): boolean {
  const id = Utilities.getUuid()
  const phoneEnd = phoneEndOf(lead.fields.phone)
  writeCells(leads, lead.item.row, { leadId: id })
  if (phoneEndOf(leads.sheet.getRange(lead.item.row, leads.columns.phone).getValue()) !== phoneEnd) {
    writeCells(leads, lead.item.row, { leadId: '' })
    return false
  }
  lead.item.id = id
  lead.fields.leadId = id
  leads.byId[`:${id}`] = lead.item.row
  return true
}

interface RecordedCall {
  attemptId: string
  leadId: string
  at: string
  setter: string
  outcome: string
  callbackAt: string
}

/** The lead's calls on the Attempts tab, oldest first; reads its Lead ID column, then the lead's rows. */
function callsOf(spreadsheet: Spreadsheet, leadId: string) {
  const tab = findTab(spreadsheet, ATTEMPTS_TAB, ATTEMPT_COLUMNS)
  const ids = tab && leadId ? columnCells(tab, 'leadId') : null
  if (!tab || !ids) return { tab, calls: [] as RecordedCall[] }
  const rows: number[] = []
  ids.forEach((id, i) => cellText(id).trim() === leadId && rows.push(i + 2))
  const fields: AttemptField[] = ['attemptId', 'leadId', 'at', 'setter', 'outcome', 'callbackAt']
  const cells = readWindows(tab, fields, windowsOf(rows, rows.length))
  const calls = rows.map((row): RecordedCall => {
    const call = cells[row]!
    return {
      attemptId: cellText(call.attemptId).trim(),
      leadId,
      at: isoOrEmpty(timeCell(call.at)),
      setter: cellText(call.setter).trim(),
      outcome: cellText(call.outcome).trim(),
      callbackAt: isoOrEmpty(timeCell(call.callbackAt)),
    }
  })
  calls.sort((a, b) => (timeCell(a.at) || 0) - (timeCell(b.at) || 0))
  return { tab, calls }
}

/** A call on record, as the cadence takes it, with who made it. */
type LeadCall = CallToRecord & { attemptId: string; setter: string }

/** The lead's calls as the cadence takes them; a Booked's booking is the lead's Booking ID, or `booking` for `attemptId`. */
function leadCallsOf(calls: RecordedCall[], fields: LeadCells, booking?: { attemptId: string; bookingId: string }) {
  return calls.map((call): LeadCall => {
    const at = timeCell(call.at)
    const who = { attemptId: call.attemptId, setter: call.setter }
    if (call.outcome === 'Call back') return { ...who, at, outcome: 'Call back', callbackAt: timeCell(call.callbackAt) }
    if (call.outcome === 'Booked') {
      const bookingId = booking?.attemptId === call.attemptId ? booking.bookingId : cellText(fields.bookingId).trim()
      return { ...who, at, outcome: 'Booked', bookingId }
    }
    return { ...who, at, outcome: call.outcome as Exclude<CallOutcome, 'Call back' | 'Booked'> }
  })
}

const claimCellsOf = (fields: LeadCells, zone: string): ClaimCells => {
  const received = readReceivedAt(fields.receivedAt, zone)
  return {
    claims: cellText(fields.claims).trim(),
    previousClaim: cellText(fields.previousClaim).trim(),
    claimedBy: cellText(fields.claimedBy).trim(),
    claimedUntil: timeCell(fields.claimedUntil),
    receivedAt: received.kind === 'instant' ? received.at : NaN,
  }
}

/** `closed`, naming the setter and outcome when another setter's call closed it. */
function closedAnswer(closingCall: LeadCall | null, closed: string, setter: string) {
  if (!closingCall || closingCall.setter === setter) return { ok: false, error: 'closed' }
  return { ok: false, error: 'closed', closedBy: { setter: closingCall.setter, outcome: closed } }
}

/** Why the lead cannot be claimed or worked by `setter` now, as the answer says it; null when it can. */
function leadRefusal(fields: LeadCells, setter: string, now: number, blocked: Record<string, true>) {
  if (cellText(fields.closed).trim() !== '') return { ok: false, error: 'closed' }
  if (blocked[`:${leadPhoneOfCell(fields.phone)}`]) return { ok: false, error: 'closed' }
  const holder = cellText(fields.claimedBy).trim()
  if (holder !== '' && holder !== setter && timeCell(fields.claimedUntil) > now)
    return { ok: false, error: 'claimed', by: holder }
  return null
}

/**
 * Why a renewal takes nothing back: the lead is closed, another setter claimed it since (`claimed`), or `setter` let
 * it go (`released`: they took another lead, or their own call ended the claim); null when their claim is renewed.
 */
function renewalRefusal(
  leads: Leads,
  lead: FoundLead,
  setter: string,
  calls: LeadCall[],
  blocked: Record<string, true>,
  zone: string,
) {
  const { fields } = lead
  const after = leadAfterCalls(calls, zone)
  if (after?.closingCall) return closedAnswer(after.closingCall, after.closed, setter)
  if (cellText(fields.closed).trim() !== '' || blocked[`:${leadPhoneOfCell(fields.phone)}`])
    return { ok: false, error: 'closed' }
  const released = { ok: false, error: 'released' }
  const claims = leadClaims(claimCellsOf(fields, agencyTimeZone()))
  const latest = claims[claims.length - 1]
  // Another setter claimed it since: the strip names them, as a claim refused today does.
  if (latest && latest.setter !== setter) return { ok: false, error: 'claimed', by: latest.setter }
  if (lead.item.id === '' || !latest) return released
  if (calls.some((call) => call.setter === setter && call.at >= latest.from)) return released
  const until = timeCell(fields.claimedUntil)
  const later = claimsElsewhere(leads, setter, lead.item.id).some((other) => !(other.until <= until))
  return later ? released : null
}

/** The request's lead: by its Lead ID, or by its row and phone's last digits while it has none; null for neither. */
function leadAsked(request: Record<string, unknown>): { leadId: string } | { row: number; phoneEnd: string } | null {
  const leadId = typeof request.leadId === 'string' ? request.leadId.trim() : ''
  if (leadId) return leadId.length <= MAX_FIELD_LENGTH ? { leadId } : null
  const { row, phone } = request
  if (typeof row === 'number' && row >= 2 && row % 1 === 0 && typeof phone === 'string' && /^\d{0,4}$/.test(phone))
    return { row, phoneEnd: phone }
  return null
}

/** Received At for a row that lacks one: the moment the script first worked on it. */
function receivedAtStamp(fields: LeadCells, now: number): LeadCells {
  return readReceivedAt(fields.receivedAt, agencyTimeZone()).kind === 'missing'
    ? { receivedAt: new Date(now).toISOString() }
    : {}
}

const rowReading = (fields: LeadCells, zone: string) =>
  readLeadRow({ receivedAt: fields.receivedAt, phone: fields.phone, zip: fields.zip }, zone)

export function claimLead(spreadsheet: Spreadsheet, caller: Caller, request: Record<string, unknown>) {
  const asked = leadAsked(request)
  if (!asked) return { ok: false, error: 'bad-request', reason: 'leadId is missing' }
  const setter = setterOf(caller)
  const renew = request.renew === true
  const answer = withLock(() => {
    const now = Date.now()
    const leads = openLeads(spreadsheet, 'claim')
    const zone = agencyTimeZone()
    const lead = !leads
      ? null
      : 'leadId' in asked
        ? leadById(leads, asked.leadId)
        : leadByRow(leads, asked.row, asked.phoneEnd)
    if (!leads || !lead || isBlankLeadRow(lead.fields) || !rowReading(lead.fields, zone).readable)
      return { ok: false, error: 'not-found' }
    const calls = callsOf(spreadsheet, lead.item.id).calls
    const blocked = doNotCallPhones(spreadsheet)
    const refusal = renew
      ? renewalRefusal(leads, lead, setter, leadCallsOf(calls, lead.fields), blocked, zone)
      : leadRefusal(lead.fields, setter, now, blocked)
    if (refusal) return refusal
    if (lead.item.id === '' && !giveLeadId(leads, lead)) return { ok: false, error: 'not-found' }
    if (!renew) releaseClaimsOf(leads, setter, lead.item.id, now)
    const claims = leadClaims(claimCellsOf(lead.fields, zone))
    const latest = claims[claims.length - 1]
    const until = now + CLAIM_MS
    // A live claim (or the one a renewal keeps) goes on; a claim that ended, or another setter's, starts a new one.
    if (latest && latest.setter === setter && (renew || latest.until > now)) latest.until = until
    else claims.push({ setter, from: now, until })
    const values: LeadCells = {
      ...receivedAtStamp(lead.fields, now),
      claimedBy: setter,
      claimedUntil: new Date(until).toISOString(),
      claims: claimsText(claims),
    }
    if (!writeToRow(leads, lead.item, values)) return { ok: false, error: 'not-found' }
    const fields = { ...lead.fields, ...values }
    return {
      ok: true,
      lead: { ...claimedLead(fields, lead.item.row, calls, zone), ...rebookOfLead(spreadsheet, fields) },
    }
  })
  return answer ?? { ok: false, error: 'busy' }
}

/** The setter's claims on other leads, as Claimed By and Claimed Until give them, with the row's ID as read. */
function claimsElsewhere(leads: Leads, setter: string, keptId: string) {
  const last = leads.sheet.getLastRow()
  if (last < 2) return []
  const cells = readWindows(leads, ['claimedBy', 'claimedUntil'], [[2, last]])
  const ids = idsByRow(leads)
  const claims: { id: string; row: number; until: number }[] = []
  for (let row = 2; row <= last; row++) {
    const id = ids[row] ?? ''
    const { claimedBy, claimedUntil } = cells[row]!
    if (id !== '' && id !== keptId && cellText(claimedBy).trim() === setter)
      claims.push({ id, row, until: timeCell(claimedUntil) })
  }
  return claims
}

/** One claim at a time: the setter's other live claims end now, Claimed By kept. */
function releaseClaimsOf(leads: Leads, setter: string, keptId: string, now: number) {
  for (const { id, row, until } of claimsElsewhere(leads, setter, keptId)) {
    // The IDs were read before these cells: a row no longer holding its ID shows another lead's claim.
    if (until > now && idAt(leads, row) === id)
      writeToRow(leads, { id, row }, { claimedUntil: new Date(now).toISOString() })
  }
}

/** A rebook row's earlier booking, as the strip and the dialog name it; nothing for any other lead. */
function rebookOfLead(spreadsheet: Spreadsheet, fields: LeadCells) {
  const rebookOf = cellText(fields.rebookOf).trim()
  const booking = rebookOf === '' ? null : bookingFields(spreadsheet, rebookOf)
  if (!booking) return {}
  const rebookBookedAt = isoOrEmpty(timeCell(booking.bookedAt))
  return { rebookOf, rebookPartner: booking.partner, rebookLabel: booking.appointmentLabel, rebookBookedAt }
}

/** The whole lead, as the setter who claimed it sees it: the table's texts and times (src/leads/lead.ts), then readings. */
function claimedLead(fields: LeadCells, row: number, calls: RecordedCall[], zone: string) {
  const text = (field: LeadField) => cellText(fields[field]).trim()
  const time = (field: LeadField) => isoOrEmpty(timeCell(fields[field]))
  const reading = rowReading(fields, zone)
  const lastOutcome = text('lastOutcome')
  const receivedAt = reading.readable && reading.receivedAt.kind === 'instant' ? reading.receivedAt.at : null
  return {
    ...valuesOf([...QUEUED_TEXTS, ...CLAIMED_TEXTS], text),
    ...valuesOf([...QUEUED_TIMES, ...CLAIMED_TIMES], time),
    row,
    phoneEnd: '',
    receivedAt: isoOrEmpty(receivedAt),
    zip: reading.readable ? reading.zip : '',
    attempts: attemptsCount(fields.attempts),
    lastOutcome: (CALL_OUTCOMES as readonly string[]).indexOf(lastOutcome) >= 0 ? lastOutcome : '',
    calls,
  }
}

const valuesOf = <F extends LeadField>(names: readonly F[], value: (field: F) => string) =>
  Object.fromEntries(names.map((name) => [name, value(name)])) as Record<F, string>

const leadAfterOutcome = (fields: LeadCells) => ({
  leadId: cellText(fields.leadId).trim(),
  attempts: attemptsCount(fields.attempts),
  nextCallAt: isoOrEmpty(timeCell(fields.nextCallAt)),
  closed: cellText(fields.closed).trim(),
  bookingId: cellText(fields.bookingId).trim(),
})

/** How `setter` may record a call made at `calledAt`: under their latest claim, or under an earlier one. */
function callerHold(fields: LeadCells, setter: string, calledAt: number, now: number, zone: string) {
  const held = claimAtCall(leadClaims(claimCellsOf(fields, zone)), setter, calledAt)
  if (held) return held
  const holder = cellText(fields.claimedBy).trim()
  if (holder !== '' && timeCell(fields.claimedUntil) > now) return { ok: false, error: 'claimed', by: holder }
  return { ok: false, error: 'not-yours' }
}

/** Bookings' column of the lead a booking was made from, found by its header; a tab without it has none. */
const BOOKING_LEAD_COLUMNS = [...LEDGER_COLUMNS, ['bookingLeadId', 'Lead ID']] as const

/**
 * Whether the booking is in the Bookings tab and this lead's: by its Lead ID, or, for a booking without one (an
 * older tool's, a pasted lead), booked by this setter (the owner's key: by anyone).
 */
function isBookingOf(spreadsheet: Spreadsheet, bookingId: string, caller: Caller, leadId: string): boolean {
  const tab = findTab(spreadsheet, LEDGER_TAB, BOOKING_LEAD_COLUMNS)
  const row = tab ? rowsById({ ...tab, idField: 'id' })[`:${bookingId}`] : undefined
  if (!tab || !row) return false
  const cell = (column: number | undefined) =>
    column ? cellText(tab.sheet.getRange(row, column).getValue()).trim() : ''
  const bookingLeadId = cell(tab.columns.bookingLeadId)
  if (bookingLeadId !== '') return bookingLeadId === leadId
  return caller.role === 'owner' || (!!tab.columns.setter && cell(tab.columns.setter) === caller.setter)
}

const CALL_FIELDS = [
  'attempts',
  'firstCallAt',
  'lastAttemptAt',
  'lastOutcome',
  'nextCallAt',
  'closed',
  'bookingId',
] as const satisfies readonly LeadField[]

/** A call cell as compared with what the calls give: a count, an ISO time or a trimmed text. */
function callCellText(field: (typeof CALL_FIELDS)[number], value: unknown): string {
  if (field === 'attempts') return String(attemptsCount(value))
  if (field === 'firstCallAt' || field === 'lastAttemptAt' || field === 'nextCallAt') return isoOrEmpty(timeCell(value))
  return cellText(value).trim()
}

/**
 * The lead's cells worked out from all its calls, written unless the row holds them already; the claim ends when
 * the call was made under the latest claim or the lead is now closed. Answers the lead's cells, or null when its
 * row is gone.
 */
function writeLeadAfterCalls(
  leads: Leads,
  lead: FoundLead,
  calls: LeadCall[],
  call: LeadCall,
  now: number,
  zone: string,
): LeadCells | null {
  const after = leadAfterCalls(calls, zone)!
  const cells: LeadCells = {
    ...receivedAtStamp(lead.fields, now),
    attempts: after.attempts,
    firstCallAt: isoOrEmpty(after.firstCallAt),
    lastAttemptAt: isoOrEmpty(after.lastAttemptAt),
    lastOutcome: after.lastOutcome,
    nextCallAt: isoOrEmpty(after.nextCallAt),
    closed: after.closed,
    bookingId: after.bookingId,
  }
  if (CALL_FIELDS.every((field) => callCellText(field, lead.fields[field]) === callCellText(field, cells[field])))
    return lead.fields
  const agencyZone = agencyTimeZone()
  const claims = leadClaims(claimCellsOf(lead.fields, agencyZone))
  const latest = claims[claims.length - 1]
  const underLatest = callerHold(lead.fields, call.setter, call.at, now, agencyZone) === 'holder'
  // Claimed By is kept; the claim ends with its holder's call, or when an earlier call closed the lead under it.
  if (latest && (underLatest || after.closed !== '')) {
    latest.until = Math.min(now, latest.until)
    cells.claimedUntil = new Date(latest.until).toISOString()
    cells.claims = claimsText(claims)
  }
  return writeToRow(leads, lead.item, cells) ? { ...lead.fields, ...cells } : null
}

/** Puts the lead's phone on Do Not Call unless it is there already. */
function addToDoNotCall(spreadsheet: Spreadsheet, fields: LeadCells, leadId: string, now: number) {
  const phone = leadPhoneOfCell(fields.phone)
  if (!phone || doNotCallPhones(spreadsheet)[`:${phone}`]) return
  const doNotCall = findTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS)
  appendTabRow(completeTab(spreadsheet, doNotCall, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS), {
    phone,
    addedAt: new Date(now).toISOString(),
    leadId,
  })
}

export function recordOutcome(spreadsheet: Spreadsheet, caller: Caller, request: Record<string, unknown>) {
  const leadId = typeof request.leadId === 'string' ? request.leadId.trim() : ''
  const attemptId = typeof request.attemptId === 'string' ? request.attemptId.trim() : ''
  if (!leadId || leadId.length > MAX_FIELD_LENGTH)
    return { ok: false, error: 'bad-request', reason: 'leadId is missing' }
  if (!attemptId || attemptId.length > MAX_ATTEMPT_ID_LENGTH)
    return { ok: false, error: 'bad-request', reason: 'attemptId is missing' }
  const setter = setterOf(caller)
  const zone = leadTimeZone(request.timeZone)
  const answer = withLock(() => {
    const now = Date.now()
    const leads = openLeads(spreadsheet, 'outcome')
    const lead = leads ? leadById(leads, leadId) : null
    if (!leads || !lead) return { ok: false, error: 'not-found' }
    const recorded = callsOf(spreadsheet, leadId)
    const requestedBooking =
      typeof request.bookingId === 'string' ? { attemptId, bookingId: request.bookingId.trim() } : undefined
    const known = leadCallsOf(recorded.calls, lead.fields, requestedBooking)
    const resent = known.find((call) => call.attemptId === attemptId)
    // A resend is answered before the checks (its callbackAt may have passed): it writes what its first run did not.
    if (resent) {
      if (resent.outcome === 'Do not call') addToDoNotCall(spreadsheet, lead.fields, leadId, now)
      const fields = writeLeadAfterCalls(leads, lead, known, resent, now, zone)
      return fields ? { ok: true, duplicate: true, lead: leadAfterOutcome(fields) } : { ok: false, error: 'not-found' }
    }
    const received = readReceivedAt(
      { ...lead.fields, ...receivedAtStamp(lead.fields, now) }.receivedAt,
      agencyTimeZone(),
    )
    const calledAt = readCalledAt(request.calledAt, received.kind === 'instant' ? received.at : -Infinity, now)
    if ('refused' in calledAt) return { ok: false, error: 'bad-request', reason: calledAt.refused }
    const read = readOutcomeRequest(request as { outcome: unknown }, calledAt.at)
    if ('refused' in read) return { ok: false, error: 'bad-request', reason: read.refused }
    const before = leadAfterCalls(known, zone)
    const closingCall = before?.closingCall ?? null
    // A call made while the lead was still open is recorded; one made after the call that closed it is not.
    if (closingCall ? calledAt.at >= closingCall.at : cellText(lead.fields.closed).trim() !== '')
      return closedAnswer(closingCall, before?.closed ?? '', setter)
    const hold = callerHold(lead.fields, setter, calledAt.at, now, agencyTimeZone())
    if (typeof hold !== 'string') return hold
    const call: LeadCall = { ...read.call, attemptId, setter }
    if (call.outcome === 'Booked' && !isBookingOf(spreadsheet, call.bookingId, caller, leadId))
      return { ok: false, error: 'bad-request', reason: 'no such booking' }
    // The call first, then Do Not Call, then the lead: a resend after a stop between them writes what is missing.
    appendTabRow(completeTab(spreadsheet, recorded.tab, ATTEMPTS_TAB, ATTEMPT_COLUMNS), {
      attemptId,
      leadId,
      at: new Date(call.at).toISOString(),
      setter,
      outcome: call.outcome,
      callbackAt: call.outcome === 'Call back' ? new Date(call.callbackAt).toISOString() : '',
    })
    if (call.outcome === 'Do not call') addToDoNotCall(spreadsheet, lead.fields, leadId, now)
    const fields = writeLeadAfterCalls(leads, lead, [...known, call], call, now, zone)
    return fields ? { ok: true, duplicate: false, lead: leadAfterOutcome(fields) } : { ok: false, error: 'not-found' }
  })
  return answer ?? { ok: false, error: 'busy' }
}
