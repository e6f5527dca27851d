// The refund and no-show lines a quote email carries, signed for its booking.
import { isBookingId, quoteEmailLinkLines } from '../../../src/refunds/refund-links'
import { refundDeadline } from '../../../src/refunds/refund-windows'
import { linkSettings, linkToken } from '../platform/signed-links'
import { agencyTimeZone } from '../platform/script-properties'

/** The two lines before the terms line, or null while the links cannot be made. */
export function quoteEmailLinks(id: string, emailedAt: number): [string, string] | null {
  const settings = linkSettings()
  if (!settings || !isBookingId(id)) return null
  return quoteEmailLinkLines({
    webAppUrl: settings.url,
    id,
    refundToken: linkToken('refund', id, settings.secret),
    noShowToken: linkToken('noshow', id, settings.secret),
    refundBy: refundDeadline(emailedAt, agencyTimeZone()).lastDay,
  })
}
