// @vitest-environment node
// Sending: rows written `Waiting to send`, each email claimed under the lock just before it goes,
// its fate written to the row holding its Booking ID before the next claim, wherever the owner moved it.
import { beforeEach, describe, expect, it } from 'vitest'
import { loadLedgerScript, type LedgerScript, type SheetCall } from '../../../../scripts/support/apps-script-double'
import type { DeliverRequest } from '../../../../src/ledger-api/ledger-contract'
import {
  bookingsColumn,
  KEY,
  loadScript,
  PARTNER_CSV,
  poster,
  bookingWithAppointment,
  sentIds,
} from '../script-requests'

const booking = bookingWithAppointment
const NOW = Date.parse('2026-11-20T15:30:00.000Z')
const MINUTE = 60_000
const MAY_HAVE_BEEN_SENT = 'may have been sent: check the Sent folder'

let script: LedgerScript
const post = poster(() => script)
const book = (bookings: unknown[]) => post({ key: KEY, action: 'book', bookings })
const deliver = (ids: string[], resend?: boolean) =>
  post({ key: KEY, ...({ action: 'deliver', ids, resend } satisfies DeliverRequest) })
const list = () => post({ key: KEY, action: 'list', since: '2026-11-01T00:00:00Z' }) as { bookings: Listed[] }
const sheet = () => script.spreadsheet.getSheetByName('Bookings')!
const columnOf = (name: string) => bookingsColumn(script, name)
interface Listed {
  id: string
  emailStatus: string
}

beforeEach(() => {
  script = loadScript()
  script.clock.set(NOW)
})

