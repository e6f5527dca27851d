// The tool's booking actions: `check` (whose key, which spreadsheet, what is missing), `book` (one row per Booking
// ID, then the quote emailed) and `list` (the weeks' bookings, never a lead's details).
import { agencyDayLabel } from '../../../src/partner-time/agency-week'
import { BEING_SENT } from '../../../src/bookings/booking'
import { isWithdrawn, partnerKey } from '../../../src/bookings/partner-bookings'
import { oneLine } from '../../../src/bookings/email-lines'
import { leadPhoneDigits, MAX_FIELD_LENGTH } from '../../../src/bookings/lead-fields'
import { cellText, isDateCell } from '../../../src/sheet-cell'
import {
  BOOKING_FIELDS,
  LEDGER_COLUMNS,
  LEDGER_TAB,
  openLedger,
  markOnDoNotCall,
  reminderSentTimeOf,
  REQUEST_FIELDS,
  writeToRow,
  type AskedRow,
  type BookingValues,
  type Ledger,
} from './bookings-tab'
import { dailyLimitOf, savedTodayBy } from './held-bookings'
import { newTimeOf } from './new-times'
import { RESCHEDULED } from '../../../src/bookings/new-times'
import {
  heldStatus,
  isHeld,
  isPassingFault,
  lastTryText,
  sameHomeownerStatus,
  shownStatus,
  statusKind,
  storedOutcome,
  WAITING,
} from './email-status'
import type { Caller } from '../platform/keys'
import { partnerSheet, recipientFor, type PartnerSheet } from '../partners/partner-sheet'
import { refundDecisionOf } from './bookings-tab'
import { requestWindow } from '../platform/request-window'
import { isoNow, withLock } from '../platform/script-lock'
import { reportFates, sendQueue, type QueuedEmail } from './sending'
import { CONFIRMATION, sendHomeownerEmails } from './homeowner-emails'
import { firstHomeownerStatus, HOMEOWNER_STATUS } from '../../../src/bookings/homeowner-confirmation'
import { agencyTimeZone, leadTimeZone } from '../platform/script-properties'
import { rowsById } from '../platform/id-rows'
import { asText, columnsOf, readWindows, type Spreadsheet, timeCell, windowsOf } from '../platform/tabs'

const MAX_BOOKINGS_PER_REQUEST = 200
const LISTED_FIELDS = [
  'id',
  'partner',
  'service',
  'zip',
  'garageSize',
  'status',
  'appointment',
  'appointmentLabel',
  'emailStatus',
  'refundDecision',
  'refundDecidedAt',
  'refundReason',
  'savedAt',
  'ledgerNote',
  'homeownerEmailStatus',
  'confirmedAt',
  'rescheduleAskedAt',
  'rebookOf',
  'reminderSentAt',
] as const

export function consent(): 'missing' | 'complete' {
  const status = ScriptApp.getAuthorizationInfo(ScriptApp.AuthMode.FULL).getAuthorizationStatus()
  return status === ScriptApp.AuthorizationStatus.REQUIRED ? 'missing' : 'complete'
}

/** Why a booking of a request is refused, or ''. */
function whyRejected(booking: unknown): string {
  if (!booking || typeof booking !== 'object') return 'not a booking'
  const b = booking as Record<string, unknown>
  if (typeof b.id !== 'string' || oneLine(b.id).trim() === '') return 'missing id'
  if (typeof b.bookedAt !== 'string' || b.bookedAt.trim() === '') return 'missing bookedAt'
  if (Number.isNaN(new Date(b.bookedAt).getTime())) return 'bookedAt is not a date'
  if (typeof b.partner !== 'string' || oneLine(b.partner).trim() === '') return 'missing partner'
  for (const field of REQUEST_FIELDS) {
    const value = b[field]
    if (value !== undefined && typeof value !== 'string') return `${field} is not text`
    if (typeof value === 'string' && value.length > MAX_FIELD_LENGTH) return `${field} is too long`
  }
  return ''
}

function trimmed(booking: Record<string, unknown>): BookingValues {
  const fields: BookingValues = {}
  for (const field of BOOKING_FIELDS) {
    const value = booking[field]
    // Only the notes keep their line breaks: no other field can write a line of the email. Nothing is refused for it.
    const text = typeof value === 'string' ? value : ''
    fields[field] = (field === 'notes' ? text : oneLine(text)).trim()
  }
  // The lead's zone the tool found, when the script knows it; else the agency's.
  fields.timeZone = leadTimeZone(fields.timeZone)
  return fields
}

