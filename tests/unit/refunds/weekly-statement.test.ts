// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { loadLedgerScript } from '../../../scripts/support/apps-script-double'
import { BEING_SENT, MAY_HAVE_BEEN_SENT, type ListedBooking } from '../../../src/bookings/booking'
import { weekStart } from '../../../src/partner-time/agency-week'
import { countThisWeek, firstPerName, isWithdrawn, mergeBookings } from '../../../src/bookings/partner-bookings'
import { weeklyCap } from '../../../src/bookings/partner-standing'
import {
  creditLine,
  formatMoney,
  heldQuotes,
  notDeliveredReason,
  priceInCents,
  quotesNotEmailed,
  statementAsTsv,
  weeklyStatement,
  type StatementBooking,
} from '../../../src/refunds/weekly-statement'
import type { LoadedSheet } from '../../../src/partners/company'
import { parseSheet } from '../../../src/partners/parse-sheet'

const CHICAGO = 'America/Chicago'
const listed = (id: string, partner: string, bookedAt: string, service: string, status = ''): ListedBooking => ({
  id,
  bookedAt,
  partner,
  service,
  zip: '54016',
  garageSize: '',
  status,
})

// The worked example: agency zone America/Chicago, the week of Monday 2026-11-16.
let sheet: LoadedSheet
// Parsed in each test, not once at load: StrykerJS's per-test coverage sees only what runs in a test.
beforeEach(() => {
  sheet = parseSheet(
    [
      'Company Name,Zip Codes,Service Category,Price per Quote',
      'Partner A,54016,Concrete Coatings,',
      'Partner B,54016,Tree Removal,$140',
    ].join('\n'),
  )
})
const example = [
  listed('a1', 'Partner A', '2026-11-16T15:00:00Z', 'Concrete Coatings'),
  listed('a2', 'Partner A', '2026-11-18T15:00:00Z', 'Concrete Coatings'),
  listed('a3', 'partner a ', '2026-11-20T15:00:00Z', 'Concrete Coatings'),
  listed('b1', 'Partner B', '2026-11-17T15:00:00Z', 'Tree Removal'),
  listed('b2', 'Partner B', '2026-11-23T05:30:00Z', 'Tree Removal'),
  listed('b3', 'Partner B', '2026-11-19T15:00:00Z', 'Tree Removal', 'Refunded'),
  listed('next', 'Partner B', '2026-11-23T06:30:00Z', 'Tree Removal'),
]
const week = weekStart(Date.parse('2026-11-18T12:00:00Z'), CHICAGO)
const NOW = Date.parse('2026-11-25T12:00:00Z')

describe('the weekly statement', () => {
  it('the worked example: $375 + $280 = $655, the refunded booking apart, the next Monday outside', () => {
    const statement = weeklyStatement(example, sheet.companies, week, CHICAGO, NOW)
    expect(statement.rows).toEqual([
      { partner: 'Partner A', service: 'Concrete Coatings', quotes: 3, pricePerQuote: 12_500, amount: 37_500 },
      { partner: 'Partner B', service: 'Tree Removal', quotes: 2, pricePerQuote: 14_000, amount: 28_000 },
    ])
    expect(formatMoney(statement.total)).toBe('$655')
    expect(statement.withdrawn).toEqual([
      { partner: 'Partner B', bookedAt: '2026-11-19T15:00:00Z', status: 'Refunded' },
    ])
    expect(statement.chargedOn).toBe('Mon Nov 23')
    expect(statement.refundsUntil).toBe('Mon Nov 30')
    const next = weeklyStatement(example, sheet.companies, Date.parse('2026-11-23T06:00:00Z'), CHICAGO, NOW)
    expect(next.rows).toEqual([
      { partner: 'Partner B', service: 'Tree Removal', quotes: 1, pricePerQuote: 14_000, amount: 14_000 },
    ])
  })

  it('prices: the row’s Price per Quote, else the spec’s price for the service, else no price (flagged)', () => {
    const bookings = [
      listed('1', 'Gone Partner', '2026-11-17T15:00:00Z', 'tree service'),
      listed('2', 'Gone Partner', '2026-11-17T16:00:00Z', 'Exterior  Paintings'),
      listed('3', 'Gone Partner', '2026-11-17T17:00:00Z', 'Gutters'),
      listed('4', 'Partner B', '2026-11-17T18:00:00Z', 'Concrete Coatings'),
    ]
    const statement = weeklyStatement(bookings, sheet.companies, week, CHICAGO, NOW)
    expect(statement.rows.map((row) => [row.partner, row.service, row.pricePerQuote, row.amount])).toEqual([
      ['Gone Partner', 'Exterior  Paintings', 22_500, 22_500],
      ['Gone Partner', 'Gutters', null, null],
      ['Gone Partner', 'tree service', 15_000, 15_000],
      ['Partner B', 'Concrete Coatings', 14_000, 14_000],
    ])
    expect(statement.unpriced).toBe(1)
    expect(formatMoney(statement.total)).toBe('$515')
  })

  it('reads prices as the sheet writes them', () => {
    expect(priceInCents('$1,250.00')).toBe(125_000)
    expect(priceInCents('1250')).toBe(125_000)
    expect(priceInCents(' $125 ')).toBe(12_500)
    expect(priceInCents('$99.5')).toBe(9_950)
    for (const cell of ['', 'call us', '$1,250.000', '-5', '12 per quote']) expect(priceInCents(cell), cell).toBeNull()
    expect(formatMoney(125_050)).toBe('$1,250.50')
  })

  it('copies as tab-separated rows with a total', () => {
    const statement = weeklyStatement(example, sheet.companies, week, CHICAGO, NOW)
    expect(
      statementAsTsv(statement, ['Partner', 'Service', 'Quotes', 'Price per quote', 'Amount'], 'no price', CHICAGO),
    ).toBe(
      [
        'Partner\tService\tQuotes\tPrice per quote\tAmount',
        'Partner A\tConcrete Coatings\t3\t$125\t$375',
        'Partner B\tTree Removal\t2\t$140\t$280',
        'Total\t\t\t\t$655',
      ].join('\n'),
    )
  })
})

