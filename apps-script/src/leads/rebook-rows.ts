// The rebook row: once the homeowner asks for another time, or the partner reports a no-show, the booking's lead comes
// back to the queue as a new Leads row naming the booking in `Rebook Of`, unless its phone is on Do Not Call. The link
// records the request first and appends the row after, in a lock of its own: a resent click, or the sweep, appends a
// row the execution stopped before, and the check of `Leads` under the lock keeps it to one.
import { rebookNotes, rebookOwed, REBOOK_SOURCES, type RebookKind } from '../../../src/leads/rebook'
import { leadPhoneOfCell } from '../../../src/leads/lead-row'
import { NO_SHOW_WINDOW_DAYS } from '../../../src/refunds/policy'
import { cellText } from '../../../src/sheet-cell'
import { dayLabel } from '../../../src/partner-time/wall-clock'
import { fieldsOf, openLedger, readRowOf, type BookingItem, type Ledger } from '../bookings/bookings-tab'
import type { BookingsRead } from '../bookings/homeowner-sweep'
import { INTAKE_LEAD_COLUMNS } from './lead-intake-tabs'
import { doNotCallPhones, LEADS_TAB } from './lead-tabs'
import { withLock } from '../platform/script-lock'
import { leadTimeZone, scriptProperty, setScriptProperty } from '../platform/script-properties'
import {
  appendTabRow,
  columnCells,
  completeTab,
  findTab,
  readWindows,
  timeCell,
  windowsOf,
  type Spreadsheet,
} from '../platform/tabs'

/** The Script Property holding when rebook rows began (ISO): written once, by the first execution that needs it. */
const REBOOK_ROWS_SINCE = 'REBOOK_ROWS_SINCE'
const DAY_MS = 24 * 60 * 60 * 1000
/** A no-show is reported by the end of the 7th day after its appointment; a week more of sweeps still gives its row. */
const NO_SHOW_ROW_HORIZON_MS = (NO_SHOW_WINDOW_DAYS + 1 + 7) * DAY_MS

/**
 * When rebook rows began (UTC ms): REBOOK_ROWS_SINCE, written now when missing, under the lock after a fresh read, so
 * that two first executions agree. Null when the lock was not obtained.
 */
export function rebookRowsSince(): number | null {
  const known = Date.parse(scriptProperty(REBOOK_ROWS_SINCE).trim())
  if (!Number.isNaN(known)) return known
  return withLock(() => {
    const stored = Date.parse((PropertiesService.getScriptProperties().getProperty(REBOOK_ROWS_SINCE) ?? '').trim())
    if (!Number.isNaN(stored)) return stored
    const now = Date.now()
    setScriptProperty(REBOOK_ROWS_SINCE, new Date(now).toISOString())
    return now
  })
}

interface Rebook {
  item: BookingItem
  kind: RebookKind
}

/** Inside the lock: which of `bookingIds` a Leads row already names in `Rebook Of` (one row a booking, whatever its Source). */
function bookingsWithRebookRow(spreadsheet: Spreadsheet, bookingIds: ReadonlySet<string>): Set<string> {
  const leads = findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS)
  const rebookOf = leads ? (columnCells(leads, 'rebookOf') ?? []) : []
  return new Set(rebookOf.map((cell) => cellText(cell).trim()).filter((id) => bookingIds.has(id)))
}

/**
 * Inside the lock: appends each row the bookings are owed (rebookOwed, read afresh from their rows) that `Leads` does
 * not hold yet; none for a phone on Do Not Call.
 */