describe('claiming each email just before it goes', () => {
  it('writes new rows Waiting to send, then claims, sends and writes each fate before the next claim', () => {
    const seen: string[][] = []
    script.lock.beforeEachAcquire = () =>
      seen.push(
        script
          .bookingsTab()
          .slice(1)
          .map((row) => row[18]!),
      )
    book([booking('a'), booking('b', { partner: 'Northwoods Tree & Stump' }), booking('c', { partner: 'Gone' })])
    const mark = `Sending since ${new Date(NOW).toISOString()}`
    expect(seen).toEqual([
      [],
      ['Waiting to send', 'Waiting to send', 'partner not in the partner sheet'],
      [mark, 'Waiting to send', 'partner not in the partner sheet'],
      ['Sent', mark, 'partner not in the partner sheet'],
    ])
    expect(columnOf('Email Status')).toEqual(['Sent', 'Sent', 'partner not in the partner sheet'])
    expect(script.lock.held).toBe(false)
    expect(script.lock.releasedWithoutFlush).toBe(0)
  })

  it('stops claiming after 4 minutes: the rest wait, answered being sent, for the next resend or deliver', () => {
    script.mail.afterEachSend = () => script.clock.advance(100_000)
    const ids = ['a', 'b', 'c', 'd', 'e']
    expect(book(ids.map((id) => booking(id)))).toMatchObject({
      saved: ids,
      emailed: ['a', 'b', 'c'],
      notEmailed: [
        { id: 'd', reason: 'being sent' },
        { id: 'e', reason: 'being sent' },
      ],
    })
    expect(columnOf('Email Status')).toEqual(['Sent', 'Sent', 'Sent', 'Waiting to send', 'Waiting to send'])
    expect(list().bookings.map((b) => b.emailStatus)).toEqual(['Sent', 'Sent', 'Sent', 'being sent', 'being sent'])
    expect(deliver(['d', 'e'])).toEqual({ ok: true, emailed: ['d', 'e'], notEmailed: [] })
    expect(sentIds(script)).toEqual(ids)
  })

  it('a lock not obtained for a claim leaves the rest waiting; the fate already sent is still written', () => {
    script.lock.beforeEachAcquire = (n) => void (script.lock.heldElsewhere = n === 3)
    expect(book([booking('a'), booking('b')])).toMatchObject({
      emailed: ['a'],
      notEmailed: [{ id: 'b', reason: 'being sent' }],
    })
    expect(columnOf('Email Status')).toEqual(['Sent', 'Waiting to send'])
    script.lock.beforeEachAcquire = null
    script.lock.heldElsewhere = false
    expect(book([booking('b')])).toMatchObject({ duplicates: ['b'], emailed: ['b'] })
    expect(sentIds(script)).toEqual(['a', 'b'])
  })

  it('never says Waiting to send: a waiting row or a fresh mark is being sent, a stale one may have been sent', () => {
    script.executions.stopAfterEmails(1)
    expect(() => book([booking('a'), booking('b')])).toThrow('Exceeded maximum execution time')
    expect(script.lock.held).toBe(false)
    expect(columnOf('Email Status')).toEqual([`Sending since ${new Date(NOW).toISOString()}`, 'Waiting to send'])
    expect(list().bookings.map((b) => b.emailStatus)).toEqual(['being sent', 'being sent'])
    const delivered = deliver(['a', 'b'])
    expect(delivered).toEqual({ ok: true, emailed: ['b'], notEmailed: [{ id: 'a', reason: 'being sent' }] })
    script.clock.advance(10 * MINUTE + 1)
    expect(list().bookings.map((b) => b.emailStatus)).toEqual([MAY_HAVE_BEEN_SENT, 'Sent'])
  })

  it('a second deliver while the first one’s email is on its way answers being sent and sends nothing', () => {
    script.mail.quota = 0
    book([booking('a')])
    script.mail.quota = 100
    let second: unknown = null
    script.mail.duringNextSend(() => (second = deliver(['a'], true)))
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(second).toEqual({ ok: true, emailed: [], notEmailed: [{ id: 'a', reason: 'being sent' }] })
    expect(script.mail.sent).toHaveLength(1)
  })

  it('a resend of a stale mark claims it afresh, so two such resends at once still send once', () => {
    script.executions.stopAfterEmails(1)
    expect(() => book([booking('a')])).toThrow()
    script.clock.advance(11 * MINUTE)
    let second: unknown = null
    script.mail.duringNextSend(() => (second = deliver(['a'], true)))
    expect(deliver(['a'], true)).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(second).toEqual({ ok: true, emailed: [], notEmailed: [{ id: 'a', reason: 'being sent' }] })
    expect(sentIds(script)).toEqual(['a', 'a'])
  })

  it('deliver writes only the cells it means to: the reason alone when the email cannot go', () => {
    book([booking('a', { partner: 'Gone' })])
    sheet().getRange(2, 17).setValue('by phone, Monday')
    sheet().getRange(2, 18).setValue('2026-11-19 10:00')
    script.resetCounters()
    expect(deliver(['a'])).toMatchObject({ notEmailed: [{ id: 'a', reason: 'partner not in the partner sheet' }] })
    // Already that reason: nothing written at all.
    expect(script.counters.writeCalls).toBe(0)
    expect(script.bookingsTab()[1]!.slice(16, 19)).toEqual([
      'by phone, Monday',
      '2026-11-19 10:00:00',
      'partner not in the partner sheet',
    ])
  })
})

