// What the lead alert announces: each lead new since the previous `queue` answer that arrived within ARRIVAL_NEWS_MS.
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
