// @vitest-environment node
// apps-script/ledger.js under the double: columns by header name, the quote email, deliver, list, no-spreadsheet,
// and the read/write budget at 50,000 rows.
import { beforeEach, describe, expect, it } from 'vitest'
import {
  bigLedgerRows,
  bigLedgerRowsWithRefunds,
  BOOKINGS_HEADER_WITHOUT_REFUNDS,
  BOOKINGS_HEADER,
  loadLedgerScript,
  type LedgerScript,
} from '../../../../scripts/support/apps-script-double'
import { quoteEmailBody, quoteEmailSubject } from '../../../../src/bookings/quote-email'
import { refundPolicyText } from '../../../../src/refunds/policy'
import { bookingsColumn, KEY, loadScript, poster, bookingWithAppointment, NO_ANSWERS_YET } from '../script-requests'

const booking = bookingWithAppointment

type Answer = Record<string, unknown>
let script: LedgerScript
const post = poster(() => script)
const book = (bookings: unknown[]) => post({ key: KEY, action: 'book', bookings })
const deliver = (ids: string[], resend = false) =>
  post({ key: KEY, action: 'deliver', ids, ...(resend ? { resend } : {}) })
const list = (since: string, until?: string) => post({ key: KEY, action: 'list', since, until })
const sheet = () => script.spreadsheet.getSheetByName('Bookings')!
const columnOf = (name: string) => bookingsColumn(script, name)

beforeEach(() => {
  script = loadScript()
})

describe('no active spreadsheet (a standalone script)', () => {
  it('answers no-spreadsheet to every action, and bad-key to a wrong key first', () => {
    script.bound = false
    for (const body of [
      { key: KEY, action: 'check' },
      { key: KEY, action: 'book', bookings: [booking('a')] },
      { key: KEY, action: 'deliver', ids: ['a'] },
      { key: KEY, action: 'list', since: '2026-11-01T00:00:00Z' },
      { key: KEY, action: 'whatever' },
    ])
      expect(post(body)).toEqual({ ok: false, error: 'no-spreadsheet' })
    expect(post({ key: 'wrong', action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
    expect(script.doPost('not json').content).toBe('{"ok":false,"error":"bad-request","reason":"not a JSON object"}')
    expect(script.mail.sent).toEqual([])
  })
})

describe('check', () => {
  it('names the spreadsheet, counts the bookings, gives the version, and makes the tab and frozen header', () => {
    script = loadLedgerScript({ ledgerKey: KEY, spreadsheetName: 'Agency Bookings 2026' })
    expect(post({ key: KEY, action: 'check' })).toMatchObject({
      ok: true,
      spreadsheet: 'Agency Bookings 2026',
      bookings: 0,
      version: 13,
    })
    expect(script.bookingsTab()).toEqual([[...BOOKINGS_HEADER]])
    expect(sheet().frozenRows).toBe(1)
    book([booking('a'), booking('b')])
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ bookings: 2 })
  })

  it('adds the nine new columns at the right of a version 1 tab, growing the grid when it is too narrow', () => {
    const tab = script.spreadsheet.insertSheet('Bookings')
    tab.maxColumns = 12
    tab.prefill([BOOKINGS_HEADER_WITHOUT_REFUNDS.slice(0, 10), ["'old", "'2026-11-02T10:00:00Z", 'Sam', 'Old Partner']])
    expect(list('2026-11-01T00:00:00Z')).toMatchObject({ bookings: [{ id: 'old', emailStatus: '' }] })
    expect(script.bookingsTab()[0]).toHaveLength(10)
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ ok: true, bookings: 1 })
    expect(script.bookingsTab()[0]).toEqual([...BOOKINGS_HEADER])
    expect(tab.maxColumns).toBeGreaterThanOrEqual(19)
  })
})

