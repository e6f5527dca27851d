// Best partner first (issue 22): ACTIVE before PAUSED, then the sheet's optional Priority
// (1 is the first choice, blank last), then sheet order.
import type { Company } from './company'

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

/** The Priority cell as a number; null when blank or not a number (both sort last). */
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
  company: Pick<Company, 'status_badge' | 'priority'>
}

/** The entries best first; within `groupOrder`'s groups when given (nearby partners keep their distance ranks). */
export function bestFirst<E extends OrderedPartner>(
  entries: readonly E[],
  groupOrder: (a: E, b: E) => number = () => 0,
): E[] {
  const keyed = entries.map((entry) => ({
    entry,
    paused: entry.company.status_badge === 'ACTIVE' ? 0 : 1,
    priority: partnerPriority(entry.company) ?? Infinity,
  }))
  keyed.sort(
    (a, b) =>
      groupOrder(a.entry, b.entry) ||
      a.paused - b.paused ||
      (a.priority === b.priority ? 0 : a.priority < b.priority ? -1 : 1) ||
      a.entry.position - b.entry.position,
  )
  return keyed.map(({ entry }) => entry)
}
