// @vitest-environment node
// The homeowner's confirmation after the partner's quote, with its calendar file; the confirm and another-time links,
// their pages and button; the upgrade and quota rules; a book stopped at every service call, then resent; the reminder
// the day before.
import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { ExecutionStopped } from '../../../../scripts/support/apps-script-services'
import { linkToken } from '../../../../scripts/support/link-token'
import type { BookingToSend } from '../../../../src/bookings/booking'
import { bookingWithAppointment, KEY, loadScript, poster, propertiesCacheExpired } from '../script-requests'

const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const SECRET = 'test-link-secret'
const EXEC = 'https://script.google.com/macros/s/AKfyc-test/exec'
const NOW = Date.parse('2026-11-20T15:30:00.000Z')
const MINUTE = 60_000
const QUOTE = 'quotes@hudson.example'
const HOMEOWNER = 'pat@example.com'

let script: LedgerScript
const post = poster(() => script)
const book = (extra: Partial<BookingToSend> & { emailHomeowner?: unknown } = { emailHomeowner: true }) =>
  post({ key: KEY, action: 'book', bookings: [{ ...bookingWithAppointment(ID), ...extra }] })
const row = () => {
  const [header, ...rows] = script.bookingsTab()
  const cells = rows.find((each) => each[0] === ID)!
  return Object.fromEntries(header!.map((name, i) => [name, cells[i]]))
}
const sentTo = (address: string) => script.mail.sent.filter((mail) => mail.to === address)
const sweep = (minutes = 5) => {
  script.clock.advance(minutes * MINUTE)
  script.call('everyFiveMinutes')
}
const token = (action: 'confirm' | 'reschedule') => linkToken(action, ID, SECRET)
const ask = (request: Record<string, unknown>) =>
  script.call<{ ok: boolean; text: string; retry?: true }>('askFromLink', request)
