// @vitest-environment node
// Waiting quotes always go out: `authorize` keeps one time-driven trigger whose handler, everyFiveMinutes, sends the
// quotes still `Waiting to send` two minutes after Saved At; Admin learns of one the script has not sent in 30.
import { beforeEach, describe, expect, it } from 'vitest'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { FakeTrigger } from '../../../../scripts/support/apps-script-services'
import { booking, bookingsColumn, bookingWithAppointment, KEY, loadScript, poster, sentIds } from '../script-requests'

const NOW = Date.parse('2026-11-20T15:30:00.000Z')
const MINUTE = 60_000
const NOT_SENT_YET = 'waiting: the script has not sent it yet'

let script: LedgerScript
const post = poster(() => script)
const list = () =>
  post({ key: KEY, action: 'list', since: '2026-11-01T00:00:00Z' }) as {
    bookings: { id: string; emailStatus: string }[]
  }
const sweep = () => script.call('everyFiveMinutes', { triggerUid: 'ignored' })
const sweepers = () => script.triggers.filter((trigger) => trigger.getHandlerFunction() === 'everyFiveMinutes')

/** Books these ids while the lock stays busy after the rows are written: every quote is left waiting. */
function bookLeavingQuotesWaiting(ids: string[]) {
  const first = script.lock.acquisitions + 1
  script.lock.beforeEachAcquire = (acquisition) => void (script.lock.heldElsewhere = acquisition > first)
  post({ key: KEY, action: 'book', bookings: ids.map((id) => bookingWithAppointment(id)) })
  script.lock.beforeEachAcquire = null
  script.lock.heldElsewhere = false
}

beforeEach(() => {
  script = loadScript()
  script.clock.set(NOW)
})

describe('the sweeper’s trigger', () => {
  it('authorize keeps exactly one, every 5 minutes, and leaves the owner’s other triggers alone', () => {
    script.triggers.push(new FakeTrigger('ownersReport', 30, 'owner-1'))
    script.call('authorize')
    script.call('authorize')
    expect(sweepers().map((trigger) => trigger.everyMinutes)).toEqual([5])
    expect(script.triggers.map((trigger) => trigger.getHandlerFunction())).toEqual(['ownersReport', 'everyFiveMinutes'])
  })

  it('authorize replaces stray copies of it with one', () => {
    script.triggers.push(
      new FakeTrigger('everyFiveMinutes', 1, 'old-1'),
      new FakeTrigger('everyFiveMinutes', 5, 'old-2'),
    )
    script.call('authorize')
    expect(sweepers()).toHaveLength(1)
    expect(sweepers()[0]!.getUniqueId()).not.toMatch(/^old-/)
  })

  it('check says whether it is scheduled', () => {
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ sweeper: false })
    script.call('authorize')
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ sweeper: true })
  })
})