/** What a new row says of its quote: the partner's addresses, its Email Status, and its Last Try when it has one. */
interface QuoteCells {
  partnerEmail: string
  emailStatus: string
  lastTry: string
}

/** The quote cells of a new row: waiting to be sent, held, or the reason it cannot be (a passing one keeps it waiting). */
function quoteCellsOf(recipient: { addresses: string[] } | { reason: string }): QuoteCells {
  if ('addresses' in recipient)
    return { partnerEmail: recipient.addresses.join(', '), emailStatus: WAITING, lastTry: '' }
  if (isPassingFault(recipient.reason))
    return { partnerEmail: '', emailStatus: WAITING, lastTry: lastTryText(recipient.reason, isoNow()) }
  return { partnerEmail: '', emailStatus: recipient.reason, lastTry: '' }
}

/** A new row as wide as the header: the request's fields, the quote's and the homeowner email's cells and Saved At. */
function rowOf(
  ledger: Ledger,
  fields: BookingValues,
  quote: QuoteCells,
  homeownerStatus: string,
  rebook: Pick<BookingValues, 'rebookOf' | 'ledgerNote'> | null,
) {
  const row: (string | number)[] = []
  for (let i = 0; i < ledger.width; i++) row.push('')
  for (const field of BOOKING_FIELDS) row[ledger.columns[field] - 1] = asText(fields[field])
  row[ledger.columns.partnerEmail - 1] = asText(quote.partnerEmail)
  row[ledger.columns.emailStatus - 1] = asText(quote.emailStatus)
  row[ledger.columns.lastTry - 1] = asText(quote.lastTry)
  row[ledger.columns.savedAt - 1] = asText(isoNow())
  row[ledger.columns.homeownerEmailStatus - 1] = asText(homeownerStatus)
  if (rebook?.rebookOf) row[ledger.columns.rebookOf - 1] = asText(rebook.rebookOf)
  if (rebook?.ledgerNote) row[ledger.columns.ledgerNote - 1] = asText(rebook.ledgerNote)
  return row
}

/**
 * A rebook row's booking: `Rebook Of` when the earlier booking is in the tab and is this homeowner's (the same lead
 * phone), else a Ledger Note and a plain quote; null for a lead that is no rebook row.
 */
function rebookCells(ledger: Ledger, earlierId: string, fields: BookingValues) {
  if (earlierId === '') return null
  const row = ledger.byId[`:${earlierId}`]
  const phone = row ? leadPhoneDigits(cellText(ledger.sheet.getRange(row, ledger.columns.leadPhone).getValue())) : ''
  if (phone !== '' && phone === leadPhoneDigits(fields.leadPhone ?? '')) return { rebookOf: earlierId }
  return { ledgerNote: `Rebook Of ${earlierId} names no booking of this homeowner: saved as a plain quote` }
}

/** A booking of a lead that may not be billed twice to one partner for one service. */
interface LeadBooking {
  id: string
  bookedAt: number
  partner: string
  service: string
}

const sameName = (a: string, b: string) => partnerKey(a) === partnerKey(b)

/**
 * The standing bookings (not withdrawn) of these Lead IDs, by `:{leadId}`, inside the lock: the Lead ID column,
 * then the cells of the rows it names.
 */
function standingBookingsOf(ledger: Ledger, leadIds: ReadonlySet<string>): Record<string, LeadBooking[]> {
  const standing: Record<string, LeadBooking[]> = {}
  const last = ledger.sheet.getLastRow()
  if (leadIds.size === 0 || last < 2) return standing
  const cells = ledger.sheet.getRange(2, ledger.columns.leadId, last - 1, 1).getValues() as unknown[][]
  const rows: number[] = []
  cells.forEach(([cell], i) => leadIds.has(cellText(cell).trim()) && rows.push(i + 2))
  const found = readWindows(ledger, ['id', 'bookedAt', 'partner', 'service', 'status'], windowsOf(rows, rows.length))
  for (const row of rows) {
    const at = found[row]!
    const id = cellText(at.id).trim()
    if (id === '' || isWithdrawn(cellText(at.status).trim())) continue
    const leadId = cellText(cells[row - 2]![0]).trim()
    const booking = {
      id,
      bookedAt: timeCell(at.bookedAt),
      partner: cellText(at.partner).trim(),
      service: cellText(at.service).trim(),
    }
    ;(standing[`:${leadId}`] ??= []).push(booking)
  }
  return standing
}