describe('columns by header name', () => {
  it('books and lists in a tab whose columns the owner reordered, with an owner’s column in the middle', () => {
    const header = [...BOOKINGS_HEADER].reverse().map((name) => name.toUpperCase().replace(' ', '  '))
    header.splice(7, 0, 'Owner notes')
    script.spreadsheet.insertSheet('Bookings').prefill([header])
    expect(book([booking('a')])).toMatchObject({ saved: ['a'], emailed: ['a'] })
    const rows = script.bookingsTab()
    expect(rows[0]).toEqual(header)
    const cell = (name: string) => rows[1]![header.indexOf(name)]
    expect(cell('BOOKING  ID')).toBe('a')
    expect(cell('ZIP')).toBe('54016')
    expect(cell('PARTNER  EMAIL')).toBe('quotes@hudson.example')
    expect(cell('EMAIL  STATUS')).toBe('Sent')
    expect(cell('EMAILED  TO')).toBe('quotes@hudson.example')
    expect(cell('Owner notes')).toBe('')
    expect(list('2026-11-16T00:00:00Z')).toMatchObject({
      bookings: [{ id: 'a', zip: '54016', emailStatus: 'Sent', appointmentLabel: 'Tue Dec 1, 10:00 AM CST' }],
    })
  })

  it("adds a missing column on book, not on list (a missing column lists as '')", () => {
    script.spreadsheet
      .insertSheet('Bookings')
      .prefill([
        BOOKINGS_HEADER_WITHOUT_REFUNDS.slice(0, 10),
        ["'old", "'2026-11-20T10:00:00Z", 'Sam', 'Old Partner', "'Tree"],
      ])
    expect(list('2026-11-16T00:00:00Z')).toEqual({
      ok: true,
      bookings: [
        {
          id: 'old',
          bookedAt: '2026-11-20T10:00:00.000Z',
          partner: 'Old Partner',
          service: 'Tree',
          zip: '',
          garageSize: '',
          status: '',
          appointment: '',
          appointmentLabel: '',
          emailStatus: '',
          emailedAt: '',
          ...NO_ANSWERS_YET,
        },
      ],
    })
    expect(script.bookingsTab()[0]).toHaveLength(10)
    book([booking('new')])
    expect(script.bookingsTab()[0]).toEqual([...BOOKINGS_HEADER])
    expect(columnOf('Booking ID')).toEqual(['old', 'new'])
  })

  it('lists a tab the owner sorted (newest first) correctly', () => {
    book([
      booking('old', { bookedAt: '2020-10-01T12:00:00.000Z' }),
      booking('in-1', { bookedAt: '2020-11-17T12:00:00.000Z' }),
      booking('in-2', { bookedAt: '2020-11-20T12:00:00.000Z' }),
      booking('later', { bookedAt: '2020-12-20T12:00:00.000Z' }),
    ])
    // The old booking's quote went out (by hand) inside the window: it is listed for its Emailed At.
    sheet().getRange(2, 18).setValue("'2020-11-18T08:00:00.000Z")
    const tab = sheet()
    tab.rows = [tab.rows[0]!, ...tab.rows.slice(1).reverse()]
    expect(columnOf('Booking ID')).toEqual(['later', 'in-2', 'in-1', 'old'])
    const answer = list('2020-11-16T00:00:00Z', '2020-11-23T00:00:00Z') as { bookings: Answer[] }
    expect(answer.bookings.map((b) => [b.id, b.emailedAt])).toEqual([
      ['in-2', expect.any(String)],
      ['in-1', expect.any(String)],
      ['old', '2020-11-18T08:00:00.000Z'],
    ])
  })
})

