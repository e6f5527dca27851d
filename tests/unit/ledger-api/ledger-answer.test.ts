// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  readBookReply,
  readCheckReply,
  readDeliverReply,
  readHeldBookingReply,
  readListedBooking,
  readListReply,
} from '../../../src/ledger-api/ledger-answer'

/** The check answer's fields a script older than version 3 leaves out, as they read: null. */
const UNDECLARED = {
  role: null,
  setter: null,
  consent: null,
  partnerSheet: null,
  refundLinks: null,
  sweeper: null,
  timeZone: null,
  agencyTimeZone: null,
  spreadsheetTimeZone: null,
  agencyName: null,
  replyTo: null,
  setterKeys: null,
}

/** One booking as `list` answers it, with the fields a test changes. */
const listed = (fields: Record<string, string> = {}) => ({
  ...{ id: 'a', bookedAt: '2026-11-20T15:12:00.000Z', partner: 'P', service: 'S', zip: '02134' },
  ...{ garageSize: '', status: '', ...fields },
})

describe('reading the ledger’s answers strictly', () => {
  it('an answer that is not the ledger’s JSON is "not known to be saved"', () => {
    for (const text of ['<!DOCTYPE html><html>Sign in</html>', '', '{"ok":', '[]', 'null', '{"ok":"yes"}'])
      expect(readBookReply(text).kind).toBe('unreachable')
    expect(readBookReply('{"ok":true,"saved":"a","duplicates":[],"rejected":[]}').kind).toBe('unreachable')
    expect(readBookReply('{"ok":true,"saved":[],"duplicates":[],"rejected":[{"id":1}]}').kind).toBe('unreachable')
  })

  it('the error codes are refusals; any other error is unknown', () => {
    for (const error of ['bad-key', 'bad-request', 'busy', 'no-spreadsheet', 'owner-only'] as const)
      expect(readCheckReply(JSON.stringify({ ok: false, error }))).toEqual({ kind: 'refused', error })
    expect(readCheckReply('{"ok":false,"error":"teapot"}').kind).toBe('unreachable')
  })

  it('a book answer gives saved, duplicates and rejected', () => {
    const reply = readBookReply(
      '{"ok":true,"saved":["a"],"duplicates":["b"],"rejected":[{"id":"c","reason":"missing partner"}]}',
    )
    expect(reply).toEqual({
      kind: 'answer',
      body: {
        ok: true,
        saved: ['a'],
        duplicates: ['b'],
        rejected: [{ id: 'c', reason: 'missing partner' }],
        // No `emailed`: a script from before delivery.
        delivery: null,
      },
    })
  })

  it('a book answer from a version 2 script says which quotes were emailed; a malformed one is not trusted', () => {
    const base = '"ok":true,"saved":["a","b"],"duplicates":[],"rejected":[]'
    expect(readBookReply(`{${base},"emailed":["a"],"notEmailed":[{"id":"b","reason":"no partner email"}]}`)).toEqual({
      kind: 'answer',
      body: {
        ok: true,
        saved: ['a', 'b'],
        duplicates: [],
        rejected: [],
        delivery: { emailed: ['a'], notEmailed: [{ id: 'b', reason: 'no partner email' }], held: [] },
      },
    })
    expect(readBookReply(`{${base},"emailed":["a"],"notEmailed":[{"id":"b"}]}`)).toEqual({
      kind: 'unreachable',
      detail: 'the ledger’s answer was malformed',
    })
    expect(readDeliverReply('{"ok":true,"emailed":[],"notEmailed":[{"id":"x","reason":"not in the ledger"}]}')).toEqual(
      {
        kind: 'answer',
        body: { emailed: [], notEmailed: [{ id: 'x', reason: 'not in the ledger' }], held: [] },
      },
    )
    expect(readDeliverReply('{"ok":true}')).toEqual({
      kind: 'unreachable',
      detail: 'the ledger’s answer was malformed',
    })
    expect(readDeliverReply('{"ok":false,"error":"no-spreadsheet"}')).toEqual({
      kind: 'refused',
      error: 'no-spreadsheet',
    })
  })

  it('a check answer names the spreadsheet, its bookings and the script version; an older script declares none', () => {
    expect(readCheckReply('{"ok":true,"spreadsheet":"Agency ledger","bookings":3,"version":2}')).toEqual({
      kind: 'answer',
      body: { ok: true, spreadsheet: 'Agency ledger', bookings: 3, version: 2, ...UNDECLARED },
    })
    expect(readCheckReply('{"ok":true}')).toEqual({
      kind: 'answer',
      body: { ok: true, spreadsheet: null, bookings: null, version: 1, ...UNDECLARED },
    })
  })

  it('a check answer’s bookings and version are whole numbers, or not read', () => {
    const check = (fields: object) => readCheckReply(JSON.stringify({ ok: true, spreadsheet: 'L', ...fields }))
    expect(check({ bookings: 2.5, version: 2.5 })).toEqual({
      kind: 'answer',
      body: { ok: true, spreadsheet: 'L', bookings: null, version: 1, ...UNDECLARED },
    })
    expect(check({ bookings: '3', version: '2' })).toEqual({
      kind: 'answer',
      body: { ok: true, spreadsheet: 'L', bookings: null, version: 1, ...UNDECLARED },
    })
    expect(check({ bookings: 0, version: 3 })).toEqual({
      kind: 'answer',
      body: { ok: true, spreadsheet: 'L', bookings: 0, version: 3, ...UNDECLARED },
    })
  })

  it('a version 3 check answer gives the key’s role, the setter’s name, the consent and the partner sheet', () => {
    const base = { ok: true, spreadsheet: 'L', bookings: 2, version: 3 }
    const check = (fields: object) => readCheckReply(JSON.stringify({ ...base, ...fields }))
    expect(check({ role: 'owner', consent: 'complete', partnerSheet: { ok: true, partners: 25 } })).toEqual({
      kind: 'answer',
      body: { ...base, ...UNDECLARED, role: 'owner', consent: 'complete', partnerSheet: { ok: true, partners: 25 } },
    })
    const reason = 'could not read the partner sheet'
    expect(
      check({ role: 'setter', setter: 'Sam', consent: 'missing', partnerSheet: { ok: false, reason, extra: 1 } }),
    ).toEqual({
      kind: 'answer',
      body: {
        ...base,
        ...UNDECLARED,
        role: 'setter',
        setter: 'Sam',
        consent: 'missing',
        partnerSheet: { ok: false, reason },
      },
    })
  })

  it('a version 8 check answer says whether the sweeper is scheduled; anything but true or false is not trusted', () => {
    const base = { ok: true, spreadsheet: 'L', bookings: 2, version: 8, role: 'owner', consent: 'complete' }
    for (const sweeper of [true, false])
      expect(readCheckReply(JSON.stringify({ ...base, sweeper }))).toMatchObject({ kind: 'answer', body: { sweeper } })
    for (const sweeper of ['yes', 1, null])
      expect(readCheckReply(JSON.stringify({ ...base, sweeper })).kind, String(sweeper)).toBe('unreachable')
  })

  it('a version 8 check answer gives the agency’s zone and its state, and the spreadsheet’s zone', () => {
    const base = { ok: true, spreadsheet: 'L', bookings: 2, version: 8, role: 'owner', consent: 'complete' }
    const zones = { agencyTimeZone: 'America/Chicago', spreadsheetTimeZone: 'Europe/London' }
    const reason = 'unknown time zone America/Nowhere'
    expect(readCheckReply(JSON.stringify({ ...base, ...zones, timeZone: { ok: false, reason } }))).toMatchObject({
      kind: 'answer',
      body: { ...zones, timeZone: { ok: false, reason } },
    })
    for (const bad of [
      { timeZone: { ok: false } },
      { timeZone: 'ok' },
      { agencyTimeZone: ' ' },
      { spreadsheetTimeZone: 5 },
    ])
      expect(readCheckReply(JSON.stringify({ ...base, ...bad })).kind, JSON.stringify(bad)).toBe('unreachable')
  })

  it('a version 10 owner’s check answer says whether AGENCY_NAME and REPLY_TO are set and counts setter keys', () => {
    const base = { ok: true, spreadsheet: 'L', bookings: 2, version: 10, role: 'owner', consent: 'complete' }
    const setup = { agencyName: false, replyTo: true, setterKeys: 3 }
    expect(readCheckReply(JSON.stringify({ ...base, ...setup }))).toMatchObject({ kind: 'answer', body: setup })
    // An older script, or a setter's key, answers none of them: not known.
    expect(readCheckReply(JSON.stringify(base))).toMatchObject({
      kind: 'answer',
      body: { agencyName: null, replyTo: null, setterKeys: null },
    })
    for (const bad of [
      { agencyName: 'Acme' },
      { replyTo: 1 },
      { setterKeys: 1.5 },
      { setterKeys: -1 },
      { setterKeys: '2' },
    ])
      expect(readCheckReply(JSON.stringify({ ...base, ...bad })).kind, JSON.stringify(bad)).toBe('unreachable')
  })

  it('a version 3 check answer with a malformed role, setter, consent or partner sheet is not trusted', () => {
    const valid = { ok: true, spreadsheet: 'L', bookings: 2, version: 3, role: 'owner', consent: 'complete' }
    for (const fields of [
      { role: 'admin' },
      { role: 'setter' },
      { role: 'setter', setter: ' ' },
      { role: 'owner', setter: 'Sam' },
      { consent: 'partial' },
      { partnerSheet: { ok: true } },
      { partnerSheet: { ok: true, partners: -1 } },
      { partnerSheet: { ok: false } },
      { partnerSheet: 'ok' },
    ])
      expect(readCheckReply(JSON.stringify({ ...valid, ...fields })), JSON.stringify(fields)).toEqual({
        kind: 'unreachable',
        detail: 'the ledger’s answer was malformed',
      })
  })

  it('a list answer keeps only well-formed rows, as text, never other fields', () => {
    const row = listed({ partner: '<b>P</b>' })
    const reply = readListReply(
      JSON.stringify({
        ok: true,
        bookings: [
          row,
          { ...row, id: 'b', leadName: 'Pat Doe' },
          { ...row, id: 'c', bookedAt: 'soon' },
          { ...row, zip: 2134 },
          7,
        ],
      }),
    )
    expect(reply.kind).toBe('answer')
    const bookings = reply.kind === 'answer' ? reply.body : []
    expect(bookings.map((booking) => booking.id)).toEqual(['a', 'b'])
    expect(bookings[1]).not.toHaveProperty('leadName')
    expect(bookings[0]!.partner).toBe('<b>P</b>')
  })
})