describe('copying the statement', () => {
  it('a partner named like a formula pastes as text', () => {
    const bookings = [listed('f', '=HYPERLINK("x")', '2026-11-17T15:00:00Z', 'Tree Removal')]
    const tsv = statementAsTsv(
      weeklyStatement(bookings, [], week, CHICAGO, NOW),
      ['P', 'S', 'Q', 'R', 'A'],
      'no price',
      CHICAGO,
    )
    expect(tsv.split('\n')[1]).toBe(`'=HYPERLINK("x")\tTree Removal\t1\t$150\t$150`)
  })
})

describe('counting the ledger', () => {
  it('statuses that take a booking out: Refunded, Cancelled, Canceled, case and spaces ignored', () => {
    for (const status of ['Refunded', ' cancelled ', 'CANCELED', 'Can celled'])
      expect(isWithdrawn(status), status).toBe(true)
    for (const status of ['', 'Booked', 'refund asked', 'Paid']) expect(isWithdrawn(status), status).toBe(false)
  })

  it('merges the outbox’s bookings the ledger lacks, once per id', () => {
    const fromLedger = [example[0]!, example[3]!]
    const fromOutbox = [example[0]!, listed('new', 'Partner A', '2026-11-24T15:00:00Z', 'Concrete Coatings')]
    expect(mergeBookings(fromLedger, fromOutbox).map((booking) => booking.id)).toEqual(['a1', 'b1', 'new'])
    expect(mergeBookings([{ ...example[0]!, bookedAt: 'soon' }], []).map((b) => b.id)).toEqual([])
  })

  it('rows sharing a partner name share its first readable Weekly Cap', () => {
    const rows = parseSheet(
      [
        'Company Name,Zip Codes,Weekly Cap',
        'Twin Trees,54016,',
        'Other Trees,54016,3',
        ' twin trees ,54017,two',
        'Twin Trees,54018,4',
        'Twin Trees,54019,9',
      ].join('\n'),
    ).companies
    const caps = firstPerName(rows, weeklyCap)
    expect(caps.get('twin trees')).toBe(4)
    expect(caps.get('other trees')).toBe(3)
  })

  it('counts this week per partner name, without withdrawn bookings, with the latest booking', () => {
    const counts = countThisWeek(example, Date.parse('2026-11-20T18:00:00Z'), CHICAGO)
    expect(counts.byPartner.get('partner a')).toEqual({
      bookedThisWeek: 3,
      lastBookedAt: Date.parse('2026-11-20T15:00:00Z'),
    })
    expect(counts.byPartner.get('partner b')).toEqual({
      bookedThisWeek: 2,
      lastBookedAt: Date.parse('2026-11-23T06:30:00Z'),
    })
  })
})

/** A booking with its delivery columns, Email Status and Emailed At. */
const emailed = (
  id: string,
  partner: string,
  bookedAt: string,
  emailStatus: string,
  emailedAt = '',
  extra: Partial<StatementBooking> = {},
): StatementBooking => ({ ...listed(id, partner, bookedAt, 'Tree Removal'), emailStatus, emailedAt, ...extra })
const billed = (bookings: StatementBooking[], start = week) =>
  weeklyStatement(bookings, sheet.companies, start, CHICAGO, NOW).rows.map((row) => [row.partner, row.quotes])
const nextWeek = Date.parse('2026-11-23T06:00:00Z')
const previousWeek = Date.parse('2026-11-09T06:00:00Z')

