// @vitest-environment node
// Book, deliver and check at their edges, one case a test, through the double as strict as Google: forged addresses,
// a setter's key, a stopped execution, a sort mid-send, a long subject, a withheld permission and the owner's edits.
import { beforeEach, describe, expect, it } from 'vitest'
import { BOOKINGS_HEADER_WITHOUT_REFUNDS, type LedgerScript } from '../../../../scripts/support/apps-script-double'
import { SCOPES } from '../../../../scripts/support/apps-script-services'
import { bookingsColumn, KEY, loadScript, poster, bookingWithAppointment, sentIds } from '../script-requests'

const booking = bookingWithAppointment
const SETTER_KEY = 'sam-key-0123456789abcdef'
const MINUTE = 60_000

let script: LedgerScript
const post = poster(() => script)
const book = (bookings: unknown[], key = KEY) => post({ key, action: 'book', bookings })
const deliver = (ids: string[], extra: object = {}, key = KEY) => post({ key, action: 'deliver', ids, ...extra })
const sheet = () => script.spreadsheet.getSheetByName('Bookings')!
const columnOf = (name: string) => bookingsColumn(script, name)

beforeEach(() => {
  script = loadScript()
  script.clock.set(Date.parse('2026-11-20T15:30:00.000Z'))
})

describe('book, deliver and check against forged requests, interruptions and the owner’s edits', () => {
  it('a request naming other addresses emails only the partner sheet’s address, and the row says so', () => {
    const forged = 'x1@evil.example, x2@evil.example; x3@evil.example'
    expect(book([booking('a', { partnerEmail: forged, notes: 'Buy now' })])).toMatchObject({ emailed: ['a'] })
    expect(script.mail.sent.map((mail) => mail.to)).toEqual(['quotes@hudson.example'])
    expect(columnOf('Partner Email')).toEqual(['quotes@hudson.example'])
  })

  it('a setter’s own key books under the Setters tab’s name, and cannot deliver', () => {
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true, role: 'owner' })
    script.spreadsheet.getSheetByName('Setters')!.prefill([['Sam', SETTER_KEY, 'yes']])
    expect(book([booking('a', { setter: 'Mallory' })], SETTER_KEY)).toMatchObject({ saved: ['a'], emailed: ['a'] })
    expect(columnOf('Setter')).toEqual(['Sam'])
    expect(script.mail.sent[0]!.body).toContain('Booked by: Sam')
    expect(deliver(['a'], {}, SETTER_KEY)).toEqual({ ok: false, error: 'owner-only' })
  })

  it('an execution stopped after its first email: the resend sends the second once and never the first again', () => {
    script.executions.stopAfterEmails(1)
    const request = [booking('a'), booking('b', { partner: 'Northwoods Tree & Stump' })]
    expect(() => book(request)).toThrow('Exceeded maximum execution time')
    expect(sentIds(script)).toEqual(['a'])
    // The tool never had an answer: it sends the same request again.
    expect(book(request)).toMatchObject({
      saved: [],
      duplicates: ['a', 'b'],
      emailed: ['b'],
      notEmailed: [{ id: 'a', reason: 'being sent' }],
    })
    expect(sentIds(script)).toEqual(['a', 'b'])
    script.clock.advance(11 * MINUTE)
    expect(book(request)).toMatchObject({
      emailed: ['b'],
      notEmailed: [{ id: 'a', reason: 'may have been sent: check the Sent folder' }],
    })
    expect(deliver(['a'])).toEqual({
      ok: true,
      emailed: [],
      notEmailed: [{ id: 'a', reason: 'may have been sent: check the Sent folder' }],
    })
    expect(sentIds(script)).toEqual(['a', 'b'])
    expect(deliver(['a'], { resend: true })).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(sentIds(script)).toEqual(['a', 'b', 'a'])
  })

  it('a sort while a quote is on its way leaves every status on its own booking', () => {
    book([booking('z', { partner: 'No Address Coatings' })])
    script.mail.afterEachSend = () => {
      script.mail.afterEachSend = null
      sheet().sortDataRows((x, y) => y[0]!.localeCompare(x[0]!))
    }
    book([booking('a'), booking('b', { partner: 'Northwoods Tree & Stump' })])
    const rows = script.bookingsTab().slice(1)
    const byId = (id: string) => rows.find((row) => row[0] === id)!
    expect(rows.map((row) => row[0])).toEqual(['z', 'b', 'a'])
    expect([byId('a')[16], byId('a')[18]]).toEqual(['quotes@hudson.example', 'Sent'])
    expect([byId('b')[16], byId('b')[18]]).toEqual(['trees@northwoods.example', 'Sent'])
    expect([byId('z')[16], byId('z')[18]]).toEqual(['', 'no partner email'])
  })

  it('a subject over 250 characters is cut to 250, ending with …, and the quote goes', () => {
    const label = `Tue Dec 1, 10:00 AM CST ${'x'.repeat(300)}`
    expect(book([booking('a', { appointmentLabel: label })])).toMatchObject({ emailed: ['a'] })
    expect(script.mail.sent[0]!.subject).toHaveLength(250)
    expect(script.mail.sent[0]!.subject.endsWith('x…')).toBe(true)
  })

  it('a permission left unticked shows in check, and authorize asks for every permission at once', () => {
    script.consent.withhold(SCOPES.sendMail)
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true, consent: 'missing' })
    expect(() => script.call('authorize')).toThrow('Authorization is required to perform that action.')
    expect(script.consent.allScopesRequired).toBe(1)
    script.consent.grantAll()
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true, consent: 'complete' })
  })

  it('check counts the rows that have a Booking ID, not a checkbox column filled down the tab', () => {
    const header = [...BOOKINGS_HEADER_WITHOUT_REFUNDS, 'Paid']
    const row = (id: string) => [`'${id}`, "'2026-11-20T10:00:00Z", '', "'P", ...Array(15).fill(''), false]
    sheet0().prefill([header, row('a'), row('b'), ...Array.from({ length: 8 }, () => [...Array(19).fill(''), false])])
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true, bookings: 2 })
  })

  it('deliver keeps the owner’s formula between the email columns', () => {
    const header = [
      ...BOOKINGS_HEADER_WITHOUT_REFUNDS.slice(0, 17),
      'Owner',
      ...BOOKINGS_HEADER_WITHOUT_REFUNDS.slice(17),
    ]
    sheet0().prefill([header])
    script.mail.quota = 0
    book([booking('a')])
    sheet().getRange(2, 18).setValue('=ROW()*2')
    script.mail.quota = 100
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(sheet().formulaAt(2, 18)).toBe('=ROW()*2')
    expect(columnOf('Email Status')).toEqual(['Sent'])
  })

  it('a Booking ID and Email Status column formatted as Plain text still match ids and statuses', () => {
    const tab = sheet0()
    tab.prefill([[...BOOKINGS_HEADER_WITHOUT_REFUNDS]])
    tab.formatColumnAsPlainText(1)
    tab.formatColumnAsPlainText(19)
    script.mail.quota = 0
    book([booking('a')])
    expect(tab.displayRows()[1]![0]).toBe("'a")
    expect(book([booking('a')])).toMatchObject({
      saved: [],
      duplicates: ['a'],
      notEmailed: [{ id: 'a', reason: 'daily email limit reached' }],
    })
    script.mail.quota = 100
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(script.mail.sent).toHaveLength(1)
  })
})

/** The Bookings tab, made by the test as the owner would. */
function sheet0() {
  return script.spreadsheet.getSheetByName('Bookings') ?? script.spreadsheet.insertSheet('Bookings')
}
