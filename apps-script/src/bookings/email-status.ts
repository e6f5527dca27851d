// A booking's Email Status cell: what it says, and how the answers show it.
import { BEING_SENT, MAY_HAVE_BEEN_SENT, PARTNER_SHEET_UNREADABLE } from '../../../src/bookings/booking'
import { isWithdrawn } from '../../../src/bookings/partner-bookings'
import { headerKey } from '../platform/tabs'

export const WAITING = 'Waiting to send'
export const SENDING_MARK = 'Sending since '
export const DAILY_LIMIT = 'daily email limit reached'
/** A `Sending since` mark older than this was left by an execution that stopped: the email may have gone. */
const SENDING_STALE_MS = 10 * 60 * 1000

type StatusKind = 'sent' | 'waiting' | 'sending' | 'stale' | 'held' | 'other'

/** A setter's booking past their daily limit: saved, not emailed until the owner releases it. */
export const heldStatus = (setter: string, limit: number) => `held: ${setter}'s daily limit of ${limit} reached`

/** A second booking of one lead with the partner and service of a standing one: saved, not emailed until released. */
export const sameHomeownerStatus = (bookedDay: string, bookingId: string) =>
  `held: same homeowner booked ${bookedDay} (${bookingId})`

/** A reason that passes by itself: the quote keeps `Waiting to send` and the reason goes into `Last Try`. */
export const isPassingFault = (reason: string) => reason === PARTNER_SHEET_UNREADABLE

/** A `Last Try` cell: `{reason} at {ISO time}`. */
export const lastTryText = (reason: string, at: string) => `${reason} at ${at}`

/** The reason a `Last Try` cell names, '' for an empty cell. */
export const lastTryReason = (text: string) => text.trim().replace(/ at \S+$/, '')

/** `sending` is a fresh mark; `stale` a mark older than 10 minutes, or a send that threw: it may have gone. */
export function statusKind(text: string): StatusKind {
  const status = text.trim()
  const key = headerKey(status)
  if (key === 'sent' || key === 'sentbyhand') return 'sent'
  if (key === headerKey(WAITING)) return 'waiting'
  if (key === headerKey(MAY_HAVE_BEEN_SENT)) return 'stale'
  if (/^held:/i.test(status)) return 'held'
  const mark = /^sending since (.+)$/i.exec(status)
  if (!mark) return 'other'
  const since = new Date(mark[1]!).getTime()
  return Number.isNaN(since) || Date.now() - since > SENDING_STALE_MS ? 'stale' : 'sending'
}

/** A quote still waiting this long after it was saved was missed by the sweeper: the owner is told. */
const WAITING_TOO_LONG_MS = 30 * 60 * 1000
const NOT_SENT_YET = 'waiting: the script has not sent it yet'

/**
 * A row's Email Status as `list` shows it: never `Waiting to send` nor a mark, their meaning instead; a quote
 * waiting over 30 minutes after `savedAt` (ms) is not `being sent` but waiting.
 */
export function shownStatus(text: string, savedAt = NaN): string {
  const kind = statusKind(text)
  if (kind === 'waiting' && Date.now() - savedAt > WAITING_TOO_LONG_MS) return NOT_SENT_YET
  if (kind === 'waiting' || kind === 'sending') return BEING_SENT
  if (kind === 'stale') return MAY_HAVE_BEEN_SENT
  return text
}

/** A row's Email Status as an answer's fate: `Sent`, or the reason it was not. */
export function storedOutcome(text: string): string {
  const status = text.trim()
  if (statusKind(status) === 'sent') return 'Sent'
  if (status === '') return 'not sent'
  return shownStatus(status)
}

/** Held until the owner releases or withdraws it: a `held:` Email Status on a booking not refunded or cancelled. */
export const isHeld = (emailStatus: string, status: string) =>
  statusKind(emailStatus) === 'held' && !isWithdrawn(status)
