// @vitest-environment node
// Every write lands on its own row: the owner sorts Bookings or inserts Leads rows at each moment of a request; the
// request's cells end on the row holding its ID, and any other row it wrote on says so in its Ledger Note.
import { describe, expect, it } from 'vitest'
import { appendLeads, LEADS_HEADER, tabRows, type LedgerScript } from '../../../scripts/support/apps-script-double'
import { linkToken } from '../../../scripts/support/link-token'
import { sheetCallsOf, withHandAt } from '../../support/sheet-moments'
import { booking, KEY, LEE_KEY, loadScript, poster, SAM_KEY, scriptWithSetters } from './script-requests'

const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const OTHER = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d'
const SECRET = 'test-link-secret'
const NOW = Date.parse('2026-11-19T16:00:00.000Z')
const NOTE = /^(.+) written here by mistake by (\w+) at (\S+)$/

let script: LedgerScript
const post = poster(() => script)
const ask = (request: Record<string, unknown>) => script.call<{ ok: boolean; text: string }>('askFromLink', request)
const refundRequest = () =>
  ask({ action: 'refund', id: ID, t: linkToken('refund', ID, SECRET), reason: 'Charged twice', note: 'twice' })
const bookingRow = (id: string) => {
  const [header, ...rows] = script.bookingsTab()
  const cells = rows.find((each) => each[0] === id)!
  return Object.fromEntries(header!.map((name, i) => [name, cells[i]!]))
}

/** The request's sheet calls, in order, for counting the moments a move can fall at. */
const callsOf = (request: () => unknown, fresh: () => void) => sheetCallsOf(() => script, request, fresh)
/** Runs the request from a fresh script with `move` done just before its sheet call number `moment`. */
const moveAt = (moment: number, move: () => void, request: () => unknown, fresh: () => void) =>
  withHandAt(() => script, { moment, hand: move }, request, fresh)

describe('Bookings: a refund request and a decision while the owner sorts the tab', () => {
  function fresh() {
    script = loadScript()
    script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
    script.properties.set('LINK_SECRET', SECRET)
    script.properties.set('LINK_SECRET_SINCE', '6')
    script.clock.set(Date.parse('2026-11-18T12:00:00.000Z'))
    post({ key: KEY, action: 'check', webAppUrl: 'https://script.google.com/macros/s/AKfyc-test/exec' })
    post({ key: KEY, action: 'book', bookings: [booking(ID), booking(OTHER)] })
    script.clock.set(NOW)
  }
  const reverse = () =>
    script.spreadsheet.getSheetByName('Bookings')!.sortDataRows((a, b) => b[0]!.localeCompare(a[0]!))
  /** OTHER's row is as it was, or its Ledger Note names what this action wrote there. */
  function expectOtherUntouchedOrNoted(untouched: Record<string, string>, action: string) {
    const other = bookingRow(OTHER)
    const note = other['Ledger Note'] ?? ''
    if (note === '') expect(other).toEqual(untouched)
    else expect(NOTE.exec(note)?.[2]).toBe(action)
    return note !== ''
  }

  it('the refund request lands on its booking at every moment; a row written by mistake carries a Ledger Note', () => {
    const calls = callsOf(refundRequest, fresh)
    const untouched = bookingRow(OTHER)
    expect(calls.length).toBeGreaterThan(5)
    let noted = 0
    for (let moment = 0; moment < calls.length; moment++) {
      moveAt(moment, reverse, refundRequest, fresh)
      const mine = bookingRow(ID)
      expect([mine['Refund Reason'], mine['Refund Note']], `moment ${moment}`).toEqual(['Charged twice', 'twice'])
      if (expectOtherUntouchedOrNoted(untouched, 'askFromLink')) noted++
    }
    // A sort after the ID read back just before the write, and before the write: the cells land on the other booking.
    const write = calls.findIndex((call) => call.method === 'setValues')
    const idRead = calls.slice(0, write).findLastIndex((call) => call.method === 'getValue')
    expect(noted).toBe(write - idRead)
  })

  it('the note names the columns and the time, and list answers it for Admin’s Quotes not emailed', () => {
    const calls = callsOf(refundRequest, fresh)
    const write = calls.findIndex((call) => call.method === 'setValues' && call.sheet === 'Bookings')
    moveAt(write, reverse, refundRequest, fresh)
    const note = `Refund Reason, Refund Note, Refund Asked At written here by mistake by askFromLink at ${new Date(NOW).toISOString()}`
    expect(bookingRow(OTHER)['Ledger Note']).toBe(note)
    const listed = post({ key: KEY, action: 'list', since: '2026-11-01T00:00:00Z' }) as {
      bookings: { id: string; ledgerNote: string }[]
    }
    expect(listed.bookings.map((each) => [each.id, each.ledgerNote])).toEqual([
      [OTHER, note],
      [ID, ''],
    ])
  })

  it('a decision lands on its booking at every moment, and its email goes to that booking’s partner', () => {
    const decide = () => post({ key: KEY, action: 'decide', id: ID, decision: 'approve', why: 'fair' })
    const freshWithRequest = () => {
      fresh()
      refundRequest()
    }
    const calls = callsOf(decide, freshWithRequest)
    const untouched = bookingRow(OTHER)
    for (let moment = 0; moment < calls.length; moment++) {
      const sent = () => script.mail.sent.length
      moveAt(moment, reverse, decide, freshWithRequest)
      const mine = bookingRow(ID)
      expect([mine['Refund Decision'], mine.Status], `moment ${moment}`).toEqual(['Approved', 'Refunded'])
      expectOtherUntouchedOrNoted(untouched, 'decide')
      expect(sent()).toBe(3)
    }
  })
})

