// @vitest-environment node
// Script Properties are read at most once per execution and kept in the script cache for 10 minutes: Google counts
// every read against a daily quota (50,000 a day on gmail.com), and a device reads the queue once a minute.
import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../../scripts/support/apps-script-html'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { bookingWithAppointment, KEY, loadScript, poster, propertiesCacheExpired } from '../script-requests'

describe('Script Properties', () => {
  const readsIn = (script: LedgerScript, run: () => unknown) => {
    const before = script.propertyReads()
    run()
    return script.propertyReads() - before
  }

  it('are read at most once by each request, however many the request uses, and then kept for 10 minutes', () => {
    const script = loadScript()
    const post = poster(() => script)
    const readsOf = (run: () => unknown) => readsIn(script, run)
    script.properties.set('REPLY_TO', 'office@agency.example')
    script.properties.set('AGENCY_NAME', 'Anchor Home Services')
    // The first run reads them, makes LINK_SECRET, and reads them again for the cache (a write drops the copy).
    expect(readsOf(() => script.call('authorize'))).toBe(2)
    expect(readsOf(() => script.call('authorize'))).toBe(1)
    const EXEC = 'https://script.google.com/macros/s/AKfyc-test/exec'
    expect(readsOf(() => post({ key: KEY, action: 'check', webAppUrl: EXEC }))).toBe(0)
    // Storing WEB_APP_URL dropped the copy: one request reads them again, then the cache serves.
    expect(readsOf(() => post({ key: KEY, action: 'check', webAppUrl: EXEC }))).toBe(1)
    const bookings = ['a', 'b', 'c'].map((id) => bookingWithAppointment(`0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1${id}`))
    expect(readsOf(() => post({ key: KEY, action: 'book', bookings }))).toBe(0)
    expect(script.mail.sent.map((mail) => [mail.replyTo, mail.name])).toEqual(
      Array.from({ length: 3 }, () => ['office@agency.example', 'Anchor Home Services']),
    )
    expect(script.mail.sent[0]!.body).toContain(`${EXEC}?refund=`)
    propertiesCacheExpired(script)
    expect(readsOf(() => post({ key: KEY, action: 'book', bookings }))).toBe(1)
    expect(readsOf(() => post({ key: KEY, action: 'list', since: '2026-11-01T00:00:00Z' }))).toBe(0)
    expect(readsOf(() => script.doGet({}))).toBe(0)
    expect(readsOf(() => script.call('askFromLink', { action: 'refund', id: 'x', t: 'y' }))).toBe(0)
  })

  it('a device reading the queue once a minute costs one read each 10 minutes', () => {
    const script = loadScript()
    const post = poster(() => script)
    const reads = readsIn(script, () => {
      for (let minute = 0; minute < 60; minute++) {
        post({ key: KEY, action: 'queue' })
        script.clock.advance(60_000)
      }
    })
    expect(reads).toBe(6)
  })

  it('a changed property applies within 10 minutes, or at once when the owner runs authorize', () => {
    const script = loadScript()
    const post = poster(() => script)
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true })
    script.properties.set('LEDGER_KEY', 'a-new-owner-key-0123456789')
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true })
    script.clock.advance(10 * 60_000)
    expect(post({ key: KEY, action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
    script.properties.set('LEDGER_KEY', 'a-third-owner-key-0123456789')
    script.call('authorize')
    expect(post({ key: 'a-new-owner-key-0123456789', action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
    expect(post({ key: 'a-third-owner-key-0123456789', action: 'check' })).toMatchObject({ ok: true })
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
    propertiesCacheExpired(script)
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
