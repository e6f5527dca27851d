// @vitest-environment node
// Where each quote goes comes from the partner sheet (PARTNER_SHEET_URL), fetched with UrlFetchApp
// and kept in the script cache for up to 10 minutes; deliver and check read it afresh.
import { beforeEach, describe, expect, it } from 'vitest'
import { TEST_PARTNER_SHEET_URL, type LedgerScript } from '../../../../scripts/support/apps-script-double'
import { SCOPES } from '../../../../scripts/support/apps-script-services'
import {
  NO_PARTNER_SHEET_URL,
  PARTNER_NOT_IN_SHEET as NOT_IN_SHEET,
  PARTNER_SHEET_UNREADABLE as UNREADABLE,
} from '../../../../src/bookings/booking'
import {
  bookingsColumn,
  KEY,
  loadScript,
  propertiesCacheExpired,
  PARTNER_CSV,
  poster,
  bookingWithAppointment,
} from '../script-requests'

const booking = bookingWithAppointment
const NOW = Date.parse('2026-11-20T15:30:00.000Z')

let script: LedgerScript
const post = poster(() => script)
const book = (bookings: unknown[]) => post({ key: KEY, action: 'book', bookings })
const deliver = (ids: string[]) => post({ key: KEY, action: 'deliver', ids })
const check = () => post({ key: KEY, action: 'check' })
const columnOf = (name: string) => bookingsColumn(script, name)
const fetches = () => script.urlFetch.fetched.length

beforeEach(() => {
  script = loadScript()
  script.clock.set(NOW)
})

describe('fetching the partner sheet', () => {
  it('fetches PARTNER_SHEET_URL with muteHttpExceptions and cb={now}, keeping the URL’s own query', () => {
    book([booking('a')])
    expect(script.urlFetch.fetched).toEqual([
      {
        url: `${TEST_PARTNER_SHEET_URL}&cb=${NOW}`,
        params: { muteHttpExceptions: true },
      },
    ])
    script.properties.set('PARTNER_SHEET_URL', ' https://sheet.example/pub?cb=1&output=csv#gid=0 ')
    propertiesCacheExpired(script)
    script.urlFetch.answer('https://sheet.example/pub', () => ({ status: 200, body: PARTNER_CSV }))
    expect(check()).toMatchObject({ partnerSheet: { ok: true, partners: 4 } })
    expect(script.urlFetch.fetched[1]!.url).toBe(`https://sheet.example/pub?output=csv&cb=${NOW}`)
  })

  it('matches the partner trimmed, case ignored, inner spaces collapsed; Quote Email first, else Email', () => {
    book([
      booking('a', { partner: '  hudson   GARAGE floors llc ' }),
      booking('b', { partner: 'NORTHWOODS TREE & STUMP' }),
    ])
    expect(script.mail.sent.map((mail) => mail.to)).toEqual(['quotes@hudson.example', 'trees@northwoods.example'])
    expect(columnOf('Partner Email')).toEqual(['quotes@hudson.example', 'trees@northwoods.example'])
  })

  it('of several rows with the name, the first with a usable address wins; with none, the first one’s reason', () => {
    script.partnerSheet.csv = [
      'Company Name,Email,Quote Email',
      'Twice,,Jo <jo@x.example>',
      'Twice,second@x.example,',
      'Twice,third@x.example,',
      'Never,,',
      'Never,,not an address',
    ].join('\n')
    expect(book([booking('a', { partner: 'Twice' }), booking('b', { partner: 'Never' })])).toMatchObject({
      emailed: ['a'],
      notEmailed: [{ id: 'b', reason: 'no partner email' }],
    })
    expect(script.mail.sent.map((mail) => mail.to)).toEqual(['second@x.example'])
  })

  it('gives each reason exactly, saves the row whatever happens, and deliver sends once the sheet is back', () => {
    expect([NOT_IN_SHEET, UNREADABLE, NO_PARTNER_SHEET_URL]).toEqual([
      'partner not in the partner sheet',
      'could not read the partner sheet',
      'the script has no PARTNER_SHEET_URL',
    ])
    expect(book([booking('gone', { partner: 'Gone Partner' })])).toMatchObject({
      saved: ['gone'],
      notEmailed: [{ id: 'gone', reason: NOT_IN_SHEET }],
    })
    script.cache.evict()
    script.partnerSheet.reachable = false
    // A passing fault: the quote keeps waiting, the reason in Last Try, and book answers it as being sent.
    expect(book([booking('down')])).toMatchObject({
      saved: ['down'],
      notEmailed: [{ id: 'down', reason: 'being sent' }],
    })
    script.properties.delete('PARTNER_SHEET_URL')
    propertiesCacheExpired(script)
    expect(book([booking('unset')])).toMatchObject({
      saved: ['unset'],
      notEmailed: [{ id: 'unset', reason: NO_PARTNER_SHEET_URL }],
    })
    expect(columnOf('Booking ID')).toEqual(['gone', 'down', 'unset'])
    expect(columnOf('Email Status')).toEqual([NOT_IN_SHEET, 'Waiting to send', NO_PARTNER_SHEET_URL])
    expect(columnOf('Last Try')).toEqual(['', `${UNREADABLE} at ${new Date(NOW).toISOString()}`, ''])
    expect(script.mail.sent).toEqual([])
    script.properties.set('PARTNER_SHEET_URL', TEST_PARTNER_SHEET_URL)
    propertiesCacheExpired(script)
    expect(deliver(['down', 'unset'])).toEqual({
      ok: true,
      emailed: [],
      notEmailed: [
        { id: 'down', reason: UNREADABLE },
        { id: 'unset', reason: UNREADABLE },
      ],
    })
    // deliver answers why, and leaves both waiting for the sweeper.
    expect(columnOf('Email Status')).toEqual([NOT_IN_SHEET, 'Waiting to send', 'Waiting to send'])
    script.partnerSheet.reachable = true
    expect(deliver(['down', 'unset', 'gone'])).toEqual({
      ok: true,
      emailed: ['down', 'unset'],
      notEmailed: [{ id: 'gone', reason: NOT_IN_SHEET }],
    })
    expect(script.mail.sent).toHaveLength(2)
  })

  it('reads an error status, an HTML page, an unclosed quote or a sheet without a company column as unreadable', () => {
    const bodies: [number, string][] = [
      [404, PARTNER_CSV],
      [500, PARTNER_CSV],
      [200, '<!DOCTYPE html><html><body>Sign in</body></html>'],
      [200, 'Company Name,Email\n"Hudson Garage Floors LLC,quotes@hudson.example'],
      [200, 'Name,Email\nHudson Garage Floors LLC,quotes@hudson.example'],
      [200, ''],
    ]
    for (const [status, body] of bodies) {
      script.partnerSheet.status = status
      script.partnerSheet.csv = body
      expect(check(), `${status} ${body}`).toMatchObject({ partnerSheet: { ok: false, reason: UNREADABLE } })
    }
  })

  it('a missing permission to fetch reads as unreadable, in the answers and in check', () => {
    script.consent.withhold(SCOPES.fetch)
    expect(book([booking('a')])).toMatchObject({ saved: ['a'], notEmailed: [{ id: 'a', reason: 'being sent' }] })
    expect(columnOf('Last Try')).toEqual([`${UNREADABLE} at ${new Date(NOW).toISOString()}`])
    expect(check()).toMatchObject({ consent: 'missing', partnerSheet: { ok: false, reason: UNREADABLE } })
  })

  it('renamed in the sheet, a booking is not in the partner sheet; fixing its Partner cell lets deliver send it', () => {
    script.partnerSheet.csv = 'Company Name,Email\nHudson Floors,quotes@hudson.example'
    book([booking('a')])
    expect(deliver(['a'])).toMatchObject({ notEmailed: [{ id: 'a', reason: NOT_IN_SHEET }] })
    script.spreadsheet.getSheetByName('Bookings')!.getRange(2, 4).setValue('Hudson Floors')
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(columnOf('Partner Email')).toEqual(['quotes@hudson.example'])
  })
})

