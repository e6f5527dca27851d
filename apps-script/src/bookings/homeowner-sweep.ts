// `everyFiveMinutes`' homeowner emails: the confirmations of quotes sent by hand or late (and of those the quota or
// AGENCY_NAME held), then the reminders of the day before. Only a booking whose appointment is ahead can be due, so
// the sweep reads the Appointment column, then the other cells of the rows still ahead; the rebook rows reuse both.
import { homeownerEmailDue, homeownerEmailWaits } from '../../../src/bookings/homeowner-confirmation'
import { REMINDER_HORIZON_MS } from '../../../src/bookings/reminder'
import { cellText } from '../../../src/sheet-cell'
import type { BookingItem, Ledger } from './bookings-tab'
import { CONFIRMATION, sendHomeownerEmails } from './homeowner-emails'
import { REMINDER, REMINDER_FIELDS, reminderDueOf } from './reminders'
import { partnerSheet } from '../partners/partner-sheet'
import { idsByRow } from '../platform/id-rows'
import { columnCells, readWindows, timeCell, windowsOf, type Cells } from '../platform/tabs'

/** The cells read of each row still ahead: the confirmation's two statuses, and the reminder's rule. */
const AHEAD_FIELDS = ['emailStatus', ...REMINDER_FIELDS] as const

/** What the sweep read of the bookings, as of `now`: each row's appointment (row 2 first), and the rows ahead. */
export interface BookingsRead {
  now: number
  appointments: unknown[]
  ids: Record<number, string>
  ahead: Record<number, Cells<(typeof AHEAD_FIELDS)[number]>>
}

export interface DueHomeownerEmails {
  confirmations: BookingItem[]
  reminders: BookingItem[]
  read: BookingsRead
}

/** Inside the lock: the bookings whose confirmation or reminder is due at `now`, and what was read to decide. */
export function dueHomeownerEmails(ledger: Ledger, now: number): DueHomeownerEmails {
  const appointments = columnCells(ledger, 'appointment') ?? []
  const ids = idsByRow(ledger)
  const read: BookingsRead = { now, appointments, ids, ahead: {} }
  const due: DueHomeownerEmails = { confirmations: [], reminders: [], read }
  const ahead: number[] = []
  appointments.forEach((cell, i) => timeCell(cell) > now && ahead.push(i + 2))
  if (ahead.length === 0) return due
  const cells = readWindows(ledger, AHEAD_FIELDS, windowsOf(ahead, ahead.length))
  read.ahead = cells
  for (const row of ahead) {
    const id = ids[row]
    if (!id) continue
    const text = (field: (typeof AHEAD_FIELDS)[number]) => cellText(cells[row]![field]).trim()
    const appointment = timeCell(appointments[row - 2])
    const homeowner = text('homeownerEmailStatus')
    if (homeownerEmailWaits(homeowner)) {
      if (homeownerEmailDue(homeowner, text('emailStatus'), appointment, now)) due.confirmations.push({ id, row })
      continue
    }
    if (appointment - now > REMINDER_HORIZON_MS) continue
    const fields = Object.fromEntries(REMINDER_FIELDS.map((field) => [field, text(field)])) as Record<
      (typeof REMINDER_FIELDS)[number],
      string
    >
    if (reminderDueOf(fields, appointment, now)) due.reminders.push({ id, row })
  }
  return due
}

/** With the Bookings tab `everyFiveMinutes` opened for the quotes (its IDs as read then). */
export function sendHomeownerEmailsDue(ledger: Ledger, due: DueHomeownerEmails, started: number) {
  if (due.confirmations.length === 0 && due.reminders.length === 0) return
  const partners = partnerSheet(false)
  sendHomeownerEmails(CONFIRMATION, ledger, due.confirmations, partners, started)
  sendHomeownerEmails(REMINDER, ledger, due.reminders, partners, started)
}
