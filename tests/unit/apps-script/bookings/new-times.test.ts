// @vitest-environment node
// A new time is not a new quote: a booking of a rebook row with the same partner while the earlier quote stands
// billed; another partner, a withdrawn or a later refunded earlier quote bill it; the statement and the Weekly Cap;
// the moved booking's four link pages; a book of a new time stopped after each service call, then resent.
import { beforeEach, describe, expect, it } from 'vitest'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { ExecutionStopped } from '../../../../scripts/support/apps-script-services'
import { linkToken } from '../../../../scripts/support/link-token'
import type { BookingToSend } from '../../../../src/bookings/booking'
import { countThisWeek } from '../../../../src/bookings/partner-bookings'
import { readListReply } from '../../../../src/ledger-api/ledger-answer'
import { weekStart } from '../../../../src/partner-time/agency-week'
import {
  NEW_TIMES_HEADING,
  newTimeLine,
  statementAsTsv,
  weeklyStatement,
} from '../../../../src/refunds/weekly-statement'
import { bookingWithAppointment, KEY, loadScript, poster } from '../script-requests'

const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const NEW = '5b7e1c2a-8d4f-4a6b-9c3e-1f2a3b4c5d6e'
const SECRET = 'test-link-secret'
const EXEC = 'https://script.google.com/macros/s/AKfyc-test/exec'
const NOW = Date.parse('2026-11-20T15:30:00.000Z')
const ZONE = 'America/Chicago'
const QUOTE = 'quotes@hudson.example'
const NEW_LABEL = 'Thu Dec 3, 10:00 AM CST'
const MOVED = `This appointment was moved to ${NEW_LABEL}.`
const HUDSON = 'hudson garage floors llc'

let script: LedgerScript
const post = poster(() => script)
type Header = 'Status' | 'Rebook Of' | 'Email Status'
const rowOf = (id: string) => {
  const [header, ...rows] = script.bookingsTab()
  const cells = rows.find((each) => each[0] === id)
  return cells ? Object.fromEntries(header!.map((name, i) => [name, cells[i]])) : null
}
const setCell = (id: string, name: string, value: string) => {
  const [header, ...rows] = script.bookingsTab()
  const row = rows.findIndex((each) => each[0] === id) + 2
  script.spreadsheet
    .getSheetByName('Bookings')!
    .getRange(row, header!.indexOf(name) + 1)
    .setValue(value)
}
const cell = (id: string, name: Header) => rowOf(id)![name]
const quotesOf = (id: string) =>
  script.mail.sent.filter((mail) => mail.to !== 'pat@example.com' && mail.body.includes(`Booking ID: ${id}\n`))
const leadIdOfRebookRow = () => {
  const [header, ...rows] = script.spreadsheet.getSheetByName('Leads')!.displayRows()
  return String(rows[0]![header!.indexOf('Lead ID')])
}
const bookingsListed = () => {
  const answer = readListReply(JSON.stringify(post({ key: KEY, action: 'list', since: '2026-11-01T00:00:00Z' })))
  if (answer.kind !== 'answer') throw new Error(answer.kind)
  return answer.body
}
const statementOf = (week: string) =>
  weeklyStatement(bookingsListed(), [], weekStart(Date.parse(week), ZONE), ZONE, script.clock.now())

function fresh() {
  script = loadScript()
  script.properties.set('AGENCY_TIME_ZONE', ZONE)
  script.properties.set('LINK_SECRET', SECRET)
  script.properties.set('LINK_SECRET_SINCE', '6')
  script.properties.set('AGENCY_NAME', 'Acme Leads')
  script.clock.set(NOW)
  script.call('authorize')
  expect(post({ key: KEY, action: 'check', webAppUrl: EXEC })).toMatchObject({ ok: true, version: 13 })
  // The earlier quote, booked Fri Nov 20, then the homeowner asks for another time: the rebook row.
  post({ key: KEY, action: 'book', bookings: [bookingWithAppointment(ID, { emailHomeowner: false })] })
  const reschedule = { action: 'reschedule', id: ID, t: linkToken('reschedule', ID, SECRET), note: 'Evenings' }
  expect(script.call('askFromLink', reschedule)).toMatchObject({ ok: true })
}