describe('the statement bills what was delivered', () => {
  it('an emailed quote counts in the week of its Emailed At, not of its Booked At', () => {
    const late = emailed('late', 'Partner B', '2026-11-22T15:00:00Z', 'Sent', '2026-11-23T15:00:00Z')
    const early = emailed('early', 'Partner B', '2026-11-13T15:00:00Z', 'Sent', '2026-11-17T15:00:00Z')
    expect(billed([late, early])).toEqual([['Partner B', 1]])
    expect(weeklyStatement([late, early], sheet.companies, week, CHICAGO, NOW).undelivered).toEqual([])
    expect(billed([late, early], nextWeek)).toEqual([['Partner B', 1]])
    expect(billed([late, early], previousWeek)).toEqual([])
  })

  it('Sent by hand (case and spaces ignored) counts in the week of its Booked At', () => {
    for (const status of ['Sent by hand', ' sent  BY hand ', 'SentByHand']) {
      const byHand = emailed('h', 'Partner B', '2026-11-22T15:00:00Z', status, '2026-11-23T15:00:00Z')
      expect(billed([byHand]), status).toEqual([['Partner B', 1]])
      expect(billed([byHand], nextWeek), status).toEqual([])
    }
  })

  it('a row from before quote emails (both columns empty, or absent from an older script) counts by Booked At', () => {
    const empty = emailed('old', 'Partner B', '2026-11-17T15:00:00Z', '', '')
    const absent = listed('older', 'Partner B', '2026-11-18T15:00:00Z', 'Tree Removal')
    expect(billed([empty, absent])).toEqual([['Partner B', 2]])
    expect(billed([empty, absent], nextWeek)).toEqual([])
  })

  it('a quote not delivered is listed apart in the week it was booked, out of the total, with its reason', () => {
    const bookings = [
      emailed('s', 'Partner B', '2026-11-17T15:00:00Z', 'Sent', '2026-11-17T15:01:00Z'),
      emailed('q', 'Partner B', '2026-11-18T15:00:00Z', 'daily email limit reached'),
      emailed('n', 'Partner A', '2026-11-17T16:00:00Z', 'no partner email'),
      emailed('w', 'Partner A', '2026-11-19T16:00:00Z', 'Sending since 2026-11-19T16:00:01Z'),
    ]
    const statement = weeklyStatement(bookings, sheet.companies, week, CHICAGO, NOW)
    expect(statement.rows.map((row) => [row.partner, row.quotes])).toEqual([['Partner B', 1]])
    expect(formatMoney(statement.total)).toBe('$140')
    // A sending mark left days ago by an execution that stopped: the quote may have gone, unbilled until known.
    expect(statement.undelivered).toEqual([
      { partner: 'Partner A', bookedAt: '2026-11-17T16:00:00Z', reason: 'no partner email' },
      { partner: 'Partner B', bookedAt: '2026-11-18T15:00:00Z', reason: 'daily email limit reached' },
      { partner: 'Partner A', bookedAt: '2026-11-19T16:00:00Z', reason: 'may have been sent: check the Sent folder' },
    ])
    expect(weeklyStatement(bookings, sheet.companies, nextWeek, CHICAGO, NOW).undelivered).toEqual([])
  })

  it('a booking still in the outbox is not delivered, though it looks like an old row', () => {
    const waiting = emailed('o', 'Partner B', '2026-11-18T15:00:00Z', '', '', { inOutbox: true })
    delete waiting.emailStatus
    delete waiting.emailedAt
    const statement = weeklyStatement([waiting], sheet.companies, week, CHICAGO, NOW)
    expect(statement.rows).toEqual([])
    expect(statement.total).toBe(0)
    expect(statement.undelivered).toEqual([{ partner: 'Partner B', bookedAt: '2026-11-18T15:00:00Z', reason: null }])
    expect(weeklyStatement([{ ...waiting, inOutbox: false }], sheet.companies, week, CHICAGO, NOW).rows).toHaveLength(1)
  })

  it('a booking in the outbox is waiting (no reason) whatever its Email Status; one in the ledger gives its reason', () => {
    const bookings = [
      emailed('o', ' Partner B ', '2026-11-18T15:00:00Z', 'no partner email', '', { inOutbox: true }),
      emailed('l', ' Partner A ', '2026-11-19T15:00:00Z', 'no partner email', '', { inOutbox: false }),
    ]
    const statement = weeklyStatement(bookings, sheet.companies, week, CHICAGO, NOW)
    expect(statement.rows).toEqual([])
    expect(statement.undelivered).toEqual([
      { partner: 'Partner B', bookedAt: '2026-11-18T15:00:00Z', reason: null },
      { partner: 'Partner A', bookedAt: '2026-11-19T15:00:00Z', reason: 'no partner email' },
    ])
  })

  it('Refunded and Cancelled stay apart in the week they were booked, whatever their email', () => {
    const refunded = emailed('r', 'Partner B', '2026-11-19T15:00:00Z', 'Sent', '2026-11-23T15:00:00Z', {
      status: 'Refunded',
    })
    const cancelled = emailed('c', 'Partner B', '2026-11-19T16:00:00Z', 'no partner email', '', { status: 'Cancelled' })
    const statement = weeklyStatement([refunded, cancelled], sheet.companies, week, CHICAGO, NOW)
    expect(statement.rows).toEqual([])
    expect(statement.undelivered).toEqual([])
    expect(statement.withdrawn.map((item) => item.status)).toEqual(['Refunded', 'Cancelled'])
    expect(weeklyStatement([refunded], sheet.companies, nextWeek, CHICAGO, NOW).withdrawn).toEqual([])
  })
})

