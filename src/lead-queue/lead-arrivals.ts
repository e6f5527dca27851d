// What the lead alert tells a setter: each lead new since the previous `queue` answer that arrived within
// ARRIVAL_NEWS_MS, and how many leads wait, for the window's title and the installed tool's badge.
import type { QueuedLead } from './queued-lead'

/** @internal An older arrival is not news: the setter sees it in Leads waiting. */
export const ARRIVAL_NEWS_MS = 15 * 60_000

/** The leads to announce: named by an id the previous answer lacked, arrived within the news window. */
export function newArrivals(previousIds: ReadonlySet<string>, leads: readonly QueuedLead[], now: number): QueuedLead[] {
  return leads.filter((lead) => {
    if (lead.leadId === '' || previousIds.has(lead.leadId)) return false
    const arrived = Date.parse(lead.arrivedAt ?? '')
    return !Number.isNaN(arrived) && arrived <= now && now - arrived <= ARRIVAL_NEWS_MS
  })
}

/** Leads never attempted, as `queue` counts them waiting. */
export const leadsWaitingCount = (leads: readonly QueuedLead[]) => leads.filter((lead) => lead.attempts === 0).length
