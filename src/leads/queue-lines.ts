// The Search tab's lines about the lead queue, from its view at one moment.
import { instantOf, type LeadQueueView } from './callable-leads'
import { leadAge, leadQueueMessages } from './lead-queue-messages'
import type { QueuedLead } from './queued-lead'
import { isRebookSource } from './rebook'

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

/** A rebook row's earlier booking, as `claim` answers it from version 13. */
interface RebookOf {
  rebookPartner?: string
  rebookLabel?: string
}

/** The strip above the form for the claimed lead: a rebook row names the partner and the appointment it replaces. */
export const leadStrip = (lead: QueuedLead & RebookOf, now: number) =>
  isRebookSource(lead.source) && lead.rebookPartner
    ? leadQueueMessages.rebookStrip(lead.source.trim(), lead.rebookPartner, lead.rebookLabel ?? '', lead.attempts + 1)
    : leadQueueMessages.leadStrip(lead.source.trim(), leadAge(waited(lead, now)), lead.attempts + 1)