/** `held: same homeowner booked {Day Mon D} ({Booking ID})` when the lead already has this partner and service booked. */
function sameHomeownerHold(standing: readonly LeadBooking[], fields: BookingValues): string {
  const earlier = standing
    .filter((each) => sameName(each.partner, fields.partner ?? '') && sameName(each.service, fields.service ?? ''))
    .sort((a, b) => a.bookedAt - b.bookedAt)[0]
  if (!earlier) return ''
  // An owner's unreadable Booked At still names the booking the owner can find.
  const day = Number.isNaN(earlier.bookedAt) ? 'earlier' : agencyDayLabel(earlier.bookedAt, agencyTimeZone())
  return sameHomeownerStatus(day, earlier.id)
}

/**
 * `book`. `rebookOf` gives, by `:{Lead ID}`, the earlier booking a rebook row's lead names (the handler reads it from
 * Leads): a booking of that lead whose earlier booking is this homeowner's gets its `Rebook Of`; else it is saved as a
 * plain quote, its Ledger Note saying why.
 */
export function book(
  spreadsheet: Spreadsheet,
  caller: Caller,
  bookings: unknown,
  started: number,
  rebookOf: Readonly<Record<string, string>> = {},
) {
  if (!Array.isArray(bookings) || bookings.length === 0 || bookings.length > MAX_BOOKINGS_PER_REQUEST)
    return { ok: false, error: 'bad-request' }
  const checked = bookings.map((booking: unknown) => ({
    id:
      typeof (booking as { id?: unknown } | null)?.id === 'string'
        ? oneLine((booking as { id: string }).id).trim()
        : '',
    reason: whyRejected(booking),
  }))
  // Fetched before the lock: a fetch may take seconds, and other requests wait for the lock.
  const partners: PartnerSheet | null = checked.some((each) => !each.reason) ? partnerSheet(false) : null
  const limit = caller.role === 'setter' ? dailyLimitOf(spreadsheet, caller.setter) : Infinity
  const written = withLock(() => {
    const ledger = openLedger(spreadsheet, 'book')
    // Counted inside the lock, so that two requests of one setter cannot both take the last place.
    let left = caller.role === 'setter' ? limit - savedTodayBy(ledger, caller.setter, Date.now()) : Infinity
    const saved: string[] = []
    const duplicates: string[] = []
    const rejected: { id: string; reason: string }[] = []
    const reasons: Record<string, string> = {}
    const stored: Record<string, string> = {}
    const queue: QueuedEmail[] = []
    const rows: (string | number)[][] = []
    const inRequest = new Set<string>()
    const toSend = new Set<string>()
    const toConfirm = new Set<string>()
    const toReschedule = new Map<string, number>()
    const requested = checked.map(({ reason }, b) => (reason ? null : trimmed(bookings[b] as Record<string, unknown>)))
    // Read only for a request carrying a Lead ID: a pasted lead's booking, or an older tool's, costs nothing more.
    const leadIds = new Set(requested.map((fields) => fields?.leadId ?? '').filter((leadId) => leadId !== ''))
    const standing = standingBookingsOf(ledger, leadIds)
    checked.forEach(({ id, reason }, b) => {
      const fields = requested[b]
      if (reason || !fields) rejected.push({ id, reason })
      else if (ledger.byId[`:${id}`] || inRequest.has(id)) duplicates.push(id)
      else {
        inRequest.add(id)
        if (caller.role === 'setter') fields.setter = caller.setter
        const leadId = fields.leadId ?? ''
        const rebook = leadId === '' ? null : rebookCells(ledger, rebookOf[`:${leadId}`] ?? '', fields)
        const newTime = newTimeOf(ledger, ledger.byId, rebook?.rebookOf ?? '', fields.partner ?? '')
        if (newTime?.status === '') toReschedule.set(newTime.id, newTime.row)
        // A new time is no second quote of the booking it moves.
        const others = (standing[`:${leadId}`] ?? []).filter((each) => each.id !== newTime?.id)
        const sameHomeowner = leadId === '' ? '' : sameHomeownerHold(others, fields)
        const overLimit = left <= 0
        left--
        const recipient = sameHomeowner
          ? { reason: sameHomeowner }
          : overLimit
            ? { reason: heldStatus(caller.setter, limit) }
            : partners
              ? recipientFor(partners, fields.partner ?? '')
              : { reason: '' }
        const quote = quoteCellsOf(recipient)
        saved.push(id)
        if ('addresses' in recipient) toSend.add(id)
        reasons[`:${id}`] = quote.emailStatus === WAITING ? BEING_SENT : quote.emailStatus
        const homeownerStatus = firstHomeownerStatus(
          {
            emailHomeowner: (bookings[b] as { emailHomeowner?: unknown }).emailHomeowner,
            leadEmail: fields.leadEmail ?? '',
            appointment: timeCell(fields.appointment ?? ''),
          },
          Date.now(),
        )
        if (homeownerStatus === HOMEOWNER_STATUS.waitingForQuote) toConfirm.add(id)
        rows.push(rowOf(ledger, fields, quote, homeownerStatus, rebook))
        if (leadId !== '') {
          const bookedAt = new Date(fields.bookedAt ?? '').getTime()
          const booking = { id, bookedAt, partner: fields.partner ?? '', service: fields.service ?? '' }
          ;(standing[`:${leadId}`] ??= []).push(booking)
        }
      }
    })
    // The stored Email Status of the duplicates already in the tab: one cell each; a waiting one is sent below.
    for (const dup of duplicates) {
      const row = ledger.byId[`:${dup}`]
      if (row && !(`:${dup}` in stored)) {
        const status = cellText(ledger.sheet.getRange(row, ledger.columns.emailStatus).getValue()).trim()
        stored[`:${dup}`] = status
        if (statusKind(status) === 'waiting') queue.push({ id: dup, row, before: BEING_SENT })
      }
    }
    // Before the new rows: a resend finds the new time saved and writes nothing, so the mark goes first.
    for (const [earlierId, row] of toReschedule) writeToRow(ledger, { id: earlierId, row }, { status: RESCHEDULED })
    if (rows.length > 0) {
      const sheet = ledger.sheet
      const short = sheet.getLastRow() + rows.length - sheet.getMaxRows()
      if (short > 0) sheet.insertRowsAfter(sheet.getMaxRows(), short)
      // Found just before the write: a row the owner inserted between the two would be written over.
      const first = sheet.getLastRow() + 1
      sheet.getRange(first, 1, rows.length, ledger.width).setValues(rows)
      saved.forEach((id, s) => {
        ledger.byId[`:${id}`] = first + s
        if (toSend.has(id)) queue.push({ id, row: first + s, before: BEING_SENT })
      })
    }
    return { ledger, saved, duplicates, rejected, reasons, stored, queue, toConfirm }
  })
  if (written === null) return { ok: false, error: 'busy' }

  const outcomes = sendQueue(
    written.ledger,
    written.queue,
    partners,
    started,
    (status) => statusKind(status) === 'waiting',
  )
  // The homeowner's confirmation right after the partner's quote went.
  const quoted = written.queue.filter((item) => written.toConfirm.has(item.id) && outcomes[`:${item.id}`] === 'Sent')
  if (quoted.length > 0) sendHomeownerEmails(CONFIRMATION, written.ledger, quoted, partners, started)
  const order = [...new Set([...written.saved, ...written.duplicates])]
  const fateOf = (id: string) =>
    outcomes[`:${id}`] || written.reasons[`:${id}`] || storedOutcome(written.stored[`:${id}`] ?? '')
  // A quote kept waiting by a passing fault is the sweeper's to send: the tool offers no `Email it yourself`.
  const fates = reportFates(order, (id) => (isPassingFault(fateOf(id)) ? BEING_SENT : fateOf(id)))
  return { ok: true, saved: written.saved, duplicates: written.duplicates, rejected: written.rejected, ...fates }
}

