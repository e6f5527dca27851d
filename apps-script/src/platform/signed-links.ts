// Signed links: the web app's URL and LINK_SECRET, and the HMAC that makes a link's token.
import { MAX_FIELD_LENGTH } from '../../../src/bookings/lead-fields'
import type { HomeownerLinkAction } from '../../../src/bookings/homeowner-links'
import { isBookingId, isLinkToken, linkTokenMessage, type LinkAction } from '../../../src/refunds/refund-links'

/** What a link may ask: the partner's refund or no-show, the homeowner's confirm or another time. */
type SignedAction = LinkAction | HomeownerLinkAction
import { sameKey } from './keys'
import { scriptProperty } from './script-properties'

/** An https URL ending in /exec, or for tests one on 127.0.0.1. */
export function isWebAppUrl(text: unknown): text is string {
  return (
    typeof text === 'string' &&
    text.length <= MAX_FIELD_LENGTH &&
    /^(https:\/\/[^\s?#/]+|http:\/\/127\.0\.0\.1(:\d+)?)\/[^\s?#]*\/exec$/.test(text)
  )
}

/** The web app URL and LINK_SECRET when quote emails may carry links, else null. */
export function linkSettings(): { url: string; secret: string } | null {
  const url = scriptProperty('WEB_APP_URL')
  const secret = scriptProperty('LINK_SECRET')
  return url && secret ? { url, secret } : null
}

/** HMAC-SHA256 of `{action}:{id}` under LINK_SECRET, web-safe base64 without padding (43 characters). */
export function linkToken(action: SignedAction, id: string, secret: string): string {
  const bytes = Utilities.computeHmacSha256Signature(linkTokenMessage(action, id), secret)
  return Utilities.base64EncodeWebSafe(bytes).replace(/=+$/, '')
}

/** The link names a booking and its token is right (compared in constant time). */
export function linkIsValid(action: SignedAction, id: unknown, token: unknown): id is string {
  const settings = linkSettings()
  if (!settings || !isBookingId(id) || !isLinkToken(token)) return false
  return sameKey(token, linkToken(action, id, settings.secret))
}
