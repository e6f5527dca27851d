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
  LEADS_TAB,
  setterOf,
  type AttemptField,
  type LeadCells,
  type LeadField,
} from './lead-tabs'
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
  type FoundTab,
  type Spreadsheet,
} from './tabs'

const CLAIM_MS = 15 * 60 * 1000
const MAX_ATTEMPT_ID_LENGTH = 100

/** The lead's row and cells, or null; reads the Lead ID column (not for a row), then the row. */
function findLead(leads: FoundTab<LeadField>, leadId: string, row: number): { row: number; fields: LeadCells } | null {
  if (leadId) {
    const ids = columnCells(leads, 'leadId') ?? []
    row = ids.findIndex((id) => cellText(id).trim() === leadId) + 2
    if (row < 2) return null
  }
  if (!row || row > leads.sheet.getLastRow()) return null
  const cells = leads.sheet.getRange(row, 1, 1, leads.width).getValues()[0] as unknown[]
  const fields: LeadCells = {}
  for (const [field] of LEAD_COLUMNS) {
    const column = leads.columns[field]
    fields[field] = column ? cells[column - 1] : ''
  }
  return { row, fields }
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

/** The request's lead: by its Lead ID, or by row while it has none; null when it names none. */
function leadAsked(request: Record<string, unknown>): { leadId: string; row: number } | null {
  const leadId = typeof request.leadId === 'string' ? request.leadId.trim() : ''
  if (leadId && leadId.length <= MAX_FIELD_LENGTH) return { leadId, row: 0 }
  const row = request.row
  if ((request.leadId === undefined || request.leadId === '') && typeof row === 'number' && row >= 2 && row % 1 === 0)
    return { leadId: '', row }
  return null
}

/** The Lead ID and Received At a row lacks, to be written with the rest. */
function stampsFor(fields: LeadCells, now: number): LeadCells {
  const stamps: LeadCells = {}
  if (cellText(fields.leadId).trim() === '') stamps.leadId = Utilities.getUuid()
  if (readReceivedAt(fields.receivedAt, agencyTimeZone()).kind === 'missing')
    stamps.receivedAt = new Date(now).toISOString()
  return stamps
}

const rowReading = (fields: LeadCells, zone: string) =>
  readLeadRow({ receivedAt: fields.receivedAt, phone: fields.phone, zip: fields.zip }, zone)

export function claimLead(spreadsheet: Spreadsheet, caller: Caller, request: Record<string, unknown>) {
  const asked = leadAsked(request)
  if (!asked) return { ok: false, error: 'bad-request', reason: 'leadId is missing' }
  const setter = setterOf(caller)
  const answer = withLock(() => {
    const now = Date.now()
    const found = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
    const lead = found ? findLead(found, asked.leadId, asked.row) : null
    const zone = agencyTimeZone()
    if (!lead || isBlankLeadRow(lead.fields) || !rowReading(lead.fields, zone).readable)
      return { ok: false, error: 'not-found' }
    const refusal = leadRefusal(lead.fields, setter, now, doNotCallPhones(spreadsheet))
    if (refusal) return refusal
    const values: LeadCells = {
      ...stampsFor(lead.fields, now),
      claimedBy: setter,
      claimedUntil: new Date(now + CLAIM_MS).toISOString(),
    }
    writeCells(completeTab(spreadsheet, found, LEADS_TAB, LEAD_COLUMNS), lead.row, values)
    const fields = { ...lead.fields, ...values }
    const leadId = cellText(fields.leadId).trim()
    return { ok: true, lead: claimedLead(fields, lead.row, callsOf(spreadsheet, leadId).calls, zone) }
  })
  return answer ?? { ok: false, error: 'busy' }
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
    const found = findTab(spreadsheet, LEADS_TAB, LEAD_COLUMNS)
    const lead = found ? findLead(found, leadId, 0) : null
    if (!lead) return { ok: false, error: 'not-found' }
    const recorded = callsOf(spreadsheet, leadId)
    // A resend is answered before its checks: its callbackAt may have passed since it was first sent.
    if (recorded.calls.some((call) => call.attemptId === attemptId))
      return { ok: true, duplicate: true, lead: leadAfterOutcome(lead.fields) }
    const stamps = stampsFor(lead.fields, now)
    const fields = { ...lead.fields, ...stamps }
    const received = readReceivedAt(fields.receivedAt, agencyTimeZone())
    const earliest = Math.max(
      received.kind === 'instant' ? received.at : -Infinity,
      timeCell(fields.lastAttemptAt) || -Infinity,
    )
    const calledAt = readCalledAt(request.calledAt, earliest, now)
    if ('refused' in calledAt) return { ok: false, error: 'bad-request', reason: calledAt.refused }
    const read = readOutcomeRequest(request as { outcome: unknown }, calledAt.at)
    if ('refused' in read) return { ok: false, error: 'bad-request', reason: read.refused }
    const refusal = leadRefusal(lead.fields, setter, now, {})
    if (refusal) return refusal
    const earlier = recorded.calls.map((call): CallRecord => ({
      at: timeCell(call.at),
      outcome: call.outcome as CallOutcome,
    }))
    const call = read.call
    const after = leadAfterCall(earlier, call, zone)
    const values: LeadCells = {
      ...stamps,
      claimedBy: '',
      claimedUntil: '',
      attempts: after.attempts,
      firstCallAt: new Date(after.firstCallAt).toISOString(),
      lastAttemptAt: new Date(after.lastAttemptAt).toISOString(),
      lastOutcome: after.lastOutcome,
      nextCallAt: isoOrEmpty(after.nextCallAt),
      closed: after.closed,
      bookingId: after.bookingId,
    }
    // The lead row first: a resend after a stop between the two writes finds no attempt and writes both again.
    writeCells(completeTab(spreadsheet, found, LEADS_TAB, LEAD_COLUMNS), lead.row, values)
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
