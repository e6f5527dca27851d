// How many homeowners partners reported absent: Admin's line, overall and per partner.
import { collator } from '../intl-format'
import { inNoShowPeriod, type AppointmentRow } from './no-show-period'
import { isWithdrawn, partnerKey } from '../bookings/partner-bookings'
import type { ListedBooking } from '../bookings/booking'
import { notDeliveredReason } from './weekly-statement'
import { refundPolicyText } from './policy'

export interface NoShowCount {
  reported: number
  appointments: number
}

export interface NoShowCounts {
  overall: NoShowCount
  /** By partner name (case and spaces ignored), shown as first written, sorted by name. */
  byPartner: (NoShowCount & { partner: string })[]
}

/** `appointments`: delivered quotes whose appointment fell in the no-show period before `now`; `reported`: those reported. */
export function countNoShows(rows: readonly AppointmentRow[], now: number): NoShowCounts {
  const overall: NoShowCount = { reported: 0, appointments: 0 }
  const byPartner = new Map<string, NoShowCount & { partner: string }>()
  for (const row of rows) {
    const appointment = Date.parse(row.appointment)
    if (Number.isNaN(appointment) || !inNoShowPeriod(appointment, now)) continue
    if (notDeliveredReason(row, now) !== null) continue
    const key = partnerKey(row.partner)
    const count = byPartner.get(key) ?? { partner: row.partner.trim(), reported: 0, appointments: 0 }
    const reported = row.noShowReportedAt.trim() === '' ? 0 : 1
    count.appointments++
    count.reported += reported
    overall.appointments++
    overall.reported += reported
    byPartner.set(key, count)
  }
  const byName = collator('en', { sensitivity: 'base' })
  return { overall, byPartner: [...byPartner.values()].sort((a, b) => byName.compare(a.partner, b.partner)) }
}

/** `No-shows reported: {n} of {m} appointments in the last 4 weeks ({p}%)`; 0% when there were none. */
export function noShowLine({ reported, appointments }: NoShowCount): string {
  const percent = appointments === 0 ? 0 : Math.round((100 * reported) / appointments)
  return refundPolicyText.noShowLine(reported, appointments, percent)
}

export interface RebookedAfterNoShow {
  /** How many of them a standing booking gives a new time (its `rebookOf` names the no-show's booking). */
  rebooked: number
  /** No-shows reported in the week. */
  reported: number
}

/** Admin's `Rebooked after a no-show: {k} of {m}`: the no-shows reported in [weekStart, weekEnd), one per booking. */
export function rebookedAfterNoShow(
  rows: readonly AppointmentRow[],
  bookings: readonly ListedBooking[],
  weekStart: number,
  weekEnd: number,
): RebookedAfterNoShow {
  const newTimesOf = new Set(
    bookings
      .filter((booking) => !booking.held && !isWithdrawn(booking.status) && !!booking.rebookOf)
      .map((booking) => booking.rebookOf),
  )
  const reportedIds = new Set<string>()
  let reported = 0
  let rebooked = 0
  for (const row of rows) {
    const reportedAt = Date.parse(row.noShowReportedAt)
    if (Number.isNaN(reportedAt) || reportedAt < weekStart || reportedAt >= weekEnd) continue
    // A row the owner copied is one no-show; a script before version 13 names no booking, so none is rebooked.
    if (row.id && reportedIds.has(row.id)) continue
    if (row.id) reportedIds.add(row.id)
    reported++
    if (row.id && newTimesOf.has(row.id)) rebooked++
  }
  return { rebooked, reported }
}
