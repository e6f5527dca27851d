// @vitest-environment node
// apps-script/ledger.js under the double of the services it may use (scripts/support/apps-script-double.ts).
import { beforeEach, describe, expect, it } from 'vitest'
import {
  BOOKINGS_HEADER_WITHOUT_REFUNDS,
  BOOKINGS_HEADER,
  loadLedgerScript,
  type LedgerScript,
} from '../../../../scripts/support/apps-script-double'
import { booking, KEY, loadScript, poster, NO_ANSWERS_YET } from '../script-requests'

/** The header a version 1 script made; the script finds columns by name, so such a tab still works. */
const TEN_COLUMN_HEADER = BOOKINGS_HEADER_WITHOUT_REFUNDS.slice(0, 10)
const NO_APPOINTMENT_CELLS = ['', '', '', '', '']
/** The refund and no-show columns of a booking no partner has asked about. */
const NO_REFUND_CELLS = Array<string>(9).fill('')
/**
 * Time Zone (the agency's, the tool having sent none), then the homeowner email's, the links', the reminder's, Rebook Of
 * and Calendar Sequence.
 */
const NO_HOMEOWNER_CELLS = ['America/Chicago', ...Array<string>(9).fill('')]
/** A saved booking's cells after the lead's: no appointment, its quote emailed to `partnerEmail`, saved now. */
const emailedCells = (partnerEmail: string, emailedAt: unknown) => [
  ...NO_APPOINTMENT_CELLS,
  partnerEmail,
  partnerEmail,
  emailedAt,
  'Sent',
  ...NO_REFUND_CELLS,
  NOW_ISO,
  '',
  '',
  '',
  ...NO_HOMEOWNER_CELLS,
]

let script: LedgerScript
const post = poster(() => script)
const book = (bookings: unknown[], key = KEY) => post({ key, action: 'book', bookings })
const list = (since: string, key = KEY) => post({ key, action: 'list', since })

/** The script's clock stands still at this time. */
const NOW_ISO = '2026-11-20T15:30:00.000Z'

beforeEach(() => {
  script = loadScript()
  script.clock.set(Date.parse(NOW_ISO))
})

describe('the Bookings tab', () => {
  it('is created with the exact header row, frozen, on the first booking', () => {
    expect(script.bookingsTab()).toEqual([])
    expect(book([booking('a')])).toEqual({
      ok: true,
      saved: ['a'],
      duplicates: [],
      rejected: [],
      emailed: ['a'],
      notEmailed: [],
    })
    const sheet = script.spreadsheet.getSheetByName('Bookings')!
    expect(sheet.displayRows()[0]).toEqual([...BOOKINGS_HEADER])
    expect(sheet.frozenRows).toBe(1)
  })

  it('keeps an owner’s header and rows, and appends below them', () => {
    const sheet = script.spreadsheet.insertSheet('Bookings')
    sheet.prefill([
      [...TEN_COLUMN_HEADER, 'Owner notes'],
      ["'old-1", '2026-11-02 10:00', 'Sam', 'Old Partner'],
    ])
    book([booking('new-1')])
    const rows = script.bookingsTab()
    expect(rows[0]).toEqual([...TEN_COLUMN_HEADER, 'Owner notes', ...BOOKINGS_HEADER.slice(10)])
    expect(rows.map((row) => row[0])).toEqual(['Booking ID', 'old-1', 'new-1'])
  })
})

