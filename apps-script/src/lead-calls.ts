// `claim` and `outcome`: one lead row, found by its Lead ID (or its row, before it has one), changed under the lock.
import { MAX_FIELD_LENGTH } from '../../src/ledger/lead-fields'
import { cellText } from '../../src/ledger/sheet-cell'
import { leadAfterCall, type CallRecord } from '../../src/lead-queue/cadence'
import { leadPhoneOfCell, readLeadRow, readReceivedAt } from '../../src/lead-queue/lead-row'
import { readCalledAt, readOutcomeRequest } from '../../src/lead-queue/outcome-request'
import { CALL_OUTCOMES, type CallOutcome } from '../../src/lead-queue/queued-lead'
import type { Caller } from './keys'
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
import { LEDGER_COLUMNS, LEDGER_TAB } from './bookings-tab'
import { idAt, idRowsOf, idsByRow, readRowOf, rowsById, writeToRow, type IdRows, type RowItem } from './id-rows'
import { withLock } from './script-lock'
import { agencyTimeZone, leadTimeZone } from './script-properties'
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
} from './tabs'

const CLAIM_MS = 15 * 60 * 1000
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

/** Why the lead cannot be claimed or worked by `setter` now, as the answer says it; null when it can. */
function leadRefusal(fields: LeadCells, setter: string, now: number, blocked: Record<string, true>) {
  if (cellText(fields.closed).trim() !== '') return { ok: false, error: 'closed' }
  if (blocked[`:${leadPhoneOfCell(fields.phone)}`]) return { ok: false, error: 'closed' }
  const holder = cellText(fields.claimedBy).trim()
  if (holder !== '' && holder !== setter && timeCell(fields.claimedUntil) > now)
    return { ok: false, error: 'claimed', by: holder }
  return null
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
    const refusal = leadRefusal(lead.fields, setter, now, doNotCallPhones(spreadsheet))
    if (refusal) return refusal
    if (lead.item.id === '' && !giveLeadId(leads, lead)) return { ok: false, error: 'not-found' }
    releaseClaimsOf(leads, setter, lead.item.id, now)
    const values: LeadCells = {
      ...receivedAtStamp(lead.fields, now),
      claimedBy: setter,
      claimedUntil: new Date(now + CLAIM_MS).toISOString(),
    }
    const holder = cellText(lead.fields.claimedBy).trim()
    // Kept so that a call the last holder made before this claim can still be recorded.
    if (holder !== '' && holder !== setter)
      values.previousClaim = `${holder} until ${isoOrEmpty(timeCell(lead.fields.claimedUntil))}`
    if (!writeToRow(leads, lead.item, values)) return { ok: false, error: 'not-found' }
    const fields = { ...lead.fields, ...values }
    return { ok: true, lead: claimedLead(fields, lead.item.row, callsOf(spreadsheet, lead.item.id).calls, zone) }
  })
  return answer ?? { ok: false, error: 'busy' }
}

/** One claim at a time: the setter's other live claims end now, Claimed By kept. */
function releaseClaimsOf(leads: Leads, setter: string, keptId: string, now: number) {
  const last = leads.sheet.getLastRow()
  if (last < 2) return
  const cells = readWindows(leads, ['claimedBy', 'claimedUntil'], [[2, last]])
  const ids = idsByRow(leads)
  for (let row = 2; row <= last; row++) {
    const id = ids[row] ?? ''
    const { claimedBy, claimedUntil } = cells[row]!
    const live = id !== '' && id !== keptId && cellText(claimedBy).trim() === setter && timeCell(claimedUntil) > now
    // The IDs were read before these cells: a row no longer holding its ID shows another lead's claim.
    if (live && idAt(leads, row) === id) writeToRow(leads, { id, row }, { claimedUntil: new Date(now).toISOString() })
  }
}

/** The whole lead, as the setter who claimed it sees it. */
function claimedLead(fields: LeadCells, row: number, calls: RecordedCall[], zone: string) {
  const text = (field: LeadField) => cellText(fields[field]).trim()
  const reading = rowReading(fields, zone)
  const lastOutcome = text('lastOutcome')
  const receivedAt = reading.readable && reading.receivedAt.kind === 'instant' ? reading.receivedAt.at : null
  return {
    leadId: text('leadId'),
    row,
    phoneEnd: '',
    receivedAt: isoOrEmpty(receivedAt),
    zip: reading.readable ? reading.zip : '',
    service: text('service'),
    source: text('source'),
    attempts: attemptsCount(fields.attempts),
    nextCallAt: isoOrEmpty(timeCell(fields.nextCallAt)),
    claimedBy: text('claimedBy'),
    claimedUntil: isoOrEmpty(timeCell(fields.claimedUntil)),
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    garageSize: text('garageSize'),
    notes: text('notes'),
    firstCallAt: isoOrEmpty(timeCell(fields.firstCallAt)),
    lastAttemptAt: isoOrEmpty(timeCell(fields.lastAttemptAt)),
    lastOutcome: (CALL_OUTCOMES as readonly string[]).indexOf(lastOutcome) >= 0 ? lastOutcome : '',
    calls,
  }
}

