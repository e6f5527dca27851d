// The homeowner's reminder the day before the appointment: when it is due (on the booking's wall clock, from 9:00 AM
// up to 8:00 PM of the day before, never on the day the confirmation went), and its text. The ledger script sends it.
// Framework-free: the zone's clock is given (Intl in the tool, Utilities.formatDate in the script).
import type { WallClockAsUtc } from '../partner-time/zone-clock'
import { oneLine } from './email-lines'
import { homeownerEmailBody, visitSentence, type ConfirmationLinks } from './homeowner-email'
import { isRescheduled } from './new-times'
import { isWithdrawn } from './partner-bookings'
import { fitMailSubject, isPlainAddress, shown } from './quote-email'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** The window on the homeowner's wall clock, the day before: from 9:00 AM up to (not including) 8:00 PM. */
const FIRST_HOUR = 9
const END_HOUR = 20
/** No appointment further ahead than this can be tomorrow on any wall clock: the sweeper reads only these rows. */
export const REMINDER_HORIZON_MS = 2 * DAY_MS

/** What the rule reads of a booking: cells as text, times as UTC ms (NaN when missing). */
export interface ReminderFacts {
  /** `Sent` once the confirmation went. */
  homeownerEmailStatus: string
  homeownerEmailedAt: number
  /** '' until a run claims the reminder. */
  reminderSentAt: string
  status: string
  rescheduleAskedAt: string
  leadEmail: string
  appointment: number
  /** The booking's IANA zone, as `book` wrote it. */
  timeZone: string
}

/** @internal Whether `now` is from 9:00 AM up to 8:00 PM on the local day before the appointment's. */
export function inReminderWindow(appointment: number, now: number, timeZone: string, wallClock: WallClockAsUtc) {
  if (Number.isNaN(appointment) || appointment <= now) return false
  const local = wallClock(now, timeZone)
  const today = Math.floor(local / DAY_MS)
  const hour = Math.floor((local - today * DAY_MS) / HOUR_MS)
  return Math.floor(wallClock(appointment, timeZone) / DAY_MS) === today + 1 && hour >= FIRST_HOUR && hour < END_HOUR
}

/** Due now: confirmed by email, not yet claimed, still standing and not asked again, and in its window. */
export function reminderDue(b: ReminderFacts, now: number, wallClock: WallClockAsUtc): boolean {
  if (b.homeownerEmailStatus.trim().toLowerCase() !== 'sent' || b.reminderSentAt.trim() !== '') return false
  if (b.rescheduleAskedAt.trim() !== '' || isWithdrawn(b.status) || isRescheduled(b.status)) return false
  if (!isPlainAddress(b.leadEmail.trim())) return false
  if (!inReminderWindow(b.appointment, now, b.timeZone, wallClock)) return false
  // Confirmed today (or the time it went is unknown): the confirmation is the reminder.
  if (Number.isNaN(b.homeownerEmailedAt)) return false
  return (
    Math.floor(wallClock(b.homeownerEmailedAt, b.timeZone) / DAY_MS) !== Math.floor(wallClock(now, b.timeZone) / DAY_MS)
  )
}

/** `6:00 PM CST` from the label `Tue Dec 1, 6:00 PM CST`, or the whole label when it has no comma. */
function timeOfLabel(label: string): string {
  const text = oneLine(label).trim()
  const comma = text.indexOf(', ')
  return comma === -1 ? text : text.slice(comma + 2)
}

export interface ReminderFields {
  service: string
  appointmentLabel: string
}

/** `Reminder: your free {service} estimate tomorrow at {time, zone}`, the service left out when there is none. */
export function reminderSubject(b: ReminderFields): string {
  const service = oneLine(b.service).trim()
  return fitMailSubject(
    `Reminder: your free ${service ? `${shown(service)} ` : ''}estimate tomorrow at ${shown(timeOfLabel(b.appointmentLabel))}`,
  )
}

/** The reminder's lines: the appointment, then both links of the confirmation, the agency's name last. */
export const reminderBody = (
  b: ReminderFields & { partner: string; address: string },
  links: ConfirmationLinks,
  agencyName: string,
) => homeownerEmailBody(`A reminder: ${visitSentence(b)}`, links, agencyName)
