// @vitest-environment node
// Within Google's limits: consent given permission by permission, text cells the owner formatted as
// Plain text, and authorize asking for every permission at once.
import { beforeEach, describe, expect, it } from 'vitest'
import { BOOKINGS_HEADER_WITHOUT_REFUNDS, type LedgerScript } from '../../../scripts/support/apps-script-double'
import { SCOPES } from '../../../scripts/support/apps-script-services'
import { bookingsColumn, KEY, loadScript, poster, bookingWithAppointment } from './script-requests'

const booking = bookingWithAppointment

let script: LedgerScript
const post = poster(() => script)
const book = (bookings: unknown[]) => post({ key: KEY, action: 'book', bookings })
const deliver = (ids: string[]) => post({ key: KEY, action: 'deliver', ids })
const columnOf = (name: string) => bookingsColumn(script, name)

beforeEach(() => {
  script = loadScript()
})

describe('consent, one permission at a time', () => {
  it('without “Send email as you” each quote says could not send, the row is kept, and check says missing', () => {
    script.consent.withhold(SCOPES.sendMail)
    const reason =
      'could not send: Specified permissions are not sufficient to call MailApp.getRemainingDailyQuota. Required permissions: https://www.googleapis.com/auth/script.send_mail'
    expect(book([booking('a')])).toMatchObject({ saved: ['a'], notEmailed: [{ id: 'a', reason }] })
    expect(columnOf('Email Status')).toEqual([reason])
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ consent: 'missing', partnerSheet: { ok: true } })
    script.consent.grantAll()
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
  })

  it('authorize asks for every permission at once, then logs the spreadsheet and the quota, nothing about leads', () => {
    book([booking('a')])
    script.call('authorize')
    expect(script.consent.allScopesRequired).toBe(1)
    expect(script.logs).toEqual([
      'Ledger script v13 authorized. Spreadsheet: Agency ledger. Email recipients left today: 99',
    ])
  })
})

describe('text cells read back', () => {
  it('lose one leading apostrophe, so a column formatted as Plain text matches partners and lists as written', () => {
    const tab = script.spreadsheet.insertSheet('Bookings')
    tab.prefill([[...BOOKINGS_HEADER_WITHOUT_REFUNDS]])
    for (const column of [1, 2, 4, 6, 19]) tab.formatColumnAsPlainText(column)
    script.partnerSheet.reachable = false
    book([booking('a', { zip: '02134' })])
    expect(tab.displayRows()[1]!.slice(0, 6)).toEqual([
      "'a",
      "'2026-11-20T15:12:00.000Z",
      'Alex',
      "'Hudson Garage Floors LLC",
      'Concrete Coatings',
      "'02134",
    ])
    script.partnerSheet.reachable = true
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(script.mail.sent[0]).toMatchObject({ to: 'quotes@hudson.example' })
    expect(script.mail.sent[0]!.subject).toBe('New estimate: Concrete Coatings · 02134 · Tue Dec 1, 10:00 AM CST')
    expect(post({ key: KEY, action: 'list', since: '2026-11-01T00:00:00Z' })).toMatchObject({
      bookings: [{ id: 'a', bookedAt: '2026-11-20T15:12:00.000Z', partner: 'Hudson Garage Floors LLC', zip: '02134' }],
    })
  })

  it('a setter’s key in a Plain text column, apostrophe and all, is still that key', () => {
    post({ key: KEY, action: 'check' })
    const setters = script.spreadsheet.getSheetByName('Setters')!
    setters.formatColumnAsPlainText(2)
    setters.prefill([['Sam', "'sam-key-0123456789abcdef", 'yes']])
    expect(post({ key: 'sam-key-0123456789abcdef', action: 'check' })).toMatchObject({ role: 'setter' })
  })
})