describe('book sends the quote email', () => {
  it('sends one plain-text email per saved booking, with the exact subject, body, to, replyTo and name', () => {
    script.properties.set('REPLY_TO', 'office@agency.example')
    script.properties.set('AGENCY_NAME', 'Acme Home Services')
    const answer = book([booking('a'), booking('b', { service: '', partner: 'Two Address Painting' })])
    expect(answer).toEqual({
      ok: true,
      saved: ['a', 'b'],
      duplicates: [],
      rejected: [],
      emailed: ['a', 'b'],
      notEmailed: [],
    })
    expect(script.mail.sent).toEqual([
      {
        to: 'quotes@hudson.example',
        subject: 'New estimate: Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST',
        body: quoteEmailBody(booking('a'), refundPolicyText.quoteEmail),
        replyTo: 'office@agency.example',
        name: 'Acme Home Services',
      },
      {
        to: 'x@p.example, y@p.example',
        subject: 'New estimate: 54016 · Tue Dec 1, 10:00 AM CST',
        body: quoteEmailBody(booking('b', { service: '' }), refundPolicyText.quoteEmail),
        replyTo: 'office@agency.example',
        name: 'Acme Home Services',
      },
    ])
    expect(quoteEmailSubject(booking('a'))).toBe(script.mail.sent[0]!.subject)
    expect(columnOf('Email Status')).toEqual(['Sent', 'Sent'])
    expect(columnOf('Emailed To')).toEqual(['quotes@hudson.example', 'x@p.example, y@p.example'])
    for (const at of columnOf('Emailed At')) expect(Number.isNaN(new Date(at!).getTime())).toBe(false)
    expect(script.lock.held).toBe(false)
    expect(script.lock.releasedWithoutFlush).toBe(0)
  })

  it('leaves out replyTo and name when the Script Properties are not set', () => {
    book([booking('a')])
    expect(Object.keys(script.mail.sent[0]!).sort()).toEqual(['body', 'subject', 'to'])
  })

  it('never resends a duplicate, and answers it by its row’s stored Email Status', () => {
    book([booking('a'), booking('b', { partner: 'No Address Coatings' })])
    script.spreadsheet.insertSheet('Other')
    expect(script.mail.sent).toHaveLength(1)
    const tab = sheet()
    tab.prefill([["'c", "'2026-11-20T10:00:00Z", '', 'P']]) // an old row with no Email Status
    tab.prefill([["'d", "'2026-11-20T10:00:00Z", '', 'P']])
    tab.getRange(5, 19).setValue(' sent  by HAND ')
    expect(book([booking('a'), booking('b'), booking('c'), booking('d'), booking('a')])).toEqual({
      ok: true,
      saved: [],
      duplicates: ['a', 'b', 'c', 'd', 'a'],
      rejected: [],
      emailed: ['a', 'd'],
      notEmailed: [
        { id: 'b', reason: 'no partner email' },
        { id: 'c', reason: 'not sent' },
      ],
    })
    expect(script.mail.sent).toHaveLength(1)
  })

  it('a resend after a lost answer gives one row and one email', () => {
    const first = book([booking('lost')])
    const again = book([booking('lost')])
    expect(first).toMatchObject({ saved: ['lost'], emailed: ['lost'] })
    expect(again).toMatchObject({ saved: [], duplicates: ['lost'], emailed: ['lost'], notEmailed: [] })
    expect(columnOf('Booking ID')).toEqual(['lost'])
    expect(script.mail.sent).toHaveLength(1)
  })

  it('refuses a sheet address that is empty, line-broken, named or too long, sends nothing, and saves the rows', () => {
    script.partnerSheet.csv = [
      'Company Name,Quote Email',
      'None,',
      'Broken,"a@x.com\nb@x.com"',
      'Named,Jo <jo@x.com>',
      'Six,"a@x.com,b@x.com,c@x.com,d@x.com,e@x.com,f@x.com"',
    ].join('\n')
    const notEmailed = [
      { id: 'none', reason: 'no partner email' },
      { id: 'broken', reason: 'not an email address: a@x.com b@x.com' },
      { id: 'named', reason: 'not an email address: Jo <jo@x.com>' },
      { id: 'six', reason: 'too many addresses' },
    ]
    expect(
      book([
        booking('none', { partner: 'None' }),
        booking('broken', { partner: 'Broken' }),
        booking('named', { partner: 'Named' }),
        booking('six', { partner: 'Six' }),
      ]),
    ).toMatchObject({
      saved: ['none', 'broken', 'named', 'six'],
      emailed: [],
      notEmailed,
    })
    expect(script.mail.sent).toEqual([])
    expect(columnOf('Email Status')).toEqual(notEmailed.map(({ reason }) => reason))
    expect(columnOf('Partner Email')).toEqual(['', '', '', ''])
  })

  it('stores any sendEmail exception but the daily quota’s as may have been sent, which deliver sends only with resend', () => {
    const mayHaveBeenSent = 'may have been sent: check the Sent folder'
    script.mail.failWith = 'Invalid email: quotes@hudson'
    expect(book([booking('a')])).toMatchObject({
      saved: ['a'],
      emailed: [],
      notEmailed: [{ id: 'a', reason: mayHaveBeenSent }],
    })
    expect(columnOf('Booking ID')).toEqual(['a'])
    expect(columnOf('Email Status')).toEqual([mayHaveBeenSent])
    expect(columnOf('Emailed At')).toEqual([''])
    script.mail.failWith = null
    expect(deliver(['a'])).toEqual({ ok: true, emailed: [], notEmailed: [{ id: 'a', reason: mayHaveBeenSent }] })
    expect(script.mail.sent).toEqual([])
    expect(deliver(['a'], true)).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
  })

  it('stores the daily quota’s exception from sendEmail as daily email limit reached, which deliver sends again', () => {
    script.mail.failWith = 'Service invoked too many times for one day: email.'
    expect(book([booking('a')])).toMatchObject({ notEmailed: [{ id: 'a', reason: 'daily email limit reached' }] })
    script.mail.failWith = null
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
  })
})

