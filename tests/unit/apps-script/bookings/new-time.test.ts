// @vitest-environment node
// A new time's confirmation: its calendar file keeps the chain's first booking's UID with a SEQUENCE one higher than
// the earlier booking's (Calendar Sequence), read back with ical.js; another partner's new time names the appointment it
// replaces; a book or a sweep stopped after each service call, then resent, sends one file with one sequence.
import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { ExecutionStopped } from '../../../../scripts/support/apps-script-services'
import { linkToken } from '../../../../scripts/support/link-token'
import type { BookingToSend } from '../../../../src/bookings/booking'
import { bookingWithAppointment, KEY, loadScript, poster } from '../script-requests'

const FIRST = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const SECOND = '5b7e1c2a-8d4f-4a6b-9c3e-1f2a3b4c5d6e'
const THIRD = '6c8f2d3b-9e5a-4b7c-8d4f-2a3b4c5d6e7f'
const SECRET = 'test-link-secret'
const EXEC = 'https://script.google.com/macros/s/AKfyc-test/exec'
const NOW = Date.parse('2026-11-20T15:30:00.000Z')
const HOMEOWNER = 'pat@example.com'
const REPLACES_HUDSON = 'This replaces your appointment with Hudson Floors.'

/** The partner sheet with a Display Name for Hudson: the name the homeowner's emails use. */
const PARTNERS = [
  'Company Name,Display Name,Email,Quote Email,Zip Codes',
  'Hudson Garage Floors LLC,Hudson Floors,office@hudson.example,quotes@hudson.example,54016',
  'Northwoods Tree & Stump,,trees@northwoods.example,,54016',
].join('\r\n')

let script: LedgerScript
const post = poster(() => script)

function fresh() {
  script = loadScript({ partnerCsv: PARTNERS })
  script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
  script.properties.set('LINK_SECRET', SECRET)
  script.properties.set('LINK_SECRET_SINCE', '6')
  script.properties.set('AGENCY_NAME', 'Acme Leads')
  script.clock.set(NOW)
  script.call('authorize')
  expect(post({ key: KEY, action: 'check', webAppUrl: EXEC })).toMatchObject({ ok: true })
}

const bookingsRow = (id: string) => {
  const [header, ...rows] = script.bookingsTab()
  const cells = rows.find((each) => each[0] === id)!
  return Object.fromEntries(header!.map((name, i) => [name, cells[i]]))
}
const book = (id: string, extra: Partial<BookingToSend> = {}) =>
  post({ key: KEY, action: 'book', bookings: [{ ...bookingWithAppointment(id), emailHomeowner: true, ...extra }] })
const sweep = () => {
  script.clock.advance(5 * 60_000)
  script.call('everyFiveMinutes')
}

/** The homeowner asks for another time on `id`'s link: its rebook row's Lead ID. */
function rebookRowOf(id: string): string {
  const ask = { action: 'reschedule', id, t: linkToken('reschedule', id, SECRET), note: '' }
  expect(script.call<{ ok: boolean }>('askFromLink', ask)).toMatchObject({ ok: true })
  const [header, ...rows] = script.spreadsheet.getSheetByName('Leads')!.displayRows()
  const row = rows.find((cells) => cells[header!.indexOf('Rebook Of')] === id)!
  return row[header!.indexOf('Lead ID')]!
}

/** A new time booked from a rebook row (`leadId`), at a later appointment. */
const bookNewTime = (id: string, leadId: string, extra: Partial<BookingToSend> = {}) =>
  book(id, {
    leadId,
    appointment: '2026-12-03T16:00:00.000Z',
    appointmentLabel: 'Thu Dec 3, 10:00 AM CST',
    ...extra,
  })

/** The confirmations the homeowner got for the appointment `label` (their subject names it). */
const confirmationsOf = (label: string) =>
  script.mail.sent.filter((mail) => mail.to === HOMEOWNER && mail.subject.endsWith(` on ${label}`))

/** The calendar event a confirmation carries, as a calendar app reads it. */
function eventOf(mail: { attachments?: { text: string }[] }) {
  const calendar = new ICAL.Component(ICAL.parse(mail.attachments![0]!.text) as unknown[])
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    dtstamp: String(event.getFirstPropertyValue('dtstamp')),
    start: String(event.getFirstPropertyValue('dtstart')),
  }
}

/** A confirmation still waiting for the partner's quote goes once the quote is `Sent by hand`, whatever the quote's rule. */
function quoteSentByHand(id: string) {
  if (bookingsRow(id)['Homeowner Email Status'] !== "waiting for the partner's quote") return
  const header = script.bookingsTab()[0]!
  const row = script.bookingsTab().findIndex((cells) => cells[0] === id) + 1
  script.spreadsheet
    .getSheetByName('Bookings')!
    .getRange(row, header.indexOf('Email Status') + 1)
    .setValue('Sent by hand')
  sweep()
}

beforeEach(() => {
  fresh()
  book(FIRST)
})

