// The owner's refunds: the requests partners made from their links, the decisions of the weeks asked, the
// appointments the no-show line counts; and `decide`, which records the owner's decision and emails the partner.
import { MAX_FIELD_LENGTH } from '../../../src/bookings/lead-fields'
import { inNoShowPeriod } from '../../../src/refunds/no-show-period'
import { partnerAddresses } from '../../../src/bookings/quote-email'
import { refundEmailBody, refundEmailSubject } from '../../../src/refunds/refund-email'
import { MAX_NOTE_LENGTH } from '../../../src/refunds/policy'
import type { DecidedRefund, OpenRefund } from '../../../src/ledger-api/refunds-answer'
import type { AppointmentRow } from '../../../src/refunds/no-show-period'
import { cellText } from '../../../src/sheet-cell'
import {
  fieldsOf,
  LEDGER_COLUMNS,
  LEDGER_TAB,
  openLedger,
  readRowOf,
  writeToRow,
  type BookingField,
  type BookingFields,
  type BookingItem,
  type BookingValues,
  type Ledger,
} from '../bookings/bookings-tab'
import { SENDING_MARK, shownStatus, statusKind } from '../bookings/email-status'
import { isoNow, withLock } from '../platform/script-lock'
import { quotaProblem, send, type Mail } from '../bookings/sending'
import { columnsOf, readWindows, type Spreadsheet, timeCell, windowsOf } from '../platform/tabs'

const REFUND_FIELDS = [
  'id',
  'setter',
  'partner',
  'zip',
  'service',
  'leadName',
  'appointment',
  'appointmentLabel',
  'emailStatus',
  'refundReason',
  'refundNote',
  'refundAskedAt',
  'noShowReportedAt',
  'refundDecision',
  'refundDecidedAt',
  'refundWhy',
  'refundEmailStatus',
  'ledgerNote',
] as const satisfies readonly BookingField[]

import { refundDecisionOf } from '../bookings/bookings-tab'
import { requestWindow } from '../platform/request-window'
/** What `refunds` reads of every row, to find the rows it answers. */
const REFUND_FINDING_FIELDS = ['refundAskedAt', 'refundDecision', 'refundDecidedAt', 'appointment'] as const

export function refunds(spreadsheet: Spreadsheet, since: unknown, until: unknown, version: number) {
  const window = requestWindow(since, until)
  if (!window) return { ok: false, error: 'bad-request' }
  const open: OpenRefund[] = []
  const decided: DecidedRefund[] = []
  const appointments: AppointmentRow[] = []
  const result = { ok: true, version, open, decided, appointments }
  const sheet = spreadsheet.getSheetByName(LEDGER_TAB)
  if (!sheet) return result
  const tab = columnsOf(sheet, LEDGER_COLUMNS)
  const last = sheet.getLastRow()
  if (!tab.columns.id || last < 2) return result
  const now = Date.now()
  const finding = readWindows(tab, REFUND_FINDING_FIELDS, [[2, last]])
  // The open requests, the decisions of the weeks asked and the appointments of the no-show period: no other row.
  const rows: number[] = []
  for (let row = 2; row <= last; row++) {
    const cells = finding[row]!
    const decidedAt = timeCell(cells.refundDecidedAt)
    const appointment = timeCell(cells.appointment)
    if (
      (!Number.isNaN(timeCell(cells.refundAskedAt)) && refundDecisionOf(cellText(cells.refundDecision)) === '') ||
      (decidedAt >= window.from && decidedAt < window.upTo) ||
      (!Number.isNaN(appointment) && inNoShowPeriod(appointment, now))
    )
      rows.push(row)
  }
  const read = readWindows(tab, REFUND_FIELDS, windowsOf(rows, 2 * rows.length))
  for (const at of rows) {
    const row = {} as Record<(typeof REFUND_FIELDS)[number], string>
    for (const field of REFUND_FIELDS) row[field] = cellText(read[at]![field]).trim()
    if (row.id === '') continue
    const quote = {
      id: row.id,
      leadName: row.leadName,
      setter: row.setter,
      partner: row.partner,
      zip: row.zip,
      service: row.service,
      appointmentLabel: row.appointmentLabel,
      reason: row.refundReason,
      note: row.refundNote,
    }
    const askedAt = timeCell(row.refundAskedAt)
    const decision = refundDecisionOf(row.refundDecision)
    const decidedAt = timeCell(row.refundDecidedAt)
    const noted = row.ledgerNote === '' ? {} : { ledgerNote: row.ledgerNote }
    if (!Number.isNaN(askedAt) && decision === '')
      open.push({ ...quote, askedAt: new Date(askedAt).toISOString(), ...noted })
    else if (decision !== '' && !Number.isNaN(decidedAt) && decidedAt >= window.from && decidedAt < window.upTo)
      decided.push({
        ...quote,
        why: row.refundWhy,
        decision,
        decidedAt: new Date(decidedAt).toISOString(),
        refundEmailStatus: shownStatus(row.refundEmailStatus),
      })
    const appointment = timeCell(row.appointment)
    if (!Number.isNaN(appointment) && inNoShowPeriod(appointment, now)) {
      const reported = timeCell(row.noShowReportedAt)
      appointments.push({
        id: row.id,
        partner: row.partner,
        appointment: row.appointment,
        emailStatus: shownStatus(row.emailStatus),
        noShowReportedAt: Number.isNaN(reported) ? '' : new Date(reported).toISOString(),
      })
    }
  }
  open.sort((a, b) => (a.askedAt < b.askedAt ? -1 : a.askedAt > b.askedAt ? 1 : 0))
  return result
}

