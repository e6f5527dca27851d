// Which open leads `Next lead` may claim now, in the order it tries them.
import { wallClockAsUtc } from '../partner-time/wall-clock'
import { instantOfDateTimeText } from './date-time-text'
import type { QueuedLead } from './queued-lead'
import { isRebookSource } from './rebook'

/**
 * The tool's calling-hours rule for a ZIP at an instant (src/geo/calling-hours.ts, by the ZIP's state and zone);
 * null when the tool's ZIP data does not know the ZIP.
 */
export type CallingHoursByZip = (zip: string, now: number) => boolean | null

export interface QueueMoment {
  now: number
  /** The setter pressing `Next lead`: their own claim does not stop them. */
  setter: string
  agencyTimeZone: string
  insideCallingHours: CallingHoursByZip
}

export interface LeadQueueView {
  /**
   * Rebook rows (a homeowner waiting for the agency's call), oldest Received At first; then never-attempted leads,
   * oldest first; then due leads, earliest Next Call At first.
   */
  callable: QueuedLead[]
  /** Leads `Next lead` would claim but for their calling hours. */
  outsideCallingHours: number
  /** The never-attempted callable leads but the one this setter holds: what `Leads waiting` counts. */
  waiting: QueuedLead[]
}

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000
// A ZIP the tool does not know has no state rule: the federal window, on the agency's clock.
const UNKNOWN_ZIP_OPENS_MINUTE = 8 * 60
const UNKNOWN_ZIP_CLOSES_MINUTE = 21 * 60

/** A time `queue` answers, as UTC ms; '' and unreadable text are null. */
export const instantOf = (text: string) => instantOfDateTimeText(text, null)

const isNeverAttempted = (lead: QueuedLead) => lead.attempts === 0

function isDue(lead: QueuedLead, now: number): boolean {
  const nextCallAt = instantOf(lead.nextCallAt)
  return lead.attempts > 0 && nextCallAt !== null && nextCallAt <= now
}

function isClaimed(lead: QueuedLead, now: number): boolean {
  const claimedUntil = instantOf(lead.claimedUntil)
  return lead.claimedBy !== '' && claimedUntil !== null && claimedUntil > now
}

const isClaimedByAnother = (lead: QueuedLead, { now, setter }: QueueMoment) =>
  isClaimed(lead, now) && lead.claimedBy !== setter

const isHeldBySetter = (lead: QueuedLead, { now, setter }: QueueMoment) =>
  isClaimed(lead, now) && lead.claimedBy === setter

function isInsideCallingHours(lead: QueuedLead, { now, agencyTimeZone, insideCallingHours }: QueueMoment): boolean {
  const byZip = lead.zip === '' ? null : insideCallingHours(lead.zip, now)
  if (byZip !== null) return byZip
  const minuteOfDay = Math.floor((wallClockAsUtc(now, agencyTimeZone) % DAY_MS) / MINUTE_MS)
  return minuteOfDay >= UNKNOWN_ZIP_OPENS_MINUTE && minuteOfDay < UNKNOWN_ZIP_CLOSES_MINUTE
}

/** Earliest first; a lead without a readable time after every lead with one, in the queue's own order. */
function byTime(time: (lead: QueuedLead) => string) {
  return (a: QueuedLead, b: QueuedLead) =>
    (instantOf(time(a)) ?? Number.POSITIVE_INFINITY) - (instantOf(time(b)) ?? Number.POSITIVE_INFINITY) || 0
}

export function leadQueueView(leads: readonly QueuedLead[], moment: QueueMoment): LeadQueueView {
  const claimable = leads.filter(
    (lead) => (isNeverAttempted(lead) || isDue(lead, moment.now)) && !isClaimedByAnother(lead, moment),
  )
  const callable = claimable.filter((lead) => isInsideCallingHours(lead, moment))
  const neverAttempted = callable.filter(isNeverAttempted).sort(byTime((lead) => lead.receivedAt))
  const isRebook = (lead: QueuedLead) => isRebookSource(lead.source)
  return {
    callable: [
      ...callable.filter(isRebook).sort(byTime((lead) => lead.receivedAt)),
      ...neverAttempted.filter((lead) => !isRebook(lead)),
      ...callable.filter((lead) => !isNeverAttempted(lead) && !isRebook(lead)).sort(byTime((lead) => lead.nextCallAt)),
    ],
    outsideCallingHours: claimable.length - callable.length,
    waiting: neverAttempted.filter((lead) => !isHeldBySetter(lead, moment)),
  }
}
