// @vitest-environment node
// A setter's key cannot spend the day's email: past the setter's daily limit (40, or the Setters tab's Daily Limit)
// a booking is saved and held, never emailed, until the owner's `release` sends it or `withdraw` cancels it.
import { beforeEach, describe, expect, it } from 'vitest'
import {
  bigLedgerRows,
  BOOKINGS_HEADER,
  BOOKINGS_HEADER_WITHOUT_REFUNDS,
  type LedgerScript,
} from '../../../../scripts/support/apps-script-double'
import { booking, bookingsColumn, KEY, LEE_KEY, poster, SAM_KEY, scriptWithSetters, sentIds } from '../script-requests'

type Answer = Record<string, unknown>
let script: LedgerScript
const post = poster(() => script)
const book = (ids: string[], key = SAM_KEY) => post({ key, action: 'book', bookings: ids.map((id) => booking(id)) })
const release = (id: unknown, key = KEY) => post({ key, action: 'release', id })
const withdraw = (id: unknown, key = KEY) => post({ key, action: 'withdraw', id })
const list = (key = KEY) => post({ key, action: 'list', since: '2026-11-01T00:00:00Z' })
const idsFrom = (from: number, count: number) => Array.from({ length: count }, (_, i) => `b-${from + i}`)
const statusOf = (id: string, column = 'Email Status') =>
  bookingsColumn(script, column)[bookingsColumn(script, 'Booking ID').indexOf(id)]

/** Fri Nov 20 2026, 9:30 AM in Chicago (the agency's zone: the script's own here). */
const NOW = Date.parse('2026-11-20T15:30:00.000Z')
/** book's whole answer for one new booking it saved and held, not emailed. */
const heldAnswer = (id: string, reason: string) => ({
  ok: true,
  saved: [id],
  duplicates: [],
  rejected: [],
  emailed: [],
  notEmailed: [],
  held: [{ id, reason }],
})
const SAMS_LIMIT = "held: Sam's daily limit of 40 reached"

beforeEach(() => {
  script = scriptWithSetters()
  script.clock.set(NOW)
})

/** Sam's Daily Limit cell, in the column the owner's check added to the Setters tab. */
function setSamsLimit(limit: unknown) {
  const setters = script.spreadsheet.getSheetByName('Setters')!
  expect(setters.displayRows()[0]).toEqual(['Setter', 'Key', 'Active', 'Daily Limit'])
  setters.getRange(2, 4).setValue(limit)
}

describe('a setter’s daily limit', () => {
  it('holds the 41st booking of the setter’s day: saved, not emailed, answered under held with its reason', () => {
    expect(book(idsFrom(1, 40))).toMatchObject({ emailed: idsFrom(1, 40), notEmailed: [] })
    expect(book(['b-41'])).toEqual(heldAnswer('b-41', SAMS_LIMIT))
    expect(statusOf('b-41')).toBe(SAMS_LIMIT)
    expect(statusOf('b-41', 'Setter')).toBe('Sam')
    expect(script.mail.sent).toHaveLength(40)
    // Another setter's day is their own; a resend of the held booking is a duplicate, still held.
    expect(book(['lee-1'], LEE_KEY)).toMatchObject({ emailed: ['lee-1'] })
    expect(book(['b-41', 'b-42'])).toMatchObject({
      saved: ['b-42'],
      duplicates: ['b-41'],
      emailed: [],
      notEmailed: [],
      held: [
        { id: 'b-42', reason: SAMS_LIMIT },
        { id: 'b-41', reason: SAMS_LIMIT },
      ],
    })
    expect(script.mail.sent).toHaveLength(41)
  })

  it('holds the part of one request past the limit', () => {
    expect(book(idsFrom(1, 42))).toMatchObject({
      emailed: idsFrom(1, 40),
      notEmailed: [],
      held: [
        { id: 'b-41', reason: SAMS_LIMIT },
        { id: 'b-42', reason: SAMS_LIMIT },
      ],
    })
  })

  it('never holds the owner’s bookings', () => {
    expect(book(idsFrom(1, 41), KEY)).toMatchObject({ emailed: idsFrom(1, 41), notEmailed: [] })
    expect(book(['b-42'], KEY)).toEqual({
      ok: true,
      saved: ['b-42'],
      duplicates: [],
      rejected: [],
      emailed: ['b-42'],
      notEmailed: [],
    })
    expect(script.mail.sent).toHaveLength(42)
  })

  it('takes the Setters tab’s Daily Limit; a cell that is no whole number leaves 40', () => {
    setSamsLimit(2)
    expect(book(['a', 'b', 'c'])).toMatchObject({
      emailed: ['a', 'b'],
      held: [{ id: 'c', reason: "held: Sam's daily limit of 2 reached" }],
    })
    setSamsLimit('two')
    expect(book(['d'])).toMatchObject({ emailed: ['d'] })
  })

  it('counts afresh on the next agency day, in the agency’s zone', () => {
    setSamsLimit(1)
    expect(book(['fri-1'])).toMatchObject({ emailed: ['fri-1'] })
    // 11:00 PM Friday in Chicago is Saturday in UTC: still Friday's count.
    script.clock.set(Date.parse('2026-11-21T05:00:00.000Z'))
    expect(book(['fri-2'])).toMatchObject({ held: [{ id: 'fri-2', reason: "held: Sam's daily limit of 1 reached" }] })
    script.clock.set(Date.parse('2026-11-21T06:30:00.000Z'))
    expect(book(['sat-1'])).toMatchObject({ emailed: ['sat-1'], notEmailed: [] })
    expect(sentIds(script)).toEqual(['fri-1', 'sat-1'])
  })
})

