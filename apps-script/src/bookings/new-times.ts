// The script's side of `A new time is not a new quote`: the earlier booking a Rebook Of names, read from the tab,
// whether the new time is billed, and the booking that moved a `Rescheduled` one.
import { agencyDayLabel } from '../../../src/partner-time/agency-week'
import { isNewTime, isRescheduled, movedText, type EarlierQuote } from '../../../src/bookings/new-times'
import type { NewTimeOf } from '../../../src/bookings/quote-email'
import { cellText } from '../../../src/sheet-cell'
import { LEDGER_COLUMNS, LEDGER_TAB, type BookingField, type BookingFields } from './bookings-tab'
import { agencyTimeZone } from '../platform/script-properties'
import { columnCells, columnsOf, readWindows, timeCell, type FoundTab, type Spreadsheet } from '../platform/tabs'

/** The earlier booking's cells: its row, Booked At (ms, NaN when unreadable), Status and what decides its billing. */
export interface EarlierBooking extends EarlierQuote, NewTimeOf {
  row: number
  bookedAt: number
}

/** The booking at `row` (found by its ID), as the rule reads it; null when no row holds it. */
function earlierBookingAt(tab: FoundTab<BookingField>, id: string, row: number | undefined): EarlierBooking | null {
  if (!row) return null
  const fields = ['bookedAt', 'partner', 'status', 'emailStatus', 'refundDecision'] as const
  const cells = readWindows(tab, fields, [[row, row]])[row]!
  const bookedAt = timeCell(cells.bookedAt)
  return {
    id,
    row,
    bookedAt,
    // An owner's unreadable Booked At still names the booking the owner can find.
    bookedOn: Number.isNaN(bookedAt) ? 'earlier' : agencyDayLabel(bookedAt, agencyTimeZone()),
    partner: cellText(cells.partner).trim(),
    status: cellText(cells.status).trim(),
    emailStatus: cellText(cells.emailStatus).trim(),
    refundDecision: cellText(cells.refundDecision).trim(),
  }
}

/** The earlier booking a new time of `partner` rides on, or null when the booking is billed as any quote. */
export function newTimeOf(
  tab: FoundTab<BookingField>,
  byId: Readonly<Record<string, number>>,
  rebookOf: string,
  partner: string,
): EarlierBooking | null {
  if (rebookOf === '') return null
  const earlier = earlierBookingAt(tab, rebookOf, byId[`:${rebookOf}`])
  return earlier && isNewTime(partner, earlier) ? earlier : null
}

/**
 * What a `Rescheduled` booking's link pages say instead of recording: the Appointment Label of the latest booking
 * (by Booked At) whose Rebook Of names it; '' for any other booking.
 */
export function movedPageText(tab: FoundTab<BookingField>, id: string, status: string): string {
  if (!isRescheduled(status)) return ''
  const rebookOf = columnCells(tab, 'rebookOf') ?? []
  const rows: number[] = []
  rebookOf.forEach((cell, i) => cellText(cell).trim() === id && rows.push(i + 2))
  const found = readWindows(
    tab,
    ['bookedAt', 'appointmentLabel'],
    rows.map((row) => [row, row] as const),
  )
  let label = ''
  let latest = -Infinity
  for (const row of rows) {
    const bookedAt = timeCell(found[row]!.bookedAt)
    if (!(bookedAt < latest)) [latest, label] = [bookedAt, cellText(found[row]!.appointmentLabel).trim()]
  }
  return movedText(label)
}

/** movedPageText for a page, which reads without the lock. */
export function movedPageTextIn(spreadsheet: Spreadsheet | null, fields: BookingFields): string {
  const sheet = spreadsheet && isRescheduled(fields.status) ? spreadsheet.getSheetByName(LEDGER_TAB) : null
  return sheet ? movedPageText(columnsOf(sheet, LEDGER_COLUMNS), fields.id, fields.status) : ''
}
