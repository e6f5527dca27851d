// The reference for the link tokens of the quote email's refund and no-show links: tests make expected tokens with
// it. The tool never makes or checks a token, so this lives beside the tests, on node:crypto.
import { createHmac } from 'node:crypto'
import type { HomeownerLinkAction } from '../../src/bookings/homeowner-links'
import { linkTokenMessage, type LinkAction } from '../../src/refunds/refund-links'

/** HMAC-SHA256 of `message` under `secret` (both UTF-8), as web-safe base64 without padding. */
export const webSafeHmacSha256 = (message: string, secret: string) =>
  createHmac('sha256', secret).update(message).digest('base64url')

export const linkToken = (action: LinkAction | HomeownerLinkAction, id: string, secret: string) =>
  webSafeHmacSha256(linkTokenMessage(action, id), secret)

/** The script's comparison: every character looked at, whatever differs first, so the time tells nothing. */
export function sameToken(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false
  let difference = 0
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i)
  return difference === 0
}
