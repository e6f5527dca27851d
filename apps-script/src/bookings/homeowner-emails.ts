// The homeowner's confirmation: once the partner's quote is `Sent` or `Sent by hand`, each one is claimed under the
// lock (its Homeowner Email Status marked `Sending since …`), sent outside it with its calendar file, and its fate
// written after; the request that sends the quote sends it right after, `everyFiveMinutes` sends the rest.
import { CALENDAR_FILE_NAME, CALENDAR_FILE_TYPE, calendarFile } from '../../../src/bookings/calendar-file'
import { HOMEOWNER_STATUS, homeownerEmailDue, homeownerQuotaAllows } from '../../../src/bookings/homeowner-confirmation'
import { confirmationBody, confirmationSubject } from '../../../src/bookings/homeowner-email'
import { homeownerLinkUrl } from '../../../src/bookings/homeowner-links'
import { isRescheduled } from '../../../src/bookings/new-times'
import { isWithdrawn } from '../../../src/bookings/partner-bookings'
import { fieldsOf, readRowOf, writeToRow, type BookingItem, type BookingValues, type Ledger } from './bookings-tab'
import { DAILY_LIMIT, SENDING_MARK } from './email-status'
import { newTimeOf } from './new-time'
import { couldNotSend, send, type Mail } from './sending'
import { partnerDisplayName, type PartnerSheet } from '../partners/partner-sheet'
import { linkSettings, linkToken } from '../platform/signed-links'
import { isoNow, withLock } from '../platform/script-lock'
import { scriptProperty } from '../platform/script-properties'
import { timeCell } from '../platform/tabs'

/** As the quotes: no email is claimed after this, so the last one has time to go within the 6 minutes. */
const CLAIM_WINDOW_MS = 4 * 60 * 1000

/** A homeowner email sent claim-then-send: its claim, run inside the lock, and the cells its send's status writes. */
export interface HomeownerEmailKind {
  /** Marks the row and answers the email when the booking is still due, else null. */
  claim: (ledger: Ledger, item: BookingItem, partners: PartnerSheet | null) => Mail | null
  fateOf: (status: string) => BookingValues
}

export const CONFIRMATION: HomeownerEmailKind = {
  claim: (ledger, item, partners) => claimConfirmation(ledger, item, partners),
  fateOf: (status) =>
    status === 'Sent'
      ? { homeownerEmailStatus: status, homeownerEmailedAt: isoNow() }
      : { homeownerEmailStatus: status },
}

/** Claim-then-send, one booking at a time: the email goes outside the lock, its fate is written after. */
export function sendHomeownerEmails(
  kind: HomeownerEmailKind,
  ledger: Ledger,
  items: readonly BookingItem[],
  partners: PartnerSheet | null,
  started: number,
) {
  for (const item of items) {
    if (Date.now() - started > CLAIM_WINDOW_MS) return
    const mail = withLock(() => kind.claim(ledger, item, partners))
    if (!mail) continue
    const fate = kind.fateOf(send(mail))
    // The row is marked as this request's: its fate is written even when the lock is not obtained.
    if (withLock(() => writeToRow(ledger, item, fate)) === null) writeToRow(ledger, item, fate)
  }
}

/** The confirm and reschedule links of a booking. */
export function homeownerLinks(links: { url: string; secret: string }, id: string) {
  const link = (action: 'confirm' | 'reschedule') =>
    homeownerLinkUrl(links.url, action, id, linkToken(action, id, links.secret))
  return { confirm: link('confirm'), reschedule: link('reschedule') }
}

/** The reply-to of homeowner emails: REPLY_TO, else the owner's own address. */
export const homeownerReplyTo = () => scriptProperty('REPLY_TO').trim() || Session.getEffectiveUser().getEmail()

/** Inside the lock: the email when the row is due and claimed, else null (a reason that holds it is written). */
function claimConfirmation(ledger: Ledger, item: BookingItem, partners: PartnerSheet | null): Mail | null {
  const cells = readRowOf(ledger, item)
  if (!cells) return null
  const fields = fieldsOf(ledger.columns, cells)
  const now = Date.now()
  if (!homeownerEmailDue(fields.homeownerEmailStatus, fields.emailStatus, timeCell(fields.appointment), now))
    return null
  const hold = (reason: string) => {
    if (fields.homeownerEmailStatus !== reason) writeToRow(ledger, item, { homeownerEmailStatus: reason })
    return null
  }
  // A moved, cancelled or refunded booking's appointment will not happen: its confirmation would name a dead time.
  if (isWithdrawn(fields.status) || isRescheduled(fields.status)) return hold(HOMEOWNER_STATUS.noAppointment)
  const agencyName = scriptProperty('AGENCY_NAME').trim()
  if (!agencyName) return hold(HOMEOWNER_STATUS.noAgencyName)
  // Without the web app URL or LINK_SECRET no link can be made: it waits for the owner's check and authorize.
  const links = linkSettings()
  if (!links) return null
  let remaining: number
  try {
    remaining = MailApp.getRemainingDailyQuota()
  } catch (error) {
    return hold(couldNotSend(error))
  }
  if (!homeownerQuotaAllows(remaining)) return hold(DAILY_LIMIT)
  const replyTo = homeownerReplyTo()
  const newTime = newTimeOf(ledger, item, fields, partners)
  if (!newTime || !writeToRow(ledger, item, { homeownerEmailStatus: SENDING_MARK + isoNow() })) return null
  const partner = partnerDisplayName(partners, fields.partner)
  const booking = {
    id: fields.id,
    partner,
    service: fields.service,
    zip: fields.zip,
    address: fields.leadAddress,
    appointmentLabel: fields.appointmentLabel,
  }
  const ics = calendarFile({
    bookingId: newTime.firstBookingId,
    sequence: newTime.sequence,
    stampedAt: new Date(now),
    appointment: fields.appointment,
    agencyName,
    organizerAddress: replyTo,
    partner,
    service: fields.service,
    address: fields.leadAddress,
  })
  return {
    to: fields.leadEmail,
    subject: confirmationSubject(booking),
    body: confirmationBody(booking, homeownerLinks(links, fields.id), agencyName, newTime.replacedPartner),
    replyTo,
    attachments: [Utilities.newBlob(ics, CALENDAR_FILE_TYPE, CALENDAR_FILE_NAME)],
  }
}
