// One quote of Admin's Quotes not emailed, as its line reads and as its item is given.
import { notEmailedCopy as copy } from '../../content/ledger-admin-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { agencyDayLabel } from '../../partner-time/agency-week'
import type { NotEmailedQuote } from '../../refunds/weekly-statement'
import type { LedgerSettings } from '../ledger-link/ledger-client'

export interface QuoteNotEmailedProps {
  quote: NotEmailedQuote
  ledger: LedgerSettings
  canSend: boolean
}

/** `{Partner} · {ZIP} · booked {day} · {reason}`, the day on the agency's calendar. */
export function QuoteLine({ quote }: { quote: NotEmailedQuote }) {
  const day = agencyDayLabel(Date.parse(quote.bookedAt), toolDeployment.agencyTimeZone)
  return <span className="quote-line">{copy.item(quote.partner, quote.zip, day, quote.reason)}</span>
}
