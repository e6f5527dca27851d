// @vitest-environment node
// Every lead lands exactly once: a lead kept in Lead Inbox meets the same phone filed directly, in either order; a
// failure inside intake keeps the body; an execution stopped after any service call of an intake or of an inbox
// filing, then the next sweep, leaves one Leads row a lead; and every write by row number (a hand-typed row's Lead ID,
// a repeated row's Lead ID, Saved At, an inbox body's Lead ID and clear) survives a sort just before it.
import { beforeEach, describe, expect, it } from 'vitest'
import { appendLeads, tabRows, type LedgerScript } from '../../../../scripts/support/apps-script-double'
import { ExecutionStopped } from '../../../../scripts/support/apps-script-services'
import { googleAnswer, googleLeadSample } from '../../../../scripts/support/google-lead-sample'
import { sheetCallsOf, withHandAt } from '../../../support/sheet-moments'
import { bookingWithAppointment, KEY, loadScript, poster, SAM_KEY } from '../script-requests'

const NOW = Date.parse('2026-11-24T16:00:00Z')
const MINUTE = 60_000
const GOOGLE_KEY = 'google-ads-source-key-0001'
const ZAPIER_KEY = 'zapier-source-key-000000002'
const NOTE = /^(.+) written here by mistake by (\w+) at (\S+)$/

let script: LedgerScript
const post = poster(() => script)
const jsonLead = (lead: Record<string, unknown>) => ({ action: 'lead', key: ZAPIER_KEY, lead })
const googleLead = () =>
  googleLeadSample({ google_key: GOOGLE_KEY }, { answers: [googleAnswer('POSTAL_CODE', '54016', 'Zip')] })

/** A tab's rows under its header, each as header → display text. */
function rowsOf(tab: string) {
  const [header, ...rows] = tabRows(script.spreadsheet, tab)
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])))
}
const leadRows = () => rowsOf('Leads')
const inboxRows = () => rowsOf('Lead Inbox')

function freshScript() {
  script = loadScript()
  script.clock.set(NOW)
  post({ key: KEY, action: 'check' })
  script.spreadsheet.getSheetByName('Setters')!.prefill([['Sam', SAM_KEY, 'yes']])
  script.spreadsheet.getSheetByName('Sources')!.prefill([
    ['Google Ads', GOOGLE_KEY, 'yes'],
    ['Zapier', ZAPIER_KEY, 'yes'],
  ])
}

/** Posts a lead while the lock is busy: it waits in Lead Inbox. */
function keepInInbox(body: Record<string, unknown>) {
  script.lock.heldElsewhere = true
  expect(post(body)).toEqual({ ok: true })
  script.lock.heldElsewhere = false
}

/** The next sweep, five minutes on (the last one's stamp has lapsed). */
function nextSweep() {
  script.clock.advance(5 * MINUTE)
  script.call('everyFiveMinutes')
}

/** Runs `run` stopped after its n-th service call; true when it was stopped. */
function stoppedAfter(n: number, run: () => unknown): boolean {
  script.executions.stopAfterServiceCalls(n)
  try {
    run()
    return false
  } catch (error) {
    if (error instanceof ExecutionStopped) return true
    throw error
  }
}

beforeEach(freshScript)

describe('a lead kept in Lead Inbox and a lead of the same phone filed directly', () => {
  it('the inbox lead first: filed after the direct one, it joins it, and Received At keeps its earlier arrival', () => {
    keepInInbox(jsonLead({ name: 'Pat Doe', phone: '715 555 0100' }))
    script.clock.advance(10 * MINUTE)
    expect(post(googleLead())).toEqual({ ok: true })
    nextSweep()
    expect(leadRows()).toHaveLength(1)
    expect(leadRows()[0]).toMatchObject({
      Name: 'John Doe',
      'Received At': new Date(NOW).toISOString(),
      'Arrived At': new Date(NOW + 10 * MINUTE).toISOString(),
      'Also From': 'Zapier Tue Nov 24',
    })
    expect(inboxRows()[0]).toMatchObject({ Body: '', 'Lead ID': leadRows()[0]!['Lead ID'] })
  })

  it('the direct lead first: the inbox lead joins it, and Received At stays the direct lead’s', () => {
    expect(post(googleLead())).toEqual({ ok: true })
    script.clock.advance(10 * MINUTE)
    keepInInbox(jsonLead({ name: 'Pat Doe', phone: '715 555 0100' }))
    nextSweep()
    expect(leadRows()).toHaveLength(1)
    expect(leadRows()[0]).toMatchObject({
      'Received At': new Date(NOW).toISOString(),
      'Also From': 'Zapier Tue Nov 24',
    })
  })
})