describe('a held booking, until the owner decides', () => {
  beforeEach(() => {
    setSamsLimit(1)
    book(['sent', 'held'])
    expect(statusOf('held')).toBe("held: Sam's daily limit of 1 reached")
  })

  it('list answers it in held, never among the bookings', () => {
    const answer = list() as { bookings: Answer[]; held: Answer[] }
    expect(answer.bookings.map((b) => b.id)).toEqual(['sent'])
    expect(answer.held).toEqual([
      expect.objectContaining({
        id: 'held',
        reason: "held: Sam's daily limit of 1 reached",
        partner: 'Hudson Garage Floors LLC',
        zip: '54016',
        bookedAt: '2026-11-20T15:12:00.000Z',
      }),
    ])
    expect(JSON.stringify(answer)).not.toMatch(/Pat Doe|715 555/)
  })

  it('deliver and the sweeper never send it, resend or not', () => {
    const held = { held: [{ id: 'held', reason: "held: Sam's daily limit of 1 reached" }] }
    expect(post({ key: KEY, action: 'deliver', ids: ['held'] })).toEqual({
      ok: true,
      emailed: [],
      notEmailed: [],
      ...held,
    })
    expect(post({ key: KEY, action: 'deliver', ids: ['held'], resend: true })).toMatchObject(held)
    script.clock.advance(10 * 60_000)
    script.call('everyFiveMinutes', { triggerUid: 'ignored' })
    expect(sentIds(script)).toEqual(['sent'])
    expect(statusOf('held')).toBe("held: Sam's daily limit of 1 reached")
  })

  it('release sends it once; a second release, and withdraw, answer not-held', () => {
    expect(release('held')).toEqual({ ok: true, emailed: ['held'], notEmailed: [] })
    expect(sentIds(script)).toEqual(['sent', 'held'])
    expect(statusOf('held')).toBe('Sent')
    expect(release('held')).toEqual({ ok: false, error: 'not-held' })
    expect(withdraw('held')).toEqual({ ok: false, error: 'not-held' })
    expect(script.mail.sent).toHaveLength(2)
    expect((list() as { held?: unknown }).held).toBeUndefined()
  })

  it('withdraw cancels it: never sent, no longer held, listed as cancelled', () => {
    expect(withdraw('held')).toEqual({ ok: true })
    expect(statusOf('held', 'Status')).toBe('Cancelled')
    expect(release('held')).toEqual({ ok: false, error: 'not-held' })
    expect(withdraw('held')).toEqual({ ok: false, error: 'not-held' })
    expect(post({ key: KEY, action: 'deliver', ids: ['held'] })).toMatchObject({ emailed: [] })
    expect(sentIds(script)).toEqual(['sent'])
    const answer = list() as { bookings: Answer[]; held?: unknown }
    expect(answer.held).toBeUndefined()
    expect(answer.bookings.find((b) => b.id === 'held')).toMatchObject({ status: 'Cancelled' })
  })

  it('release and withdraw: not-found for an unknown id, not-held for a booking never held, owner-only', () => {
    for (const action of [release, withdraw]) {
      expect(action('nobody')).toEqual({ ok: false, error: 'not-found' })
      expect(action('sent')).toEqual({ ok: false, error: 'not-held' })
      expect(action('')).toEqual({ ok: false, error: 'bad-request' })
      expect(action('held', SAM_KEY)).toEqual({ ok: false, error: 'owner-only' })
    }
    expect(statusOf('held')).toBe("held: Sam's daily limit of 1 reached")
    expect(script.mail.sent).toHaveLength(1)
  })
})