describe('Leads: rows inserted above a claimed lead while an outcome is recorded', () => {
  const PAT = { 'Received At': new Date('2026-11-19T15:00:00Z'), Name: 'Pat Doe', Phone: '715 555 0101', ZIP: '54016' }
  const ROB = { 'Received At': new Date('2026-11-19T15:10:00Z'), Name: 'Rob Roe', Phone: '715 555 0102', ZIP: '54016' }
  let leadId = ''
  function fresh() {
    script = scriptWithSetters()
    script.clock.set(NOW)
    appendLeads(script.spreadsheet, [ROB, PAT])
    const claimed = post({ key: SAM_KEY, action: 'claim', row: 3, phone: '0101' }) as { lead: { leadId: string } }
    leadId = claimed.lead.leadId
    post({ key: LEE_KEY, action: 'claim', row: 2, phone: '0102' })
  }
  const leadRows = () => tabRows(script.spreadsheet, 'Leads')
  const column = (name: (typeof LEADS_HEADER)[number]) => LEADS_HEADER.indexOf(name)
  const insertAbove = () => {
    const sheet = script.spreadsheet.getSheetByName('Leads')!
    sheet.insertRowsAfter(1, 1)
  }
  const outcome = () => post({ key: SAM_KEY, action: 'outcome', leadId, attemptId: 'a-1', outcome: 'Not interested' })

  it('the outcome lands on the claimed lead at every moment; another lead it wrote on says so in its Ledger Note', () => {
    const calls = callsOf(outcome, fresh)
    expect(calls.length).toBeGreaterThan(5)
    for (let moment = 0; moment < calls.length; moment++) {
      expect(moveAt(moment, insertAbove, outcome, fresh), `moment ${moment}`).toMatchObject({ ok: true })
      const rows = leadRows().slice(1)
      const pat = rows.find((row) => row[column('Lead ID')] === leadId)!
      expect(pat[column('Name')]).toBe('Pat Doe')
      expect(pat[column('Closed')], `moment ${moment}`).toBe('Not interested')
      const rob = rows.find((row) => row[column('Name')] === 'Rob Roe')!
      const robNote = rob[column('Ledger Note')]!
      if (robNote === '') expect([rob[column('Closed')], rob[column('Attempts')]]).toEqual(['', ''])
      else expect(NOTE.exec(robNote)!.slice(1, 3)).toEqual([expect.stringContaining('Closed'), 'outcome'])
      expect(rob[column('Claimed By')]).toBe('Lee')
      // The inserted row holds nothing, or says what landed there by mistake.
      const inserted = rows.find((row) => row[column('Name')] === '')
      if (inserted) expect(inserted.join('')).toBe('')
    }
  })
})

describe('Leads: rows inserted above while a claim releases the setter’s earlier one', () => {
  const lead = (minute: number, name: string, phone: string) => ({
    'Received At': new Date(Date.parse('2026-11-19T15:00:00Z') + minute * 60_000),
    Name: name,
    Phone: phone,
    ZIP: '54016',
  })
  let kimId = ''
  function fresh() {
    script = scriptWithSetters()
    script.clock.set(NOW)
    appendLeads(script.spreadsheet, [lead(0, 'Pat Doe', '715 555 0101'), lead(5, 'Rob Roe', '715 555 0102')])
    appendLeads(script.spreadsheet, [lead(10, 'Kim Poe', '715 555 0103')])
    kimId = (post({ key: SAM_KEY, action: 'claim', row: 4, phone: '0103' }) as { lead: { leadId: string } }).lead.leadId
    post({ key: SAM_KEY, action: 'claim', row: 2, phone: '0101' })
    post({ key: LEE_KEY, action: 'claim', row: 3, phone: '0102' })
    script.clock.set(NOW + 60_000)
  }
  const claimKim = () => post({ key: SAM_KEY, action: 'claim', leadId: kimId })
  const cellsOf = (name: string) => {
    const [header, ...rows] = tabRows(script.spreadsheet, 'Leads')
    const cells = rows.find((row) => row[header!.indexOf('Name')] === name)!
    return Object.fromEntries(header!.map((column, i) => [column, cells[i]!]))
  }
  const insertAbove = () => script.spreadsheet.getSheetByName('Leads')!.insertRowsAfter(1, 1)

  it('another setter’s claim is never ended: Rob’s row keeps Lee’s claim, or its Ledger Note names the mistake', () => {
    const calls = callsOf(claimKim, fresh)
    const lees = cellsOf('Rob Roe')
    expect([lees['Claimed By'], cellsOf('Pat Doe')['Claimed Until']]).toEqual([
      'Lee',
      new Date(NOW + 60_000).toISOString(),
    ])
    for (let moment = 0; moment < calls.length; moment++) {
      expect(moveAt(moment, insertAbove, claimKim, fresh), `moment ${moment}`).toMatchObject({ ok: true })
      const rob = cellsOf('Rob Roe')
      if (rob['Ledger Note'] === '')
        expect([rob['Claimed By'], rob['Claimed Until']], `moment ${moment}`).toEqual([
          lees['Claimed By'],
          lees['Claimed Until'],
        ])
      else expect(NOTE.exec(rob['Ledger Note']!)?.[2]).toBe('claim')
    }
  })
})
