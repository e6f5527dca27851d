// The homeowner's confirmation: once the partner's quote is `Sent` or `Sent by hand`, each one is claimed under the
// lock (its Homeowner Email Status marked `Sending since …`), sent outside it with its calendar file, and its fate
// written after; the request that sends the quote sends it right after, `everyFiveMinutes` sends the rest.
import { CALENDAR_FILE_NAME, CALENDAR_FILE_TYPE, calendarFile } from '../../../src/bookings/calendar-file'
import {
  HOMEOWNER_STATUS,
  homeownerEmailDue,
  homeownerEmailWaits,
  homeownerQuotaAllows,
} from '../../../src/bookings/homeowner-confirmation'
import { confirmationBody, confirmationSubject } from '../../../src/bookings/homeowner-email'
import { homeownerLinkUrl } from '../../../src/bookings/homeowner-links'
import { cellText } from '../../../src/sheet-cell'
import { fieldsOf, readRowOf, writeToRow, type BookingItem, type Ledger } from './bookings-tab'
import { DAILY_LIMIT, SENDING_MARK } from './email-status'
import { couldNotSend, send, type Mail } from './sending'
import { partnerDisplayName, partnerSheet, type PartnerSheet } from '../partners/partner-sheet'
import { idsByRow } from '../platform/id-rows'
import { linkSettings, linkToken } from '../platform/signed-links'
import { isoNow, withLock } from '../platform/script-lock'
import { scriptProperty } from '../platform/script-properties'
import { readWindows, timeCell, windowsOf } from '../platform/tabs'

/** As the quotes: no email is claimed after this, so the last one has time to go within the 6 minutes. */
const CLAIM_WINDOW_MS = 4 * 60 * 1000

/** Sends the due confirmations of these bookings, one at a time; a booking not due is left as it is. */
export function sendConfirmations(
  ledger: Ledger,
  items: readonly BookingItem[],
  partners: PartnerSheet | null,
  started: number,
) {
  for (const item of items) {
    if (Date.now() - started > CLAIM_WINDOW_MS) return
    const mail = withLock(() => claimConfirmation(ledger, item, partners))
    if (!mail) continue
    const status = send(mail)
    const fate =
      status === 'Sent'
        ? { homeownerEmailStatus: status, homeownerEmailedAt: isoNow() }
        : { homeownerEmailStatus: status }
    // The row is marked as this request's: its fate is written even when the lock is not obtained.
    if (withLock(() => writeToRow(ledger, item, fate)) === null) writeToRow(ledger, item, fate)
  }
}

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
  const replyTo = scriptProperty('REPLY_TO').trim() || Session.getEffectiveUser().getEmail()
  if (!writeToRow(ledger, item, { homeownerEmailStatus: SENDING_MARK + isoNow() })) return null
  const partner = partnerDisplayName(partners, fields.partner)
  const link = (action: 'confirm' | 'reschedule') =>
    homeownerLinkUrl(links.url, action, fields.id, linkToken(action, fields.id, links.secret))
  const booking = {
    id: fields.id,
    partner,
    service: fields.service,
    zip: fields.zip,
    address: fields.leadAddress,
    appointmentLabel: fields.appointmentLabel,
  }
  const ics = calendarFile({
    bookingId: fields.id,
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
    body: confirmationBody(booking, { confirm: link('confirm'), reschedule: link('reschedule') }, agencyName),
    replyTo,
    attachments: [Utilities.newBlob(ics, CALENDAR_FILE_TYPE, CALENDAR_FILE_NAME)],
  }
}

/**
 * The bookings whose confirmation is due, inside the lock: the Homeowner Email Status column, then the quote's
 * status and the appointment of only the rows that wait.
 */
function dueConfirmations(ledger: Ledger, now: number): BookingItem[] {
  const last = ledger.sheet.getLastRow()
  if (last < 2) return []
  const statuses = ledger.sheet.getRange(2, ledger.columns.homeownerEmailStatus, last - 1, 1).getValues()
  const rows: number[] = []
  statuses.forEach(([status], i) => homeownerEmailWaits(cellText(status)) && rows.push(i + 2))
  if (rows.length === 0) return []
  const cells = readWindows(ledger, ['emailStatus', 'appointment'], windowsOf(rows, rows.length))
  const ids = idsByRow(ledger)
  const due: BookingItem[] = []
  for (const row of rows) {
    const id = ids[row]
    const homeowner = cellText(statuses[row - 2]![0])
    const quote = cellText(cells[row]!.emailStatus)
    if (id && homeownerEmailDue(homeowner, quote, timeCell(cells[row]!.appointment), now)) due.push({ id, row })
  }
  return due
}

/**
 * `everyFiveMinutes`, with the Bookings tab it opened for the quotes (its IDs as read then): the confirmations of
 * quotes sent by hand or late, and of those the quota or AGENCY_NAME held.
 */
export function sweepConfirmations(ledger: Ledger, started: number) {
  const due = withLock(() => dueConfirmations(ledger, Date.now()))
  if (!due || due.length === 0) return
  sendConfirmations(ledger, due, partnerSheet(false), started)
}