describe('the partner cache', () => {
  it('keeps the sheet up to 10 minutes: 100 bookings in 10 minutes make one fetch, the next one another', () => {
    for (let i = 0; i < 100; i++) {
      book([booking(`b${i}`)])
      script.clock.advance(6_000)
    }
    expect(columnOf('Email Status').every((status) => status === 'Sent')).toBe(true)
    expect(fetches()).toBe(1)
    book([booking('after')])
    expect(fetches()).toBe(2)
  })

  it('fetches again when the cache lost its items early, and whenever deliver or check asks', () => {
    book([booking('a')])
    book([booking('b')])
    expect(fetches()).toBe(1)
    script.cache.evict()
    book([booking('c')])
    expect(fetches()).toBe(2)
    script.mail.quota = 0
    book([booking('d')])
    script.mail.quota = 100
    deliver(['d'])
    check()
    expect(fetches()).toBe(4)
  })

  it('keeps a sheet larger than one cache value in pieces, each under the limits; a lost piece means a fetch', () => {
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `Partner number ${i} with a long name,quotes${i}@partner-${i}.example`,
    )
    script.partnerSheet.csv = ['Company Name,Email', ...rows, 'Café Señor 😀 Coatings,cafe@partner.example'].join('\n')
    book([booking('a', { partner: 'Partner number 2999 with a long name' })])
    expect(script.mail.sent.map((mail) => mail.to)).toEqual(['quotes2999@partner-2999.example'])
    const keys = [...script.cache.items.keys()]
    expect(keys.length).toBeGreaterThan(3)
    for (const key of keys) expect(key.length).toBeLessThan(250)
    for (const { value } of script.cache.items.values()) expect(Buffer.byteLength(value)).toBeLessThan(100 * 1024)
    book([booking('b', { partner: 'Partner number 0 with a long name' })])
    expect(fetches()).toBe(1)
    book([booking('d', { partner: 'CAFÉ SEÑOR 😀 COATINGS' })])
    expect(fetches()).toBe(1)
    expect(script.mail.sent.at(-1)!.to).toBe('cafe@partner.example')
    script.cache.evict(keys.find((key) => key.endsWith(':1')))
    book([booking('c', { partner: 'Partner number 1 with a long name' })])
    expect(fetches()).toBe(2)
    expect(script.mail.sent).toHaveLength(4)
  })

  it('never answers from a cache filled for another PARTNER_SHEET_URL', () => {
    book([booking('a')])
    script.properties.set('PARTNER_SHEET_URL', 'https://sheet.example/other')
    propertiesCacheExpired(script)
    script.urlFetch.answer('https://sheet.example/other', () => ({ status: 200, body: 'Company Name,Email\n' }))
    expect(book([booking('b')])).toMatchObject({ notEmailed: [{ id: 'b', reason: NOT_IN_SHEET }] })
  })
})