describe('deliver', () => {
  it('after the daily limit, sends once when the quota is back, to the partner sheet’s current address', () => {
    script.mail.quota = 0
    expect(book([booking('a')])).toMatchObject({
      saved: ['a'],
      notEmailed: [{ id: 'a', reason: 'daily email limit reached' }],
    })
    expect(script.mail.sent).toEqual([])
    expect(deliver(['a'])).toEqual({
      ok: true,
      emailed: [],
      notEmailed: [{ id: 'a', reason: 'daily email limit reached' }],
    })
    script.mail.quota = 100
    // The owner corrects the address in the partner sheet; deliver reads it afresh, whatever the cache holds.
    script.partnerSheet.csv = 'Company Name,Quote Email\nHudson Garage Floors LLC,fixed@hudson.example'
    expect(deliver(['a', 'nope', 'a'])).toEqual({
      ok: true,
      emailed: ['a'],
      notEmailed: [{ id: 'nope', reason: 'not in the ledger' }],
    })
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(script.mail.sent).toHaveLength(1)
    expect(script.mail.sent[0]).toMatchObject({
      to: 'fixed@hudson.example',
      body: quoteEmailBody(booking('a'), refundPolicyText.quoteEmail),
    })
    expect(columnOf('Email Status')).toEqual(['Sent'])
    expect(columnOf('Emailed To')).toEqual(['fixed@hudson.example'])
    expect(columnOf('Partner Email')).toEqual(['fixed@hudson.example'])
    expect(script.mail.quota).toBe(99)
    expect(script.lock.releasedWithoutFlush).toBe(0)
  })

  it('pressed twice at once sends once: the second sees the first one’s mark while its email is on the way', () => {
    script.mail.quota = 0
    book([booking('a')])
    script.mail.quota = 100
    let second: Answer | null = null
    script.mail.duringNextSend(() => (second = deliver(['a'])))
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(second).toEqual({ ok: true, emailed: [], notEmailed: [{ id: 'a', reason: 'being sent' }] })
    script.lock.runWhileNextCallerWaits(() => deliver(['a']))
    expect(deliver(['a'])).toEqual({ ok: true, emailed: ['a'], notEmailed: [] })
    expect(script.mail.sent).toHaveLength(1)
  })

  it('does not send a row marked Sent by hand, and rewrites no owner’s cell between non-adjacent email columns', () => {
    const header = [
      ...BOOKINGS_HEADER_WITHOUT_REFUNDS.slice(0, 16),
      'Emailed To',
      'Owner',
      'Emailed At',
      'Email Status',
    ]
    script.spreadsheet.insertSheet('Bookings').prefill([header])
    book([booking('a', { partner: 'No Address Coatings' }), booking('b', { partner: 'No Address Coatings' })])
    sheet().getRange(2, 20).setValue('Sent by hand')
    // The owner mends the booking's Partner cell, and keeps a formula and a number in their own column.
    sheet().getRange(3, 4).setValue('Northwoods Tree & Stump')
    sheet().getRange(3, 18).setValue('=ROW()')
    sheet().getRange(3, 15).setValue('call first')
    sheet().getRange(2, 18).setValue('02134')
    expect(deliver(['a', 'b'])).toEqual({ ok: true, emailed: ['a', 'b'], notEmailed: [] })
    expect(script.mail.sent.map((mail) => mail.to)).toEqual(['trees@northwoods.example'])
    expect(script.mail.sent[0]!.body).toContain('Notes from the lead (not from the agency):\n  call first')
    const b = script.bookingsTab()[2]!
    expect([b[15], b[16], b[19]]).toEqual(['trees@northwoods.example', 'trees@northwoods.example', 'Sent'])
    expect(sheet().formulaAt(3, 18)).toBe('=ROW()')
    expect(script.bookingsTab()[1]![17]).toBe('2134')
  })
})