describe('what the setter is told when an answer is not the ledger’s', () => {
  const NOT_THE_LEDGER = { kind: 'unreachable', detail: 'the answer was not the ledger’s (is the URL a web app?)' }
  const MALFORMED = { kind: 'unreachable', detail: 'the ledger’s answer was malformed' }

  it('JSON that is not an object (or no JSON at all) is not the ledger’s', () => {
    for (const text of ['<html>', '[]', '[{"ok":true}]', '7', '"ok"', 'true', 'null'])
      expect(readCheckReply(text), text).toEqual(NOT_THE_LEDGER)
  })

  it('an object without ok: true, or a book answer missing its lists, is malformed', () => {
    for (const text of ['{}', '{"ok":"true"}', '{"ok":false}', '{"ok":false,"error":"teapot"}'])
      expect(readCheckReply(text), text).toEqual(MALFORMED)
    expect(readBookReply('{"ok":true}')).toEqual(MALFORMED)
  })

  it('a check answer is ok: true, and an error code beside ok: true is no refusal', () => {
    const versionOne = { ok: true, spreadsheet: null, bookings: null, version: 1, ...UNDECLARED }
    expect(readCheckReply('{"ok":true}')).toEqual({ kind: 'answer', body: versionOne })
    expect(readCheckReply('{"ok":true,"error":"busy"}')).toEqual({ kind: 'answer', body: versionOne })
  })
})

