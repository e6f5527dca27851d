// What the strip says follows a call: when the lead is called next, on its own clock, or that it is closed.
import { callingStatus } from '../../geo/calling-hours'
import type { ClaimedLead } from '../../ledger-api/ledger-contract'
import { leadAfterCall } from '../../leads/cadence'
import type { CallOutcome } from '../../leads/queued-lead'
import { partnerLocalClock } from '../../partner-time/local-time'
import { zonedTime } from '../../partner-time/wall-clock'

const MINUTE_MS = 60_000
const MINUTES_A_DAY = 24 * 60
/** A week and a day: every state's rule opens some day of the week. */
const DAYS_LOOKED_AHEAD = 8

type CallFollows = { kind: 'next-call'; at: number; attempt: number } | { kind: 'closed' }

/** @internal
 * The first instant from `from` inside the lead's calling hours (its state's rule, the federal window for `state`
 * ''), on `timeZone`'s clock; `from` itself when the rule cannot be read. A day that changes its clocks may be off by
 * that hour, as the cadence's own times are.
 */
export function nextCallingOpening(from: number, state: string, timeZone: string): number {
  let time = from
  try {
    for (let day = 0; day < DAYS_LOOKED_AHEAD; day++) {
      const status = callingStatus(state, timeZone, new Date(time))
      if (status.inside) return time
      const { minuteOfDay } = partnerLocalClock(timeZone, new Date(time))
      const startOfMinute = time - (time % MINUTE_MS)
      if (status.today && minuteOfDay < status.today.opensMinute)
        return startOfMinute + (status.today.opensMinute - minuteOfDay) * MINUTE_MS
      time = startOfMinute + (MINUTES_A_DAY - minuteOfDay) * MINUTE_MS
    }
  } catch {
    // A zone this browser's Intl does not know: the cadence's time as it is.
  }
  return from
}

/** After No answer or Left voicemail: the later of the cadence's next call and its calling hours' next opening. */
export function whatFollowsNoContact(
  lead: ClaimedLead,
  outcome: Extract<CallOutcome, 'No answer' | 'Left voicemail'>,
  at: number,
  state: string,
  timeZone: string,
): CallFollows {
  const earlier = lead.calls.map((call) => ({ at: Date.parse(call.at), outcome: call.outcome }))
  const after = leadAfterCall(earlier, { at, outcome }, timeZone)
  if (after.nextCallAt === null) return { kind: 'closed' }
  return {
    kind: 'next-call',
    at: nextCallingOpening(after.nextCallAt, state, timeZone),
    attempt: lead.attempts + 2,
  }
}

/** `Wed 4:00 PM` on the lead's clock. */
export function dayAndTime(instant: number, timeZone: string): string {
  const { weekday, time } = zonedTime(new Date(instant), timeZone)
  return `${weekday} ${time}`
}