describe('quotes not emailed', () => {
  it('reasons: not empty, Sent or Sent by hand (case and spaces ignored); a sending mark by its age', () => {
    const reason = (emailStatus: string | undefined) =>
      notDeliveredReason({ ...listed('x', 'P', '2026-11-17T15:00:00Z', ''), emailStatus }, NOW)
    for (const status of [undefined, '', ' ', 'Sent', ' SENT ', 'Sent by hand', 'sentbyhand'])
      expect(reason(status), String(status)).toBeNull()
    expect(reason(' daily email limit reached ')).toBe('daily email limit reached')
    expect(reason('could not send: Service unavailable')).toBe('could not send: Service unavailable')
    expect(reason(`Sending since ${new Date(NOW - 60_000).toISOString()}`)).toBe('being sent')
    expect(reason(`Sending since ${new Date(NOW - 11 * 60_000).toISOString()}`)).toBe(MAY_HAVE_BEEN_SENT)
    // The script's own rule: a mark exactly ten minutes old may still be its run's, so it is not stale yet.
    expect(reason(`Sending since ${new Date(NOW - 10 * 60_000).toISOString()}`)).toBe('being sent')
    expect(reason(`Sending since ${new Date(NOW - 10 * 60_000 - 1).toISOString()}`)).toBe(MAY_HAVE_BEEN_SENT)
    // A row the script has yet to send.
    expect(reason(' Waiting to send ')).toBe('being sent')
    // Only a status that is the mark: text before "sending since" makes it a reason like any other.
    const resending = `Resending since ${new Date(NOW - 60_000).toISOString()}`
    expect(reason(resending)).toBe(resending)
    expect(reason(` ${resending} `)).toBe(resending)
  })

  it('reads a sending mark in the script’s own words, the BEING_SENT the outbox waits on', () => {
    const script = loadLedgerScript({ ledgerKey: 'k-xxxxxxxxxxxxxxxxxx' })
    const now = Date.now()
    const reason = (emailStatus: string) =>
      notDeliveredReason({ ...listed('x', 'P', '2026-11-17T15:00:00Z', ''), emailStatus }, now)
    const fresh = `Sending since ${new Date(now - 60_000).toISOString()}`
    const stale = `Sending since ${new Date(now - 11 * 60_000).toISOString()}`
    expect(reason(fresh)).toBe(BEING_SENT)
    for (const status of [
      fresh,
      stale,
      'Waiting to send',
      'no partner email',
      `Resending since ${new Date(now).toISOString()}`,
    ])
      expect(reason(status), status).toBe(script.internal('storedOutcome', status))
  })

  it('leaves out a booking still in the outbox whatever its Email Status, and lists one the ledger holds', () => {
    const bookings = [
      emailed('waiting', 'Partner B', '2026-11-17T15:00:00Z', 'no partner email', '', { inOutbox: true }),
      emailed('held', ' Partner B ', '2026-11-18T15:00:00Z', 'no partner email', '', { inOutbox: false }),
    ]
    expect(quotesNotEmailed(bookings, NOW)).toEqual([
      {
        id: 'held',
        partner: 'Partner B',
        zip: '54016',
        bookedAt: '2026-11-18T15:00:00Z',
        reason: 'no partner email',
        emailed: false,
        ledgerNote: '',
      },
    ])
  })

  it('lists the ledger’s undelivered bookings oldest first, without withdrawn or outbox ones', () => {
    const bookings = [
      emailed('later', 'Partner A ', '2026-11-19T15:00:00Z', 'no partner email'),
      emailed('sent', 'Partner A', '2026-11-17T15:00:00Z', 'Sent', '2026-11-17T15:01:00Z'),
      emailed('first', 'Partner B', '2026-11-17T15:00:00Z', 'daily email limit reached'),
      emailed('gone', 'Partner B', '2026-11-17T15:00:00Z', 'no partner email', '', { status: 'Cancelled' }),
      emailed('waiting', 'Partner B', '2026-11-17T15:00:00Z', '', '', { inOutbox: true }),
      listed('old', 'Partner B', '2026-11-17T15:00:00Z', 'Tree Removal'),
    ]
    expect(quotesNotEmailed(bookings, NOW)).toEqual([
      {
        id: 'first',
        partner: 'Partner B',
        zip: '54016',
        bookedAt: '2026-11-17T15:00:00Z',
        reason: 'daily email limit reached',
        emailed: false,
        ledgerNote: '',
      },
      {
        id: 'later',
        partner: 'Partner A',
        zip: '54016',
        bookedAt: '2026-11-19T15:00:00Z',
        reason: 'no partner email',
        emailed: false,
        ledgerNote: '',
      },
    ])
  })

  it('lists an emailed booking that carries a Ledger Note, with its note, never as one to send again', () => {
    const note = 'Refund Reason written here by mistake by askFromLink at 2026-11-19T15:00:00.000Z'
    const bookings = [
      emailed('noted', 'Partner A', '2026-11-17T15:00:00Z', 'Sent', '2026-11-17T15:01:00Z', {
        ledgerNote: ` ${note} `,
      }),
      emailed('clean', 'Partner A', '2026-11-17T15:00:00Z', 'Sent', '2026-11-17T15:01:00Z', { ledgerNote: ' ' }),
    ]
    expect(quotesNotEmailed(bookings, NOW)).toEqual([
      {
        id: 'noted',
        partner: 'Partner A',
        zip: '54016',
        bookedAt: '2026-11-17T15:00:00Z',
        reason: 'Sent',
        emailed: true,
        ledgerNote: note,
      },
    ])
  })
})

