// The owner's weekly bill: per partner and price, the quotes delivered in one agency week, priced from the sheet.
// The terms charge weekly for the quotes delivered the prior week; refunds must be asked for within 7 calendar days.
// A quote counts in the week of its Emailed At; one sent by hand, or recorded before quote emails, in the week it
// was booked; one not delivered (a reason in Email Status, or still in the outbox) is listed apart, unbilled.
import { collator, numberFormat } from '../intl-format'
import type { Company } from '../sheet/company'
import { serviceKey } from '../sheet/service-choice'
import { agencyDayLabel, endOfDayAfter, nextWeekStart } from './agency-week'
import { BEING_SENT, MAY_HAVE_BEEN_SENT, type ListedBooking } from './ledger-contract'
import { firstPerName, isWithdrawn, partnerKey } from './partner-bookings'

/** A booking as the statement reads it: the readout marks the outbox's bookings the ledger does not hold yet. */
export type StatementBooking = ListedBooking & { inOutbox?: boolean }

/** The script marks a row while it sends; an execution lives at most 6 minutes, so an older mark was left by one that died. */
const SENDING_MARK = /^\s*sending since (.+)$/i
const STALE_MARK_MS = 10 * 60_000

const squeezed = (text: string) => text.replace(/\s+/g, '').toLowerCase()

/**
 * Why a booking's quote was not delivered, or null when it was (`Sent`, `Sent by hand`) or the row predates
 * quote emails (Email Status empty). A version 3 script answers in these words already; a version 2 script's
 * sending mark reads as them: `being sent`, or, once stale, MAY_HAVE_BEEN_SENT.
 */
export function notDeliveredReason(booking: StatementBooking, now: number): string | null {
  const status = (booking.emailStatus ?? '').trim()
  if (['', 'sent', 'sentbyhand'].includes(squeezed(status))) return null
  if (squeezed(status) === 'waitingtosend') return BEING_SENT
  const mark = SENDING_MARK.exec(status)
  if (mark) return now - Date.parse(mark[1]!) <= STALE_MARK_MS ? BEING_SENT : MAY_HAVE_BEEN_SENT
  return status
}

/** The instant a quote is billed at: its Emailed At when it was emailed, else (by hand, or before emails) its Booked At. */
function billedAt(booking: StatementBooking): number {
  const byHand = squeezed(booking.emailStatus ?? '') === 'sentbyhand'
  const emailed = Date.parse(booking.emailedAt ?? '')
  return !byHand && !Number.isNaN(emailed) ? emailed : Date.parse(booking.bookedAt)
}

export interface NotEmailedQuote {
  id: string
  partner: string
  zip: string
  bookedAt: string
  reason: string
}

/** The ledger's bookings whose quote email did not go, oldest first; withdrawn ones and the outbox's are left out. */
export function quotesNotEmailed(bookings: readonly StatementBooking[], now: number): NotEmailedQuote[] {
  const quotes: NotEmailedQuote[] = []
  for (const booking of bookings) {
    if (booking.inOutbox === true || isWithdrawn(booking.status)) continue
    const reason = notDeliveredReason(booking, now)
    if (reason === null) continue
    quotes.push({
      id: booking.id,
      partner: booking.partner.trim(),
      zip: booking.zip,
      bookedAt: booking.bookedAt,
      reason,
    })
  }
  return quotes.sort((a, b) => Date.parse(a.bookedAt) - Date.parse(b.bookedAt))
}

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
  /** Booked this week and not delivered: the reason, or null for a booking still in the outbox. */
  undelivered: { partner: string; bookedAt: string; reason: string | null }[]
  chargedOn: string
  refundsUntil: string
}

/** The statement of the agency week starting `weekStart`; a partner no longer in the sheet stays, under its booked name. */
export function weeklyStatement(
  bookings: readonly StatementBooking[],
  companies: readonly Company[],
  start: number,
  timeZone: string,
  now: number,
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
  const undelivered: WeeklyStatement['undelivered'] = []
  const inWeek = (time: number) => time >= start && time < end
  for (const booking of bookings) {
    const bookedInWeek = inWeek(Date.parse(booking.bookedAt))
    if (isWithdrawn(booking.status)) {
      if (bookedInWeek)
        withdrawn.push({ partner: booking.partner.trim(), bookedAt: booking.bookedAt, status: booking.status.trim() })
      continue
    }
    const reason = booking.inOutbox === true ? null : notDeliveredReason(booking, now)
    if (booking.inOutbox === true || reason !== null) {
      if (bookedInWeek) undelivered.push({ partner: booking.partner.trim(), bookedAt: booking.bookedAt, reason })
      continue
    }
    if (!inWeek(billedAt(booking))) continue
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
    undelivered: undelivered.sort((a, b) => Date.parse(a.bookedAt) - Date.parse(b.bookedAt)),
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
