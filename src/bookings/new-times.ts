// A new time is not a new quote: a booking that gives a booking of the same partner a new time is not billed while
// that earlier quote stands billed; the earlier one's Status becomes `Rescheduled`. Framework-free: the script
// decides it from the ledger's cells, the statement from `list`'s answer.
import { isWithdrawn, partnerKey } from './partner-bookings'

/** The Status the script writes into a blank Status of the booking a new time moves. */
export const RESCHEDULED = 'Rescheduled'

export const isRescheduled = (status: string) => status.replace(/\s+/g, '').toLowerCase() === 'rescheduled'

/** What the link pages of a moved booking say instead of their form or button. */
export const movedText = (newLabel: string) =>
  newLabel.trim() === '' ? 'This appointment was moved.' : `This appointment was moved to ${newLabel.trim()}.`

/** The earlier booking's cells the rule reads, as text. */
export interface EarlierQuote {
  partner: string
  status: string
  emailStatus: string
  refundDecision: string
}

/**
 * @internal Tests read it alone. Whether the earlier quote stands billed: not withdrawn (refunded, cancelled), its refund not approved, not held
 * past a limit. `Rescheduled` stands: the chain's quote is still the one billed.
 */
export function standsBilled(earlier: EarlierQuote): boolean {
  if (isWithdrawn(earlier.status)) return false
  if (earlier.refundDecision.trim().toLowerCase() === 'approved') return false
  return !/^\s*held:/i.test(earlier.emailStatus)
}

/** Whether a booking of `partner` naming `earlier` in Rebook Of is a new time, not billed: one billed quote per chain and partner. */
export const isNewTime = (partner: string, earlier: EarlierQuote | null) =>
  earlier !== null && partnerKey(partner) === partnerKey(earlier.partner) && standsBilled(earlier)