describe('a failure inside intake', () => {
  /** Throws at the Leads tab's sheet call `which` places after its appendRow (0: the appendRow itself). */
  function failingAfterAppend(which: number) {
    let appended = -1
    script.beforeSheetCall = (call) => {
      if (call.sheet === 'Leads' && call.method === 'appendRow') appended = 0
      else if (appended >= 0) appended++
      if (appended === which) throw new Error('Service Spreadsheets failed while accessing document')
    }
  }

  it('before the row is appended keeps the body, answered ok, and the next sweep files it under the kept Lead ID', () => {
    failingAfterAppend(0)
    expect(post(jsonLead({ name: 'Pat Doe', phone: '715 555 0100' }))).toEqual({ ok: true })
    script.beforeSheetCall = null
    expect(leadRows()).toEqual([])
    const kept = inboxRows()[0]!
    expect(kept.Body).toContain('Pat Doe')
    expect(kept.Body).not.toContain(ZAPIER_KEY)
    nextSweep()
    expect(leadRows().map((row) => [row.Name, row['Lead ID']])).toEqual([['Pat Doe', kept['Lead ID']]])
  })

  it('after the row is appended keeps the body with the row’s Lead ID: the sweep only clears it', () => {
    // An open lead before it: the count of leads waiting reads a cell after the append.
    post(jsonLead({ name: 'Rob Roe', phone: '715 555 0199' }))
    failingAfterAppend(1)
    expect(post(jsonLead({ name: 'Pat Doe', phone: '715 555 0100' }))).toEqual({ ok: true })
    script.beforeSheetCall = null
    expect(leadRows().map((row) => row.Name)).toEqual(['Rob Roe', 'Pat Doe'])
    expect(inboxRows()[0]!['Lead ID']).toBe(leadRows()[1]!['Lead ID'])
    nextSweep()
    expect(leadRows()).toHaveLength(2)
    expect(inboxRows()[0]!.Body).toBe('')
  })
})

describe('an execution stopped after any of its service calls, then the next sweep', () => {
  it('an intake: the lead is filed at most once, and once after the sender posts it again', () => {
    let stopped = true
    let filedOnStop = 0
    for (let n = 1; stopped; n++) {
      freshScript()
      stopped = stoppedAfter(n, () => post(googleLead()))
      nextSweep()
      expect(leadRows().length, `n = ${n}`).toBeLessThanOrEqual(1)
      if (stopped && leadRows().length === 1) filedOnStop++
      // The sender saw an error and posts it again.
      if (stopped) expect(post(googleLead())).toEqual({ ok: true })
      nextSweep()
      expect(leadRows().length, `n = ${n}`).toBe(1)
    }
    expect(filedOnStop).toBeGreaterThan(0)
  })

  it('an inbox filing: an email-only lead (closed) and a phone lead each get one Leads row', () => {
    let stopped = true
    for (let n = 1; stopped; n++) {
      freshScript()
      keepInInbox(jsonLead({ name: 'Lee Roe', email: 'lee@example.com' }))
      keepInInbox(jsonLead({ name: 'Pat Doe', phone: '715 555 0100' }))
      script.clock.advance(5 * MINUTE)
      stopped = stoppedAfter(n, () => script.call('everyFiveMinutes'))
      nextSweep()
      expect(
        leadRows().map((row) => row.Name),
        `n = ${n}`,
      ).toEqual(['Lee Roe', 'Pat Doe'])
      expect(
        inboxRows().map((row) => [row.Body, row['Lead ID']]),
        `n = ${n}`,
      ).toEqual(leadRows().map((row) => ['', row['Lead ID']]))
    }
  })
})