describe('a book answer is read whole or not at all', () => {
  const book = (fields: object) => readBookReply(JSON.stringify({ ok: true, saved: [], duplicates: [], ...fields }))

  it('every saved and duplicate id must be text', () => {
    expect(book({ saved: ['a', 1], rejected: [] }).kind).toBe('unreachable')
    expect(book({ duplicates: ['a', null], rejected: [] }).kind).toBe('unreachable')
    expect(book({ saved: ['a'], duplicates: ['b'], rejected: [] }).kind).toBe('answer')
  })

  it('every rejected item needs a text id and a text reason', () => {
    const good = { id: 'c', reason: 'missing partner' }
    for (const rejected of [
      [good, { id: 1, reason: 'missing partner' }],
      [good, { id: 'd', reason: 2 }],
      [good, { id: 'd' }],
      [good, null],
      [good, 'd'],
      'c',
    ])
      expect(book({ rejected }).kind, JSON.stringify(rejected)).toBe('unreachable')
    expect(book({ rejected: [good, { id: 'd', reason: 'bad zip' }] })).toEqual({
      kind: 'answer',
      body: {
        ok: true,
        saved: [],
        duplicates: [],
        rejected: [good, { id: 'd', reason: 'bad zip' }],
        delivery: null,
      },
    })
  })
})

