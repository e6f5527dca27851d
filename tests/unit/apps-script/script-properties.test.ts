// @vitest-environment node
// Script Properties are read once per execution: Google counts every read against a daily quota (50,000 a day on
// gmail.com), and a device's queue read once a minute would otherwise spend several.
import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../scripts/support/apps-script-html'
import { bookingWithAppointment, KEY, loadScript, poster } from './script-requests'

describe('Script Properties', () => {
  it('are read once by each request, however many the request uses', () => {
    const script = loadScript()
    script.call('authorize')
    const post = poster(() => script)
    const readsOf = (run: () => unknown) => {
      const before = script.propertyReads()
      run()
      return script.propertyReads() - before
    }
    script.properties.set('REPLY_TO', 'office@agency.example')
    script.properties.set('AGENCY_NAME', 'Anchor Home Services')
    const EXEC = 'https://script.google.com/macros/s/AKfyc-test/exec'
    expect(readsOf(() => post({ key: KEY, action: 'check', webAppUrl: EXEC }))).toBe(1)
    const bookings = ['a', 'b', 'c'].map((id) => bookingWithAppointment(`0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1${id}`))
    expect(readsOf(() => post({ key: KEY, action: 'book', bookings }))).toBe(1)
    expect(script.mail.sent.map((mail) => [mail.replyTo, mail.name])).toEqual(
      Array.from({ length: 3 }, () => ['office@agency.example', 'Anchor Home Services']),
    )
    expect(script.mail.sent[0]!.body).toContain(`${EXEC}?refund=`)
    expect(readsOf(() => post({ key: KEY, action: 'list', since: '2026-11-01T00:00:00Z' }))).toBe(1)
    expect(readsOf(() => post({ key: KEY, action: 'queue' }))).toBe(1)
    expect(readsOf(() => script.doGet({}))).toBe(0)
    expect(readsOf(() => script.call('askFromLink', { action: 'refund', id: 'x', t: 'y' }))).toBe(1)
    expect(readsOf(() => script.call('authorize'))).toBe(1)
  })

  it('are read afresh by the next execution, so a changed property applies at once', () => {
    const script = loadScript()
    const post = poster(() => script)
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true })
    script.properties.set('LEDGER_KEY', 'a-new-owner-key-0123456789')
    expect(post({ key: KEY, action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
  })
})

describe('time zones', () => {
  it('an AGENCY_TIME_ZONE the script does not know is said by check and not used', () => {
    const script = loadScript({ scriptTimeZone: 'America/New_York' })
    const post = poster(() => script)
    script.properties.set('AGENCY_TIME_ZONE', 'America/Nowhere')
    expect(post({ key: KEY, action: 'check' })).toMatchObject({
      timeZone: { ok: false, reason: 'unknown time zone America/Nowhere' },
      agencyTimeZone: 'America/New_York',
    })
    script.properties.set('AGENCY_TIME_ZONE', 'America/Denver')
    expect(post({ key: KEY, action: 'check' })).toMatchObject({
      timeZone: { ok: true },
      agencyTimeZone: 'America/Denver',
    })
  })

  it('check answers the spreadsheet’s own zone, in which dates typed by hand are read', () => {
    const script = loadScript()
    script.spreadsheet.timeZone = 'Europe/London'
    expect(poster(() => script)({ key: KEY, action: 'check' })).toMatchObject({ spreadsheetTimeZone: 'Europe/London' })
  })

  it('the double reads a zone it does not know as GMT, as Java does, instead of throwing', () => {
    const at = new Date('2026-11-24T16:05:00Z')
    expect(formatDate(at, 'America/Nowhere', 'HH:mm')).toBe('16:05')
    expect(formatDate(at, 'America/Chicago', 'HH:mm')).toBe('10:05')
  })
})