const pageText = (parameter: Record<string, string>) =>
  script
    .doGet(parameter)
    .getContent()
    .replace(/<style>[^<]*<\/style>|<script>[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function fresh({ agencyName = 'Acme Leads' }: { agencyName?: string } = {}) {
  script = loadScript()
  script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
  script.properties.set('LINK_SECRET', SECRET)
  script.properties.set('LINK_SECRET_SINCE', '6')
  if (agencyName) script.properties.set('AGENCY_NAME', agencyName)
  script.clock.set(NOW)
  script.call('authorize')
  expect(post({ key: KEY, action: 'check', webAppUrl: EXEC })).toMatchObject({ ok: true, version: 13 })
}

beforeEach(() => fresh())

describe('the confirmation', () => {
  it('goes right after the partner quote, from the agency, with estimate.ics, and is written Sent', () => {
    expect(book({ emailHomeowner: true, timeZone: 'America/New_York' })).toMatchObject({ emailed: [ID] })
    expect(script.mail.sent.map((mail) => mail.to)).toEqual([QUOTE, HOMEOWNER])
    const mail = script.mail.sent[1]!
    expect(mail.subject).toBe('Your free estimate: Concrete Coatings on Tue Dec 1, 10:00 AM CST')
    expect(mail.name).toBe('Acme Leads')
    expect(mail.replyTo).toBe(script.ownerEmail)
    const lines = mail.body.split('\n')
    expect(lines[0]).toBe(
      'Hudson Garage Floors LLC will come to 1 Main St, Hudson WI on Tue Dec 1, 10:00 AM CST for your free Concrete Coatings estimate.',
    )
    expect(lines).toContain(`Please confirm: ${EXEC}?confirm=${ID}&t=${token('confirm')}`)
    expect(lines).toContain(`Need another time? ${EXEC}?reschedule=${ID}&t=${token('reschedule')}`)
    expect(lines.at(-1)).toBe('Acme Leads')
    const [file] = mail.attachments!
    expect([file!.name, file!.contentType]).toEqual(['estimate.ics', 'text/calendar; charset=UTF-8; method=PUBLISH'])
    const event = new ICAL.Component(ICAL.parse(file!.text) as unknown[]).getFirstSubcomponent('vevent')!
    expect(event.getFirstPropertyValue('uid')).toBe(`${ID}@ledger`)
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-12-01T16:00:00Z')
    expect(event.getFirstProperty('organizer')!.getFirstValue()).toBe(`mailto:${script.ownerEmail}`)
    const cells = row()
    expect([cells['Time Zone'], cells['Homeowner Email Status'], cells['Homeowner Emailed At']]).toEqual([
      'America/New_York',
      'Sent',
      new Date(NOW).toISOString(),
    ])
    sweep()
    expect(script.mail.sent).toHaveLength(2)
  })

  it('replies to REPLY_TO when it is set', () => {
    fresh()
    script.properties.set('REPLY_TO', 'desk@agency.example')
    propertiesCacheExpired(script)
    book()
    expect(sentTo(HOMEOWNER)[0]!.replyTo).toBe('desk@agency.example')
  })

  it('never goes for a booking without emailHomeowner (an older tool), nor one that does not want it', () => {
    book({})
    expect(script.mail.sent.map((mail) => mail.to)).toEqual([QUOTE])
    expect(row()['Homeowner Email Status']).toBe('')
    expect(row()['Time Zone']).toBe('America/Chicago')
    fresh()
    book({ emailHomeowner: false })
    expect(row()['Homeowner Email Status']).toBe('not wanted')
    fresh()
    book({ emailHomeowner: true, leadEmail: 'Pat <pat@example.com>' })
    expect(row()['Homeowner Email Status']).toBe('no homeowner email')
    sweep()
    expect(sentTo(HOMEOWNER)).toEqual([])
  })

  it('waits for a quote sent by hand, then the sweeper sends it', () => {
    book({ emailHomeowner: true, partner: 'No Address Coatings' })
    expect(row()['Homeowner Email Status']).toBe("waiting for the partner's quote")
    sweep()
    expect(sentTo(HOMEOWNER)).toEqual([])
    const header = script.bookingsTab()[0]!
    script.spreadsheet
      .getSheetByName('Bookings')!
      .getRange(2, header.indexOf('Email Status') + 1)
      .setValue('Sent by hand')
    sweep()
    expect(sentTo(HOMEOWNER)).toHaveLength(1)
    expect(row()['Homeowner Email Status']).toBe('Sent')
  })

  it.each(['Rescheduled', 'Cancelled', 'Refunded'])(
    'never goes once the booking is %s while it waited for the quote: no appointment ahead',
    (status) => {
      book({ emailHomeowner: true, partner: 'No Address Coatings' })
      const header = script.bookingsTab()[0]!
      const cellOf = (column: string) =>
        script.spreadsheet.getSheetByName('Bookings')!.getRange(2, header.indexOf(column) + 1)
      cellOf('Status').setValue(status)
      cellOf('Email Status').setValue('Sent by hand')
      sweep()
      expect(sentTo(HOMEOWNER)).toEqual([])
      expect(row()['Homeowner Email Status']).toBe('no appointment ahead')
    },
  )

  it('waits for AGENCY_NAME, then goes', () => {
    fresh({ agencyName: '' })
    book()
    expect(row()['Homeowner Email Status']).toBe('no agency name')
    expect(sentTo(HOMEOWNER)).toEqual([])
    script.properties.set('AGENCY_NAME', 'Acme Leads')
    propertiesCacheExpired(script)
    sweep()
    expect(sentTo(HOMEOWNER)).toHaveLength(1)
  })

  it('leaves the last 10 recipients of the day to quotes: it waits for the sweeper', () => {
    script.mail.quota = 10
    book()
    expect(script.mail.sent.map((mail) => mail.to)).toEqual([QUOTE])
    expect(row()['Homeowner Email Status']).toBe('daily email limit reached')
    expect(post({ key: KEY, action: 'list', since: '2026-11-16T00:00:00Z' })).toMatchObject({
      bookings: [{ id: ID, homeownerEmailStatus: 'daily email limit reached' }],
    })
    sweep()
    expect(sentTo(HOMEOWNER)).toEqual([])
    script.mail.quota = 11
    sweep()
    expect(sentTo(HOMEOWNER)).toHaveLength(1)
    expect(script.mail.quota).toBe(10)
  })

  it('stopped after each service call of book, then resent and swept, goes at most once and is never lost unsaid', () => {
    book()
    const serviceCalls = script.lastServiceCalls()
    for (let n = 1; n <= serviceCalls; n++) {
      fresh()
      script.executions.stopAfterServiceCalls(n)
      expect(() => book(), `n = ${n}`).toThrow(ExecutionStopped)
      book()
      sweep()
      sweep(15)
      const homeowner = sentTo(HOMEOWNER).length
      const status = row()['Homeowner Email Status']
      expect(homeowner, `n = ${n}`).toBeLessThanOrEqual(1)
      expect(sentTo(QUOTE).length, `n = ${n}`).toBeLessThanOrEqual(1)
      // Cut between a claim and its fate: only the Sent folder knows, as for quotes; a cut quote holds the confirmation.
      if (homeowner === 0)
        expect([row()['Email Status'], status], `n = ${n}`).toEqual(
          row()['Email Status'] === 'Sent'
            ? ['Sent', expect.stringMatching(/^Sending since /)]
            : [expect.stringMatching(/^Sending since /), "waiting for the partner's quote"],
        )
      else expect(status, `n = ${n}`).toMatch(/^(Sent|Sending since .*)$/)
    }
  })
})

describe('the links', () => {
  beforeEach(() => void book())

  it('a page records nothing; its button confirms once; a second visit says when', () => {
    const confirm = { confirm: ID, t: token('confirm') }
    expect(pageText(confirm)).toEqual([
      'Acme Leads',
      'Confirm your estimate',
      'Partner',
      'Hudson Garage Floors LLC',
      'Service',
      'Concrete Coatings',
      'Appointment',
      'Tue Dec 1, 10:00 AM CST',
      "Yes, I'll be there",
    ])
    expect(row()['Confirmed At']).toBe('')
    expect(ask({ action: 'confirm', id: ID, t: token('confirm') })).toEqual({
      ok: true,
      text: 'Thank you. Hudson Garage Floors LLC will see you on Tue Dec 1, 10:00 AM CST.',
    })
    expect(row()['Confirmed At']).toBe(new Date(NOW).toISOString())
    expect(pageText(confirm).at(-1)).toBe('You confirmed on Fri Nov 20.')
    expect(ask({ action: 'confirm', id: ID, t: token('confirm') })).toEqual({
      ok: false,
      text: 'You confirmed on Fri Nov 20.',
    })
  })

  it('asks for another time once, emailing the partner; a confirm after it records nothing', () => {
    const mails = script.mail.sent.length
    const reschedule = { reschedule: ID, t: token('reschedule') }
    expect(pageText(reschedule)).toContain('When suits you best?')
    expect(ask({ action: 'reschedule', id: ID, t: token('reschedule'), note: 'x'.repeat(501) })).toEqual({
      ok: false,
      retry: true,
      text: 'The note is longer than 500 characters.',
    })
    expect(ask({ action: 'reschedule', id: ID, t: token('reschedule'), note: 'Evenings after 5' })).toEqual({
      ok: true,
      text: 'Thank you. We will call you to find another time.',
    })
    const [notice, ...more] = script.mail.sent.slice(mails)
    expect(more).toEqual([])
    expect(notice!.to).toBe(QUOTE)
    expect(notice!.subject).toBe(
      'Homeowner asked for another time: Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST',
    )
    expect(notice!.body).toContain(`Booking ID: ${ID}`)
    expect(notice!.body.split('\n').at(-1)).toBe('  Evenings after 5')
    const cells = row()
    expect([cells['Reschedule Asked At'], cells['Reschedule Note'], cells['Reschedule Email Status']]).toEqual([
      new Date(NOW).toISOString(),
      'Evenings after 5',
      'Sent',
    ])
    const asked = 'You asked for another time on Fri Nov 20. We will call you.'
    expect(ask({ action: 'reschedule', id: ID, t: token('reschedule'), note: 'again' })).toEqual({
      ok: false,
      text: asked,
    })
    expect(ask({ action: 'confirm', id: ID, t: token('confirm') })).toEqual({ ok: false, text: asked })
    expect(pageText({ confirm: ID, t: token('confirm') }).at(-1)).toBe(asked)
    expect(row()['Confirmed At']).toBe('')
    expect(script.mail.sent.length).toBe(mails + 1)
    expect(post({ key: KEY, action: 'list', since: '2026-11-16T00:00:00Z' })).toMatchObject({
      bookings: [{ id: ID, rescheduleAskedAt: new Date(NOW).toISOString(), confirmedAt: '' }],
    })
  })

  it('a wrong token, another action’s token, an unknown booking: not valid, nothing written', () => {
    expect(pageText({ confirm: ID, t: token('reschedule') })).toEqual([
      'Acme Leads',
      'Confirm your estimate',
      'This link is not valid.',
    ])
    for (const request of [
      { action: 'confirm', id: ID, t: token('reschedule') },
      { action: 'reschedule', id: ID, t: 'x'.repeat(43) },
      { action: 'confirm', id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d', t: token('confirm') },
    ])
      expect(ask(request)).toEqual({ ok: false, text: 'This link is not valid.' })
    expect([row()['Confirmed At'], row()['Reschedule Asked At']]).toEqual(['', ''])
  })

  it('says the appointment passed, or was cancelled', () => {
    const header = script.bookingsTab()[0]!
    script.spreadsheet
      .getSheetByName('Bookings')!
      .getRange(2, header.indexOf('Status') + 1)
      .setValue('Refunded')
    expect(ask({ action: 'confirm', id: ID, t: token('confirm') })).toEqual({
      ok: false,
      text: 'This appointment was cancelled.',
    })
    script.spreadsheet
      .getSheetByName('Bookings')!
      .getRange(2, header.indexOf('Status') + 1)
      .setValue('')
    script.clock.set(Date.parse('2026-12-01T16:00:00.000Z'))
    expect(pageText({ reschedule: ID, t: token('reschedule') }).at(-1)).toBe('This appointment has passed.')
  })
})

describe('the reminder the day before', () => {
  // Tue Dec 1, 10:00 AM CST: the window is Mon Nov 30 from 9:00 AM (15:00Z) up to 8:00 PM CST (Dec 1 02:00Z).
  const OPENS = Date.parse('2026-11-30T15:00:00.000Z')
  const CLOSES = Date.parse('2026-12-01T02:00:00.000Z')
  const sweepAt = (time: number) => {
    script.clock.set(time)
    script.call('everyFiveMinutes')
  }
  const reminders = () => sentTo(HOMEOWNER).filter((mail) => mail.subject.startsWith('Reminder:'))
  const setCell = (header: string, value: string) => {
    const names = script.bookingsTab()[0]!
    script.spreadsheet
      .getSheetByName('Bookings')!
      .getRange(2, names.indexOf(header) + 1)
      .setValue(value)
  }

  beforeEach(() => void book())

  it('goes once, at the first run from 9:00 AM on the day before, with both links', () => {
    sweepAt(OPENS - 5 * MINUTE)
    expect(reminders()).toEqual([])
    sweepAt(OPENS + MINUTE)
    expect(reminders()).toHaveLength(1)
    const mail = reminders()[0]!
    expect(mail.subject).toBe('Reminder: your free Concrete Coatings estimate tomorrow at 10:00 AM CST')
    expect(mail.name).toBe('Acme Leads')
    expect(mail.replyTo).toBe(script.ownerEmail)
    expect(mail.body.split('\n')).toEqual(
      expect.arrayContaining([
        `Please confirm: ${EXEC}?confirm=${ID}&t=${token('confirm')}`,
        `Need another time? ${EXEC}?reschedule=${ID}&t=${token('reschedule')}`,
      ]),
    )
    expect(row()['Reminder Sent At']).toBe(new Date(OPENS + MINUTE).toISOString())
    sweepAt(OPENS + 6 * MINUTE)
    sweepAt(OPENS + 60 * MINUTE)
    expect(reminders()).toHaveLength(1)
  })

  it('is never sent late: a sweep from 8:00 PM on, or on the day, sends none', () => {
    sweepAt(CLOSES)
    sweepAt(CLOSES + 10 * 60 * MINUTE)
    expect(reminders()).toEqual([])
    expect(row()['Reminder Sent At']).toBe('')
  })

  it('none for a booking asked for another time, cancelled or rescheduled', () => {
    for (const [header, value] of [
      ['Reschedule Asked At', '2026-11-25T15:00:00.000Z'],
      ['Status', 'Cancelled'],
      ['Status', 'Rescheduled'],
    ] as const) {
      fresh()
      book()
      setCell(header, value)
      sweepAt(OPENS + MINUTE)
      expect(reminders(), value).toEqual([])
    }
  })

  it('quotes first: it waits while fewer than 10 recipients remain, then goes in its window', () => {
    script.mail.quota = 9
    sweepAt(OPENS + MINUTE)
    expect(reminders()).toEqual([])
    expect(row()['Reminder Sent At']).toBe('')
    script.mail.quota = 10
    sweepAt(OPENS + 6 * MINUTE)
    expect(reminders()).toHaveLength(1)
  })

  it('stopped after each service call of a sweep, resends nothing that went, and is never sent twice', () => {
    sweepAt(OPENS + MINUTE)
    const serviceCalls = script.lastServiceCalls()
    expect(reminders()).toHaveLength(1)
    for (let n = 1; n <= serviceCalls; n++) {
      fresh()
      book()
      script.clock.set(OPENS + MINUTE)
      script.executions.stopAfterServiceCalls(n)
      expect(() => script.call('everyFiveMinutes'), `n = ${n}`).toThrow(ExecutionStopped)
      sweepAt(OPENS + 6 * MINUTE)
      sweepAt(OPENS + 11 * MINUTE)
      const sent = reminders().length
      expect(sent, `n = ${n}`).toBeLessThanOrEqual(1)
      // Cut between its claim and its fate: only the Sent folder knows, and it is never sent again unasked.
      const mark = String(row()['Reminder Sent At'])
      expect(mark, `n = ${n}`).toMatch(sent === 0 ? /^Sending since / : /^(Sending since |2026-11-30T15:)/)
    }
  })
})
