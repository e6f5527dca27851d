// How fast the agency answers its leads, and what each setter did with them, over one week's leads.
import { leadQueueMessages } from './lead-queue-messages'
import type { CallOutcome, LeadAttempt } from './queued-lead'

const MINUTE_MS = 60_000

/** A lead of the Leads tab, its times in UTC ms. */
export interface WeekLead {
  leadId: string
  receivedAt: number
  /** null while the lead has not been called. */
  firstCallAt: number | null
}

export interface SpeedToLead {
  /** Leads received in the week. */
  leads: number
  /** Over the leads called: how long an uncalled lead will wait is not known yet. null when none was called. */
  medianToFirstCallMs: number | null
  /** Over every lead received: one not called yet is not within. */
  within5Minutes: number
  within15Minutes: number
}

export interface SetterFigures {
  setter: string
  /** Distinct leads this setter recorded an attempt on. */
  leadsWorked: number
  calls: number
  booked: number
  /** Leads worked that reached an outcome other than `No answer`, `Left voicemail` or `Bad number`, over leads worked. */
  contactRate: number
}

const NO_CONTACT: readonly CallOutcome[] = ['No answer', 'Left voicemail', 'Bad number']

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function speedToLead(leads: readonly WeekLead[]): SpeedToLead {
  const waits = leads
    .flatMap((lead) => (lead.firstCallAt === null ? [] : [Math.max(0, lead.firstCallAt - lead.receivedAt)]))
    .sort((a, b) => a - b)
  return {
    leads: leads.length,
    medianToFirstCallMs: median(waits),
    within5Minutes: waits.filter((wait) => wait <= 5 * MINUTE_MS).length,
    within15Minutes: waits.filter((wait) => wait <= 15 * MINUTE_MS).length,
  }
}

function setterFigures(attempts: readonly Pick<LeadAttempt, 'leadId' | 'setter' | 'outcome'>[]): SetterFigures[] {
  const bySetter = new Map<string, { worked: Set<string>; contacted: Set<string>; calls: number; booked: number }>()
  for (const { leadId, setter, outcome } of attempts) {
    let figures = bySetter.get(setter)
    if (!figures) bySetter.set(setter, (figures = { worked: new Set(), contacted: new Set(), calls: 0, booked: 0 }))
    figures.worked.add(leadId)
    if (!NO_CONTACT.includes(outcome)) figures.contacted.add(leadId)
    figures.calls += 1
    if (outcome === 'Booked') figures.booked += 1
  }
  return (
    [...bySetter]
      .map(([setter, { worked, contacted, calls, booked }]) => ({
        setter,
        leadsWorked: worked.size,
        calls,
        booked,
        contactRate: contacted.size / worked.size,
      }))
      // A week has a few setters: localeCompare needs no cached Intl.Collator (which the ledger script cannot use).
      .sort((a, b) => a.setter.localeCompare(b.setter, 'en', { sensitivity: 'base' }))
  )
}

/** The week's figures over the leads received in [from, to), and the attempts made on those leads. */
export function weekLeadStats(
  leads: readonly WeekLead[],
  attempts: readonly Pick<LeadAttempt, 'leadId' | 'setter' | 'outcome'>[],
  week: { from: number; to: number },
): { speed: SpeedToLead; setters: SetterFigures[] } {
  const received = leads.filter((lead) => lead.receivedAt >= week.from && lead.receivedAt < week.to)
  const ids = new Set(received.map((lead) => lead.leadId))
  return { speed: speedToLead(received), setters: setterFigures(attempts.filter((a) => ids.has(a.leadId))) }
}

const percent = (part: number, whole: number) => Math.round((100 * part) / whole)

/** Admin's speed line; null when no lead of the week has been called, as there is no median to give. */
export function speedToLeadLine(speed: SpeedToLead): string | null {
  if (speed.medianToFirstCallMs === null) return null
  return leadQueueMessages.speedToLead(
    Math.round(speed.medianToFirstCallMs / MINUTE_MS),
    percent(speed.within5Minutes, speed.leads),
    percent(speed.within15Minutes, speed.leads),
  )
}
