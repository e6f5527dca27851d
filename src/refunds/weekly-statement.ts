// The owner's weekly bill: per partner and price, the quotes delivered in one agency week, priced from the sheet.
// The terms charge weekly for the quotes delivered the prior week; refunds must be asked for within the refund window (policy.ts).
// A quote counts in the week of its Emailed At; one sent by hand, or recorded before quote emails, in the week it
// was booked; one not delivered (a reason in Email Status, or still in the outbox) is listed apart, unbilled.
// A booking held past a setter's daily limit is left out until the owner sends it.
// A refund the owner approved in Admin is left out of its week's bill while that week lasts, else credited in the
// week of the approval; a Status typed `Refunded` by hand takes the booking out of the week it was booked.
import { collator, numberFormat } from '../intl-format'
import type { Company } from '../partners/company'
import { serviceKey } from '../partners/service-choice'
import { agencyDayLabel, nextWeekStart } from '../partner-time/agency-week'
import { BEING_SENT, MAY_HAVE_BEEN_SENT, type ListedBooking } from '../bookings/booking'
import { firstPerName, isWithdrawn, partnerKey } from '../bookings/partner-bookings'
import { refundDeadline } from './refund-windows'

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
export function notDeliveredReason(booking: Pick<StatementBooking, 'emailStatus'>, now: number): string | null {
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

/** When the owner approved the quote's refund in Admin, or null: not approved there (a Status typed by hand). */
function refundApprovedAt(booking: StatementBooking): number | null {
  if (squeezed(booking.refundDecision ?? '') !== 'approved') return null
  const time = Date.parse(booking.refundDecidedAt ?? '')
  return Number.isNaN(time) ? null : time
}

export interface NotEmailedQuote {
  id: string
  partner: string
  zip: string
  bookedAt: string
  /** Why its email did not go; for an emailed quote listed for its Ledger Note, its Email Status. */
  reason: string
  emailed: boolean
  ledgerNote: string
}

/**
 * The ledger's bookings whose quote email did not go, and those with a Ledger Note, oldest first; withdrawn ones
 * and the outbox's are left out.
 */
export function quotesNotEmailed(bookings: readonly StatementBooking[], now: number): NotEmailedQuote[] {
  const quotes: NotEmailedQuote[] = []
  for (const booking of bookings) {
    if (booking.inOutbox === true || booking.held || isWithdrawn(booking.status)) continue
    const reason = notDeliveredReason(booking, now)
    const ledgerNote = (booking.ledgerNote ?? '').trim()
    if (reason === null && ledgerNote === '') continue
    quotes.push({
      id: booking.id,
      partner: booking.partner.trim(),
      zip: booking.zip,
      bookedAt: booking.bookedAt,
      reason: reason ?? (booking.emailStatus ?? '').trim(),
      emailed: reason === null,
      ledgerNote,
    })
  }
  return quotes.sort((a, b) => Date.parse(a.bookedAt) - Date.parse(b.bookedAt))
}

/** The bookings held past their setter's daily limit, oldest first, each with why: the owner sends or withdraws them. */
export function heldQuotes(bookings: readonly StatementBooking[]): NotEmailedQuote[] {
  return bookings
    .flatMap((booking) =>
      booking.held && booking.inOutbox !== true
        ? [
            {
              id: booking.id,
              partner: booking.partner.trim(),
              zip: booking.zip,
              bookedAt: booking.bookedAt,
              reason: booking.held,
              emailed: false,
              ledgerNote: (booking.ledgerNote ?? '').trim(),
            },
          ]
        : [],
    )
    .sort((a, b) => Date.parse(a.bookedAt) - Date.parse(b.bookedAt))
}

/** SPEC.md §9: the price per booked quote of each trade, in cents, by service key. */
const SPEC_PRICES: ReadonlyMap<string, number> = new Map([
  [serviceKey('Concrete Coatings'), 12_500],
  [serviceKey('Tree Service'), 15_000],
  [serviceKey('Tree Removal'), 15_000],
  [serviceKey('Exterior Painting'), 22_500],
])

/** @internal Tests read single cells: a price as the sheet writes it (`$1,250.00`, `1250`, `$125`) in cents, or null. */
export function priceInCents(cell: string): number | null {
  const text = cell
    .trim()
    .replace(/^\$\s*/, '')
    .replaceAll(',', '')
  if (!/^\d+(?:\.\d{1,2})?$/.test(text)) return null
  return Math.round(Number(text) * 100)
}

/** `$1,250.50`; a credit `−$140`, with a minus sign. */
export function formatMoney(cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2
  const amount = numberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(
    Math.abs(cents) / 100,
  )
  return `${cents < 0 ? '−' : ''}$${amount}`
}

interface StatementRow {
  partner: string
  service: string
  quotes: number
  /** Cents; null: no price found, and the row is flagged. */
  pricePerQuote: number | null
  amount: number | null
}

/** A refund approved in this week for a quote billed in an earlier one. */
export interface StatementCredit {
  id: string
  partner: string
  bookedAt: string
  /** `Mon Nov 16`, the agency day it was booked. */
  bookedOn: string
  reason: string
  /** Cents; null: no price found, and the credit is flagged. */
  amount: number | null
}

export interface WeeklyStatement {
  weekStart: number
  rows: StatementRow[]
  credits: StatementCredit[]
  /** The rows' amounts less the credits'. */
  total: number
  /** Rows and credits without a price, which the total leaves out. */
  unpriced: number
  /** Withdrawn by hand in the week booked, or refunded in Admin before the end of the week billed. */
  withdrawn: { partner: string; bookedAt: string; status: string }[]
  /** Booked this week and not delivered: the reason, or null for a booking still in the outbox. */
  undelivered: { partner: string; bookedAt: string; reason: string | null }[]
  /** Booked this week as a new time of a quote that stands billed (its Booking ID): outside the rows and the cap. */
  newTimes: { partner: string; bookedAt: string; newTimeOf: string }[]
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
  const priceOf = (booking: StatementBooking) =>
    prices.get(partnerKey(booking.partner)) ?? SPEC_PRICES.get(serviceKeyOf(booking.service.trim())) ?? null
  const rows = new Map<string, StatementRow>()
  const credits: StatementCredit[] = []
  const withdrawn: WeeklyStatement['withdrawn'] = []
  const undelivered: WeeklyStatement['undelivered'] = []
  const newTimes: WeeklyStatement['newTimes'] = []
  const inWeek = (time: number) => time >= start && time < end
  for (const booking of bookings) {
    // Held past a setter's daily limit: not delivered, and not the partner's to pay for unless the owner sends it.
    if (booking.held) continue
    // A new time while the earlier quote stands billed: listed in the week it was booked, never billed.
    if (booking.newTimeOf) {
      if (inWeek(Date.parse(booking.bookedAt)) && !isWithdrawn(booking.status))
        newTimes.push({ partner: booking.partner.trim(), bookedAt: booking.bookedAt, newTimeOf: booking.newTimeOf })
      continue
    }
    const bookedInWeek = inWeek(Date.parse(booking.bookedAt))
    const reason = booking.inOutbox === true ? null : notDeliveredReason(booking, now)
    const delivered = booking.inOutbox !== true && reason === null
    const approvedAt = delivered ? refundApprovedAt(booking) : null
    const billed = billedAt(booking)
    if (approvedAt !== null && approvedAt < nextWeekStart(billed, timeZone)) {
      // Refunded while its week lasted: never billed.
      if (inWeek(billed))
        withdrawn.push({ partner: booking.partner.trim(), bookedAt: booking.bookedAt, status: 'Refunded' })
      continue
    }
    if (approvedAt !== null) {
      // Refunded after its week: billed there, and credited in the week of the approval.
      if (inWeek(approvedAt))
        credits.push({
          id: booking.id,
          partner: booking.partner.trim(),
          bookedAt: booking.bookedAt,
          bookedOn: agencyDayLabel(Date.parse(booking.bookedAt), timeZone),
          reason: (booking.refundReason ?? '').trim(),
          amount: priceOf(booking),
        })
    } else if (isWithdrawn(booking.status)) {
      if (bookedInWeek)
        withdrawn.push({ partner: booking.partner.trim(), bookedAt: booking.bookedAt, status: booking.status.trim() })
      continue
    } else if (!delivered) {
      if (bookedInWeek) undelivered.push({ partner: booking.partner.trim(), bookedAt: booking.bookedAt, reason })
      continue
    }
    if (!inWeek(billed)) continue
    const partner = partnerKey(booking.partner)
    const service = booking.service.trim()
    const price = priceOf(booking)
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
  const deadline = refundDeadline(start, timeZone)
  return {
    weekStart: start,
    rows: sorted,
    credits: credits.sort((a, b) => Date.parse(a.bookedAt) - Date.parse(b.bookedAt)),
    total:
      sorted.reduce((sum, row) => sum + (row.amount ?? 0), 0) -
      credits.reduce((sum, credit) => sum + (credit.amount ?? 0), 0),
    unpriced:
      sorted.filter((row) => row.pricePerQuote === null).length +
      credits.filter((credit) => credit.amount === null).length,
    withdrawn: withdrawn.sort((a, b) => Date.parse(a.bookedAt) - Date.parse(b.bookedAt)),
    undelivered: undelivered.sort((a, b) => Date.parse(a.bookedAt) - Date.parse(b.bookedAt)),
    newTimes: newTimes.sort((a, b) => Date.parse(a.bookedAt) - Date.parse(b.bookedAt)),
    chargedOn: agencyDayLabel(deadline.chargedAt, timeZone),
    refundsUntil: deadline.lastDay,
  }
}

/** The heading the statement lists its new times under. */
export const NEW_TIMES_HEADING = 'New times, not billed'

/** `{partner} · booked {Day Mon D} · new time of {Booking ID}`, a line under NEW_TIMES_HEADING. */
export const newTimeLine = (newTime: WeeklyStatement['newTimes'][number], timeZone: string) =>
  `${newTime.partner} · booked ${agencyDayLabel(Date.parse(newTime.bookedAt), timeZone)} · new time of ${newTime.newTimeOf}`

/** `{partner} · booked {Day Mon D} · {reason} · −{price}`, the line under `Credits`. */
export function creditLine(credit: StatementCredit, noPrice: string): string {
  const amount = credit.amount === null ? noPrice : formatMoney(-credit.amount)
  return `${credit.partner} · booked ${credit.bookedOn} · ${credit.reason || '—'} · ${amount}`
}

/** Tab-separated, so it pastes into a spreadsheet as a table. */
export function statementAsTsv(
  statement: WeeklyStatement,
  headings: readonly string[],
  noPrice: string,
  timeZone: string,
): string {
  // A partner or service named like a formula would run as one once pasted into a sheet.
  const cell = (text: string) => {
    const flat = text.replace(/[\t\r\n]+/g, ' ')
    return /^[=+\-@]/.test(flat) ? `'${flat}` : flat
  }
  // A sheet reads `-$140`, with a hyphen, as a number, so the pasted amounts add up to the total.
  const money = (cents: number) => formatMoney(cents).replace('−', '-')
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
    ...(statement.credits.length === 0 ? [] : ['Credits']),
    ...statement.credits.map((credit) =>
      [
        cell(credit.partner),
        cell(`booked ${credit.bookedOn} · ${credit.reason || '—'}`),
        '',
        '',
        credit.amount === null ? noPrice : money(-credit.amount),
      ].join('\t'),
    ),
    ['Total', '', '', '', money(statement.total)].join('\t'),
    // Below the total, so the pasted amounts still add up to it.
    ...(statement.newTimes.length === 0 ? [] : [NEW_TIMES_HEADING]),
    ...statement.newTimes.map((newTime) =>
      [
        cell(newTime.partner),
        cell(`booked ${agencyDayLabel(Date.parse(newTime.bookedAt), timeZone)} · new time of ${newTime.newTimeOf}`),
      ].join('\t'),
    ),
  ]
  return lines.join('\n')
}
