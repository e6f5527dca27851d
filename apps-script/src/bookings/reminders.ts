// The homeowner's reminder the day before: claimed under the lock (its Reminder Sent At marked `Sending since …`),
// sent outside it with both links of the confirmation, its fate written after (the time it went, or why not).
import { homeownerQuotaAllows } from '../../../src/bookings/homeowner-confirmation'
import { reminderBody, reminderDue, reminderSubject } from '../../../src/bookings/reminder'
import { wallClockAsUtc } from '../../../src/partner-time/wall-clock'
import {
  fieldsOf,
  readRowOf,
  writeToRow,
  type BookingField,
  type BookingFields,
  type BookingItem,
  type Ledger,
} from './bookings-tab'
import { SENDING_MARK } from './email-status'
import { homeownerLinks, homeownerReplyTo, type HomeownerEmailKind } from './homeowner-emails'
import type { Mail } from './sending'
import { partnerDisplayName, type PartnerSheet } from '../partners/partner-sheet'
import { linkSettings } from '../platform/signed-links'
import { isoNow } from '../platform/script-lock'
import { leadTimeZone, scriptProperty } from '../platform/script-properties'
import { timeCell } from '../platform/tabs'

/** The cells the reminder's rule reads, beyond the appointment. */
export const REMINDER_FIELDS = [
  'homeownerEmailStatus',
  'homeownerEmailedAt',
  'reminderSentAt',
  'status',
  'rescheduleAskedAt',
  'leadEmail',
  'timeZone',
] as const satisfies readonly BookingField[]

/** Whether the booking's reminder is due at `now`, by its cells as text and its appointment (UTC ms). */
export const reminderDueOf = (
  text: Pick<BookingFields, (typeof REMINDER_FIELDS)[number]>,
  appointment: number,
  now: number,
) =>
  reminderDue(
    {
      homeownerEmailStatus: text.homeownerEmailStatus,
      homeownerEmailedAt: timeCell(text.homeownerEmailedAt),
      reminderSentAt: text.reminderSentAt,
      status: text.status,
      rescheduleAskedAt: text.rescheduleAskedAt,
      leadEmail: text.leadEmail,
      appointment,
      timeZone: leadTimeZone(text.timeZone),
    },
    now,
    wallClockAsUtc,
  )

/** The reminder: claimed when still due; `Reminder Sent At` holds when it went, or why not. */
export const REMINDER: HomeownerEmailKind = {
  claim: (ledger, item, partners) => claimReminder(ledger, item, partners),
  fateOf: (status) => ({ reminderSentAt: status === 'Sent' ? isoNow() : status }),
}

/**
 * Inside the lock: the reminder when the row is still due and claimed, else null. Nothing is written when it waits
 * (AGENCY_NAME, the links or the quota): a later run of its window sends it, none after.
 */
function claimReminder(ledger: Ledger, item: BookingItem, partners: PartnerSheet | null): Mail | null {
  const cells = readRowOf(ledger, item)
  if (!cells) return null
  const fields = fieldsOf(ledger.columns, cells)
  if (!reminderDueOf(fields, timeCell(fields.appointment), Date.now())) return null
  const agencyName = scriptProperty('AGENCY_NAME').trim()
  const links = linkSettings()
  if (!agencyName || !links) return null
  try {
    // Quotes come first, as for the confirmation.
    if (!homeownerQuotaAllows(MailApp.getRemainingDailyQuota())) return null
  } catch {
    return null
  }
  if (!writeToRow(ledger, item, { reminderSentAt: SENDING_MARK + isoNow() })) return null
  const booking = {
    partner: partnerDisplayName(partners, fields.partner),
    service: fields.service,
    address: fields.leadAddress,
    appointmentLabel: fields.appointmentLabel,
  }
  return {
    to: fields.leadEmail,
    subject: reminderSubject(booking),
    body: reminderBody(booking, homeownerLinks(links, fields.id), agencyName),
    replyTo: homeownerReplyTo(),
  }
}
