// The checks an outcome passes before anything is written: the tool's before it enters the outbox, the script's on arrival.
import type { CallToRecord } from './cadence'
import { instantOfDateTimeText } from './date-time-text'
import { outcomeRefusals } from './lead-queue-messages'
import { isCallOutcome } from './queued-lead'
import { CALLBACK_DAYS_AHEAD } from './policy'

const DAY_MS = 86_400_000

const isFilledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** The call `request` records at `now`, or the reason it is refused. */
export function readOutcomeRequest(
  request: { outcome: unknown; callbackAt?: unknown; bookingId?: unknown },
  now: number,
): { call: CallToRecord } | { refused: string } {
  const { outcome } = request
  if (!isCallOutcome(outcome)) return { refused: outcomeRefusals.unknownOutcome }
  if (outcome === 'Call back') {
    if (!isFilledText(request.callbackAt)) return { refused: outcomeRefusals.noCallbackAt }
    const callbackAt = instantOfDateTimeText(request.callbackAt, null)
    if (callbackAt === null) return { refused: outcomeRefusals.callbackAtNotADate }
    if (callbackAt < now) return { refused: outcomeRefusals.callbackAtPast }
    if (callbackAt - now > CALLBACK_DAYS_AHEAD * DAY_MS) return { refused: outcomeRefusals.callbackAtTooFar }
    return { call: { at: now, outcome, callbackAt } }
  }
  if (outcome === 'Booked') {
    if (!isFilledText(request.bookingId)) return { refused: outcomeRefusals.noBookingId }
    return { call: { at: now, outcome, bookingId: request.bookingId.trim() } }
  }
  return { call: { at: now, outcome } }
}

/**
 * When the call was made: `calledAt` (ISO 8601 with its offset, the moment the setter pressed the outcome) kept
 * between `earliest` (the lead's Received At) and `now`, never moved up to a later call; absent, `now`.
 */
export function readCalledAt(calledAt: unknown, earliest: number, now: number): { at: number } | { refused: string } {
  if (calledAt === undefined || calledAt === null || calledAt === '') return { at: now }
  const at = typeof calledAt === 'string' ? instantOfDateTimeText(calledAt, null) : null
  if (at === null) return { refused: outcomeRefusals.calledAtNotADate }
  return { at: Math.min(now, Math.max(earliest, at)) }
}
