// The owner's weekly bill: per partner and price, the quotes booked in one agency week, priced from the sheet.
// The terms charge weekly for the prior week's quotes; refunds must be asked for within 7 calendar days.
import { collator, numberFormat } from '../intl-format'
import type { Company } from '../sheet/company'
import { serviceKey } from '../sheet/service-choice'
import { agencyDayLabel, endOfDayAfter, nextWeekStart } from './agency-week'
import type { ListedBooking } from './ledger-contract'
import { firstPerName, isWithdrawn, partnerKey } from './partner-bookings'

/** SPEC.md §9: the price per booked quote of each trade, in cents, by service key. */
const SPEC_PRICES: ReadonlyMap<string, number> = new Map([
  [serviceKey('Concrete Coatings'), 12_500],
  [serviceKey('Tree Service'), 15_000],
  [serviceKey('Tree Removal'), 15_000],
  [serviceKey('Exterior Painting'), 22_500],
])

/** A money cell as the sheet's prices are written (`$1,250.00`, `1250`, `$125`), in cents; null when unreadable. */
export function priceInCents(cell: string): number | null {
  const text = cell
    .trim()
    .replace(/^\$\s*/, '')
    .replaceAll(',', '')
  if (!/^\d+(?:\.\d{1,2})?$/.test(text)) return null
  return Math.round(Number(text) * 100)
}

export function formatMoney(cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2
  return `$${numberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(cents / 100)}`
}

interface StatementRow {
  partner: string
  service: string
  quotes: number
  /** Cents; null: no price found, and the row is flagged. */
  pricePerQuote: number | null
  amount: number | null
}

export interface WeeklyStatement {
  weekStart: number
  rows: StatementRow[]
  total: number
  /** Rows without a price, whose quotes the total leaves out. */
  unpriced: number
  withdrawn: { partner: string; bookedAt: string; status: string }[]
  chargedOn: string
  refundsUntil: string
}

/** The statement of the agency week starting `weekStart`; a partner no longer in the sheet stays, under its booked name. */
export function weeklyStatement(
  bookings: readonly ListedBooking[],
  companies: readonly Company[],
  start: number,
  timeZone: string,
): WeeklyStatement {
  const end = nextWeekStart(start, timeZone)
  const prices = firstPerName(companies, (company) => priceInCents(company.price_per_quote))
  const serviceKeys = new Map<string, string>()
  const serviceKeyOf = (service: string) => {
    let key = serviceKeys.get(service)
    if (key === undefined) serviceKeys.set(service, (key = serviceKey(service)))
    return key
  }
  const rows = new Map<string, StatementRow>()
  const withdrawn: WeeklyStatement['withdrawn'] = []
  for (const booking of bookings) {
    const time = Date.parse(booking.bookedAt)
    if (!(time >= start && time < end)) continue
    if (isWithdrawn(booking.status)) {
      withdrawn.push({ partner: booking.partner.trim(), bookedAt: booking.bookedAt, status: booking.status.trim() })
      continue
    }
    const partner = partnerKey(booking.partner)
    const service = booking.service.trim()
    const price = prices.get(partner) ?? SPEC_PRICES.get(serviceKeyOf(service)) ?? null
    const key = `${partner}\u0000${serviceKeyOf(service)}\u0000${price}`
    const row = rows.get(key) ?? {
      partner: booking.partner.trim(),
      service,
      quotes: 0,
      pricePerQuote: price,
      amount: 0,
    }
    row.quotes++
    row.amount = price === null ? null : price * row.quotes
    rows.set(key, row)
  }
  const byName = collator('en', { sensitivity: 'base' })
  const sorted = [...rows.values()].sort(
    (a, b) => byName.compare(a.partner, b.partner) || byName.compare(a.service, b.service),
  )
  return {
    weekStart: start,
    rows: sorted,
    total: sorted.reduce((sum, row) => sum + (row.amount ?? 0), 0),
    unpriced: sorted.filter((row) => row.pricePerQuote === null).length,
    withdrawn: withdrawn.sort((a, b) => Date.parse(a.bookedAt) - Date.parse(b.bookedAt)),
    chargedOn: agencyDayLabel(end, timeZone),
    refundsUntil: agencyDayLabel(endOfDayAfter(end, 7, timeZone) - 1, timeZone),
  }
}

/** Tab-separated, so it pastes into a spreadsheet as a table. */
export function statementAsTsv(statement: WeeklyStatement, headings: readonly string[], noPrice: string): string {
  // A partner or service named like a formula would run as one once pasted into a sheet.
  const cell = (text: string) => {
    const flat = text.replace(/[\t\r\n]+/g, ' ')
    return /^[=+\-@]/.test(flat) ? `'${flat}` : flat
  }
  const lines = [
    headings.join('\t'),
    ...statement.rows.map((row) =>
      [
        cell(row.partner),
        cell(row.service),
        String(row.quotes),
        row.pricePerQuote === null ? noPrice : formatMoney(row.pricePerQuote),
        row.amount === null ? noPrice : formatMoney(row.amount),
      ].join('\t'),
    ),
    ['Total', '', '', '', formatMoney(statement.total)].join('\t'),
  ]
  return lines.join('\n')
}