/** The setter books the rebook row: a new time, by default with the same partner. */
const bookNewTime = (extra: Partial<BookingToSend> = {}) =>
  post({
    key: KEY,
    action: 'book',
    bookings: [
      bookingWithAppointment(NEW, {
        leadId: leadIdOfRebookRow(),
        bookedAt: new Date(script.clock.now()).toISOString(),
        appointment: '2026-12-03T16:00:00.000Z',
        appointmentLabel: NEW_LABEL,
        emailHomeowner: false,
        ...extra,
      }),
    ],
  })

beforeEach(() => fresh())

describe('a new time with the same partner', () => {
  it('is emailed as a new time, not charged, with the no-show link only; the earlier booking is Rescheduled', () => {
    expect(bookNewTime()).toMatchObject({ ok: true, saved: [NEW], emailed: [NEW], notEmailed: [] })
    expect([cell(ID, 'Status'), cell(NEW, 'Rebook Of'), cell(NEW, 'Email Status')]).toEqual(['Rescheduled', ID, 'Sent'])
    const [mail, ...more] = quotesOf(NEW)
    expect(more).toEqual([])
    expect(mail!.to).toBe(QUOTE)
    expect(mail!.subject).toBe(`New time: Concrete Coatings · 54016 · ${NEW_LABEL}`)
    const lines = mail!.body.split('\n')
    expect(lines.slice(0, 15)).toEqual([
      'Lead: Pat Doe',
      'Phone: 715 555 0100',
      'Email: pat@example.com',
      'Address: 1 Main St, Hudson WI',
      `Appointment: ${NEW_LABEL}`,
      'Service: Concrete Coatings',
      'Garage size: 2-car',
      `Booking ID: ${NEW}`,
      'Booked by: Alex',
      `New time for Booking ID: ${ID}`,
      '',
      'This new time is not charged.',
      'Not charged while the quote of Fri Nov 20 stands.',
      '',
      `Homeowner did not show up? Tell the agency: ${EXEC}?noshow=${NEW}&t=${linkToken('noshow', NEW, SECRET)}`,
    ])
    expect(mail!.body).not.toContain('?refund=')
    expect(mail!.body).not.toMatch(/Ask for a refund/)
    // The earlier quote's own email is untouched: it went before, with its refund link.
    expect(quotesOf(ID)[0]!.body).toContain(`?refund=${ID}`)
  })

  it('leaves the service out of the subject when the booking has none, as the quote email does', () => {
    bookNewTime({ service: '' })
    expect(quotesOf(NEW)[0]!.subject).toBe(`New time: 54016 · ${NEW_LABEL}`)
  })

  it('is not held as a second booking of its lead, though the earlier booking carries the same Lead ID', () => {
    setCell(ID, 'Lead ID', leadIdOfRebookRow())
    const answer = bookNewTime()
    expect(answer).not.toHaveProperty('held')
    expect(answer).toMatchObject({ emailed: [NEW] })
    // Another booking of the same rebook row is still a second booking of its lead.
    const THIRD = '7d9a3e4c-0f6b-4c8d-9e5a-3b4c5d6e7f8a'
    expect(
      post({ key: KEY, action: 'book', bookings: [{ ...bookingWithAppointment(THIRD), leadId: leadIdOfRebookRow() }] }),
    ).toMatchObject({ held: [{ id: THIRD, reason: expect.stringMatching(/^held: same homeowner booked Fri Nov 20/) }] })
  })

  it('keeps a Status the owner typed', () => {
    setCell(ID, 'Status', 'Called back')
    bookNewTime()
    expect(cell(ID, 'Status')).toBe('Called back')
    expect(quotesOf(NEW)[0]!.subject).toMatch(/^New time: /)
  })

  it('is listed as a new time, under New times, not billed, outside the Weekly Cap; the earlier one stays billed', () => {
    bookNewTime()
    const bookings = bookingsListed()
    expect(bookings.find((each) => each.id === NEW)).toMatchObject({ rebookOf: ID, newTimeOf: ID })
    expect(bookings.find((each) => each.id === ID)).toMatchObject({ status: 'Rescheduled' })
    expect(bookings.find((each) => each.id === ID)).not.toHaveProperty('newTimeOf')
    const statement = statementOf('2026-11-20T15:00:00Z')
    expect(statement.rows).toMatchObject([{ partner: 'Hudson Garage Floors LLC', quotes: 1, amount: 12_500 }])
    expect(statement.total).toBe(12_500)
    expect(statement.newTimes).toEqual([
      { partner: 'Hudson Garage Floors LLC', bookedAt: new Date(NOW).toISOString(), newTimeOf: ID },
    ])
    expect(NEW_TIMES_HEADING).toBe('New times, not billed')
    expect(newTimeLine(statement.newTimes[0]!, ZONE)).toBe(
      `Hudson Garage Floors LLC · booked Fri Nov 20 · new time of ${ID}`,
    )
    expect(countThisWeek(bookings, NOW, ZONE).byPartner.get(HUDSON)!.bookedThisWeek).toBe(1)
    // The copy lists it below the total, so the pasted amounts still add up.
    expect(statementAsTsv(statement, ['P', 'S', 'Q', 'R', 'A'], 'no price', ZONE).split('\n').slice(-3)).toEqual([
      'Total\t\t\t\t$125',
      'New times, not billed',
      `Hudson Garage Floors LLC\tbooked Fri Nov 20 · new time of ${ID}`,
    ])
  })
})