describe('book', () => {
  it('saves one row per booking, every cell as the tool sent it, Status left to the owner, Saved At the script’s time', () => {
    book([booking('a'), booking('b', { partner: 'Northwoods Tree & Stump', service: '', garageSize: '' })])
    const emailedAt = script.bookingsTab().map((row) => row[17])
    // The tab shows a written ISO time as text.
    expect(script.bookingsTab().slice(1)).toEqual([
      [
        'a',
        '2026-11-20T15:12:00.000Z',
        'Alex',
        'Hudson Garage Floors LLC',
        'Concrete Coatings',
        '54016',
        '2-car',
        'Pat Doe',
        '715 555 0100',
        '',
        ...emailedCells('quotes@hudson.example', emailedAt[1]),
      ],
      [
        'b',
        '2026-11-20T15:12:00.000Z',
        'Alex',
        'Northwoods Tree & Stump',
        '',
        '54016',
        '',
        'Pat Doe',
        '715 555 0100',
        '',
        ...emailedCells('trees@northwoods.example', emailedAt[2]),
      ],
    ])
    expect(emailedAt.slice(1)).toEqual([NOW_ISO, NOW_ISO])
    expect(script.lock.releasedWithoutFlush).toBe(0)
    expect(script.lock.held).toBe(false)
  })

  it('keeps leading zeros and formula-looking input as text', () => {
    book([
      booking('z', {
        zip: '02134',
        leadPhone: '+1 715 555 0100',
        leadName: '=HYPERLINK("https://evil.example","x")',
        setter: '-5',
        partner: '@Partner',
      }),
    ])
    const row = script.bookingsTab()[1]!
    expect(row[5]).toBe('02134')
    expect(row[8]).toBe('+1 715 555 0100')
    expect(row[7]).toBe('=HYPERLINK("https://evil.example","x")')
    expect(row[2]).toBe('-5')
    expect(row[3]).toBe('@Partner')
    const cell = script.spreadsheet.getSheetByName('Bookings')!.getRange(2, 6).getValue()
    expect(cell).toBe('02134')
  })

  it('answers an id already in the tab, or repeated in the request, under duplicates and writes it once', () => {
    expect(book([booking('a'), booking('a')])).toMatchObject({
      ok: true,
      saved: ['a'],
      duplicates: ['a'],
      rejected: [],
    })
    expect(book([booking('a'), booking('b')])).toMatchObject({
      ok: true,
      saved: ['b'],
      duplicates: ['a'],
      rejected: [],
    })
    expect(
      script
        .bookingsTab()
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['a', 'b'])
  })

  it('checks for duplicates inside the lock: a request that ran while this one waited is seen', () => {
    script.lock.runWhileNextCallerWaits(() => book([booking('same')]))
    expect(book([booking('same')])).toMatchObject({ ok: true, saved: [], duplicates: ['same'], rejected: [] })
    expect(
      script
        .bookingsTab()
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['same'])
  })

  it('rejects a booking without id, bookedAt or partner, with a reason, and saves the rest', () => {
    const answer = book([
      booking('', {}),
      booking('no-time', { bookedAt: '' }),
      booking('bad-time', { bookedAt: 'yesterday-ish' }),
      booking('no-partner', { partner: '  ' }),
      { ...booking('not-text'), zip: 54016 },
      booking('fine'),
    ])
    expect(answer).toMatchObject({
      ok: true,
      saved: ['fine'],
      duplicates: [],
      rejected: [
        { id: '', reason: 'missing id' },
        { id: 'no-time', reason: 'missing bookedAt' },
        { id: 'bad-time', reason: 'bookedAt is not a date' },
        { id: 'no-partner', reason: 'missing partner' },
        { id: 'not-text', reason: 'zip is not text' },
      ],
    })
    expect(script.bookingsTab()).toHaveLength(2)
  })

  it('keeps saving past a new sheet’s 1,000 rows (a range below the last row would not exist)', () => {
    for (let batch = 0; batch < 6; batch++)
      expect(book(Array.from({ length: 200 }, (_, i) => booking(`r${batch}-${i}`)))).toMatchObject({ ok: true })
    expect(script.bookingsTab()).toHaveLength(1201)
  })

  it('answers busy when the lock is held elsewhere, writes nothing, and leaves the lock as it was', () => {
    script.lock.heldElsewhere = true
    expect(book([booking('a')])).toEqual({ ok: false, error: 'busy' })
    expect(script.bookingsTab()).toEqual([])
    script.lock.heldElsewhere = false
    expect(book([booking('a')])).toMatchObject({ ok: true, saved: ['a'] })
  })
})