describe('list', () => {
  it('gives bookings booked or emailed in [since, until), never a lead field nor the partner’s addresses', () => {
    book([
      booking('before', { bookedAt: '2020-11-01T12:00:00.000Z' }),
      booking('in', { bookedAt: '2020-11-18T12:00:00.000Z' }),
      booking('after', { bookedAt: '2020-11-23T00:00:00.000Z' }),
    ])
    // Emailed just now, long after the window: only `in` is in it.
    const answer = list('2020-11-16T00:00:00Z', '2020-11-23T00:00:00Z') as { bookings: Answer[] }
    expect(answer.bookings.map((b) => b.id)).toEqual(['in'])
    expect(answer.bookings[0]).toMatchObject({ emailStatus: 'Sent', bookedAt: '2020-11-18T12:00:00.000Z' })
    const recent = list(new Date(Date.now() - 60_000).toISOString()) as { bookings: Answer[] }
    expect(recent.bookings.map((b) => b.id)).toEqual(['before', 'in', 'after'])
    const text = JSON.stringify(answer)
    for (const secret of ['Pat Doe', '715 555', 'pat@example.com', 'Main St', 'Side door', 'hudson.example'])
      expect(text).not.toContain(secret)
    const listedFields =
      'id bookedAt partner service zip garageSize status homeownerEmailStatus confirmedAt rescheduleAskedAt appointment appointmentLabel emailStatus emailedAt refundDecision refundDecidedAt refundReason ledgerNote rebookOf reminderSentAt onDoNotCall'
    expect(Object.keys(answer.bookings[0]!).sort()).toEqual(listedFields.split(' ').sort())
  })

  it('lists a booking by its Emailed At, and reads a date the owner typed', () => {
    script.spreadsheet
      .insertSheet('Bookings')
      .prefill([
        [...BOOKINGS_HEADER_WITHOUT_REFUNDS],
        ["'late", "'2026-11-01T12:00:00Z", '', "'P", ...Array(13).fill(''), '2026-11-18 09:30', "'Sent by hand"],
        ["'no-id-skipped"].map(() => ''),
      ])
    expect(list('2026-11-16T00:00:00Z')).toMatchObject({
      bookings: [{ id: 'late', emailedAt: '2026-11-18T09:30:00.000Z', emailStatus: 'Sent by hand' }],
    })
    expect(list('2026-11-19T00:00:00Z')).toEqual({ ok: true, bookings: [] })
    expect(list('2026-11-16T00:00:00Z', 'nope')).toEqual({ ok: false, error: 'bad-request' })
  })
})