function appendOwedRebookRows(spreadsheet: Spreadsheet, ledger: Ledger, wanted: Rebook[], rowsSince: number) {
  const now = Date.now()
  const owed: { rebook: Rebook; fields: ReturnType<typeof fieldsOf> }[] = []
  for (const rebook of wanted) {
    const cells = readRowOf(ledger, rebook.item)
    if (!cells) continue
    const fields = fieldsOf(ledger.columns, cells)
    const state = {
      appointment: timeCell(fields.appointment),
      rescheduleAskedAt: timeCell(fields.rescheduleAskedAt),
      noShowReportedAt: timeCell(fields.noShowReportedAt),
    }
    if (rebookOwed(rebook.kind, state, rowsSince, now)) owed.push({ rebook, fields })
  }
  if (owed.length === 0) return
  const made = bookingsWithRebookRow(spreadsheet, new Set(owed.map(({ rebook }) => rebook.item.id)))
  const blocked = doNotCallPhones(spreadsheet)
  for (const { rebook, fields } of owed) {
    const source = REBOOK_SOURCES[rebook.kind]
    const phone = leadPhoneOfCell(fields.leadPhone)
    if (made.has(rebook.item.id) || (phone !== '' && blocked[`:${phone}`])) continue
    const leads = completeTab(
      spreadsheet,
      findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS),
      LEADS_TAB,
      INTAKE_LEAD_COLUMNS,
    )
    const reportedDay = dayLabel(now, leadTimeZone(fields.timeZone))
    appendTabRow(leads, {
      receivedAt: new Date(now).toISOString(),
      name: fields.leadName,
      phone: fields.leadPhone,
      email: fields.leadEmail,
      address: fields.leadAddress,
      zip: fields.zip,
      service: fields.service,
      garageSize: fields.garageSize,
      source,
      notes: rebookNotes(rebook.kind, fields.rescheduleNote, fields.notes, reportedDay),
      leadId: Utilities.getUuid(),
      rebookOf: rebook.item.id,
    })
    made.add(rebook.item.id)
  }
}

/** askFromLink, after recording (or finding recorded) a request for another time or a no-show: its row, once. */
export function queueRebook(spreadsheet: Spreadsheet, bookingId: string, kind: RebookKind, rowsSince: number) {
  withLock(() => {
    const ledger = openLedger(spreadsheet, 'askFromLink')
    const item = { id: bookingId, row: ledger.byId[`:${bookingId}`] ?? 0 }
    appendOwedRebookRows(spreadsheet, ledger, [{ item, kind }], rowsSince)
  })
}

/**
 * `everyFiveMinutes`: the rows a stopped link, or a request for another time made before rebook rows began, left
 * missing. Candidates come from what the sweep read: the rows ahead asked for another time, and the no-shows
 * reported since `rowsSince` of appointments in the horizon (their No-show Reported At only); none costs nothing more.
 */
export function sweepRebookRows(spreadsheet: Spreadsheet, ledger: Ledger, read: BookingsRead, rowsSince: number) {
  const wanted: Rebook[] = []
  for (const [row, cells] of Object.entries(read.ahead)) {
    const id = read.ids[Number(row)]
    if (id && cellText(cells.rescheduleAskedAt).trim() !== '')
      wanted.push({ item: { id, row: Number(row) }, kind: 'reschedule' })
  }
  const recent: number[] = []
  read.appointments.forEach((cell, i) => {
    const appointment = timeCell(cell)
    if (appointment <= read.now && read.now - appointment < NO_SHOW_ROW_HORIZON_MS && read.ids[i + 2])
      recent.push(i + 2)
  })
  if (wanted.length === 0 && recent.length === 0) return
  withLock(() => {
    const reported = readWindows(ledger, ['noShowReportedAt'], windowsOf(recent, recent.length))
    for (const row of recent)
      if (timeCell(reported[row]!.noShowReportedAt) >= rowsSince)
        wanted.push({ item: { id: read.ids[row]!, row }, kind: 'noShow' })
    if (wanted.length > 0) appendOwedRebookRows(spreadsheet, ledger, wanted, rowsSince)
  })
}

/**
 * For `book`, by `:{Lead ID}`: the booking a rebook row names, of the Lead IDs the request's bookings carry. Read only
 * when one carries a Lead ID: a booking from an older tool, or of a pasted lead, costs nothing more.
 */
export function rebooksOfLeads(spreadsheet: Spreadsheet, bookings: unknown): Record<string, string> {
  const wanted = new Set(
    (Array.isArray(bookings) ? bookings : []).flatMap((booking: unknown) => {
      const leadId = (booking as { leadId?: unknown } | null)?.leadId
      return typeof leadId === 'string' && leadId.trim() !== '' ? [leadId.trim()] : []
    }),
  )
  const leads = wanted.size === 0 ? null : findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS)
  const rebookOf = leads && columnCells(leads, 'rebookOf')
  // The Lead ID column only once some row is a rebook row.
  const ids = leads && rebookOf?.some((cell) => cellText(cell).trim() !== '') ? columnCells(leads, 'leadId') : null
  const found: Record<string, string> = {}
  if (!rebookOf || !ids) return found
  ids.forEach((cell, i) => {
    const leadId = cellText(cell).trim()
    const booking = cellText(rebookOf[i]).trim()
    if (booking !== '' && wanted.has(leadId)) found[`:${leadId}`] = booking
  })
  return found
}
