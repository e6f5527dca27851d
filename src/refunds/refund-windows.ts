// When a partner may ask for a refund or report a no-show, in agency time. The ledger script applies
// the same rules; tests/unit/refunds/refund-windows-table.ts holds the table both are run on.
import { agencyDayLabel, endOfDayAfter, nextWeekStart, weekStart } from '../partner-time/agency-week'
import { NO_SHOW_WINDOW_DAYS, REFUND_WINDOW_DAYS } from './policy'

const DAY_MS = 24 * 60 * 60 * 1000
const ANSWER_BUSINESS_DAYS = 2

export interface RefundDeadline {
  /** Monday 00:00 of the agency week after the quote's Emailed At week: the charge. */
  chargedAt: number
  /** The instant the window closes: the end of the REFUND_WINDOW_DAYS-th calendar day after the charge. */
  closesAt: number
  /** The window's last day, `Mon Nov 30`. */
  lastDay: string
}

/** The refund window of a quote emailed at `emailedAt`. */
export function refundDeadline(emailedAt: number, timeZone: string): RefundDeadline {
  const chargedAt = nextWeekStart(emailedAt, timeZone)
  const closesAt = endOfDayAfter(chargedAt, REFUND_WINDOW_DAYS, timeZone)
  return { chargedAt, closesAt, lastDay: agencyDayLabel(closesAt - 1, timeZone) }
}

/** The no-show window: from the appointment's start until the end of the NO_SHOW_WINDOW_DAYS-th calendar day after it. */
function noShowWindow(appointmentAt: number, timeZone: string): { opensAt: number; closesAt: number } {
  return { opensAt: appointmentAt, closesAt: endOfDayAfter(appointmentAt, NO_SHOW_WINDOW_DAYS, timeZone) }
}

export type NoShowTiming = 'not-yet' | 'open' | 'closed'

/** Where `now` falls: before the appointment, inside the window, or after it. */
export function noShowTiming(appointmentAt: number, now: number, timeZone: string): NoShowTiming {
  const { opensAt, closesAt } = noShowWindow(appointmentAt, timeZone)
  if (now < opensAt) return 'not-yet'
  return now < closesAt ? 'open' : 'closed'
}

/** The day the agency answers a refund asked at `askedAt`: two business days later (Monday to Friday, no holidays). */
export function refundAnswerDay(askedAt: number, timeZone: string): string {
  let businessDays = 0
  let day = askedAt
  for (let daysAfter = 1; businessDays < ANSWER_BUSINESS_DAYS; daysAfter++) {
    day = endOfDayAfter(askedAt, daysAfter - 1, timeZone)
    // A day around a daylight-saving change is 23 or 25 hours long, so the count since Monday is rounded.
    const sinceMonday = Math.round((day - weekStart(day, timeZone)) / DAY_MS)
    if (sinceMonday < 5) businessDays++
  }
  return agencyDayLabel(day, timeZone)
}