describe('everyFiveMinutes', () => {
  it('sends each quote waiting over 2 minutes once, with the claim-then-send steps, and answers nothing', () => {
    bookLeavingQuotesWaiting(['a', 'b'])
    expect(bookingsColumn(script, 'Email Status')).toEqual(['Waiting to send', 'Waiting to send'])
    expect(bookingsColumn(script, 'Saved At')).toEqual([new Date(NOW).toISOString(), new Date(NOW).toISOString()])
    script.clock.advance(MINUTE)
    expect(sweep()).toBeUndefined()
    expect(sentIds(script)).toEqual([])
    script.clock.advance(4 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual(['a', 'b'])
    expect(bookingsColumn(script, 'Email Status')).toEqual(['Sent', 'Sent'])
    script.clock.advance(5 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual(['a', 'b'])
    expect(script.lock.held).toBe(false)
  })

  it('called twice in 4 minutes does its work once, and not at all while the lock is busy', () => {
    bookLeavingQuotesWaiting(['a'])
    script.clock.advance(3 * MINUTE)
    script.lock.heldElsewhere = true
    sweep()
    script.lock.heldElsewhere = false
    expect(sentIds(script)).toEqual([])
    sweep()
    expect(sentIds(script)).toEqual(['a'])
    bookLeavingQuotesWaiting(['b'])
    script.clock.advance(3 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual(['a'])
    script.clock.advance(MINUTE + 1)
    sweep()
    expect(sentIds(script)).toEqual(['a', 'b'])
  })

  it('stamps a waiting row without Saved At the first time it sees it, and sends it 2 minutes later', () => {
    bookLeavingQuotesWaiting(['a'])
    const sheet = script.spreadsheet.getSheetByName('Bookings')!
    const savedAt = sheet.displayRows()[0]!.indexOf('Saved At') + 1
    sheet.getRange(2, savedAt).setValue('')
    script.clock.advance(10 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual([])
    expect(bookingsColumn(script, 'Saved At')).toEqual([new Date(NOW + 10 * MINUTE).toISOString()])
    script.clock.advance(5 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual(['a'])
  })

  it('runs as the trigger’s handler when Google runs the trigger', () => {
    script.call('authorize')
    bookLeavingQuotesWaiting(['a', 'b'])
    script.clock.advance(5 * MINUTE)
    script.runTimeDrivenTriggers()
    expect(sentIds(script)).toEqual(['a', 'b'])
    script.clock.advance(5 * MINUTE)
    script.runTimeDrivenTriggers()
    expect(sentIds(script)).toEqual(['a', 'b'])
  })
})

describe('a quote the script has not sent', () => {
  it('lists as being sent for 30 minutes after Saved At, then as waiting, and Send again sends it', () => {
    bookLeavingQuotesWaiting(['a'])
    script.clock.advance(30 * MINUTE)
    expect(list().bookings.map((b) => b.emailStatus)).toEqual(['being sent'])
    script.clock.advance(1)
    expect(list().bookings.map((b) => b.emailStatus)).toEqual([NOT_SENT_YET])
    expect(post({ key: KEY, action: 'deliver', ids: ['a'] })).toMatchObject({ emailed: ['a'] })
    expect(sentIds(script)).toEqual(['a'])
  })
})

describe('a quote the partner sheet kept from going', () => {
  const UNREADABLE = 'could not read the partner sheet'
  const at = (time: number) => `${UNREADABLE} at ${new Date(time).toISOString()}`
  const book = (id: string, extra = {}) =>
    post({ key: KEY, action: 'book', bookings: [bookingWithAppointment(id, extra)] })
  const column = (name: string) => bookingsColumn(script, name)

  beforeEach(() => {
    script.partnerSheet.reachable = false
  })

  it('waits with its reason in Last Try, book answers it as being sent, and the next sweep once the sheet is back sends it once', () => {
    expect(book('a')).toEqual({
      ok: true,
      saved: ['a'],
      duplicates: [],
      rejected: [],
      emailed: [],
      notEmailed: [{ id: 'a', reason: 'being sent' }],
    })
    expect(column('Email Status')).toEqual(['Waiting to send'])
    expect(column('Last Try')).toEqual([at(NOW)])
    // A resend of it while the sheet is still unreadable answers the same.
    expect(book('a')).toMatchObject({ duplicates: ['a'], notEmailed: [{ id: 'a', reason: 'being sent' }] })
    script.clock.advance(5 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual([])
    expect(column('Email Status')).toEqual(['Waiting to send'])
    expect(column('Last Try')).toEqual([at(NOW + 5 * MINUTE)])
    script.partnerSheet.reachable = true
    script.clock.advance(5 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual(['a'])
    expect(column('Email Status')).toEqual(['Sent'])
    script.clock.advance(5 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual(['a'])
  })

  it('deliver keeps it waiting while the sheet is unreadable, and sends it once it reads', () => {
    book('a')
    expect(post({ key: KEY, action: 'deliver', ids: ['a'] })).toEqual({
      ok: true,
      emailed: [],
      notEmailed: [{ id: 'a', reason: UNREADABLE }],
    })
    expect(column('Email Status')).toEqual(['Waiting to send'])
    script.partnerSheet.reachable = true
    expect(post({ key: KEY, action: 'deliver', ids: ['a'] })).toMatchObject({ emailed: ['a'] })
    script.clock.advance(10 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual(['a'])
  })

  it('after its appointment has passed, the sweeper stops and writes the final reason, which Send again sends', () => {
    // The appointment is Tue Dec 1, 10:00 AM CST.
    book('a')
    script.clock.set(Date.parse('2026-12-01T15:55:00.000Z'))
    sweep()
    expect(column('Email Status')).toEqual(['Waiting to send'])
    script.clock.set(Date.parse('2026-12-01T16:00:00.000Z'))
    sweep()
    expect(column('Email Status')).toEqual([UNREADABLE])
    expect(list().bookings.map((b) => b.emailStatus)).toEqual([UNREADABLE])
    // Back, the sheet no longer matters to the sweeper: the owner decides.
    script.partnerSheet.reachable = true
    script.clock.advance(10 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual([])
    expect(post({ key: KEY, action: 'deliver', ids: ['a'] })).toMatchObject({ emailed: ['a'] })
    expect(sentIds(script)).toEqual(['a'])
  })

  it('without an appointment, the sweeper tries it for a day after it was saved', () => {
    post({ key: KEY, action: 'book', bookings: [booking('old-tool')] })
    script.clock.set(NOW + 24 * 60 * MINUTE - 1)
    sweep()
    expect(column('Email Status')).toEqual(['Waiting to send'])
    script.clock.set(NOW + 24 * 60 * MINUTE + 5 * MINUTE)
    sweep()
    expect(column('Email Status')).toEqual([UNREADABLE])
  })

  it('the daily email limit is no passing fault: its final reason stays, and the sweeper leaves it to the owner', () => {
    script.partnerSheet.reachable = true
    script.mail.quota = 0
    expect(book('a')).toMatchObject({ notEmailed: [{ id: 'a', reason: 'daily email limit reached' }] })
    expect(column('Email Status')).toEqual(['daily email limit reached'])
    expect(column('Last Try')).toEqual([''])
    script.mail.quota = 100
    script.clock.advance(10 * MINUTE)
    sweep()
    expect(sentIds(script)).toEqual([])
  })
})