describe('errors', () => {
  it('bad-key for a wrong, missing or non-text key, and when the script has no LEDGER_KEY at all', () => {
    expect(book([booking('a')], 'wrong')).toEqual({ ok: false, error: 'bad-key' })
    expect(post({ action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
    expect(post({ key: 42, action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
    expect(script.bookingsTab()).toEqual([])
    script = loadLedgerScript({ ledgerKey: null })
    expect(post({ key: '', action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
    expect(post({ key: 'null', action: 'check' })).toEqual({ ok: false, error: 'bad-key' })
  })

  it('bad-request for a body that is not a JSON object, an unknown action, or a bad bookings list', () => {
    for (const body of ['', 'not json', '[]', 'null', '"text"'])
      expect(post(body)).toEqual({ ok: false, error: 'bad-request', reason: 'not a JSON object' })
    expect(post({ key: KEY, action: 'delete' })).toEqual({ ok: false, error: 'bad-request' })
    expect(book([])).toEqual({ ok: false, error: 'bad-request' })
    expect(post({ key: KEY, action: 'book', bookings: 'a' })).toEqual({ ok: false, error: 'bad-request' })
    expect(book(Array.from({ length: 201 }, (_, i) => booking(`b${i}`)))).toEqual({ ok: false, error: 'bad-request' })
    expect(list('not a time')).toEqual({ ok: false, error: 'bad-request' })
  })

  it('check answers ok with the right key, the spreadsheet’s name, the bookings, the version and the rest', () => {
    expect(post({ key: KEY, action: 'check' })).toEqual({
      ok: true,
      spreadsheet: 'Agency ledger',
      bookings: 0,
      version: 13,
      role: 'owner',
      refundLinks: false,
      sources: [],
      agencyName: false,
      replyTo: false,
      setterKeys: 0,
      consent: 'complete',
      sweeper: false,
      timeZone: { ok: true },
      agencyTimeZone: 'America/Chicago',
      spreadsheetTimeZone: 'America/Chicago',
      partnerSheet: { ok: true, partners: 4 },
    })
  })
})

describe('list', () => {
  it('gives the bookings since a time, never the lead’s name or phone', () => {
    // Not emailed (its partner left the partner sheet), the old booking is outside the window.
    book([
      booking('old', { bookedAt: '2026-11-01T12:00:00.000Z', partner: 'Gone Partner' }),
      booking('new', { zip: '02134' }),
    ])
    const answer = list('2026-11-09T06:00:00.000Z')
    expect(answer).toEqual({
      ok: true,
      bookings: [
        {
          id: 'new',
          bookedAt: '2026-11-20T15:12:00.000Z',
          partner: 'Hudson Garage Floors LLC',
          service: 'Concrete Coatings',
          zip: '02134',
          garageSize: '2-car',
          status: '',
          appointment: '',
          appointmentLabel: '',
          emailStatus: 'Sent',
          emailedAt: NOW_ISO,
          ...NO_ANSWERS_YET,
        },
      ],
    })
    expect(JSON.stringify(answer)).not.toMatch(/Pat Doe|715 555/)
  })

  it('reads Booked At held as text or as a date cell, and the owner’s Status', () => {
    const sheet = script.spreadsheet.insertSheet('Bookings')
    sheet.prefill([
      [...TEN_COLUMN_HEADER],
      ["'as-text", "'2026-11-20T15:12:00.000Z", 'Alex', 'A', 'Concrete Coatings', "'54016", '', '', '', ''],
      ["'as-date", '2026-11-21 09:30', 'Alex', 'B', 'Tree Removal', '54022', '', '', '', 'Refunded'],
      [
        "'date-object",
        new Date('2026-11-22T18:00:00Z'),
        'Alex',
        'B',
        'Tree Removal',
        '54022',
        '',
        '',
        '',
        ' cancelled ',
      ],
      ['', '', '', '', '', '', '', '', '', 'owner’s stray note'],
    ])
    const answer = list('2026-11-16T06:00:00.000Z') as { bookings: { id: string; bookedAt: string; status: string }[] }
    expect(answer.bookings.map(({ id, bookedAt, status }) => ({ id, bookedAt, status }))).toEqual([
      { id: 'as-text', bookedAt: '2026-11-20T15:12:00.000Z', status: '' },
      { id: 'as-date', bookedAt: '2026-11-21T09:30:00.000Z', status: 'Refunded' },
      { id: 'date-object', bookedAt: '2026-11-22T18:00:00.000Z', status: ' cancelled ' },
    ])
  })

  it('answers an empty list before the tab exists, without creating it', () => {
    expect(list('2026-11-16T06:00:00.000Z')).toEqual({ ok: true, bookings: [] })
    expect(script.spreadsheet.getSheetByName('Bookings')).toBeNull()
  })
})

describe('the double', () => {
  it('reads written text as Sheets does, so a script that forgot the apostrophe would be caught', () => {
    const sheet = script.spreadsheet.insertSheet('Scratch')
    sheet.appendRow(['02134', '+1 715 555 0100', '=1+1', "'02134", '2026-11-20 14:03'])
    expect(sheet.displayRows()[0]).toEqual(['2134', '#ERROR!', '#ERROR!', '02134', '2026-11-20 14:03:00'])
    expect(sheet.getRange(1, 5).getValue()).toBeInstanceOf(Date)
  })
})