describe('the cost of counting, at 50,000 rows', () => {
  it('a setter’s book of 20 reads one more cell a ledger row (Saved At), the Setter cell of each row saved today, and the Setters tab’s limit', () => {
    const ROWS = 50_000
    script.spreadsheet.getSheetByName('Bookings')!.load(bigLedgerRows({ rows: ROWS, recent: 2_000, until: NOW }))
    script.resetCounters()
    expect(book(idsFrom(1, 20), KEY)).toMatchObject({ emailed: idsFrom(1, 20) })
    const ownersBook = script.counters.cellsRead
    script.resetCounters()
    expect(book(idsFrom(21, 20))).toMatchObject({ emailed: idsFrom(21, 20) })
    const settersBook = script.counters.cellsRead
    // As the owner's book, on a tab 20 rows longer whose header the owner's book widened (refund columns, Saved At):
    const asTheOwners = ownersBook + 20 + (BOOKINGS_HEADER.length - BOOKINGS_HEADER_WITHOUT_REFUNDS.length)
    // The Setters header and 3 cells a setter row (Sam, Lee) to find the key.
    const key = 4 + 3 * 2
    // The daily limit: the Setters header and 2 cells a setter row; the Saved At column; the Setter cell of the 20
    // rows saved today (the owner's).
    const count = 4 + 2 * 2 + (ROWS + 20) + 20
    expect(settersBook).toBe(asTheOwners + key + count)
  })
})

