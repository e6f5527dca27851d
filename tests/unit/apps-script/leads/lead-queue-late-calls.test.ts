// @vitest-environment node
// A call is judged at the moment it was made: a late offline call under a claim that has since lapsed, a renewal of
// a lead no longer held, and `Booked` needing this lead's booking.
import { beforeEach, describe, expect, it } from 'vitest'
import {
  appendLeads,
  LEADS_HEADER,
  tabRows,
  type LeadCells,
  type LedgerScript,
} from '../../../../scripts/support/apps-script-double'
import type { ClaimedLead } from '../../../../src/ledger-api/ledger-contract'
import { booking, KEY, LEE_KEY, poster, SAM_KEY, scriptWithSetters } from '../script-requests'

const KIM_KEY = 'kim-key-0123456789abcdef'
const at = (time: string) => Date.parse(`2026-11-24T${time}:00.000Z`)
const iso = (time: string) => new Date(at(time)).toISOString()

let script: LedgerScript
const post = poster(() => script)
let patId = ''

const PAT: LeadCells = {
  'Received At': new Date('2026-11-24T14:00:00Z'),
  Name: 'Pat Doe',
  Phone: '715 555 0101',
  ZIP: '54016',
  Service: 'Concrete Coatings',
}
const ROB: LeadCells = { ...PAT, Name: 'Rob Roe', Phone: '715 555 0102' }

const clockAt = (time: string) => script.clock.set(at(time))
const claim = (key: string, leadId: string, extra: Record<string, unknown> = {}) =>
  post({ key, action: 'claim', leadId, ...extra })
const renew = (key: string, leadId = patId) => claim(key, leadId, { renew: true })
const outcome = (key: string, attemptId: string, call: Record<string, unknown>, leadId = patId) =>
  post({ key, action: 'outcome', leadId, attemptId, ...call })
const bookWith = (key: string, id: string) => post({ key, action: 'book', bookings: [booking(id)] })
const tab = (name: string) => tabRows(script.spreadsheet, name)
const pat = (column: (typeof LEADS_HEADER)[number]) => tab('Leads')[1]![LEADS_HEADER.indexOf(column)]
const claimCells = () => [pat('Claimed By'), pat('Claimed Until'), pat('Claims')]

beforeEach(() => {
  script = scriptWithSetters()
  script.spreadsheet.getSheetByName('Setters')!.prefill([['Kim', KIM_KEY, 'yes']])
  appendLeads(script.spreadsheet, [PAT, ROB])
  clockAt('16:00')
  patId = (post({ key: SAM_KEY, action: 'claim', row: 2, phone: '0101' }).lead as ClaimedLead).leadId
})

/** Sam's claim lapses at 16:15; Lee claims Pat at 16:20 and records No answer at 16:22. */
function leeCallsAfterSam() {
  clockAt('16:20')
  expect(claim(LEE_KEY, patId)).toMatchObject({ ok: true, lead: { claimedBy: 'Lee' } })
  clockAt('16:22')
  expect(outcome(LEE_KEY, 'lee-1', { outcome: 'No answer' })).toMatchObject({ ok: true })
}

