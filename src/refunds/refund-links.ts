// The refund and no-show links of a quote email, and what their pages accept. The ledger script makes
// and checks the links with the same rules; the tool reads the same reasons and notes in Admin.
import { isOneOf } from '../one-of'

export type LinkAction = 'refund' | 'noshow'

/** What a link's token signs: the action and the Booking ID. */
export const linkTokenMessage = (action: string, id: string) => `${action}:${id}`

/** HMAC-SHA256 written as web-safe base64 without padding: 43 letters, digits, `-` or `_`. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/

export const isLinkToken = (text: unknown): text is string => typeof text === 'string' && LINK_TOKEN.test(text)

/** A Booking ID as the tool makes it (`crypto.randomUUID()`, lowercase): nothing else is a booking a link names. */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const isBookingId = (text: unknown): text is string => typeof text === 'string' && BOOKING_ID.test(text)

export const REFUND_REASONS = [
  'Wrong service or outside our area',
  'Duplicate of a lead we already had',
  'Contact details are wrong',
  'Charged twice',
  'Other',
] as const

export const isRefundReason = isOneOf(REFUND_REASONS)

/** `{web app URL}?refund={Booking ID}&t={token}`, or `?noshow=`. */
const linkUrl = (webAppUrl: string, action: LinkAction, id: string, token: string) =>
  `${webAppUrl}?${action}=${id}&t=${token}`

export interface QuoteEmailLinks {
  webAppUrl: string
  id: string
  refundToken: string
  noShowToken: string
  /** The refund window's last day, `Mon Nov 30` (refundDeadline's `lastDay`). */
  refundBy: string
}

/** The two lines a quote email carries before its terms line. */
export function quoteEmailLinkLines(links: QuoteEmailLinks): [string, string] {
  return [
    `Ask for a refund by ${links.refundBy}: ${linkUrl(links.webAppUrl, 'refund', links.id, links.refundToken)}`,
    `Homeowner did not show up? Tell the agency: ${linkUrl(links.webAppUrl, 'noshow', links.id, links.noShowToken)}`,
  ]
}