describe('a list answer and the offline copy', () => {
  const row = listed({ garageSize: '2-car', status: 'Refunded' })

  it('a list answer without a bookings array is malformed, not a crash', () => {
    for (const text of ['{"ok":true}', '{"ok":true,"bookings":"a"}', '{"ok":true,"bookings":{"0":{}}}'])
      expect(readListReply(text), text).toEqual({ kind: 'unreachable', detail: 'the ledger’s answer was malformed' })
    expect(readListReply('{"ok":true,"bookings":[]}')).toEqual({ kind: 'answer', body: [] })
  })

  it('reads a stored booking field by field, and nothing that is not an object with them all', () => {
    expect(readListedBooking({ ...row, leadPhone: '715 555 0100' })).toEqual(row)
    for (const item of [null, undefined, 0, '', 'a', 7, [], {}])
      expect(readListedBooking(item), JSON.stringify(item)).toBeNull()
    for (const field of Object.keys(row)) {
      const { [field]: _, ...rest } = row as Record<string, string>
      expect(readListedBooking(rest), field).toBeNull()
      expect(readListedBooking({ ...row, [field]: 1 }), field).toBeNull()
    }
    expect(readListedBooking({ ...row, bookedAt: 'last Tuesday' })).toBeNull()
  })

  it('keeps the delivery fields a version 2 ledger gives as text, and drops any that are not text', () => {
    const delivery = {
      appointment: '2026-12-01T10:00:00-06:00',
      appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
      emailStatus: 'Sent',
      emailedAt: '2026-11-20T15:13:00.000Z',
    }
    expect(readListedBooking({ ...row, ...delivery })).toEqual({ ...row, ...delivery })
    expect(
      readListedBooking({ ...row, appointment: 7, appointmentLabel: null, emailStatus: ['Sent'], emailedAt: {} }),
    ).toEqual(row)
  })

  it('keeps the refund fields a version 4 ledger gives as text; a booking without them is read as before', () => {
    const refund = { refundDecision: 'Approved', refundDecidedAt: '2026-11-24T16:00:00.000Z', refundReason: 'Other' }
    expect(readListedBooking({ ...row, ...refund })).toEqual({ ...row, ...refund })
    expect(readListedBooking({ ...row, refundDecision: '', refundDecidedAt: '', refundReason: '' })).toEqual({
      ...row,
      refundDecision: '',
      refundDecidedAt: '',
      refundReason: '',
    })
    expect(readListedBooking({ ...row, refundDecision: true, refundDecidedAt: 0, refundReason: null })).toEqual(row)
    expect(readListReply(JSON.stringify({ ok: true, bookings: [{ ...row, ...refund }] }))).toEqual({
      kind: 'answer',
      body: [{ ...row, ...refund }],
    })
  })
})