describe('a new time billed as any quote', () => {
  it('with another partner: the ordinary quote email, with its refund link, billed; the earlier Status stays', () => {
    expect(bookNewTime({ partner: 'Two Address Painting', service: 'Exterior Painting' })).toMatchObject({
      emailed: [NEW],
    })
    const mail = quotesOf(NEW)[0]!
    expect(mail.subject).toBe(`New estimate: Exterior Painting · 54016 · ${NEW_LABEL}`)
    expect(mail.body).toContain(`?refund=${NEW}&t=`)
    expect(mail.body).not.toContain('This new time is not charged.')
    expect(cell(ID, 'Status')).toBe('')
    expect(bookingsListed().find((each) => each.id === NEW)).not.toHaveProperty('newTimeOf')
    const statement = statementOf('2026-11-20T15:00:00Z')
    expect(statement.rows.map((row) => [row.partner, row.quotes])).toEqual([
      ['Hudson Garage Floors LLC', 1],
      ['Two Address Painting', 1],
    ])
    expect(statement.newTimes).toEqual([])
  })

  it('after the earlier quote was withdrawn: the ordinary quote email, billed', () => {
    setCell(ID, 'Status', 'Cancelled')
    bookNewTime()
    expect(quotesOf(NEW)[0]!.subject).toBe(`New estimate: Concrete Coatings · 54016 · ${NEW_LABEL}`)
    expect(quotesOf(NEW)[0]!.body).toContain(`?refund=${NEW}&t=`)
    expect(cell(ID, 'Status')).toBe('Cancelled')
    const statement = statementOf('2026-11-20T15:00:00Z')
    expect(statement.rows).toMatchObject([{ partner: 'Hudson Garage Floors LLC', quotes: 1 }])
    expect(statement.newTimes).toEqual([])
    expect(statement.withdrawn).toMatchObject([{ status: 'Cancelled' }])
  })

  it('after the earlier quote is refunded later: billed in the week the new time was booked', () => {
    script.clock.set(Date.parse('2026-11-24T16:00:00.000Z'))
    bookNewTime()
    expect(statementOf('2026-11-24T16:00:00Z')).toMatchObject({ rows: [], newTimes: [{ newTimeOf: ID }] })
    // The owner approves the earlier quote's refund the week after.
    script.clock.set(Date.parse('2026-12-02T16:00:00.000Z'))
    setCell(ID, 'Refund Decision', 'Approved')
    setCell(ID, 'Refund Decided At', '2026-12-02T16:00:00.000Z')
    expect(bookingsListed().find((each) => each.id === NEW)).not.toHaveProperty('newTimeOf')
    const week = statementOf('2026-11-24T16:00:00Z')
    expect(week.rows).toMatchObject([{ partner: 'Hudson Garage Floors LLC', quotes: 1, amount: 12_500 }])
    expect(week.newTimes).toEqual([])
    // The earlier quote stays billed in its week, and is credited in the week of the approval.
    expect(statementOf('2026-11-20T15:00:00Z').rows).toMatchObject([{ quotes: 1 }])
    expect(statementOf('2026-12-02T16:00:00Z').credits).toMatchObject([{ id: ID }])
  })
})

