// The ledger read back: its `list` answer plus the outbox's bookings it does not hold yet (one per id),
// counted per partner for the agency week. A booking counts for the partner rows whose company_name, by
// partnerKey, equals its `partner`; rows sharing a name share a count and a cap.
import { nextWeekStart, weekStart } from '../partner-time/agency-week'
import type { Company } from '../partners/company'
import type { ListedBooking } from './booking'

/** The owner's Status cell takes a booking out of the counts: refunded or cancelled (case and spaces ignored). */
export function isWithdrawn(status: string): boolean {
  return ['refunded', 'cancelled', 'canceled'].includes(status.replace(/\s+/g, '').toLowerCase())
}

/** Which partner a name means: trimmed, case ignored, inner spaces collapsed (the ledger script's rule too). */
export const partnerKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ')

/** Per partner name, the first value `read` finds among the sheet rows sharing it (their Weekly Cap, their price). */
export function firstPerName<T>(companies: readonly Company[], read: (company: Company) => T | null): Map<string, T> {
  const values = new Map<string, T>()
  for (const company of companies) {
    const key = partnerKey(company.company_name)
    if (values.has(key)) continue
    const value = read(company)
    if (value !== null) values.set(key, value)
  }
  return values
}

/** A booking as the tool reads it back: from the ledger, or still in this browser's outbox (not delivered yet). */
export type ReadBooking = ListedBooking & { inOutbox?: true }

/** The ledger's bookings, then the outbox's that it lacks; a booking without a readable time is left out. */
export function mergeBookings(fromLedger: readonly ListedBooking[], fromOutbox: readonly ReadBooking[]): ReadBooking[] {
  const seen = new Set<string>()
  const merged: ReadBooking[] = []
  for (const booking of [...fromLedger, ...fromOutbox]) {
    if (seen.has(booking.id) || Number.isNaN(Date.parse(booking.bookedAt))) continue
    seen.add(booking.id)
    merged.push(booking)
  }
  return merged
}

interface WeekTally {
  bookedThisWeek: number
  /** The latest booking of any week read (ms), for "booked least recently". */
  lastBookedAt: number
}

export interface WeekCounts {
  weekStart: number
  byPartner: ReadonlyMap<string, WeekTally>
}

/** One pass over the bookings: this week's count and the latest booking per partner name. */
export function countThisWeek(bookings: readonly ListedBooking[], now: number, timeZone: string): WeekCounts {
  const start = weekStart(now, timeZone)
  const end = nextWeekStart(start, timeZone)
  const byPartner = new Map<string, WeekTally>()
  for (const booking of bookings) {
    // A held booking is no partner's until the owner releases it.
    if (isWithdrawn(booking.status) || booking.held) continue
    const time = Date.parse(booking.bookedAt)
    const key = partnerKey(booking.partner)
    const tally = byPartner.get(key) ?? { bookedThisWeek: 0, lastBookedAt: -Infinity }
    // A new time is not billed: it stays outside the Weekly Cap.
    if (time >= start && time < end && !booking.newTimeOf) tally.bookedThisWeek++
    tally.lastBookedAt = Math.max(tally.lastBookedAt, time)
    byPartner.set(key, tally)
  }
  return { weekStart: start, byPartner }
}