describe('one lead, one billed quote per partner', () => {
  const LEAD = 'lead-pat'
  /** Booked at 9:00 PM Friday in Chicago, already Saturday in UTC: the reason names the agency's day. */
  const FRIDAY_NIGHT = '2026-11-21T03:00:00.000Z'
  const SAME_HOMEOWNER = 'held: same homeowner booked Fri Nov 20 (first)'
  /** Half an hour later, when the other bookings are made. */
  const LATER = '2026-11-21T03:30:00.000Z'
  const ofLead = (id: string, extra: Record<string, string> = {}) =>
    booking(id, { leadId: LEAD, bookedAt: LATER, ...extra })
  const bookOf = (bookings: unknown[], key = SAM_KEY) => post({ key, action: 'book', bookings })

  beforeEach(() => {
    script.clock.set(Date.parse('2026-11-21T04:00:00.000Z'))
    expect(bookOf([ofLead('first', { bookedAt: FRIDAY_NIGHT })])).toMatchObject({ emailed: ['first'] })
    expect(statusOf('first', 'Lead ID')).toBe(LEAD)
  })

  it('holds a second booking of the lead with the same partner and service from another setter: saved, not emailed, not billed', () => {
    expect(bookOf([ofLead('second')], LEE_KEY)).toEqual(heldAnswer('second', SAME_HOMEOWNER))
    expect(statusOf('second')).toBe(SAME_HOMEOWNER)
    expect(statusOf('second', 'Setter')).toBe('Lee')
    expect(sentIds(script)).toEqual(['first'])
    const answer = list() as { bookings: Answer[]; held: Answer[] }
    expect(answer.bookings.map((b) => b.id)).toEqual(['first'])
    expect(answer.held).toEqual([expect.objectContaining({ id: 'second', reason: SAME_HOMEOWNER })])
    // Its resend is a duplicate, still held; deliver and the sweeper never send it.
    expect(bookOf([ofLead('second')], LEE_KEY)).toMatchObject({ duplicates: ['second'], held: [{ id: 'second' }] })
    expect(post({ key: KEY, action: 'deliver', ids: ['second'] })).toMatchObject({ emailed: [] })
    script.clock.advance(10 * 60_000)
    script.call('everyFiveMinutes', { triggerUid: 'ignored' })
    expect(sentIds(script)).toEqual(['first'])
  })

  it('holds the same setter’s second booking, in one request from the offline outbox or in a later one', () => {
    expect(bookOf([ofLead('again'), ofLead('and-again')])).toMatchObject({
      emailed: [],
      held: [
        { id: 'again', reason: SAME_HOMEOWNER },
        { id: 'and-again', reason: SAME_HOMEOWNER },
      ],
    })
    script.clock.advance(60_000)
    // Both queued while the first was not yet in the ledger: the first of the request is booked, the second held.
    const other = (id: string) => booking(id, { leadId: 'lead-jo', bookedAt: LATER })
    expect(bookOf([other('jo-1'), other('jo-2')])).toMatchObject({
      emailed: ['jo-1'],
      held: [{ id: 'jo-2', reason: 'held: same homeowner booked Fri Nov 20 (jo-1)' }],
    })
    expect(sentIds(script)).toEqual(['first', 'jo-1'])
  })

  it('does not hold another partner’s, another service’s, another lead’s or a pasted lead’s booking (no Lead ID)', () => {
    expect(
      bookOf([
        ofLead('trees', { partner: 'Northwoods Tree & Stump' }),
        ofLead('painting', { service: 'Exterior Painting' }),
        booking('other-lead', { leadId: 'lead-jo', bookedAt: LATER }),
        booking('pasted', { bookedAt: LATER }),
      ]),
    ).toEqual({
      ok: true,
      saved: ['trees', 'painting', 'other-lead', 'pasted'],
      duplicates: [],
      rejected: [],
      emailed: ['trees', 'painting', 'other-lead', 'pasted'],
      notEmailed: [],
    })
    expect(statusOf('pasted', 'Lead ID')).toBe('')
  })

  it('a withdrawn booking no longer stands: the lead may be booked with that partner again', () => {
    expect(bookOf([ofLead('second')], LEE_KEY)).toMatchObject({ held: [{ id: 'second' }] })
    expect(withdraw('second')).toEqual({ ok: true })
    // The owner cancels the first by hand too.
    const sheet = script.spreadsheet.getSheetByName('Bookings')!
    const statusColumn = script.bookingsTab()[0]!.indexOf('Status') + 1
    sheet.getRange(bookingsColumn(script, 'Booking ID').indexOf('first') + 2, statusColumn).setValue('Cancelled')
    expect(bookOf([ofLead('third')], LEE_KEY)).toMatchObject({ emailed: ['third'] })
    expect(bookOf([ofLead('fourth')])).toMatchObject({
      held: [{ id: 'fourth', reason: 'held: same homeowner booked Fri Nov 20 (third)' }],
    })
  })

  it('release sends the held booking once; withdraw cancels it, never sent', () => {
    bookOf([ofLead('second'), ofLead('third')], LEE_KEY)
    expect(release('second')).toEqual({ ok: true, emailed: ['second'], notEmailed: [] })
    expect(release('second')).toEqual({ ok: false, error: 'not-held' })
    expect(withdraw('third')).toEqual({ ok: true })
    expect(statusOf('third', 'Status')).toBe('Cancelled')
    expect(release('third')).toEqual({ ok: false, error: 'not-held' })
    expect(sentIds(script)).toEqual(['first', 'second'])
  })

  it('keeps the Lead ID on one line, at most 500 characters', () => {
    expect(bookOf([booking('lined', { leadId: ' lead\r\n-x ' })])).toMatchObject({ saved: ['lined'] })
    expect(statusOf('lined', 'Lead ID')).toBe('lead -x')
    expect(bookOf([booking('long', { leadId: 'x'.repeat(501) })])).toMatchObject({
      saved: [],
      rejected: [{ id: 'long', reason: 'leadId is too long' }],
    })
  })
})
