// Where a booked quote is emailed: the partner sheet's row for the booked partner, never the request. The same
// rule as apps-script/ledger.js, which reads the published sheet itself (a test runs both on one table of
// sheets and names); the tool's Mark booked dialog shows it as `Quote goes to …`. Framework-free.
import type { Company } from '../partners/company'
import { PARTNER_NOT_IN_SHEET } from './booking'
import { quoteAddress } from './lead-fields'
import { partnerKey } from './partner-bookings'
import { partnerAddresses } from './quote-email'

/** A partner sheet row as the rule reads it: its name, and its Quote Email and Email cells as parseSheet gives them. */
export type PartnerRecipientRow = Pick<Company, 'company_name' | 'quote_email' | 'email'>

/**
 * The rows named `partner` (partnerKey: trimmed, case ignored, inner spaces collapsed); each row's address
 * is its Quote Email, else its Email (quoteAddress). The first row whose address is usable wins; when none is,
 * the first row's reason (`no partner email`, `not an email address: …`, `too many addresses`); no such row:
 * PARTNER_NOT_IN_SHEET.
 */
export function quoteRecipient(
  rows: readonly PartnerRecipientRow[],
  partner: string,
): { addresses: string[] } | { reason: string } {
  const key = partnerKey(partner)
  let firstReason: { reason: string } | null = null
  if (key !== '')
    for (const row of rows) {
      if (partnerKey(row.company_name) !== key) continue
      const parsed = partnerAddresses(quoteAddress(row))
      if ('addresses' in parsed) return parsed
      firstReason ??= parsed
    }
  return firstReason ?? { reason: PARTNER_NOT_IN_SHEET }
}
