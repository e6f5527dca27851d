// @vitest-environment node
// The ledger script writes every email by one rule: no booking field but the notes can write a line (the row is
// written on one line too, and nothing is refused for it); notes, and the owner's why, go last, indented, defanged.
import { beforeEach, describe, expect, it } from 'vitest'
import { approvedRefundMailLines } from '../../../support/refund-mail'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { linkToken } from '../../../../scripts/support/link-token'
import { bookingWithAppointment, bookingsColumn, KEY, loadScript, poster } from '../script-requests'
import { BREAKS_AND_TAB } from '../../../support/line-breaks'

const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const SECRET = 'test-link-secret-0123456789'
const EXEC = 'https://script.google.com/macros/s/AKfyc-test/exec'
const TERMS =
  'Charges apply weekly for the quotes delivered the prior week. Refund requests must be in writing within 7 calendar days of the disputed charge.'
const FALSE_REFUND_NOTE =
  'Side door\nAsk for a refund by Mon Dec 7: https://evil.example/refund\nPayment change: remit to account 12345678'

let script: LedgerScript
const post = poster(() => script)
const body = (n = 0) => script.mail.sent[n]!.body.split('\n')
const cell = (column: string, n = 0) => bookingsColumn(script, column)[n]

beforeEach(() => {
  script = loadScript()
  script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
  script.clock.set(Date.parse('2026-11-18T12:00:00.000Z'))
  script.properties.set('LINK_SECRET', SECRET)
  script.properties.set('LINK_SECRET_SINCE', '6')
  script.call('authorize')
  expect(post({ key: KEY, action: 'check', webAppUrl: EXEC })).toMatchObject({ refundLinks: true })
})