describe('the statement’s week, names and order', () => {
  const start = week // Monday 16 Nov 2026 00:00 CST
  const end = Date.parse('2026-11-23T06:00:00Z')
  const isoAt = (time: number) => new Date(time).toISOString()

  it('holds a booking at Monday 00:00 exactly, and leaves one at the next Monday 00:00 to the next week', () => {
    const bookings = [
      listed('last', 'Partner B', isoAt(start - 1), 'Tree Removal'),
      listed('first', 'Partner B', isoAt(start), 'Tree Removal'),
      listed('final', 'Partner B', isoAt(end - 1), 'Tree Removal'),
      listed('next', 'Partner B', isoAt(end), 'Tree Removal'),
    ]
    expect(weeklyStatement(bookings, sheet.companies, start, CHICAGO, NOW).rows).toEqual([
      { partner: 'Partner B', service: 'Tree Removal', quotes: 2, pricePerQuote: 14_000, amount: 28_000 },
    ])
    const withdrawn = bookings.map((booking) => ({ ...booking, status: 'Cancelled' }))
    expect(weeklyStatement(withdrawn, sheet.companies, start, CHICAGO, NOW).withdrawn.map((b) => b.bookedAt)).toEqual([
      isoAt(start),
      isoAt(end - 1),
    ])
  })

  it('shows names and statuses trimmed, and lists withdrawn bookings by time', () => {
    const bookings = [
      listed('1', ' Partner B ', '2026-11-19T15:00:00Z', ' Tree Removal  '),
      listed('2', 'Partner B', '2026-11-20T15:00:00Z', 'Tree Removal'),
      listed('w3', ' Partner A ', '2026-11-21T15:00:00Z', 'Concrete Coatings', ' Cancelled '),
      listed('w1', 'Partner B', '2026-11-17T15:00:00Z', 'Tree Removal', 'Refunded'),
      listed('w2', 'Gone', '2026-11-18T15:00:00Z', 'Gutters', 'canceled'),
    ]
    const statement = weeklyStatement(bookings, sheet.companies, week, CHICAGO, NOW)
    expect(statement.rows).toEqual([
      { partner: 'Partner B', service: 'Tree Removal', quotes: 2, pricePerQuote: 14_000, amount: 28_000 },
    ])
    expect(statement.withdrawn).toEqual([
      { partner: 'Partner B', bookedAt: '2026-11-17T15:00:00Z', status: 'Refunded' },
      { partner: 'Gone', bookedAt: '2026-11-18T15:00:00Z', status: 'canceled' },
      { partner: 'Partner A', bookedAt: '2026-11-21T15:00:00Z', status: 'Cancelled' },
    ])
  })

  it('sorts by partner then service, ignoring case: one partner written two ways is one name', () => {
    const bookings = [
      listed('1', 'partner b', '2026-11-17T15:00:00Z', 'zeta work'),
      listed('2', 'Partner B', '2026-11-17T16:00:00Z', 'Alpha Work'),
      listed('3', 'Able Co', '2026-11-17T17:00:00Z', 'Gutters'),
    ]
    const statement = weeklyStatement(bookings, sheet.companies, week, CHICAGO, NOW)
    expect(statement.rows.map((row) => [row.partner, row.service, row.pricePerQuote])).toEqual([
      ['Able Co', 'Gutters', null],
      ['Partner B', 'Alpha Work', 14_000],
      ['partner b', 'zeta work', 14_000],
    ])
    expect(statement.total).toBe(28_000)
    expect(statement.unpriced).toBe(1)
  })

  it('reads no price where a dollar sign is not in front', () => {
    for (const cell of ['125$', '1$25', '12 5', '$', '.5', '1.234']) expect(priceInCents(cell), cell).toBeNull()
    expect(priceInCents('$ 125.5')).toBe(12_550)
    expect(formatMoney(0)).toBe('$0')
    expect(formatMoney(5)).toBe('$0.05')
    expect(formatMoney(123_456_700)).toBe('$1,234,567')
  })
})

describe('the statement as TSV', () => {
  const headings = ['Partner', 'Service', 'Quotes', 'Price per quote', 'Amount']

  it('writes the no-price text for a row without a price, and leaves it out of the total', () => {
    const bookings = [
      listed('1', 'Gone Partner', '2026-11-17T15:00:00Z', 'Gutters'),
      listed('2', 'Gone Partner', '2026-11-17T16:00:00Z', 'Gutters'),
      listed('3', 'Partner B', '2026-11-17T17:00:00Z', 'Tree Removal'),
    ]
    const tsv = statementAsTsv(
      weeklyStatement(bookings, sheet.companies, week, CHICAGO, NOW),
      headings,
      'no price',
      CHICAGO,
    )
    expect(tsv).toBe(
      [
        'Partner\tService\tQuotes\tPrice per quote\tAmount',
        'Gone Partner\tGutters\t2\tno price\tno price',
        'Partner B\tTree Removal\t1\t$140\t$140',
        'Total\t\t\t\t$140',
      ].join('\n'),
    )
  })

  it('flattens tabs and line breaks to one space, and quotes only a cell that starts like a formula', () => {
    const bookings = [
      listed('1', 'Tab\tand\r\nbreak', '2026-11-17T15:00:00Z', 'Mow - Edge'),
      listed('2', '+1 Trees', '2026-11-17T16:00:00Z', '@home'),
      listed('3', '-Minus Co', '2026-11-17T17:00:00Z', 'A=B'),
    ]
    const lines = statementAsTsv(
      weeklyStatement(bookings, [], week, CHICAGO, NOW),
      headings,
      'no price',
      CHICAGO,
    ).split('\n')
    expect(lines.slice(1, 4)).toEqual([
      "'-Minus Co\tA=B\t1\tno price\tno price",
      "'+1 Trees\t'@home\t1\tno price\tno price",
      'Tab and break\tMow - Edge\t1\tno price\tno price',
    ])
  })
})

