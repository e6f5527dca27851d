// Best partner first; Priority 1 is the first choice, a blank Priority sorts last.
import type { StandingOf } from './partner-standing'
import type { Company } from '../partners/company'

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

/** @internal Tests read single cells: the Priority cell as a number; null when blank or not a number (both sort last). */
export function partnerPriority(company: Pick<Company, 'priority'>): number | null {
  const text = company.priority.trim()
  return PLAIN_NUMBER.test(text) ? Number(text) : null
}

/** A Priority cell that holds something other than a number: the Admin report lists these rows. */
export function hasUnreadablePriority(company: Pick<Company, 'priority'>): boolean {
  return company.priority.trim() !== '' && partnerPriority(company) === null
}

export interface OrderedPartner {
  position: number
  company: Pick<Company, 'status_badge' | 'priority' | 'company_name'>
}

/** ACTIVE before PAUSED: the one place that order is written. */
export const pausedRank = (company: Pick<Company, 'status_badge'>) => (company.status_badge === 'ACTIVE' ? 0 : 1)

const compareNumbers = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1)

export function bestFirst<E extends OrderedPartner>(
  entries: readonly E[],
  groupOrder: (a: E, b: E) => number = () => 0,
  standingOf: StandingOf | null = null,
): E[] {
  const keyed = entries.map((entry) => {
    const standing = standingOf?.(entry.company.company_name)
    return {
      entry,
      paused: pausedRank(entry.company),
      full: standing?.full ? 1 : 0,
      priority: partnerPriority(entry.company) ?? Infinity,
      booked: standing?.bookedThisWeek ?? 0,
      lastBookedAt: standing?.lastBookedAt ?? 0,
    }
  })
  keyed.sort(
    (a, b) =>
      groupOrder(a.entry, b.entry) ||
      a.paused - b.paused ||
      a.full - b.full ||
      compareNumbers(a.priority, b.priority) ||
      a.booked - b.booked ||
      compareNumbers(a.lastBookedAt, b.lastBookedAt) ||
      a.entry.position - b.entry.position,
  )
  return keyed.map(({ entry }) => entry)
}