/** The request's sheet calls, in order, for counting the moments a sort can fall at. */
const callsOf = (request: () => unknown, fresh: () => void) => sheetCallsOf(() => script, request, fresh)
/** Runs the request from `fresh` with `sort` done just before its sheet call number `moment`. */
const sortedAt = (moment: number, sort: () => void, request: () => unknown, fresh: () => void) =>
  withHandAt(() => script, { moment, hand: sort }, request, fresh)

/** Every moment just before a setValues on `tab`. */
const writeMoments = (calls: { sheet: string; method: string }[], tab: string) =>
  calls.flatMap((call, i) => (call.sheet === tab && call.method === 'setValues' ? [i] : []))

describe('a sort just before each write by row number', () => {
  const PAT = { 'Received At': new Date(NOW - 60 * MINUTE), Name: 'Pat Doe', Phone: '715 555 0100', ZIP: '54016' }
  const ROB = { 'Received At': new Date(NOW - 90 * MINUTE), Name: 'Rob Roe', Phone: '715 555 0199', ZIP: '54016' }
  /** Rob's row is above Pat's: sorted by name, Pat's goes first. */
  const sortLeadsByName = () =>
    script.spreadsheet.getSheetByName('Leads')!.sortDataRows((a, b) => String(a[1]).localeCompare(String(b[1])))
  const byName = (name: string) => leadRows().find((row) => row.Name === name)!
  /** Rob, claimed by Sam, keeps his Lead ID, or his Ledger Note names the mistake and who made it. */
  function expectRobKeptOrNoted(robId: string, action: string) {
    const rob = byName('Rob Roe')
    const [columns, by] = NOTE.exec(rob['Ledger Note']!)?.slice(1, 3) ?? ['', '']
    // Also From lands by Lead ID, and is noted as every write by ID is; only a Lead ID by row number is ours.
    if (columns !== 'Lead ID') expect(rob['Lead ID']).toBe(robId)
    if (columns !== '') expect([columns, by]).toEqual([expect.stringMatching(/^(Lead ID|Also From)$/), action])
    return columns === 'Lead ID'
  }
  let robId = ''
  function leadsWithHandTypedPat() {
    freshScript()
    appendLeads(script.spreadsheet, [ROB])
    robId = (post({ key: SAM_KEY, action: 'claim', row: 2, phone: '0199' }) as { lead: { leadId: string } }).lead.leadId
    appendLeads(script.spreadsheet, [PAT])
  }

  it('the sweeper’s Lead ID for a hand-typed row', () => {
    const sweep = () => script.call('everyFiveMinutes')
    const calls = callsOf(sweep, leadsWithHandTypedPat)
    const moments = writeMoments(calls, 'Leads')
    expect(moments.length).toBeGreaterThan(0)
    let noted = 0
    for (let moment = 0; moment < calls.length; moment++) {
      sortedAt(moment, sortLeadsByName, sweep, leadsWithHandTypedPat)
      if (expectRobKeptOrNoted(robId, 'everyFiveMinutes')) noted++
      nextSweep()
      expect(byName('Pat Doe')['Lead ID'], `moment ${moment}`).toMatch(/^[0-9a-f-]{36}$/)
    }
    // A sort just before the write's getRange or its setValues: the ID lands on Rob, and his note says so.
    expect(noted).toBe(2)
  })

  it('intake’s Lead ID for the hand-typed row a lead repeats', () => {
    const repeat = () => post(jsonLead({ phone: '715-555-0100' }))
    const calls = callsOf(repeat, leadsWithHandTypedPat)
    expect(writeMoments(calls, 'Leads').length).toBeGreaterThan(0)
    let noted = 0
    for (let moment = 0; moment < calls.length; moment++) {
      sortedAt(moment, sortLeadsByName, repeat, leadsWithHandTypedPat)
      if (expectRobKeptOrNoted(robId, 'lead')) noted++
      expect(leadRows(), `moment ${moment}`).toHaveLength(2)
      const pat = byName('Pat Doe')
      expect([pat['Also From'], pat['Lead ID'] !== ''], `moment ${moment}`).toEqual(['Zapier Tue Nov 24', true])
    }
    expect(noted).toBe(2)
  })

  it('the sweeper’s Saved At for a waiting quote saved without one', () => {
    const bookingsRows = () => rowsOf('Bookings')
    function waitingQuotes() {
      freshScript()
      // The lock busy after the rows are written: both quotes are left waiting.
      const first = script.lock.acquisitions + 1
      script.lock.beforeEachAcquire = (acquisition) => void (script.lock.heldElsewhere = acquisition > first)
      post({
        key: KEY,
        action: 'book',
        bookings: [bookingWithAppointment('quote-a'), bookingWithAppointment('quote-b')],
      })
      script.lock.beforeEachAcquire = null
      script.lock.heldElsewhere = false
      const sheet = script.spreadsheet.getSheetByName('Bookings')!
      const savedAt = tabRows(script.spreadsheet, 'Bookings')[0]!.indexOf('Saved At') + 1
      sheet.getRange(2, savedAt).setValue('')
      sheet.getRange(3, savedAt).setValue(`'${new Date(NOW).toISOString()}`)
    }
    const sweep = () => script.call('everyFiveMinutes')
    const reverseBookings = () =>
      script.spreadsheet.getSheetByName('Bookings')!.sortDataRows((a, b) => String(b[0]).localeCompare(String(a[0])))
    const calls = callsOf(sweep, waitingQuotes)
    expect(bookingsRows().find((row) => row['Booking ID'] === 'quote-a')!['Saved At']).toBe(new Date(NOW).toISOString())
    let noted = 0
    for (let moment = 0; moment < calls.length; moment++) {
      sortedAt(moment, reverseBookings, sweep, waitingQuotes)
      const b = bookingsRows().find((row) => row['Booking ID'] === 'quote-b')!
      if (b['Ledger Note'] === '') expect(b['Saved At'], `moment ${moment}`).toBe(new Date(NOW).toISOString())
      else {
        expect(NOTE.exec(b['Ledger Note']!)!.slice(1, 3)).toEqual(['Saved At', 'everyFiveMinutes'])
        noted++
      }
      nextSweep()
      const a = bookingsRows().find((row) => row['Booking ID'] === 'quote-a')!
      expect(a['Saved At'], `moment ${moment}`).not.toBe('')
    }
    expect(noted).toBe(2)
  })

  it('the inbox’s Lead ID and clear: each body filed once, and a body cleared by mistake says so', () => {
    function twoBodies() {
      freshScript()
      keepInInbox(jsonLead({ name: 'Lee Roe', email: 'lee@example.com' }))
      script.clock.advance(MINUTE)
      keepInInbox(jsonLead({ name: 'Pat Doe', phone: '715 555 0100' }))
      script.clock.advance(5 * MINUTE)
    }
    const sweep = () => script.call('everyFiveMinutes')
    const reverseInbox = () =>
      script.spreadsheet.getSheetByName('Lead Inbox')!.sortDataRows((a, b) => String(b[0]).localeCompare(String(a[0])))
    const calls = callsOf(sweep, twoBodies)
    expect(writeMoments(calls, 'Lead Inbox').length).toBeGreaterThanOrEqual(4)
    let noted = 0
    for (let moment = 0; moment < calls.length; moment++) {
      sortedAt(moment, reverseInbox, sweep, twoBodies)
      nextSweep()
      const notes = inboxRows()
        .map((row) => row['Ledger Note'])
        .filter((note) => note !== '')
      for (const note of notes) expect(NOTE.exec(note!)![2], `moment ${moment}`).toBe('everyFiveMinutes')
      noted += notes.length
      const names = leadRows().map((row) => row.Name)
      // A body cleared by mistake is lost with its note; no lead is ever filed twice.
      expect(new Set(names).size, `moment ${moment}`).toBe(names.length)
      if (notes.length === 0) expect(names.sort(), `moment ${moment}`).toEqual(['Lee Roe', 'Pat Doe'])
    }
    expect(noted).toBeGreaterThan(0)
  })
})
