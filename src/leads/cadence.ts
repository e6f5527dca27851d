// When a lead is called again, and when it closes: the Customer Service Guidelines' cadence.
// The script's `outcome` applies the same rule; tests/unit/leads/cadence-table.ts holds the cases both meet.
import { wallClockAsUtc } from '../partner-time/wall-clock'
import { instantOfWallClock } from '../partner-time/wall-clock-instant'
import type { CallOutcome } from './queued-lead'
import { leadPolicyText, NO_CONTACT_CALLS_IN_ALL } from './policy'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
const RETRY_AFTER_MS = 2 * HOUR_MS
const NO_CONTACT_CALLS_A_DAY = 3
const FIRST_CALL_HOUR = 9

/** A call already on record, at a UTC instant (ms). */
export interface CallRecord {
  at: number
  outcome: CallOutcome
}

export type CallToRecord =
  | { at: number; outcome: 'Call back'; callbackAt: number }
  | { at: number; outcome: 'Booked'; bookingId: string }
  | { at: number; outcome: Exclude<CallOutcome, 'Call back' | 'Booked'> }

type LeadClosure = typeof leadPolicyText.noContactClosure | 'Bad number' | 'Not interested' | 'Do not call' | 'Booked'

/** The lead row's script-kept cells after a call; the claim is released as well. */
export interface LeadAfterCall {
  attempts: number
  firstCallAt: number
  lastAttemptAt: number
  lastOutcome: CallOutcome
  /** null once the lead is closed. */
  nextCallAt: number | null
  /** '' while the lead is open. */
  closed: LeadClosure | ''
  bookingId: string
}

const isNoContact = (outcome: CallOutcome) => outcome === 'No answer' || outcome === 'Left voicemail'

/** The lead's calendar day at `time`, counted in days on its wall clock. */
const localDay = (time: number, timeZone: string) => Math.floor(wallClockAsUtc(time, timeZone) / DAY_MS)

function nextDayAtNine(time: number, timeZone: string): number {
  const wall = (localDay(time, timeZone) + 1) * DAY_MS + FIRST_CALL_HOUR * HOUR_MS
  // A zone whose clocks skip 9:00 that day gets the instant its offset before the change gives.
  return instantOfWallClock(wall, timeZone) ?? wall - (wallClockAsUtc(wall, timeZone) - wall)
}

function nextAfterNoContact(earlier: readonly CallRecord[], at: number, timeZone: string) {
  const noContact = earlier.filter((call) => isNoContact(call.outcome))
  // A call whose time did not parse still counts towards six, but on no day.
  if (noContact.length + 1 >= NO_CONTACT_CALLS_IN_ALL)
    return { nextCallAt: null, closed: leadPolicyText.noContactClosure }
  const today = localDay(at, timeZone)
  const todays = noContact.filter((call) => !Number.isNaN(call.at) && localDay(call.at, timeZone) === today).length + 1
  return {
    nextCallAt: todays >= NO_CONTACT_CALLS_A_DAY ? nextDayAtNine(at, timeZone) : at + RETRY_AFTER_MS,
    closed: '' as const,
  }
}

/** The lead after `call`, given its `earlier` calls and its time zone (its ZIP's, else the agency's). */
export function leadAfterCall(earlier: readonly CallRecord[], call: CallToRecord, timeZone: string): LeadAfterCall {
  const recorded = {
    attempts: earlier.length + 1,
    // An earlier call whose time did not parse cannot be the first.
    firstCallAt: Math.min(call.at, ...earlier.map((record) => record.at).filter((at) => !Number.isNaN(at))),
    lastAttemptAt: call.at,
    lastOutcome: call.outcome,
    bookingId: '',
  }
  switch (call.outcome) {
    case 'No answer':
    case 'Left voicemail':
      return { ...recorded, ...nextAfterNoContact(earlier, call.at, timeZone) }
    case 'Call back':
      return { ...recorded, nextCallAt: call.callbackAt, closed: '' }
    case 'Booked':
      return { ...recorded, nextCallAt: null, closed: 'Booked', bookingId: call.bookingId }
    default:
      return { ...recorded, nextCallAt: null, closed: call.outcome }
  }
}

/** Whether a voicemail was left on the lead's local day of `now`, so the strip warns against a second one. */
export function voicemailLeftToday(calls: readonly CallRecord[], now: number, timeZone: string): boolean {
  const today = localDay(now, timeZone)
  return calls.some((call) => call.outcome === 'Left voicemail' && localDay(call.at, timeZone) === today)
}

/** The lead after all its calls, and the call that closed it (null while open). */
export interface LeadAfterCalls<Call extends CallToRecord> extends LeadAfterCall {
  closingCall: Call | null
}

/**
 * The lead after `calls`, taken in the order they were made, whatever order they arrived in: the first call that
 * closes it closes it, later ones are counted but change neither `Closed` nor `Next Call At`; a `Booked` closes it
 * whenever it was made, as its booking stands. Null for no calls.
 */
export function leadAfterCalls<Call extends CallToRecord>(
  calls: readonly Call[],
  timeZone: string,
): LeadAfterCalls<Call> | null {
  const timeOf = (call: CallToRecord) => (Number.isNaN(call.at) ? -Infinity : call.at)
  // A call whose time did not parse sorts first, as the oldest; calls made at one moment keep their order.
  const inOrder = [...calls].sort((a, b) => (timeOf(a) < timeOf(b) ? -1 : timeOf(a) > timeOf(b) ? 1 : 0))
  let last: LeadAfterCall | null = null
  let closing: { call: Call; after: LeadAfterCall } | null = null
  for (let i = 0; i < inOrder.length; i++) {
    const call = inOrder[i]!
    const after = leadAfterCall(inOrder.slice(0, i), call, timeZone)
    const firstBooked = call.outcome === 'Booked' && closing?.call.outcome !== 'Booked'
    if (after.closed !== '' && (closing === null || firstBooked)) closing = { call, after }
    last = after
  }
  if (last === null) return null
  if (closing === null) return { ...last, closingCall: null }
  return {
    ...last,
    nextCallAt: null,
    closed: closing.after.closed,
    bookingId: closing.after.bookingId,
    closingCall: closing.call,
  }
}