describe('a late offline call', () => {
  it('Do not call pressed at 16:02 and sent at 16:30 closes Pat after Lee’s later No answer, and blocks the number', () => {
    leeCallsAfterSam()
    clockAt('16:30')
    expect(outcome(SAM_KEY, 'sam-1', { outcome: 'Do not call', calledAt: iso('16:02') })).toEqual({
      ok: true,
      duplicate: false,
      lead: { leadId: patId, attempts: 2, nextCallAt: '', closed: 'Do not call', bookingId: '' },
    })
    expect(tab('Attempts').slice(1)).toEqual([
      ['lee-1', patId, iso('16:22'), 'Lee', 'No answer', ''],
      ['sam-1', patId, iso('16:02'), 'Sam', 'Do not call', ''],
    ])
    expect(tab('Do Not Call').slice(1)).toEqual([['7155550101', iso('16:30'), patId]])
    expect([pat('First Call At'), pat('Last Attempt At'), pat('Closed'), pat('Next Call At')]).toEqual([
      iso('16:02'),
      iso('16:22'),
      'Do not call',
      '',
    ])
    const closedBySam = { ok: false, error: 'closed', closedBy: { setter: 'Sam', outcome: 'Do not call' } }
    expect(renew(LEE_KEY)).toEqual(closedBySam)
    expect(outcome(LEE_KEY, 'lee-2', { outcome: 'Left voicemail' })).toEqual(closedBySam)
    expect(renew(SAM_KEY)).toEqual({ ok: false, error: 'closed' })
    expect((post({ key: LEE_KEY, action: 'queue' }).leads as { leadId: string }[]).map((lead) => lead.leadId)).toEqual([
      expect.not.stringMatching(patId),
    ])
  })

  it('Do not call arriving while Lee still holds Pat ends Lee’s claim, Claimed By kept', () => {
    clockAt('16:20')
    claim(LEE_KEY, patId)
    clockAt('16:25')
    expect(outcome(SAM_KEY, 'sam-1', { outcome: 'Do not call', calledAt: iso('16:02') })).toMatchObject({ ok: true })
    expect(claimCells()).toEqual([
      'Lee',
      iso('16:25'),
      `Sam ${iso('16:00')}–${iso('16:15')}; Lee ${iso('16:20')}–${iso('16:25')}`,
    ])
    expect(renew(LEE_KEY)).toEqual({ ok: false, error: 'closed', closedBy: { setter: 'Sam', outcome: 'Do not call' } })
  })

  it('Booked pressed at 16:02 and sent at 16:30 with its booking stands: the lead closes and Lee cannot book it again', () => {
    leeCallsAfterSam()
    clockAt('16:30')
    bookWith(SAM_KEY, 'sam-pat')
    expect(outcome(SAM_KEY, 'sam-1', { outcome: 'Booked', bookingId: 'sam-pat', calledAt: iso('16:02') })).toEqual({
      ok: true,
      duplicate: false,
      lead: { leadId: patId, attempts: 2, nextCallAt: '', closed: 'Booked', bookingId: 'sam-pat' },
    })
    expect(renew(LEE_KEY)).toEqual({ ok: false, error: 'closed', closedBy: { setter: 'Sam', outcome: 'Booked' } })
    expect(claim(LEE_KEY, patId)).toEqual({ ok: false, error: 'closed' })
    expect(outcome(LEE_KEY, 'lee-2', { outcome: 'No answer' })).toMatchObject({ error: 'closed' })
  })

  it('Do not call made before Lee’s Booked but sent after it: on Do Not Call, the booking stands, Admin lists it', () => {
    clockAt('16:20')
    claim(LEE_KEY, patId)
    clockAt('16:22')
    bookWith(LEE_KEY, 'lee-pat')
    outcome(LEE_KEY, 'lee-1', { outcome: 'Booked', bookingId: 'lee-pat' })
    clockAt('16:30')
    expect(outcome(SAM_KEY, 'sam-1', { outcome: 'Do not call', calledAt: iso('16:02') })).toEqual({
      ok: true,
      duplicate: false,
      lead: { leadId: patId, attempts: 2, nextCallAt: '', closed: 'Booked', bookingId: 'lee-pat' },
    })
    expect(tab('Do Not Call').slice(1)).toEqual([['7155550101', iso('16:30'), patId]])
    expect([pat('Closed'), pat('Booking ID')]).toEqual(['Booked', 'lee-pat'])
    // A call made after the Booked is refused.
    expect(outcome(SAM_KEY, 'sam-2', { outcome: 'No answer', calledAt: iso('16:23') })).toEqual({
      ok: false,
      error: 'closed',
      closedBy: { setter: 'Lee', outcome: 'Booked' },
    })
    const week = { from: '2026-11-23T06:00:00.000Z', to: '2026-11-30T06:00:00.000Z' }
    expect(post({ key: KEY, action: 'leadStats', weeks: [week] }).lateCalls).toEqual([
      { leadId: patId, name: 'Pat Doe', outcome: 'Do not call', setter: 'Sam', at: iso('16:02') },
    ])
  })

  it('No answer made at 16:02 and sent while Lee holds Pat is recorded at its time and leaves Lee’s claim alone', () => {
    clockAt('16:20')
    claim(LEE_KEY, patId)
    const leeHolds = claimCells()
    clockAt('16:25')
    expect(outcome(SAM_KEY, 'sam-1', { outcome: 'No answer', calledAt: iso('16:02') })).toEqual({
      ok: true,
      duplicate: false,
      lead: { leadId: patId, attempts: 1, nextCallAt: iso('18:02'), closed: '', bookingId: '' },
    })
    expect(claimCells()).toEqual(leeHolds)
    expect(renew(LEE_KEY)).toMatchObject({ ok: true, lead: { claimedBy: 'Lee', claimedUntil: iso('16:40') } })
    expect(outcome(LEE_KEY, 'lee-1', { outcome: 'No answer' })).toMatchObject({ ok: true, lead: { attempts: 2 } })
  })

  it('three setters claim in turn: the first one’s call, made under their claim, is still accepted', () => {
    clockAt('16:20')
    claim(LEE_KEY, patId)
    clockAt('16:40')
    claim(KIM_KEY, patId)
    clockAt('16:45')
    expect(outcome(SAM_KEY, 'sam-1', { outcome: 'No answer', calledAt: iso('16:02') })).toMatchObject({ ok: true })
    expect(outcome(LEE_KEY, 'lee-1', { outcome: 'Left voicemail', calledAt: iso('16:25') })).toMatchObject({ ok: true })
    expect(pat('Claims')).toBe(
      `Sam ${iso('16:00')}–${iso('16:15')}; Lee ${iso('16:20')}–${iso('16:35')}; Kim ${iso('16:40')}–${iso('16:55')}`,
    )
    expect(pat('Claimed By')).toBe('Kim')
    // No claim of Sam's covers 16:17.
    expect(outcome(SAM_KEY, 'sam-2', { outcome: 'No answer', calledAt: iso('16:17') })).toEqual({
      ok: false,
      error: 'claimed',
      by: 'Kim',
    })
    expect(tab('Attempts').map((row) => row[0])).toEqual(['Attempt ID', 'sam-1', 'lee-1'])
  })

  it('reads an older script’s Previous Claim as the oldest claim, from Received At; keeps the last 5 claims', () => {
    const sheet = script.spreadsheet.getSheetByName('Leads')!
    const column = (name: (typeof LEADS_HEADER)[number]) => LEADS_HEADER.indexOf(name) + 1
    sheet.getRange(2, column('Claimed By')).setValue("'Lee")
    sheet.getRange(2, column('Claimed Until')).setValue(`'${iso('16:35')}`)
    sheet.getRange(2, column('Claims')).setValue('')
    sheet.getRange(2, column('Previous Claim')).setValue(`'Sam until ${iso('16:15')}`)
    clockAt('16:25')
    expect(outcome(SAM_KEY, 'sam-1', { outcome: 'No answer', calledAt: iso('16:02') })).toMatchObject({ ok: true })
    expect(outcome(SAM_KEY, 'sam-2', { outcome: 'No answer', calledAt: iso('16:16') })).toMatchObject({
      error: 'claimed',
    })
    for (const [time, key] of [
      ['16:40', KIM_KEY],
      ['17:00', SAM_KEY],
      ['17:20', LEE_KEY],
      ['17:40', KIM_KEY],
    ] as const) {
      clockAt(time)
      expect(claim(key, patId), time).toMatchObject({ ok: true })
    }
    expect(pat('Claims')).toBe(
      [
        `Lee ${iso('16:15')}–${iso('16:35')}`,
        `Kim ${iso('16:40')}–${iso('16:55')}`,
        `Sam ${iso('17:00')}–${iso('17:15')}`,
        `Lee ${iso('17:20')}–${iso('17:35')}`,
        `Kim ${iso('17:40')}–${iso('17:55')}`,
      ].join('; '),
    )
    expect(pat('Previous Claim')).toBe(`Sam until ${iso('16:15')}`)
  })
})