describe("a new time's calendar file", () => {
  it('a first booking keeps its own UID and SEQUENCE:0, and no Calendar Sequence is written', () => {
    const [mail] = confirmationsOf('Tue Dec 1, 10:00 AM CST')
    expect(eventOf(mail!)).toMatchObject({ method: 'PUBLISH', uid: `${FIRST}@ledger`, sequence: 0 })
    expect(bookingsRow(FIRST)['Calendar Sequence']).toBe('')
  })

  it('a chain of two: the first booking’s UID, SEQUENCE:1, sent now; the same partner names no replaced appointment', () => {
    script.clock.advance(60 * 60_000)
    bookNewTime(SECOND, rebookRowOf(FIRST))
    quoteSentByHand(SECOND)
    const mails = confirmationsOf('Thu Dec 3, 10:00 AM CST')
    expect(mails).toHaveLength(1)
    const event = eventOf(mails[0]!)
    expect(event).toMatchObject({ method: 'PUBLISH', uid: `${FIRST}@ledger`, sequence: 1 })
    expect(event.start).toBe('2026-12-03T16:00:00Z')
    expect(Date.parse(event.dtstamp)).toBeGreaterThan(
      Date.parse(eventOf(confirmationsOf('Tue Dec 1, 10:00 AM CST')[0]!).dtstamp),
    )
    expect(mails[0]!.body).not.toContain('This replaces')
    expect(bookingsRow(SECOND)['Calendar Sequence']).toBe('1')
  })

  it('a chain of three: the first booking’s UID, SEQUENCE:2; another partner names the earlier one verbatim', () => {
    bookNewTime(SECOND, rebookRowOf(FIRST))
    quoteSentByHand(SECOND)
    book(THIRD, {
      leadId: rebookRowOf(SECOND),
      partner: 'Northwoods Tree & Stump',
      appointment: '2026-12-05T16:00:00.000Z',
      appointmentLabel: 'Sat Dec 5, 10:00 AM CST',
    })
    quoteSentByHand(THIRD)
    expect(bookingsRow(THIRD)['Rebook Of']).toBe(SECOND)
    const [mail, ...more] = confirmationsOf('Sat Dec 5, 10:00 AM CST')
    expect(more).toEqual([])
    expect(eventOf(mail!)).toMatchObject({ uid: `${FIRST}@ledger`, sequence: 2 })
    const lines = mail!.body.split('\n')
    expect(lines.slice(0, 2)).toEqual([
      'Northwoods Tree & Stump will come to 1 Main St, Hudson WI on Sat Dec 5, 10:00 AM CST for your free Concrete Coatings estimate.',
      REPLACES_HUDSON,
    ])
    expect(bookingsRow(THIRD)['Calendar Sequence']).toBe('2')
  })

  it('counts from the earlier booking’s Calendar Sequence as written, and past an earlier one never emailed', () => {
    book(SECOND, { leadId: rebookRowOf(FIRST), emailHomeowner: false })
    expect(bookingsRow(SECOND)['Calendar Sequence']).toBe('')
    bookNewTime(THIRD, rebookRowOf(SECOND), { appointmentLabel: 'Sat Dec 5, 10:00 AM CST' })
    quoteSentByHand(THIRD)
    expect(eventOf(confirmationsOf('Sat Dec 5, 10:00 AM CST')[0]!)).toMatchObject({
      uid: `${FIRST}@ledger`,
      sequence: 2,
    })
  })
})

describe('stopped and resent', () => {
  it('a book of a new time stopped after each service call, then resent and swept: one email, one sequence', () => {
    const leadId = rebookRowOf(FIRST)
    bookNewTime(SECOND, leadId)
    quoteSentByHand(SECOND)
    const serviceCalls = script.lastServiceCalls()
    for (let n = 1; n <= serviceCalls; n++) {
      fresh()
      book(FIRST)
      const rebook = rebookRowOf(FIRST)
      script.executions.stopAfterServiceCalls(n)
      expect(() => bookNewTime(SECOND, rebook), `n = ${n}`).toThrow(ExecutionStopped)
      bookNewTime(SECOND, rebook)
      quoteSentByHand(SECOND)
      sweep()
      const mails = confirmationsOf('Thu Dec 3, 10:00 AM CST')
      expect(mails.length, `n = ${n}`).toBeLessThanOrEqual(1)
      for (const mail of mails) expect(eventOf(mail), `n = ${n}`).toMatchObject({ uid: `${FIRST}@ledger`, sequence: 1 })
      expect(['', '1'], `n = ${n}`).toContain(bookingsRow(SECOND)['Calendar Sequence'])
      if (mails.length === 1) expect(bookingsRow(SECOND)['Calendar Sequence'], `n = ${n}`).toBe('1')
    }
  })

  it('a sweep stopped after each service call, then swept again and again: one email, SEQUENCE:2 each time', () => {
    const prepare = () => {
      bookNewTime(SECOND, rebookRowOf(FIRST))
      quoteSentByHand(SECOND)
      // Its quote sent by hand: the sweep sends the third's confirmation.
      book(THIRD, {
        leadId: rebookRowOf(SECOND),
        partner: 'No Quote Partner',
        appointmentLabel: 'Sat Dec 5, 10:00 AM CST',
      })
      const header = script.bookingsTab()[0]!
      const row = script.bookingsTab().findIndex((cells) => cells[0] === THIRD) + 1
      script.spreadsheet
        .getSheetByName('Bookings')!
        .getRange(row, header.indexOf('Email Status') + 1)
        .setValue('Sent by hand')
    }
    prepare()
    sweep()
    const serviceCalls = script.lastServiceCalls()
    expect(confirmationsOf('Sat Dec 5, 10:00 AM CST')).toHaveLength(1)
    for (let n = 1; n <= serviceCalls; n++) {
      fresh()
      book(FIRST)
      prepare()
      script.clock.advance(5 * 60_000)
      script.executions.stopAfterServiceCalls(n)
      expect(() => script.call('everyFiveMinutes'), `n = ${n}`).toThrow(ExecutionStopped)
      sweep()
      sweep()
      const mails = confirmationsOf('Sat Dec 5, 10:00 AM CST')
      expect(mails.length, `n = ${n}`).toBeLessThanOrEqual(1)
      for (const mail of mails) expect(eventOf(mail), `n = ${n}`).toMatchObject({ uid: `${FIRST}@ledger`, sequence: 2 })
      expect(['', '2'], `n = ${n}`).toContain(bookingsRow(THIRD)['Calendar Sequence'])
    }
  })
})