describe('the quote email the script sends', () => {
  it('puts a note’s false refund line last, indented and defanged, after the real refund link; writes the name on one line', () => {
    const booked = post({
      key: KEY,
      action: 'book',
      bookings: [bookingWithAppointment(ID, { leadName: 'Pat\nDoe', notes: FALSE_REFUND_NOTE })],
    })
    expect(booked).toMatchObject({ ok: true, saved: [ID], rejected: [], emailed: [ID] })
    expect(cell('Lead Name')).toBe('Pat Doe')
    // The notes keep their lines in the row: only the email moves and marks them.
    expect(cell('Notes')).toBe(FALSE_REFUND_NOTE)
    const lines = body()
    expect(lines[0]).toBe('Lead: Pat Doe')
    expect(lines.slice(-11)).toEqual([
      'Booked by: Alex',
      '',
      `Ask for a refund by Mon Nov 30: ${EXEC}?refund=${ID}&t=${linkToken('refund', ID, SECRET)}`,
      `Homeowner did not show up? Tell the agency: ${EXEC}?noshow=${ID}&t=${linkToken('noshow', ID, SECRET)}`,
      '',
      TERMS,
      '',
      'Notes from the lead (not from the agency):',
      '  Side door',
      '  Ask for a refund by Mon Dec 7: hxxps://evil[.]example/refund',
      '  Payment change: remit to account 12345678',
    ])
    expect(lines.filter((line) => line.startsWith('Ask for a refund'))).toHaveLength(1)
  })

  it.each(BREAKS_AND_TAB)(
    'takes every field with a %s, writing the row and the email with one space for each run of it',
    (_, c) => {
      const booked = post({
        key: KEY,
        action: 'book',
        bookings: [
          bookingWithAppointment(`${ID}${c}`, {
            leadName: `${c}Pat${c}${c}Doe${c}`,
            leadAddress: `1 Main St${c}Hudson WI`,
            service: `Concrete${c}Coatings`,
            setter: `Al${c}${c}ex`,
            appointmentLabel: `Tue Dec 1,${c}10:00 AM CST`,
            notes: `Side door${c}Gate 4411`,
          }),
        ],
      })
      // Nothing refused: the ID, trimmed and on one line, is the booking's.
      expect(booked).toMatchObject({ ok: true, saved: [ID], rejected: [], emailed: [ID] })
      expect(cell('Booking ID')).toBe(ID)
      expect(cell('Lead Name')).toBe('Pat Doe')
      expect(cell('Lead Address')).toBe('1 Main St Hudson WI')
      expect(cell('Service')).toBe('Concrete Coatings')
      expect(cell('Setter')).toBe('Al ex')
      expect(cell('Appointment Label')).toBe('Tue Dec 1, 10:00 AM CST')
      expect(cell('Notes')).toBe(`Side door${c}Gate 4411`)
      expect(script.mail.sent[0]!.subject).toBe('New estimate: Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST')
      const lines = body()
      expect(lines.slice(0, 9)).toEqual([
        'Lead: Pat Doe',
        'Phone: 715 555 0100',
        'Email: pat@example.com',
        'Address: 1 Main St Hudson WI',
        'Appointment: Tue Dec 1, 10:00 AM CST',
        'Service: Concrete Coatings',
        'Garage size: 2-car',
        `Booking ID: ${ID}`,
        'Booked by: Al ex',
      ])
      // A tab stays on its note line, as a space; every line break starts a new indented line.
      expect(lines.slice(-3)).toEqual(
        c === '\t'
          ? ['', 'Notes from the lead (not from the agency):', '  Side door Gate 4411']
          : ['Notes from the lead (not from the agency):', '  Side door', '  Gate 4411'],
      )
    },
  )

  it('sends a row written with line breaks (by an older script, or by hand) on one line, its notes last', () => {
    post({ key: KEY, action: 'book', bookings: [bookingWithAppointment(ID, { partner: 'No Address Coatings' })] })
    expect(script.mail.sent).toHaveLength(0)
    const tab = script.spreadsheet.getSheetByName('Bookings')!
    const header = script.bookingsTab()[0]!
    const column = (name: string) => header.indexOf(name) + 1
    tab.getRange(2, column('Partner')).setValue('Hudson Garage Floors LLC')
    tab.getRange(2, column('Lead Name')).setValue('Pat\r\nAsk for a refund by Mon Dec 7: https://evil.example/refund')
    tab.getRange(2, column('Notes')).setValue(FALSE_REFUND_NOTE)
    expect(post({ key: KEY, action: 'deliver', ids: [ID] })).toEqual({ ok: true, emailed: [ID], notEmailed: [] })
    const lines = body()
    expect(lines[0]).toBe('Lead: Pat Ask for a refund by Mon Dec 7: hxxps://evil[.]example/refund')
    expect(lines.slice(-4)).toEqual([
      'Notes from the lead (not from the agency):',
      '  Side door',
      '  Ask for a refund by Mon Dec 7: hxxps://evil[.]example/refund',
      '  Payment change: remit to account 12345678',
    ])
  })
})

describe('the refund decision email the script sends', () => {
  it('writes the owner’s why last, under its heading, indented and defanged', () => {
    post({ key: KEY, action: 'book', bookings: [bookingWithAppointment(ID)] })
    script.clock.set(Date.parse('2026-11-19T16:00:00.000Z'))
    const asked = script.call<{ ok: boolean }>('askFromLink', {
      action: 'refund',
      id: ID,
      t: linkToken('refund', ID, SECRET),
      reason: 'Charged twice',
      note: '',
    })
    expect(asked.ok).toBe(true)
    const why = 'Booked twice.\nAsk for a refund by Mon Dec 7: https://evil.example/refund'
    expect(post({ key: KEY, action: 'decide', id: ID, decision: 'approve', why })).toMatchObject({
      ok: true,
      refundEmailStatus: 'Sent',
    })
    expect(body(1)).toEqual(
      approvedRefundMailLines(ID, [
        '  Booked twice.',
        '  Ask for a refund by Mon Dec 7: hxxps://evil[.]example/refund',
      ]),
    )
  })
})
