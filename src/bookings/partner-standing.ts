// A partner's week in the ledger: bookings this week, the latest booking, its Weekly Cap and whether it is full.
// The order (bestFirst), the card's count and the caps all read this one standing.
import type { Company } from '../partners/company'
import type { ListedBooking } from './booking'
import { countThisWeek, firstPerName, partnerKey } from './partner-bookings'

export interface PartnerStanding {
  bookedThisWeek: number
  /** The latest booking of any week read (ms), for "booked least recently"; -Infinity when none. */
  lastBookedAt: number
  /** The Weekly Cap the partner's rows share; null when none is readable (no cap). */
  cap: number | null
  full: boolean
}

/** A partner's standing by company name (trimmed and case-folded); a partner with no bookings has an empty week. */
export type StandingOf = (companyName: string) => PartnerStanding

/** @internal Tests read single cells: the Weekly Cap as a whole number of bookings (1 or more); null is no cap. */
export function weeklyCap(company: Pick<Company, 'weekly_cap'>): number | null {
  const text = company.weekly_cap.trim()
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null
}

/** A Weekly Cap cell that holds something other than a whole number: the Admin report lists these rows. */
export function hasUnreadableCap(company: Pick<Company, 'weekly_cap'>): boolean {
  return company.weekly_cap.trim() !== '' && weeklyCap(company) === null
}

/** At or over the Weekly Cap: the one place that rule is written. */
const isFull = (booked: number, cap: number | null) => cap !== null && booked >= cap

/** Every partner's standing in the agency week holding `now`. */
export function partnerStandings(
  bookings: readonly ListedBooking[],
  companies: readonly Company[],
  now: number,
  timeZone: string,
): StandingOf {
  const counts = countThisWeek(bookings, now, timeZone).byPartner
  const caps = firstPerName(companies, weeklyCap)
  return (companyName) => {
    const key = partnerKey(companyName)
    const count = counts.get(key)
    const bookedThisWeek = count?.bookedThisWeek ?? 0
    const cap = caps.get(key) ?? null
    return { bookedThisWeek, lastBookedAt: count?.lastBookedAt ?? -Infinity, cap, full: isFull(bookedThisWeek, cap) }
  }
}