describe('counting this week', () => {
  it('counts a booking at Monday 00:00 exactly, not one a moment before or at the next Monday', () => {
    const start = Date.parse('2026-11-16T06:00:00Z')
    const end = Date.parse('2026-11-23T06:00:00Z')
    const at = (id: string, time: number) => listed(id, 'Partner A', new Date(time).toISOString(), 'S')
    const counts = countThisWeek(
      [at('before', start - 1), at('first', start), at('final', end - 1), at('next', end)],
      Date.parse('2026-11-18T12:00:00Z'),
      CHICAGO,
    )
    expect(counts.weekStart).toBe(start)
    expect(counts.byPartner.get('partner a')).toEqual({ bookedThisWeek: 2, lastBookedAt: end })
    const onlyLastWeek = countThisWeek([at('before', start - 1)], Date.parse('2026-11-18T12:00:00Z'), CHICAGO)
    expect(onlyLastWeek.byPartner.get('partner a')).toEqual({ bookedThisWeek: 0, lastBookedAt: start - 1 })
  })

  it('a withdrawn booking neither counts nor is the latest', () => {
    const counts = countThisWeek(
      [
        listed('1', 'Partner A', '2026-11-17T15:00:00Z', 'S'),
        listed('2', 'Partner A', '2026-11-18T15:00:00Z', 'S', 'Refunded'),
      ],
      Date.parse('2026-11-18T18:00:00Z'),
      CHICAGO,
    )
    expect([...counts.byPartner]).toEqual([
      ['partner a', { bookedThisWeek: 1, lastBookedAt: Date.parse('2026-11-17T15:00:00Z') }],
    ])
  })
})