describe('reminderSentAt and onDoNotCall (version 13)', () => {
  it('keeps a text reminderSentAt and a boolean onDoNotCall; drops either of another type', () => {
    const row = {
      id: 'a',
      bookedAt: '2026-11-20T15:00:00.000Z',
      partner: 'P',
      service: '',
      zip: '54016',
      garageSize: '',
      status: '',
    }
    const read = { ...row, reminderSentAt: '2026-11-30T15:00:00.000Z', onDoNotCall: true }
    expect(readListedBooking(read)).toEqual(read)
    expect(readListedBooking({ ...row, reminderSentAt: '', onDoNotCall: false })).toEqual({
      ...row,
      reminderSentAt: '',
      onDoNotCall: false,
    })
    expect(readListedBooking({ ...row, reminderSentAt: 5, onDoNotCall: 'yes' })).toEqual(row)
  })
})

describe('held bookings (version 10)', () => {
  const HELD = "held: Sam's daily limit of 40 reached"

  it('book and deliver answer them in held, never among notEmailed; version 9 answers read with none', () => {
    const base = '"ok":true,"saved":["a","b"],"duplicates":[],"rejected":[],"emailed":["a"],"notEmailed":[]'
    expect(readBookReply(`{${base},"held":[{"id":"b","reason":"${HELD}"}]}`)).toMatchObject({
      kind: 'answer',
      body: { delivery: { emailed: ['a'], notEmailed: [], held: [{ id: 'b', reason: HELD }] } },
    })
    expect(readBookReply(`{${base}}`)).toMatchObject({ body: { delivery: { held: [] } } })
    expect(readBookReply(`{${base},"held":[{"id":"b"}]}`)).toMatchObject({ kind: 'unreachable' })
    expect(readDeliverReply(`{"ok":true,"emailed":[],"notEmailed":[],"held":[{"id":"b","reason":"${HELD}"}]}`)).toEqual(
      { kind: 'answer', body: { emailed: [], notEmailed: [], held: [{ id: 'b', reason: HELD }] } },
    )
  })

  it('list’s held bookings come after the listed ones, marked with their reason; a listed one is never held', () => {
    const answer = {
      ok: true,
      bookings: [listed({ id: 'a', held: 'forged' })],
      held: [
        { ...listed({ id: 'b', emailStatus: HELD }), reason: HELD },
        { id: 'mangled', reason: HELD },
      ],
    }
    expect(readListReply(JSON.stringify(answer))).toEqual({
      kind: 'answer',
      body: [listed({ id: 'a' }), { ...listed({ id: 'b', emailStatus: HELD }), held: HELD }],
    })
    // A version 9 script answers no held list; the kept copy keeps the mark.
    expect(readListReply(JSON.stringify({ ok: true, bookings: [listed()] }))).toEqual({
      kind: 'answer',
      body: [listed()],
    })
    expect(readListedBooking({ ...listed(), held: HELD })).toEqual({ ...listed(), held: HELD })
    expect(readListReply(JSON.stringify({ ok: true, bookings: [], held: {} }))).toMatchObject({ kind: 'unreachable' })
  })

  it('release and withdraw: done, or not-found / not-held; other refusals as every action’s', () => {
    expect(readHeldBookingReply('{"ok":true,"emailed":["b"],"notEmailed":[]}')).toEqual({
      kind: 'answer',
      body: { done: true, delivery: { emailed: ['b'], notEmailed: [], held: [] } },
    })
    expect(readHeldBookingReply('{"ok":true}')).toEqual({ kind: 'answer', body: { done: true, delivery: null } })
    expect(readHeldBookingReply('{"ok":false,"error":"not-held"}')).toEqual({
      kind: 'answer',
      body: { done: false, error: 'not-held' },
    })
    expect(readHeldBookingReply('{"ok":false,"error":"not-found"}')).toMatchObject({ body: { error: 'not-found' } })
    expect(readHeldBookingReply('{"ok":false,"error":"owner-only"}')).toEqual({ kind: 'refused', error: 'owner-only' })
  })
})