describe('list: reminderSentAt and onDoNotCall', () => {
  const SENT = '2026-11-24T15:00:00.000Z'
  const ASKED = '2026-11-23T10:00:00.000Z'
  /** Books `phones` in order (rows 2, 3, …), then writes the given cells of each row by header. */
  function booked(rows: { phone: string; cells?: Record<string, unknown> }[]) {
    book(rows.map(({ phone }, i) => booking(`b${i}`, { leadPhone: phone })))
    const header = script.bookingsTab()[0]!
    rows.forEach(({ cells = {} }, i) => {
      for (const [name, value] of Object.entries(cells))
        sheet()
          .getRange(i + 2, header.indexOf(name) + 1)
          .setValue(value)
    })
  }
  const doNotCall = (phones: string[]) =>
    script.spreadsheet
      .insertSheet('Do Not Call')
      .prefill([['Phone', 'Added At', 'Lead ID'], ...phones.map((phone) => [phone, "'2026-11-01T10:00:00.000Z", ''])])
  const listed = () => (list('2026-11-01T00:00:00Z') as { bookings: Answer[] }).bookings

  it('answers a sent time, and "" while it is being sent, for a reason it did not go, or for none', () => {
    booked([
      { phone: '715 555 0100', cells: { 'Reminder Sent At': `'${SENT}` } },
      { phone: '715 555 0100', cells: { 'Reminder Sent At': new Date(SENT) } },
      { phone: '715 555 0100', cells: { 'Reminder Sent At': `'Sending since ${SENT}` } },
      // The Date parser reads a year out of these words: still no sent time.
      { phone: '715 555 0100', cells: { 'Reminder Sent At': "'could not send: quota 2026" } },
      { phone: '715 555 0100', cells: { 'Reminder Sent At': "'not wanted" } },
      { phone: '715 555 0100' },
    ])
    expect(listed().map((b) => b.reminderSentAt)).toEqual([SENT, SENT, '', '', '', ''])
  })

  it('marks a booking asked for another time whose lead phone is on Do Not Call, never answering the phone', () => {
    booked([
      { phone: '(715) 555-0101', cells: { 'Reschedule Asked At': `'${ASKED}` } },
      { phone: '715 555 0102', cells: { 'Reschedule Asked At': `'${ASKED}` } },
      // On Do Not Call, but not asked: the tab is read for asked bookings only.
      { phone: '1 715 555 0101' },
      { phone: '715 555 0103', cells: { 'Reschedule Asked At': `'${ASKED}`, 'Email Status': "'held: same homeowner" } },
    ])
    doNotCall(["'7155550101", "'715-555-0103"])
    const answer = list('2026-11-01T00:00:00Z') as { bookings: Answer[]; held: Answer[] }
    expect(answer.bookings.map((b) => [b.id, b.onDoNotCall])).toEqual([
      ['b0', true],
      ['b1', false],
      ['b2', false],
    ])
    expect(answer.held.map((b) => [b.id, b.onDoNotCall])).toEqual([['b3', true]])
    expect(JSON.stringify(answer)).not.toMatch(/555|Pat Doe/)
  })

  it('reads neither the Do Not Call tab nor a lead phone while no listed booking was asked for another time', () => {
    booked([{ phone: '715 555 0101' }, { phone: '715 555 0102', cells: { 'Confirmed At': `'${ASKED}` } }])
    script.resetCounters()
    listed()
    const withoutTab = script.counters.cellsRead
    doNotCall(Array.from({ length: 200 }, (_, i) => `'715555${String(1000 + i)}`))
    script.resetCounters()
    expect(listed().map((b) => b.onDoNotCall)).toEqual([false, false])
    expect(script.counters.cellsRead).toBe(withoutTab)
  })

  it('reads the Do Not Call tab once for all the asked bookings', () => {
    booked([
      { phone: '715 555 0100' },
      { phone: '715 555 0101', cells: { 'Reschedule Asked At': `'${ASKED}` } },
      { phone: '715 555 0102' },
      { phone: '715 555 0103', cells: { 'Reschedule Asked At': `'${ASKED}` } },
      { phone: '715 555 0104' },
    ])
    script.resetCounters()
    listed()
    const withoutTab = script.counters.cellsRead
    doNotCall(["'7155550103"])
    script.resetCounters()
    expect(listed().map((b) => b.onDoNotCall)).toEqual([false, false, false, true, false])
    // The Do Not Call tab's header and its one phone are all it adds.
    expect(script.counters.cellsRead - withoutTab).toBeLessThanOrEqual(2 * 3)
  })
})