describe('the statement credits approved refunds', () => {
  /** A quote emailed when it was booked, whose refund the owner decided in Admin (which writes `Refunded` on approval). */
  const decided = (
    id: string,
    bookedAt: string,
    decision: string,
    decidedAt: string,
    extra: Partial<StatementBooking> = {},
  ): StatementBooking =>
    emailed(id, 'Partner B', bookedAt, 'Sent', bookedAt, {
      status: decision === 'Approved' ? 'Refunded' : '',
      refundDecision: decision,
      refundDecidedAt: decidedAt,
      refundReason: 'Charged twice',
      ...extra,
    })
  const statementOf = (bookings: StatementBooking[], start: number, companies = sheet.companies) =>
    weeklyStatement(bookings, companies, start, CHICAGO, NOW)
  const paid = emailed('paid', 'Partner B', '2026-11-24T15:00:00Z', 'Sent', '2026-11-24T15:00:00Z')
  const paidToo = emailed('paid2', 'Partner B', '2026-11-25T15:00:00Z', 'Sent', '2026-11-25T15:00:00Z')

  it('approved before the end of its Emailed At week: left out of that bill, listed with the withdrawn ones', () => {
    // Approved Sunday 22 Nov at 23:59 CST, the last minute of the week it was emailed in.
    const refund = decided('r', '2026-11-19T15:00:00Z', 'Approved', '2026-11-23T05:59:00Z')
    const ownWeek = statementOf([refund], week)
    expect(ownWeek.rows).toEqual([])
    expect(ownWeek.total).toBe(0)
    expect(ownWeek.withdrawn).toEqual([{ partner: 'Partner B', bookedAt: '2026-11-19T15:00:00Z', status: 'Refunded' }])
    expect(ownWeek.credits).toEqual([])
    const approvalWeek = statementOf([refund, paid], nextWeek)
    expect(approvalWeek.credits).toEqual([])
    expect(formatMoney(approvalWeek.total)).toBe('$140')
  })

  it('approved later: stays in its own week’s total, and the week of the approval gains a credit that lowers its total', () => {
    // Approved Monday 23 Nov at 00:00 CST, the first instant after its week.
    const refund = decided('r', '2026-11-19T15:00:00Z', 'Approved', '2026-11-23T06:00:00Z')
    const ownWeek = statementOf([refund], week)
    expect(ownWeek.rows).toEqual([
      { partner: 'Partner B', service: 'Tree Removal', quotes: 1, pricePerQuote: 14_000, amount: 14_000 },
    ])
    expect(formatMoney(ownWeek.total)).toBe('$140')
    expect(ownWeek.withdrawn).toEqual([])
    expect(ownWeek.credits).toEqual([])
    const approvalWeek = statementOf([refund, paid, paidToo], nextWeek)
    expect(approvalWeek.rows).toEqual([
      { partner: 'Partner B', service: 'Tree Removal', quotes: 2, pricePerQuote: 14_000, amount: 28_000 },
    ])
    expect(approvalWeek.credits).toEqual([
      {
        id: 'r',
        partner: 'Partner B',
        bookedAt: '2026-11-19T15:00:00Z',
        bookedOn: 'Thu Nov 19',
        reason: 'Charged twice',
        amount: 14_000,
      },
    ])
    expect(approvalWeek.credits.map((credit) => creditLine(credit, 'no price'))).toEqual([
      'Partner B · booked Thu Nov 19 · Charged twice · −$140',
    ])
    expect(formatMoney(approvalWeek.total)).toBe('$140')
    expect(approvalWeek.withdrawn).toEqual([])
  })

  it('credits only the week holding the approval', () => {
    const refund = decided('r', '2026-11-19T15:00:00Z', 'Approved', '2026-12-01T16:00:00Z')
    expect(statementOf([refund], nextWeek).credits).toEqual([])
    const weekAfter = statementOf([refund], Date.parse('2026-11-30T06:00:00Z'))
    expect(weekAfter.credits.map((credit) => creditLine(credit, 'no price'))).toEqual([
      'Partner B · booked Thu Nov 19 · Charged twice · −$140',
    ])
    expect(formatMoney(weekAfter.total)).toBe('−$140')
  })

  it('its week is the week of Emailed At, not of Booked At, around the autumn change', () => {
    // Booked Sunday 1 Nov 23:30 CST (the week of 26 Oct, 169 hours), emailed Monday 2 Nov 00:30 CST.
    const lateEmail = (decidedAt: string) =>
      decided('r', '2026-11-02T05:30:00Z', 'Approved', decidedAt, { emailedAt: '2026-11-02T06:30:00Z' })
    const weekOfOct26 = Date.parse('2026-10-26T05:00:00Z')
    const weekOfNov2 = Date.parse('2026-11-02T06:00:00Z')
    const weekOfNov9 = Date.parse('2026-11-09T06:00:00Z')
    // Approved Sunday 8 Nov 23:59 CST: within the week it was emailed in.
    const early = lateEmail('2026-11-09T05:59:00Z')
    expect(statementOf([early], weekOfOct26).withdrawn).toEqual([])
    expect(statementOf([early], weekOfNov2).withdrawn).toEqual([
      { partner: 'Partner B', bookedAt: '2026-11-02T05:30:00Z', status: 'Refunded' },
    ])
    expect(statementOf([early], weekOfNov2).rows).toEqual([])
    expect(statementOf([early], weekOfNov9).credits).toEqual([])
    // Approved Monday 9 Nov 00:00 CST: billed in the week of 2 Nov, credited in the week of 9 Nov.
    const late = lateEmail('2026-11-09T06:00:00Z')
    expect(billed([late], weekOfNov2)).toEqual([['Partner B', 1]])
    expect(statementOf([late], weekOfNov9).credits.map((credit) => creditLine(credit, 'no price'))).toEqual([
      'Partner B · booked Sun Nov 1 · Charged twice · −$140',
    ])
  })

  it('a quote sent by hand: its week is the week it was booked', () => {
    const byHand = decided('h', '2026-11-22T15:00:00Z', 'Approved', '2026-11-23T15:00:00Z', {
      emailStatus: 'Sent by hand',
      emailedAt: '2026-11-23T14:00:00Z',
    })
    expect(billed([byHand], week)).toEqual([['Partner B', 1]])
    expect(statementOf([byHand], nextWeek).rows).toEqual([])
    expect(statementOf([byHand], nextWeek).credits.map((credit) => credit.id)).toEqual(['h'])
  })

  it('a row typed `Refunded` by hand, with no Refund Decided At, keeps today’s handling', () => {
    const byHand = [
      emailed('typed', 'Partner B', '2026-11-19T15:00:00Z', 'Sent', '2026-11-23T15:00:00Z', { status: 'Refunded' }),
      decided('unreadable', '2026-11-20T15:00:00Z', 'Approved', 'soon'),
      decided('empty', '2026-11-21T15:00:00Z', 'Approved', ''),
    ]
    const ownWeek = statementOf(byHand, week)
    expect(ownWeek.rows).toEqual([])
    expect(ownWeek.withdrawn.map((item) => item.bookedAt)).toEqual([
      '2026-11-19T15:00:00Z',
      '2026-11-20T15:00:00Z',
      '2026-11-21T15:00:00Z',
    ])
    for (const start of [nextWeek, Date.parse('2026-11-30T06:00:00Z')]) {
      expect(statementOf(byHand, start).credits).toEqual([])
      expect(statementOf(byHand, start).withdrawn).toEqual([])
    }
  })

  it('a declined refund is billed as any quote, and credits nothing', () => {
    const declined = decided('d', '2026-11-19T15:00:00Z', 'Declined', '2026-11-24T15:00:00Z')
    expect(billed([declined], week)).toEqual([['Partner B', 1]])
    expect(statementOf([declined], nextWeek).credits).toEqual([])
    expect(statementOf([declined], nextWeek).total).toBe(0)
  })

  it('an approved quote that was never delivered was never billed: listed apart as today, no credit', () => {
    const undelivered = decided('u', '2026-11-19T15:00:00Z', 'Approved', '2026-11-24T15:00:00Z', {
      emailStatus: 'no partner email',
      emailedAt: '',
    })
    expect(statementOf([undelivered], week).withdrawn.map((item) => item.status)).toEqual(['Refunded'])
    expect(statementOf([undelivered], nextWeek).credits).toEqual([])
  })

  it('a credit without a price is flagged and left out of the total; credits are listed by booking time', () => {
    const gone = (id: string, bookedAt: string) =>
      decided(id, bookedAt, 'Approved', '2026-11-24T15:00:00Z', { partner: 'Gone Partner', service: 'Gutters' })
    const credits = [
      gone('g', '2026-11-18T15:00:00Z'),
      decided('b', '2026-11-17T15:00:00Z', 'Approved', '2026-11-25T15:00:00Z', { refundReason: ' Other ' }),
      decided('n', '2026-11-19T15:00:00Z', 'Approved', '2026-11-25T16:00:00Z', { refundReason: '' }),
    ]
    const statement = statementOf([...credits, paid, paidToo], nextWeek)
    expect(statement.credits.map((credit) => creditLine(credit, 'no price'))).toEqual([
      'Partner B · booked Tue Nov 17 · Other · −$140',
      'Gone Partner · booked Wed Nov 18 · Charged twice · no price',
      'Partner B · booked Thu Nov 19 · — · −$140',
    ])
    expect(statement.unpriced).toBe(1)
    expect(formatMoney(statement.total)).toBe('$0')
  })

  it('the TSV copy carries the credits, with amounts a sheet reads as numbers', () => {
    const refund = decided('r', '2026-11-19T15:00:00Z', 'Approved', '2026-11-23T06:00:00Z')
    const unpriced = decided('g', '2026-11-18T15:00:00Z', 'Approved', '2026-11-24T15:00:00Z', {
      partner: '=Gone',
      service: 'Gutters',
    })
    const statement = statementOf([refund, unpriced, paid, paidToo], nextWeek)
    expect(
      statementAsTsv(statement, ['Partner', 'Service', 'Quotes', 'Price per quote', 'Amount'], 'no price', CHICAGO),
    ).toBe(
      [
        'Partner\tService\tQuotes\tPrice per quote\tAmount',
        'Partner B\tTree Removal\t2\t$140\t$280',
        'Credits',
        "'=Gone\tbooked Wed Nov 18 · Charged twice\t\t\tno price",
        'Partner B\tbooked Thu Nov 19 · Charged twice\t\t\t-$140',
        'Total\t\t\t\t$140',
      ].join('\n'),
    )
    const onlyCredit = statementOf([refund], nextWeek)
    expect(statementAsTsv(onlyCredit, ['P', 'S', 'Q', 'R', 'A'], 'no price', CHICAGO).split('\n')).toEqual([
      'P\tS\tQ\tR\tA',
      'Credits',
      'Partner B\tbooked Thu Nov 19 · Charged twice\t\t\t-$140',
      'Total\t\t\t\t-$140',
    ])
  })

  it('writes a credit’s amount with a minus sign', () => {
    expect(formatMoney(-14_000)).toBe('−$140')
    expect(formatMoney(-125_050)).toBe('−$1,250.50')
  })
})

