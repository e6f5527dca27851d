// What homeowners answered, for Admin's week: the appointments of the week (by appointment date), how many were
// confirmed, reminded and how many asked for another time; the requests still ahead; the confirmations the quota holds back.
// Framework-free.
import type { ListedBooking } from './booking'
import { isWithdrawn } from './partner-bookings'

export interface HomeownerAnswers {
  appointments: number
  confirmed: number
  /** The week's appointments whose reminder went (a sent time, not being sent nor a reason it did not go). */
  reminded: number
  askedAgain: number
  /** `{p}%` of the week's appointments confirmed, or `—` when there are none. */
  confirmedShare: string
  /** Requests for another time whose appointment has not passed, soonest first. */
  stillAsking: ListedBooking[]
  /** Confirmations waiting for the daily email limit. */
  waitingForQuota: number
}

const DAILY_LIMIT = 'daily email limit reached'

/** The week [weekStart, weekEnd) of appointments, `now` for the requests still ahead. */
export function homeownerAnswers(
  bookings: readonly ListedBooking[],
  weekStart: number,
  weekEnd: number,
  now: number,
): HomeownerAnswers {
  const standing = bookings.filter((booking) => !isWithdrawn(booking.status) && !booking.held)
  const appointmentOf = (booking: ListedBooking) => Date.parse(booking.appointment ?? '')
  const week = standing.filter((booking) => appointmentOf(booking) >= weekStart && appointmentOf(booking) < weekEnd)
  const confirmed = week.filter((booking) => !!booking.confirmedAt).length
  return {
    appointments: week.length,
    confirmed,
    reminded: week.filter((booking) => !!booking.reminderSentAt).length,
    askedAgain: week.filter((booking) => !!booking.rescheduleAskedAt).length,
    confirmedShare: week.length === 0 ? '—' : `${Math.round((confirmed / week.length) * 100)}%`,
    stillAsking: standing
      .filter((booking) => !!booking.rescheduleAskedAt && appointmentOf(booking) > now)
      .sort((a, b) => appointmentOf(a) - appointmentOf(b)),
    waitingForQuota: standing.filter((booking) => booking.homeownerEmailStatus === DAILY_LIMIT).length,
  }
}

/** The booking's line in Admin: `confirmed`, `asked for another time`, or '' when the homeowner said nothing. */
export const homeownerAnswerOf = (booking: ListedBooking) =>
  booking.rescheduleAskedAt ? 'asked for another time' : booking.confirmedAt ? 'confirmed' : ''