describe('nothing about leads reaches Logger', () => {
  it('logs nothing while booking, delivering and listing; authorize logs no lead field', () => {
    book([booking('a'), booking('b', { partnerEmail: 'Pat Doe <pat@example.com>' })])
    script.mail.failWith = 'Failed for Pat Doe'
    deliver(['b'])
    list('2026-11-01T00:00:00Z')
    expect(script.logs).toEqual([])
    script.call('authorize')
    expect(script.logs).toHaveLength(1)
    expect(script.logs[0]).not.toMatch(/Pat|715|example/)
  })
})

describe('the budget at 50,000 rows in written order, 2,000 in the two weeks asked', () => {
  const ROWS = 50_000
  const RECENT = 2_000
  const until = Date.parse('2026-11-30T00:00:00Z')
  beforeEach(() => {
    script.spreadsheet.insertSheet('Bookings').load(bigLedgerRows({ rows: ROWS, recent: RECENT, until }))
    script.resetCounters()
  })

  it('list reads at most 3 cells a ledger row plus one a listed field of each row it returns', () => {
    const answer = list(new Date(until - 14 * 86_400_000).toISOString()) as { bookings: Answer[] }
    expect(answer.bookings).toHaveLength(RECENT)
    expect(script.counters.cellsRead).toBeLessThanOrEqual(
      3 * ROWS + 11 * RECENT + BOOKINGS_HEADER_WITHOUT_REFUNDS.length,
    )
    expect(script.counters.writeCalls).toBe(0)
  })

  it('refunds reads 4 cells a ledger row, then at most 30 a row it answers: never the old decided requests', () => {
    // Every 100th old row: asked and decided a year ago; every 20th recent: asked; every 40th: decided this week.
    const withRefunds = bigLedgerRowsWithRefunds({ rows: ROWS, recent: RECENT, until })
    const header = withRefunds[0]!
    script.spreadsheet.sheets.delete('Bookings')
    script.spreadsheet.insertSheet('Bookings').load(withRefunds)
    script.clock.set(until)
    script.resetCounters()
    const answer = post({ key: KEY, action: 'refunds', since: new Date(until - 7 * 86_400_000).toISOString() }) as {
      open: unknown[]
      decided: unknown[]
      appointments: unknown[]
    }
    expect([answer.open.length, answer.decided.length]).toEqual([RECENT / 40, RECENT / 40])
    // The appointments of the 28 days before now are answered too.
    const answered = answer.open.length + answer.decided.length + answer.appointments.length
    expect(answered).toBeLessThan(ROWS / 10)
    expect(script.counters.cellsRead).toBeLessThanOrEqual(header.length + 4 * ROWS + 2 * 15 * answered)
    expect(script.counters.cellsRead).toBeLessThan(15 * ROWS)
    expect(script.counters.writeCalls).toBe(0)
  })

  it('book of 20 reads one cell a ledger row plus the header, then per email its row and 4 ids read back', () => {
    const answer = book(Array.from({ length: 20 }, (_, i) => booking(`new-${i}`)))
    expect(answer).toMatchObject({ emailed: Array.from({ length: 20 }, (_, i) => `new-${i}`) })
    const width = BOOKINGS_HEADER.length
    expect(script.counters.cellsRead).toBeLessThanOrEqual(ROWS + width + 20 * (width + 4))
    // The rows (growing the grid first), then per email its claim and its fate.
    // Two more, once: the refund and no-show columns added to this tab without them.
    expect(script.counters.writeCalls).toBeLessThanOrEqual(2 + 2 + 20 * 2)
    expect(sheet().getLastRow()).toBe(ROWS + 21)
  })
})
