// When the homeowner's confirmation goes: which bookings get one (the upgrade rule), when it is due, and how much of
// the day's email quota it may use (the quota rule). The ledger script decides by these. Framework-free.
import { isPlainAddress } from './quote-email'

/** A `Homeowner Email Status` of its own; the others are the words of `Email Status` (`Sent`, `Waiting to send`, …). */
export const HOMEOWNER_STATUS = {
  waitingForQuote: "waiting for the partner's quote",
  noEmail: 'no homeowner email',
  notWanted: 'not wanted',
  noAgencyName: 'no agency name',
  noAppointment: 'no appointment ahead',
} as const

/** The quotes come first: a homeowner email goes only while at least this many recipients remain today. */
const QUOTES_FIRST_RESERVE = 10

export const homeownerQuotaAllows = (remainingRecipients: number) => remainingRecipients >= QUOTES_FIRST_RESERVE

/** What a booking as `book` saves it asks of the homeowner email. */
export interface HomeownerChoice {
  /** The request's `emailHomeowner`: absent from an older tool, or from an outbox entry saved before the upgrade. */
  emailHomeowner: unknown
  leadEmail: string
  /** UTC ms, NaN when missing. */
  appointment: number
}

/**
 * The new row's `Homeowner Email Status`: '' (never emailed) for a booking without `emailHomeowner`, so that
 * older tools' bookings and older rows are never confirmed; else why none goes, or waiting for the partner's quote.
 */
export function firstHomeownerStatus(choice: HomeownerChoice, now: number): string {
  if (typeof choice.emailHomeowner !== 'boolean') return ''
  if (!choice.emailHomeowner) return HOMEOWNER_STATUS.notWanted
  if (!isPlainAddress(choice.leadEmail.trim())) return HOMEOWNER_STATUS.noEmail
  if (Number.isNaN(choice.appointment) || choice.appointment <= now) return HOMEOWNER_STATUS.noAppointment
  return HOMEOWNER_STATUS.waitingForQuote
}

const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s’']+/g, '')

/** A status that waits for something that passes: the partner's quote, the quota, or AGENCY_NAME once it is set. */
const WAITING_KEYS = new Set(
  [HOMEOWNER_STATUS.waitingForQuote, 'Waiting to send', 'daily email limit reached', HOMEOWNER_STATUS.noAgencyName].map(
    key,
  ),
)

/** The row's homeowner email is waiting (it may become due). */
export const homeownerEmailWaits = (homeownerStatus: string) => WAITING_KEYS.has(key(homeownerStatus))

/** Due now: waiting, the partner's quote `Sent` or `Sent by hand`, and the appointment still ahead. */
export function homeownerEmailDue(homeownerStatus: string, quoteStatus: string, appointment: number, now: number) {
  const quote = key(quoteStatus)
  return (
    homeownerEmailWaits(homeownerStatus) &&
    (quote === 'sent' || quote === 'sentbyhand') &&
    !Number.isNaN(appointment) &&
    appointment > now
  )
}