describe('a renewal (claim with renew: true)', () => {
  it('renews a live or a lapsed claim no one else took', () => {
    clockAt('16:05')
    expect(renew(SAM_KEY)).toMatchObject({ ok: true, lead: { claimedBy: 'Sam', claimedUntil: iso('16:20') } })
    clockAt('16:40')
    expect(renew(SAM_KEY)).toMatchObject({ ok: true, lead: { claimedUntil: iso('16:55') } })
    expect(pat('Claims')).toBe(`Sam ${iso('16:00')}–${iso('16:55')}`)
  })

  it('takes nothing back after Next lead in another tab: released, while a claim without renew takes it as today', () => {
    clockAt('16:05')
    const robId = (post({ key: SAM_KEY, action: 'claim', row: 3, phone: '0102' }).lead as ClaimedLead).leadId
    const released = claimCells()
    script.resetCounters()
    expect(renew(SAM_KEY)).toEqual({ ok: false, error: 'released' })
    expect(script.counters.writeCalls).toBe(0)
    expect(claimCells()).toEqual(released)
    expect(renew(SAM_KEY, robId)).toMatchObject({ ok: true })
    expect(claim(SAM_KEY, patId)).toMatchObject({ ok: true, lead: { claimedBy: 'Sam', claimedUntil: iso('16:20') } })
  })

  it('takes nothing back from another setter, live or lapsed, nor after the setter’s own call ended the claim', () => {
    clockAt('16:20')
    claim(LEE_KEY, patId)
    const leeHolds = claimCells()
    // Named as a claim refused today is: the strip says who holds it.
    expect(renew(SAM_KEY)).toEqual({ ok: false, error: 'claimed', by: 'Lee' })
    clockAt('16:50')
    expect(renew(SAM_KEY)).toEqual({ ok: false, error: 'claimed', by: 'Lee' })
    expect(claimCells()).toEqual(leeHolds)
    expect(renew(LEE_KEY)).toMatchObject({ ok: true })
    outcome(LEE_KEY, 'lee-1', { outcome: 'Call back', callbackAt: '2026-11-25T16:00:00Z' })
    expect(renew(LEE_KEY)).toEqual({ ok: false, error: 'released' })
  })
})

