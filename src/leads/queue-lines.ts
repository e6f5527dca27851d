// The Search tab's lines about the lead queue, from its view at one moment.
import { instantOf, type LeadQueueView } from './callable-leads'
import { leadAge, leadQueueMessages } from './lead-queue-messages'
import type { QueuedLead } from './queued-lead'

/** What `Next lead` says when it has nothing to claim. */
export const nothingToCallText = (view: LeadQueueView) =>
  view.outsideCallingHours > 0
    ? leadQueueMessages.noLeadInsideCallingHours(view.outsideCallingHours)
    : leadQueueMessages.noLeadToCall

/** How long the lead has waited; a row the script has not stamped yet has only just arrived. */
const waited = (lead: QueuedLead, now: number) => now - (instantOf(lead.receivedAt) ?? now)

/** `Leads waiting: {n} · oldest {age}` over the view's waiting leads; null when there are none. */
export function leadsWaitingLine(view: LeadQueueView, now: number): string | null {
  const { waiting } = view
  if (waiting.length === 0) return null
  const longest = Math.max(...waiting.map((lead) => waited(lead, now)))
  return leadQueueMessages.leadsWaiting(waiting.length, leadAge(longest))
}

/** The strip above the form for the claimed lead. */
export const leadStrip = (lead: QueuedLead, now: number) =>
  leadQueueMessages.leadStrip(lead.source.trim(), leadAge(waited(lead, now)), lead.attempts + 1)