/** Times of a column's cells: text as the script wrote it, or a date cell the owner typed; NaN if neither. */
function timesOf(cells: unknown[][]): number[] {
  return cells.map(([value]) => {
    if (isDateCell(value)) return value.getTime()
    if (typeof value === 'string' && cellText(value) !== '') return new Date(cellText(value)).getTime()
    return NaN
  })
}

/** A time cell as ISO, or '' when it holds none. */
function isoOf(text: string): string {
  const time = timeCell(text)
  return Number.isNaN(time) ? '' : new Date(time).toISOString()
}

/** `phonesOnDoNotCall` reads the Do Not Call tab (leads' own), asked only when a listed booking was asked again. */
export function list(
  spreadsheet: Spreadsheet,
  since: unknown,
  until: unknown,
  phonesOnDoNotCall: () => Readonly<Record<string, true>>,
) {
  const window = requestWindow(since, until)
  if (!window) return { ok: false, error: 'bad-request' }
  const none = { ok: true, bookings: [] }
  const sheet = spreadsheet.getSheetByName(LEDGER_TAB)
  if (!sheet) return none
  const tab = columnsOf(sheet, LEDGER_COLUMNS)
  const c = tab.columns
  const last = sheet.getLastRow()
  if (!c.id || !c.bookedAt || last < 2) return none
  const count = last - 1
  const inWindow = (time: number) => !Number.isNaN(time) && time >= window.from && time < window.upTo
  const column = (at: number | undefined) =>
    at ? timesOf(sheet.getRange(2, at, count, 1).getValues() as unknown[][]) : null
  const booked = column(c.bookedAt)!
  const emailed = column(c.emailedAt)
  const decided = column(c.refundDecidedAt)
  let first = -1
  let lastIn = -1
  for (let i = 0; i < count; i++) {
    if (inWindow(booked[i]!) || (emailed && inWindow(emailed[i]!)) || (decided && inWindow(decided[i]!))) {
      if (first < 0) first = i
      lastIn = i
    }
  }
  if (first < 0) return none
  const span = lastIn - first + 1
  const cells: Partial<Record<(typeof LISTED_FIELDS)[number], unknown[][]>> = {}
  for (const field of LISTED_FIELDS) {
    const at = c[field]
    if (at) cells[field] = sheet.getRange(first + 2, at, span, 1).getValues() as unknown[][]
  }
  const field = (name: (typeof LISTED_FIELDS)[number], r: number) => {
    const read = cells[name]
    return read ? cellText(read[r]![0]) : ''
  }
  // The Booking IDs only when a listed booking gives another a new time: it is billed by the earlier's current state.
  const byId = cells.rebookOf?.some(([cell]) => cellText(cell).trim() !== '') ? rowsById({ ...tab, idField: 'id' }) : {}
  const bookings = []
  const held = []
  const asked: AskedRow[] = []
  for (let r = 0; r < span; r++) {
    const at = booked[first + r]!
    const sent = emailed ? emailed[first + r]! : NaN
    const decidedAt = decided ? decided[first + r]! : NaN
    const id = field('id', r)
    if (id === '' || Number.isNaN(at) || !(inWindow(at) || inWindow(sent) || inWindow(decidedAt))) continue
    const newTime = newTimeOf(tab, byId, field('rebookOf', r).trim(), field('partner', r))
    // Never the lead's name, phone, email, address or notes, nor the partner's email addresses.
    const listed = {
      id,
      bookedAt: new Date(at).toISOString(),
      partner: field('partner', r),
      service: field('service', r),
      zip: field('zip', r),
      garageSize: field('garageSize', r),
      status: field('status', r),
      appointment: field('appointment', r),
      appointmentLabel: field('appointmentLabel', r),
      emailStatus: shownStatus(field('emailStatus', r), timeCell(field('savedAt', r))),
      emailedAt: Number.isNaN(sent) ? '' : new Date(sent).toISOString(),
      refundDecision: refundDecisionOf(field('refundDecision', r)),
      refundDecidedAt: Number.isNaN(decidedAt) ? '' : new Date(decidedAt).toISOString(),
      refundReason: field('refundReason', r),
      ledgerNote: field('ledgerNote', r).trim(),
      homeownerEmailStatus: shownStatus(field('homeownerEmailStatus', r)),
      confirmedAt: isoOf(field('confirmedAt', r)),
      rescheduleAskedAt: isoOf(field('rescheduleAskedAt', r)),
      rebookOf: field('rebookOf', r).trim(),
      reminderSentAt: reminderSentTimeOf(field('reminderSentAt', r)),
      onDoNotCall: false,
      ...(newTime ? { newTimeOf: newTime.id } : {}),
    }
    // A held quote is in a list of its own, so that no tool counts it, bills it or offers to email it.
    const isHeldQuote = isHeld(field('emailStatus', r), field('status', r))
    const answered = isHeldQuote ? { ...listed, reason: field('emailStatus', r).trim() } : listed
    if (isHeldQuote) held.push(answered)
    else bookings.push(answered)
    if (answered.rescheduleAskedAt !== '') asked.push({ booking: answered, row: first + 2 + r })
  }
  markOnDoNotCall(sheet, c.leadPhone, asked, phonesOnDoNotCall)
  return held.length > 0 ? { ok: true, bookings, held } : { ok: true, bookings }
}
