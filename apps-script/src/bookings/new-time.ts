// A new time in the homeowner's confirmation: its calendar event keeps the chain's UID with the next SEQUENCE
// (src/bookings/calendar-chain.ts), and a new time with another partner names the appointment it replaces.
import { calendarChainOf, type CalendarChain } from '../../../src/bookings/calendar-chain'
import { partnerKey } from '../../../src/bookings/partner-bookings'
import { fieldsOf, readRowOf, writeToRow, type BookingFields, type BookingItem, type Ledger } from './bookings-tab'
import { partnerDisplayName, type PartnerSheet } from '../partners/partner-sheet'

export interface NewTime extends CalendarChain {
  /** The earlier booking's partner as the homeowner knows it, when it is another partner than this booking's; else ''. */
  replacedPartner: string
}

/** A booking's cells by its ID, read inside the lock; null when no row holds it. */
function bookingById(ledger: Ledger, id: string): BookingFields | null {
  const cells = readRowOf(ledger, { id, row: ledger.byId[`:${id}`] ?? 0 })
  return cells ? fieldsOf(ledger.columns, cells) : null
}

/**
 * Inside the lock, before the confirmation's sending mark: the booking's calendar identity and the partner it replaces;
 * a new time's `Calendar Sequence` is written first. null when the row is gone.
 */
export function newTimeOf(
  ledger: Ledger,
  item: BookingItem,
  fields: BookingFields,
  partners: PartnerSheet | null,
): NewTime | null {
  if (fields.rebookOf === '') return { firstBookingId: fields.id, sequence: 0, replacedPartner: '' }
  const read: Record<string, BookingFields | null> = { [`:${fields.id}`]: fields }
  const chain = calendarChainOf(fields.id, (id) => (read[`:${id}`] ??= bookingById(ledger, id)))
  // Written at the claim, where the file is made: a claim after a stop reads it back, so a resend never goes lower.
  if (fields.calendarSequence === '' && !writeToRow(ledger, item, { calendarSequence: String(chain.sequence) }))
    return null
  const earlier = read[`:${fields.rebookOf}`]?.partner ?? ''
  const another = earlier !== '' && partnerKey(earlier) !== partnerKey(fields.partner)
  return { ...chain, replacedPartner: another ? partnerDisplayName(partners, earlier) : '' }
}