describe('Booked needs a booking of this lead', () => {
  /** Each booking's Lead ID cell as given. */
  function bookingsOfLeads(leadIds: Record<string, string>) {
    const sheet = script.spreadsheet.getSheetByName('Bookings')!
    const rows = tabRows(script.spreadsheet, 'Bookings')
    // The column `book` makes, or one the owner adds to an older tab.
    const made = rows[0]!.indexOf('Lead ID') + 1
    const column = made || rows[0]!.length + 1
    if (column > sheet.getMaxColumns()) sheet.insertColumnsAfter(sheet.getMaxColumns(), 1)
    if (!made) sheet.getRange(1, column).setValue('Lead ID')
    rows.slice(1).forEach((row, i) => sheet.getRange(i + 2, column).setValue(`'${leadIds[row[0]!] ?? ''}`))
  }

  it('by its Lead ID, whoever booked it; a booking without one by today’s same-setter rule', () => {
    bookWith(SAM_KEY, 'sam-rob')
    bookWith(LEE_KEY, 'lee-pat')
    bookWith(LEE_KEY, 'lee-pasted')
    bookWith(SAM_KEY, 'sam-pasted')
    bookingsOfLeads({ 'sam-rob': 'rob-lead', 'lee-pat': patId })
    const noSuchBooking = { ok: false, error: 'bad-request', reason: 'no such booking' }
    expect(outcome(SAM_KEY, 'b1', { outcome: 'Booked', bookingId: 'sam-rob' })).toEqual(noSuchBooking)
    expect(outcome(SAM_KEY, 'b2', { outcome: 'Booked', bookingId: 'lee-pasted' })).toEqual(noSuchBooking)
    expect(outcome(SAM_KEY, 'b3', { outcome: 'Booked', bookingId: 'lee-pat' })).toMatchObject({
      ok: true,
      lead: { closed: 'Booked', bookingId: 'lee-pat' },
    })
    clockAt('16:01')
    const robId = (post({ key: SAM_KEY, action: 'claim', row: 3, phone: '0102' }).lead as ClaimedLead).leadId
    expect(outcome(SAM_KEY, 'b4', { outcome: 'Booked', bookingId: 'sam-pasted' }, robId)).toMatchObject({
      ok: true,
      lead: { closed: 'Booked', bookingId: 'sam-pasted' },
    })
  })
})