describe('the moved booking’s links', () => {
  const page = (parameter: Record<string, string>) =>
    script
      .doGet(parameter)
      .getContent()
      .replace(/<style>[^<]*<\/style>|<script>[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, '\n')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
  const actions = ['confirm', 'reschedule', 'refund', 'noshow'] as const

  it('say where it moved on all four pages and their buttons, and record nothing', () => {
    bookNewTime()
    // After the appointment, when a no-show could otherwise be reported.
    script.clock.set(Date.parse('2026-12-01T18:00:00.000Z'))
    const before = rowOf(ID)
    const leadRows = script.spreadsheet.getSheetByName('Leads')!.displayRows().length
    const mails = script.mail.sent.length
    for (const action of actions) {
      const t = linkToken(action, ID, SECRET)
      expect(page({ [action]: ID, t }), action).toContain(MOVED)
      expect(page({ [action]: ID, t }), action).not.toContain('Report the no-show')
      const request = { action, id: ID, t, reason: 'Other', note: 'x' }
      expect(script.call('askFromLink', request), action).toEqual({ ok: false, text: MOVED })
    }
    expect(rowOf(ID)).toEqual(before)
    expect(script.spreadsheet.getSheetByName('Leads')!.displayRows()).toHaveLength(leadRows)
    expect(script.mail.sent).toHaveLength(mails)
  })

  it('name the latest booking that gives it a new time', () => {
    bookNewTime()
    const LATER = '8e0b4f5d-1a7c-4d9e-8f6b-4c5d6e7f8a9b'
    script.clock.set(Date.parse('2026-11-21T15:00:00.000Z'))
    post({
      key: KEY,
      action: 'book',
      bookings: [
        bookingWithAppointment(LATER, {
          leadId: leadIdOfRebookRow(),
          bookedAt: '2026-11-21T15:00:00.000Z',
          appointmentLabel: 'Fri Dec 4, 9:00 AM CST',
        }),
      ],
    })
    expect(page({ confirm: ID, t: linkToken('confirm', ID, SECRET) })).toContain(
      'This appointment was moved to Fri Dec 4, 9:00 AM CST.',
    )
  })

  it('of a booking not Rescheduled still record', () => {
    bookNewTime({ partner: 'Two Address Painting' })
    script.clock.set(Date.parse('2026-12-01T18:00:00.000Z'))
    const noshow = { action: 'noshow', id: ID, t: linkToken('noshow', ID, SECRET), note: '' }
    expect(script.call('askFromLink', noshow)).toMatchObject({ ok: true })
    expect(rowOf(ID)!['No-show Reported At']).not.toBe('')
  })
})

/** After any interleaving of `n`: the earlier booking marked Rescheduled, the new time saved once. */
function expectMarkedAndSavedOnce(n: number) {
  expect(cell(ID, 'Status'), `n = ${n}`).toBe('Rescheduled')
  expect(
    script.bookingsTab().filter((each) => each[0] === NEW),
    `n = ${n}`,
  ).toHaveLength(1)
}

describe('the book of a new time, stopped after each service call, then resent', () => {
  it('marks the earlier booking once, saves the new time once, and emails it at most once, as a new time', () => {
    bookNewTime()
    const serviceCalls = script.lastServiceCalls()
    for (let n = 1; n <= serviceCalls; n++) {
      fresh()
      script.executions.stopAfterServiceCalls(n)
      expect(() => bookNewTime(), `n = ${n}`).toThrow(ExecutionStopped)
      bookNewTime()
      script.clock.advance(15 * 60_000)
      script.call('everyFiveMinutes')
      expectMarkedAndSavedOnce(n)
      expect(cell(NEW, 'Rebook Of'), `n = ${n}`).toBe(ID)
      const mails = quotesOf(NEW)
      expect(mails.length, `n = ${n}`).toBeLessThanOrEqual(1)
      for (const mail of mails) expect(mail.subject, `n = ${n}`).toMatch(/^New time: /)
      // Cut between the claim and its fate: only the Sent folder knows, as for any quote.
      if (mails.length === 0) expect(cell(NEW, 'Email Status'), `n = ${n}`).toMatch(/^Sending since /)
      const listedNew = bookingsListed().find((each) => each.id === NEW)
      expect(listedNew, `n = ${n}`).toMatchObject({ newTimeOf: ID })
    }
  })

  it('with the same book sent again inside it, at each service call: one row, one mark, one email', () => {
    let interleavings = 0
    for (let n = 1; ; n++) {
      fresh()
      let ran = false
      script.executions.duringServiceCall(n, () => {
        ran = true
        bookNewTime()
      })
      bookNewTime()
      if (!ran) break
      interleavings++
      script.clock.advance(5 * 60_000)
      script.call('everyFiveMinutes')
      expectMarkedAndSavedOnce(n)
      expect(
        quotesOf(NEW).map((mail) => mail.subject.slice(0, 9)),
        `n = ${n}`,
      ).toEqual(['New time:'])
    }
    expect(interleavings).toBeGreaterThan(10)
  })
})