/** Why a decide request cannot be taken as it is, or ''. */
function whyBadDecide(request: Record<string, unknown>): string {
  const { id, why } = request
  if (typeof id !== 'string' || id.trim() === '' || id.length > MAX_FIELD_LENGTH) return 'id is not a Booking ID'
  if (request.decision !== 'approve' && request.decision !== 'decline') return 'decision is not approve or decline'
  if (why !== undefined && typeof why !== 'string') return 'why is not text'
  if (typeof why === 'string' && why.length > MAX_NOTE_LENGTH) return 'why is too long'
  return ''
}

/** The email telling the partner of the decision, to the quote's Emailed To; or why it cannot go now. */
function decisionMail(
  fields: BookingFields,
  decision: 'Approved' | 'Declined',
  why: string,
): Mail | { blocked: string } {
  const recipients = partnerAddresses(fields.emailedTo)
  if (!('addresses' in recipients)) return { blocked: recipients.reason }
  const blocked = quotaProblem(recipients.addresses.length)
  if (blocked) return { blocked }
  const email = { ...fields, decision, reason: fields.refundReason, why } as const
  return { to: recipients.addresses.join(', '), subject: refundEmailSubject(email), body: refundEmailBody(email) }
}

/** Sends a decision's email claimed under the lock (its row marked), outside it, then writes its fate. */
function sendDecision(ledger: Ledger, item: BookingItem, mail: Mail): string {
  const status = send(mail)
  const values = { refundEmailStatus: status }
  // Written even without the lock: the row is marked as this request's.
  const written = withLock(() => writeToRow(ledger, item, values))
  if (written === null) writeToRow(ledger, item, values)
  return status
}

/** Writes the owner's decision, then emails it to the quote's Emailed To and writes its fate. */
export function decide(spreadsheet: Spreadsheet, request: Record<string, unknown>) {
  const bad = whyBadDecide(request)
  if (bad) return { ok: false, error: 'bad-request', reason: bad }
  const id = String(request.id).trim()
  const decision = request.decision === 'approve' ? 'Approved' : 'Declined'
  const why = typeof request.why === 'string' ? request.why.trim() : ''
  const taken = withLock(() => {
    const ledger = openLedger(spreadsheet, 'decide')
    const item = { id, row: ledger.byId[`:${id}`] ?? 0 }
    const cells = readRowOf(ledger, item)
    if (!cells) return { error: 'not-found' }
    const fields = fieldsOf(ledger.columns, cells)
    if (refundDecisionOf(fields.refundDecision) !== '') return { error: 'already-decided' }
    if (Number.isNaN(timeCell(fields.refundAskedAt))) return { error: 'no-request' }
    const mail = decisionMail(fields, decision, why)
    const values: BookingValues = {
      refundDecision: decision,
      refundDecidedAt: isoNow(),
      refundWhy: why,
      refundEmailStatus: 'blocked' in mail ? mail.blocked : SENDING_MARK + isoNow(),
    }
    if (decision === 'Approved') values.status = 'Refunded'
    if (!writeToRow(ledger, item, values)) return { error: 'not-found' }
    return { ledger, item, mail }
  })
  if (taken === null) return { ok: false, error: 'busy' }
  if ('error' in taken) return { ok: false, error: taken.error }
  const status = 'blocked' in taken.mail ? taken.mail.blocked : sendDecision(taken.ledger, taken.item, taken.mail)
  return { ok: true, decision, refundEmailStatus: shownStatus(status) }
}

/**
 * Owner only: sends again a decision's email that did not go, with decide's claim-then-send steps; one that may have
 * been sent goes only with `resend` (the owner checked the Sent folder), and a sent one never.
 */
export function resendDecision(spreadsheet: Spreadsheet, request: Record<string, unknown>) {
  const id = typeof request.id === 'string' ? request.id.trim() : ''
  if (id === '' || id.length > MAX_FIELD_LENGTH)
    return { ok: false, error: 'bad-request', reason: 'id is not a Booking ID' }
  type Taken = { error: string } | { status: string } | { ledger: Ledger; item: BookingItem; mail: Mail }
  const taken = withLock((): Taken => {
    const ledger = openLedger(spreadsheet, 'resendDecision')
    const item = { id, row: ledger.byId[`:${id}`] ?? 0 }
    const cells = readRowOf(ledger, item)
    if (!cells) return { error: 'not-found' }
    const fields = fieldsOf(ledger.columns, cells)
    const decision = refundDecisionOf(fields.refundDecision)
    if (decision === '') return { error: 'no-decision' }
    const kind = statusKind(fields.refundEmailStatus)
    if (kind === 'sent' || kind === 'sending' || (kind === 'stale' && request.resend !== true))
      return { status: fields.refundEmailStatus }
    const mail = decisionMail(fields, decision, fields.refundWhy)
    const status = 'blocked' in mail ? mail.blocked : SENDING_MARK + isoNow()
    if (status !== fields.refundEmailStatus && !writeToRow(ledger, item, { refundEmailStatus: status }))
      return { error: 'not-found' }
    return 'blocked' in mail ? { status } : { ledger, item, mail }
  })
  if (taken === null) return { ok: false, error: 'busy' }
  if ('error' in taken) return { ok: false, error: taken.error }
  const status = 'status' in taken ? taken.status : sendDecision(taken.ledger, taken.item, taken.mail)
  return { ok: true, refundEmailStatus: shownStatus(status) }
}