describe('a row the owner moves while the script works', () => {
  /** A ledger with one row already in it, then a request booking two more. */
  function run(move: (call: SheetCall) => void) {
    script = loadLedgerScript({ ledgerKey: KEY, partnerCsv: PARTNER_CSV })
    script.clock.set(NOW)
    book([booking('z', { partner: 'No Address Coatings' })])
    script.beforeSheetCall = move
    const answer = book([booking('a'), booking('b', { partner: 'Northwoods Tree & Stump' })])
    script.beforeSheetCall = null
    return answer
  }
  const reverse = () => sheet().sortDataRows((x, y) => y[0]!.localeCompare(x[0]!))
  const statusOf = (id: string) => {
    const row = script.bookingsTab().find((cells) => cells[0] === id)!
    return [row[15], row[16], row[18]]
  }
  function expectEveryStatusOnItsOwnBooking() {
    expect(statusOf('a')).toEqual(['quotes@hudson.example', 'quotes@hudson.example', 'Sent'])
    expect(statusOf('b')).toEqual(['trees@northwoods.example', 'trees@northwoods.example', 'Sent'])
    expect(statusOf('z')).toEqual(['', '', 'no partner email'])
    expect(sentIds(script).sort()).toEqual(['a', 'b'])
  }

  /** The request's sheet calls, and which fall after a read and before the write it leads to. */
  function momentsOfTheRequest() {
    const calls: SheetCall[] = []
    run((call) => void calls.push(call))
    const data = (method: string) => ['getValues', 'getValue', 'setValues', 'setValue'].includes(method)
    const rowsWritten = calls.findIndex((call) => call.method === 'setValues')
    const lastRowFound = calls.slice(0, rowsWritten).findLastIndex((call) => call.method === 'getLastRow')
    return calls.map((_, k) => {
      const before = calls.slice(0, k).findLast((call) => data(call.method))
      const after = calls.slice(k).find((call) => data(call.method))
      return {
        moment: k,
        betweenReadAndWrite: before?.method.startsWith('get') && after?.method.startsWith('set'),
        // The new rows go below the last row found just before their write: rows inserted between the two calls
        // would be written over; no sort changes the last row.
        appending: k > lastRowFound && k <= rowsWritten,
      }
    })
  }
  const insertAbove = () => sheet().insertRowsAfter(1, 2)
  const moveAt = (moment: number, move: () => void) => {
    let seen = 0
    run(() => void (seen++ === moment && move()))
  }
  /** No row without a Booking ID holds anything this request wrote. */
  const expectNoStrayCells = () => {
    for (const row of script.bookingsTab().slice(1)) if (row[0] === '') expect(row.join('')).toBe('')
  }

  it('a sort or an insertion before any sheet call, outside a read and the write it leads to, changes nothing', () => {
    const moments = momentsOfTheRequest().filter((each) => !each.betweenReadAndWrite)
    expect(moments.length).toBeGreaterThan(15)
    for (const move of [reverse, insertAbove])
      for (const { moment } of moments) {
        moveAt(moment, move)
        expectEveryStatusOnItsOwnBooking()
        expectNoStrayCells()
      }
  })

  it('a move between a read and its write: a booking written on by mistake is in doubt, never wrongly Sent', () => {
    const moments = momentsOfTheRequest().filter((each) => each.betweenReadAndWrite)
    expect(moments.length).toBeGreaterThan(5)
    const mark = `Sending since ${new Date(NOW).toISOString()}`
    const cases = [
      ...moments.map((each) => [reverse, each] as const),
      ...moments.filter((each) => !each.appending).map((each) => [insertAbove, each] as const),
    ]
    for (const [move, { moment }] of cases) {
      moveAt(moment, move)
      expectNoStrayCells()
      const sent = sentIds(script)
      expect(new Set(sent).size, `moment ${moment}`).toBe(sent.length)
      for (const id of ['a', 'b', 'z']) {
        const [, emailedTo, status] = statusOf(id)
        if (status === 'Sent') expect(sent, `moment ${moment}: ${id}`).toContain(id)
        if (status === 'Sent') expect(emailedTo).toBe(id === 'a' ? 'quotes@hudson.example' : 'trees@northwoods.example')
        else expect([mark, 'no partner email', 'Waiting to send'], `moment ${moment}: ${id}`).toContain(status)
      }
      expect(statusOf('a')[2] === 'Sent' || statusOf('b')[2] === 'Sent', `moment ${moment}`).toBe(true)
    }
  })

  it('a sort or rows inserted above while the lock is let go leave every status on its own booking', () => {
    const moves = [reverse, () => sheet().insertRowsAfter(1, 2)]
    // The request's locks: the rows written, a claimed, a's fate with b claimed, b's fate.
    for (const move of moves)
      for (const acquisition of [2, 3, 4, 5]) {
        script = loadLedgerScript({ ledgerKey: KEY, partnerCsv: PARTNER_CSV })
        script.clock.set(NOW)
        book([booking('z', { partner: 'No Address Coatings' })])
        script.lock.beforeEachAcquire = (n) => void (n === acquisition && move())
        book([booking('a'), booking('b', { partner: 'Northwoods Tree & Stump' })])
        expectEveryStatusOnItsOwnBooking()
      }
  })

  it('a row deleted before its fate is written is answered, and nothing lands on another booking', () => {
    script.mail.afterEachSend = () => {
      script.mail.afterEachSend = null
      const tab = sheet()
      tab.rows.splice(1, 1)
    }
    book([booking('a'), booking('b', { partner: 'Northwoods Tree & Stump' })])
    expect(columnOf('Booking ID')).toEqual(['b'])
    expect(columnOf('Email Status')).toEqual(['Sent'])
    expect(columnOf('Emailed To')).toEqual(['trees@northwoods.example'])
  })
})