describe('a booking held past a setter’s daily limit', () => {
  const HELD = "held: Sam's daily limit of 40 reached"
  const held = (id: string, bookedAt: string): StatementBooking => ({
    ...emailed(id, 'Partner B', bookedAt, HELD),
    held: HELD,
  })

  it('is neither billed, listed as undelivered nor counted toward the week or the cap', () => {
    const bookings = [...example, held('h1', '2026-11-18T16:00:00Z'), held('h2', '2026-11-18T17:00:00Z')]
    const statement = weeklyStatement(bookings, sheet.companies, week, CHICAGO, NOW)
    expect(statement).toEqual(weeklyStatement(example, sheet.companies, week, CHICAGO, NOW))
    expect(statement.undelivered).toEqual([])
    const counts = countThisWeek(bookings, Date.parse('2026-11-20T18:00:00Z'), CHICAGO)
    expect(counts.byPartner.get('partner b')).toEqual(
      countThisWeek(example, Date.parse('2026-11-20T18:00:00Z'), CHICAGO).byPartner.get('partner b'),
    )
  })

  it('is never among the quotes not emailed, but among the held ones, oldest first, with its reason', () => {
    const bookings = [
      emailed('x', 'Partner A', '2026-11-18T15:00:00Z', 'no partner email'),
      held('h2', '2026-11-19T15:00:00Z'),
      held('h1', '2026-11-18T15:00:00Z'),
    ]
    expect(quotesNotEmailed(bookings, NOW).map((quote) => quote.id)).toEqual(['x'])
    expect(heldQuotes(bookings)).toEqual([
      {
        id: 'h1',
        partner: 'Partner B',
        zip: '54016',
        bookedAt: '2026-11-18T15:00:00Z',
        reason: HELD,
        emailed: false,
        ledgerNote: '',
      },
      {
        id: 'h2',
        partner: 'Partner B',
        zip: '54016',
        bookedAt: '2026-11-19T15:00:00Z',
        reason: HELD,
        emailed: false,
        ledgerNote: '',
      },
    ])
  })
})