const leadAfterOutcome = (fields: LeadCells) => ({
  leadId: cellText(fields.leadId).trim(),
  attempts: attemptsCount(fields.attempts),
  nextCallAt: isoOrEmpty(timeCell(fields.nextCallAt)),
  closed: cellText(fields.closed).trim(),
  bookingId: cellText(fields.bookingId).trim(),
})

/** How `setter` may record a call made at `calledAt`: as the lead's holder, or as its holder before another claim. */
function callerHold(fields: LeadCells, setter: string, calledAt: number, now: number) {
  const holder = cellText(fields.claimedBy).trim()
  if (holder === setter) return 'holder'
  const previous = /^(.*) until (\S+)$/.exec(cellText(fields.previousClaim).trim())
  if (previous && previous[1] === setter && calledAt <= timeCell(previous[2])) return 'before-claim'
  if (holder !== '' && timeCell(fields.claimedUntil) > now) return { ok: false, error: 'claimed', by: holder }
  return { ok: false, error: 'not-yours' }
}

/** Whether the booking is in the Bookings tab, booked by this setter (the owner's key: by anyone). */
function isBookingOf(spreadsheet: Spreadsheet, bookingId: string, caller: Caller): boolean {
  const tab = findTab(spreadsheet, LEDGER_TAB, LEDGER_COLUMNS)
  const row = tab ? rowsById({ ...tab, idField: 'id' })[`:${bookingId}`] : undefined
  if (!tab || !row) return false
  if (caller.role === 'owner') return true
  const setterColumn = tab.columns.setter
  return !!setterColumn && cellText(tab.sheet.getRange(row, setterColumn).getValue()).trim() === caller.setter
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
    // A resend is answered before its checks: its callbackAt may have passed since it was first sent.
    if (recorded.calls.some((call) => call.attemptId === attemptId))
      return { ok: true, duplicate: true, lead: leadAfterOutcome(lead.fields) }
    const stamp = receivedAtStamp(lead.fields, now)
    const received = readReceivedAt({ ...lead.fields, ...stamp }.receivedAt, agencyTimeZone())
    const earliest = Math.max(
      received.kind === 'instant' ? received.at : -Infinity,
      timeCell(lead.fields.lastAttemptAt) || -Infinity,
    )
    const calledAt = readCalledAt(request.calledAt, earliest, now)
    if ('refused' in calledAt) return { ok: false, error: 'bad-request', reason: calledAt.refused }
    const read = readOutcomeRequest(request as { outcome: unknown }, calledAt.at)
    if ('refused' in read) return { ok: false, error: 'bad-request', reason: read.refused }
    if (cellText(lead.fields.closed).trim() !== '') return { ok: false, error: 'closed' }
    const hold = callerHold(lead.fields, setter, calledAt.at, now)
    if (typeof hold !== 'string') return hold
    const call = read.call
    if (call.outcome === 'Booked' && !isBookingOf(spreadsheet, call.bookingId, caller))
      return { ok: false, error: 'bad-request', reason: 'no such booking' }
    const earlier = recorded.calls.map((each): CallRecord => ({
      at: timeCell(each.at),
      outcome: each.outcome as CallOutcome,
    }))
    const after = leadAfterCall(earlier, call, zone)
    const values: LeadCells = {
      ...stamp,
      attempts: after.attempts,
      firstCallAt: new Date(after.firstCallAt).toISOString(),
      lastAttemptAt: new Date(after.lastAttemptAt).toISOString(),
      lastOutcome: after.lastOutcome,
      nextCallAt: isoOrEmpty(after.nextCallAt),
      closed: after.closed,
      bookingId: after.bookingId,
    }
    // The holder's claim ends with the call, Claimed By kept; a call from before another's claim leaves that claim.
    if (hold === 'holder')
      values.claimedUntil = new Date(Math.min(now, timeCell(lead.fields.claimedUntil) || now)).toISOString()
    // The lead row first: a resend after a stop between the two writes finds no attempt and writes both again.
    if (!writeToRow(leads, lead.item, values)) return { ok: false, error: 'not-found' }
    appendTabRow(completeTab(spreadsheet, recorded.tab, ATTEMPTS_TAB, ATTEMPT_COLUMNS), {
      attemptId,
      leadId,
      at: new Date(call.at).toISOString(),
      setter,
      outcome: call.outcome,
      callbackAt: call.outcome === 'Call back' ? new Date(call.callbackAt).toISOString() : '',
    })
    const phone = leadPhoneOfCell(lead.fields.phone)
    if (call.outcome === 'Do not call' && phone && !doNotCallPhones(spreadsheet)[`:${phone}`]) {
      const doNotCall = findTab(spreadsheet, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS)
      appendTabRow(completeTab(spreadsheet, doNotCall, DO_NOT_CALL_TAB, DO_NOT_CALL_COLUMNS), {
        phone,
        addedAt: new Date(now).toISOString(),
        leadId,
      })
    }
    return { ok: true, duplicate: false, lead: leadAfterOutcome({ ...lead.fields, ...values }) }
  })
  return answer ?? { ok: false, error: 'busy' }
}
