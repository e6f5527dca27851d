// @vitest-environment node
// The lead queue: `check` makes its tabs; `queue`, `claim` and `outcome` for the owner's and the setters'
// keys, each setter named by their key; `leadStats` for the owner.
import { beforeEach, describe, expect, it } from 'vitest'
import { blankQueuedLead } from '../../../support/queued-lead-answer'
import {
  appendLeads,
  ATTEMPTS_HEADER,
  DO_NOT_CALL_HEADER,
  LEADS_HEADER,
  tabRows,
  type LeadCells,
  type LedgerScript,
} from '../../../../scripts/support/apps-script-double'
import {
  LEAD_QUEUE_SCRIPT_VERSION,
  OWNER_AS_SETTER,
  type ClaimedLead,
  type LeadAfterOutcome,
  type LeadRefusal,
  type LeadWeekStats,
  type QueueAnswer,
} from '../../../../src/ledger-api/ledger-contract'
import { leadPhoneOfCell } from '../../../../src/leads/lead-row'
import { booking, KEY, LEE_KEY, poster, SAM_KEY, scriptWithSetters } from '../script-requests'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const NOW = Date.parse('2026-11-24T16:00:00Z')
const iso = (time: number) => new Date(time).toISOString()

let script: LedgerScript
const post = poster(() => script)
const queue = (key = SAM_KEY) => post({ key, action: 'queue' }) as unknown as QueueAnswer
/** A claim by row repeats the last 4 digits of the row's phone, as `queue` answers them, unless the test gives one. */
const claim = (key: string, lead: { leadId: string } | { row: number; phone?: string }) =>
  post({ key, action: 'claim', ...('row' in lead ? { phone: phoneEndAt(lead.row), ...lead } : lead) })
const outcome = (key: string, leadId: string, attemptId: string, call: Record<string, unknown>) =>
  post({ key, action: 'outcome', leadId, attemptId, ...call })
const claimedId = (answer: Record<string, unknown>) => (answer.lead as ClaimedLead).leadId
const tab = (name: string) => tabRows(script.spreadsheet, name)
/** A booking in the Bookings tab, booked with `key` (a setter's key books as that setter). */
const bookWith = (key: string, id: string) => post({ key, action: 'book', bookings: [booking(id)] })
const allTabs = () => ['Leads', 'Attempts', 'Do Not Call'].map(tab)
const cellOf = (row: number, column: (typeof LEADS_HEADER)[number]) =>
  tab('Leads')[row - 1]![LEADS_HEADER.indexOf(column)]
const phoneEndAt = (row: number) => leadPhoneOfCell(tab('Leads')[row - 1]?.[LEADS_HEADER.indexOf('Phone')]).slice(-4)

const PAT: LeadCells = {
  'Received At': new Date('2026-11-24T14:00:00Z'),
  Name: 'Pat Doe',
  Phone: '715 555 0101',
  Email: 'pat@example.com',
  Address: '1 Main St, Hudson, WI 54016',
  ZIP: '54016',
  Service: 'Concrete Coatings',
  'Garage Size': '2-car',
  Source: 'Google Ads',
  Notes: 'Side door',
}
const ROB: LeadCells = {
  'Received At': '2026-11-24T08:30:00-06:00',
  Name: 'Rob Roe',
  Phone: '(612) 555-0102',
  Service: 'Tree Service',
  Source: 'Facebook',
}
const NUMBERED: LeadCells = { 'Received At': 46349.5, Name: 'Bare Number', Phone: '715 555 0103', ZIP: '54016' }
const NO_CONTACT: LeadCells = { 'Received At': new Date('2026-11-24T13:00:00Z'), Name: 'No Way', Email: 'x@y.example' }
const CLOSED: LeadCells = {
  ...PAT,
  Name: 'Done',
  Phone: '715 555 0105',
  'Lead ID': 'closed-lead',
  Closed: 'Bad number',
}
const BLOCKED: LeadCells = { ...PAT, Name: 'Blocked', Phone: '1-715-555-0106' }
const UNSTAMPED: LeadCells = { Name: 'Ann Lee', Phone: '715 555 0107', ZIP: '02134', Source: 'Website' }

/** Rows 2 to 8, in this order; 715 555 0106 is on Do Not Call. */
function seed() {
  appendLeads(script.spreadsheet, [PAT, ROB, NUMBERED, NO_CONTACT, CLOSED, BLOCKED, UNSTAMPED])
  script.spreadsheet.getSheetByName('Do Not Call')!.appendRow(["'7155550106", "'2026-11-01T10:00:00.000Z", "'old"])
  script.resetCounters()
}

beforeEach(() => {
  script = scriptWithSetters()
  script.clock.set(NOW)
  seed()
})

describe('the tabs', () => {
  it('are made by the owner’s check with the contract’s headers, frozen; a setter’s check makes none', () => {
    // docs/ledger-contract.md's two lists, as it words them: filled by the sources, then kept by the script.
    const bySources = 'Received At, Name, Phone, Email, Address, ZIP, Service, Garage Size, Source, Notes'
    const byScript =
      'Lead ID, Claimed By, Claimed Until, Claims, Attempts, First Call At, Last Attempt At, Last Outcome, Next Call At, Closed, Booking ID, Previous Claim, Ledger Note, Rebook Of'
    const byIntake = 'Arrived At, External ID, Also From'
    expect(tab('Leads')[0]).toEqual([...bySources.split(', '), ...byScript.split(', '), ...byIntake.split(', ')])
    expect(tab('Attempts')).toEqual([['Attempt ID', 'Lead ID', 'At', 'Setter', 'Outcome', 'Callback At']])
    expect(tab('Do Not Call')[0]).toEqual(['Phone', 'Added At', 'Lead ID'])
    expect([...LEADS_HEADER, ...ATTEMPTS_HEADER, ...DO_NOT_CALL_HEADER]).toEqual([
      ...tab('Leads')[0]!,
      ...tab('Attempts')[0]!,
      ...tab('Do Not Call')[0]!,
    ])
    for (const name of ['Leads', 'Attempts', 'Do Not Call'])
      expect(script.spreadsheet.getSheetByName(name)!.frozenRows).toBe(1)
    script = scriptWithSetters()
    script.spreadsheet.sheets.delete('Leads')
    expect(LEAD_QUEUE_SCRIPT_VERSION).toBe(5)
    expect(post({ key: SAM_KEY, action: 'check' })).toMatchObject({ ok: true, role: 'setter', version: 13 })
    expect(script.spreadsheet.getSheetByName('Leads')).toBeNull()
  })

  it('are found by column name: the owner may reorder them and add their own', () => {
    script = scriptWithSetters()
    script.spreadsheet.sheets.delete('Leads')
    const sheet = script.spreadsheet.insertSheet('Leads')
    sheet.appendRow(['Owner memo', ' zip ', 'PHONE', 'received at', 'Source'])
    sheet.appendRow(['call first', "'54016", "'715 555 0199", "'2026-11-24T09:00:00-06:00", "'Referral"])
    const answer = queue()
    expect(answer.leads).toEqual([
      {
        leadId: '',
        row: 2,
        phoneEnd: '0199',
        receivedAt: '2026-11-24T15:00:00.000Z',
        zip: '54016',
        service: '',
        source: 'Referral',
        attempts: 0,
        nextCallAt: '',
        claimedBy: '',
        claimedUntil: '',
        arrivedAt: '',
      },
    ])
    const claimed = post({ key: SAM_KEY, action: 'claim', row: 2, phone: '0199' })
    expect(claimed).toMatchObject({ ok: true, lead: { claimedBy: 'Sam', source: 'Referral', phone: '715 555 0199' } })
    expect(sheet.displayRows()[0]!.slice(0, 6)).toEqual([
      'Owner memo',
      ' zip ',
      'PHONE',
      'received at',
      'Source',
      'Name',
    ])
    expect(sheet.displayRows()[1]![0]).toBe('call first')
  })
})

describe('queue', () => {
  it('answers the open leads without their name, phone, email, address or notes, and writes nothing', () => {
    const answer = queue()
    const lead = (row: number, cells: Partial<QueueAnswer['leads'][number]>) =>
      blankQueuedLead({ row, phoneEnd: phoneEndAt(row), arrivedAt: '', ...cells })
    expect(answer).toEqual({
      ok: true,
      leads: [
        lead(2, {
          receivedAt: '2026-11-24T14:00:00.000Z',
          zip: '54016',
          service: 'Concrete Coatings',
          source: 'Google Ads',
        }),
        lead(3, { receivedAt: '2026-11-24T14:30:00.000Z', service: 'Tree Service', source: 'Facebook' }),
        lead(8, { zip: '02134', source: 'Website' }),
      ],
      waiting: 3,
      due: 0,
      unreadable: 2,
    })
    expect(answer.leads.map((queued) => queued.phoneEnd)).toEqual(['0101', '0102', '0107'])
    const text = JSON.stringify(answer)
    for (const detail of ['Pat Doe', 'Rob Roe', 'Ann Lee', '555', 'pat@example.com', 'Main St', 'Side door'])
      expect(text).not.toContain(detail)
    expect(script.counters.writeCalls).toBe(0)
    expect(cellOf(8, 'Lead ID')).toBe('')
    expect(cellOf(8, 'Received At')).toBe('')
  })

  it('counts a Received At typed as a bare number, and a row with neither phone nor ZIP, as unreadable', () => {
    appendLeads(script.spreadsheet, [
      { ...PAT, 'Received At': 1_795_000_000_000 },
      { ...PAT, Phone: '555-0100', ZIP: '' },
      { ...PAT, Phone: '', ZIP: 'WI' },
      { ...PAT, 'Received At': "'2026-11-24", Phone: '715 555 0111' },
    ])
    expect(queue()).toMatchObject({ waiting: 3, unreadable: 6 })
    expect(queue().leads.map((lead) => lead.row)).toEqual([2, 3, 8])
  })

  it('counts due leads, and answers for a setter’s key and the owner’s alike; a bad key gets nothing', () => {
    const id = claimedId(claim(SAM_KEY, { row: 3 }))
    outcome(SAM_KEY, id, 'first', { outcome: 'No answer' })
    expect(queue()).toMatchObject({ waiting: 2, due: 0 })
    script.clock.advance(2 * HOUR)
    const answer = queue(KEY)
    expect(answer).toMatchObject({ waiting: 2, due: 1 })
    expect(answer.leads.find((lead) => lead.leadId === id)).toMatchObject({
      attempts: 1,
      nextCallAt: iso(NOW + 2 * HOUR),
      phoneEnd: '',
      claimedBy: 'Sam',
      claimedUntil: iso(NOW),
    })
    expect(post({ key: 'not-a-key-of-anyone-here', action: 'queue' })).toEqual({ ok: false, error: 'bad-key' })
  })
})

describe('Lead IDs for rows typed by hand', () => {
  it('are written by the next everyFiveMinutes run; a blank row gets none, and an ID is never replaced', () => {
    const [blank] = appendLeads(script.spreadsheet, [{ Name: 'A deleted lead' }])
    script.call('everyFiveMinutes')
    const ids = tab('Leads')
      .slice(1)
      .map((row) => row[LEADS_HEADER.indexOf('Lead ID')])
    expect(ids[4]).toBe('closed-lead')
    for (const [i, id] of ids.entries())
      if (i !== 4 && i + 2 !== blank) expect(id, `row ${i + 2}`).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[blank! - 2]).toBe('')
    expect(new Set(ids).size).toBe(ids.length)
    const leads = queue().leads
    expect(leads.map((lead) => [lead.row, lead.leadId, lead.phoneEnd])).toEqual(
      [2, 3, 8].map((row) => [row, ids[row - 2], '']),
    )
    expect(claim(SAM_KEY, { leadId: leads[0]!.leadId })).toMatchObject({ ok: true, lead: { row: 2 } })
  })
})

describe('claim', () => {
  it('gives the whole lead, stamps its Lead ID and Received At, and holds it 15 minutes for the key’s setter', () => {
    const answer = claim(SAM_KEY, { row: 8 })
    const lead = answer.lead as ClaimedLead
    expect(lead.leadId).toMatch(/^[0-9a-f-]{36}$/)
    expect(answer).toEqual({
      ok: true,
      lead: {
        leadId: lead.leadId,
        row: 8,
        phoneEnd: '',
        receivedAt: iso(NOW),
        zip: '02134',
        service: '',
        source: 'Website',
        attempts: 0,
        nextCallAt: '',
        claimedBy: 'Sam',
        claimedUntil: iso(NOW + 15 * MINUTE),
        name: 'Ann Lee',
        phone: '715 555 0107',
        email: '',
        address: '',
        garageSize: '',
        notes: '',
        firstCallAt: '',
        lastAttemptAt: '',
        lastOutcome: '',
        calls: [],
      },
    })
    expect([cellOf(8, 'Lead ID'), cellOf(8, 'Received At'), cellOf(8, 'Claimed By')]).toEqual([
      lead.leadId,
      iso(NOW),
      'Sam',
    ])
    expect(queue().leads.find((queued) => queued.row === 8)).toMatchObject({ leadId: lead.leadId, claimedBy: 'Sam' })
    expect(script.logs).toEqual([])
  })

  it('names the setter by the key, never by the request; the owner’s key claims as Owner', () => {
    expect(post({ key: SAM_KEY, action: 'claim', row: 2, phone: '0101', setter: 'Lee' })).toMatchObject({
      lead: { claimedBy: 'Sam' },
    })
    expect(post({ key: KEY, action: 'claim', leadId: '', row: 3, phone: '0102', setter: 'Lee' })).toMatchObject({
      lead: { claimedBy: OWNER_AS_SETTER },
    })
    expect(OWNER_AS_SETTER).toBe('Owner')
  })

  it('refuses another setter’s unexpired claim with its holder; renews the same setter’s; takes an expired one', () => {
    const id = claimedId(claim(SAM_KEY, { row: 2 }))
    const heldBySam: LeadRefusal = { ok: false, error: 'claimed', by: 'Sam' }
    script.clock.advance(10 * MINUTE)
    expect(claim(LEE_KEY, { leadId: id })).toEqual(heldBySam)
    expect(claim(SAM_KEY, { leadId: id })).toMatchObject({ lead: { claimedUntil: iso(NOW + 25 * MINUTE) } })
    script.clock.advance(15 * MINUTE - 1)
    expect(claim(LEE_KEY, { leadId: id })).toEqual(heldBySam)
    script.clock.advance(1)
    expect(claim(LEE_KEY, { leadId: id })).toMatchObject({ ok: true, lead: { claimedBy: 'Lee', leadId: id } })
    expect(cellOf(2, 'Claimed By')).toBe('Lee')
  })

  it('answers closed for a closed lead or one on Do Not Call, and not-found for an id not in the tab', () => {
    for (const asked of [{ leadId: 'closed-lead' }, { row: 7 }])
      expect(claim(SAM_KEY, asked)).toEqual({ ok: false, error: 'closed' })
    for (const asked of [{ leadId: 'no-such-lead' }, { row: 4 }, { row: 5 }, { row: 99 }])
      expect(claim(SAM_KEY, asked)).toEqual({ ok: false, error: 'not-found' })
    expect(claim(SAM_KEY, { row: 1.5 })).toEqual({ ok: false, error: 'bad-request', reason: 'leadId is missing' })
    expect(script.counters.writeCalls).toBe(0)
  })

  it('by row: only while the row has no Lead ID and a phone ending in the digits given; an older tool’s bare row is refused', () => {
    const bareRow = { ok: false, error: 'bad-request', reason: 'leadId is missing' }
    expect(post({ key: SAM_KEY, action: 'claim', row: 2 })).toEqual(bareRow)
    expect(claim(SAM_KEY, { row: 2, phone: '55501' })).toEqual(bareRow)
    expect(claim(SAM_KEY, { row: 2, phone: '0102' })).toEqual({ ok: false, error: 'not-found' })
    expect(script.counters.writeCalls).toBe(0)
    const id = claimedId(claim(SAM_KEY, { row: 2, phone: '0101' }))
    expect(cellOf(2, 'Lead ID')).toBe(id)
    // Named by its row and phone only until it has an ID.
    expect(claim(LEE_KEY, { row: 2, phone: '0101' })).toEqual({ ok: false, error: 'not-found' })
  })

  it('one at a time: a setter’s new claim releases their earlier one, Claimed By kept, for another to take', () => {
    const pat = claimedId(claim(SAM_KEY, { row: 2 }))
    script.clock.advance(MINUTE)
    const rob = claimedId(claim(SAM_KEY, { row: 3 }))
    expect([cellOf(2, 'Claimed By'), cellOf(2, 'Claimed Until')]).toEqual(['Sam', iso(NOW + MINUTE)])
    expect([cellOf(3, 'Claimed By'), cellOf(3, 'Claimed Until')]).toEqual(['Sam', iso(NOW + 16 * MINUTE)])
    // Renewing the lead held keeps it.
    expect(claim(SAM_KEY, { leadId: rob })).toMatchObject({ lead: { claimedBy: 'Sam' } })
    expect(cellOf(3, 'Claimed Until')).toBe(iso(NOW + 16 * MINUTE))
    script.clock.advance(1)
    expect(claim(LEE_KEY, { leadId: pat })).toMatchObject({ ok: true, lead: { claimedBy: 'Lee' } })
    expect(cellOf(2, 'Claims')).toBe(
      `Sam ${iso(NOW)}–${iso(NOW + MINUTE)}; Lee ${iso(NOW + MINUTE + 1)}–${iso(NOW + 16 * MINUTE + 1)}`,
    )
    expect(cellOf(2, 'Previous Claim')).toBe('')
    expect(
      queue().leads.filter((lead) => lead.claimedBy === 'Sam' && lead.claimedUntil > iso(NOW + MINUTE + 1)),
    ).toHaveLength(1)
  })

  it('gives two setters pressing Next lead at once different leads: the second claim waits for the lock', () => {
    const first = queue().leads[0]!
    let lee: Record<string, unknown> = {}
    script.lock.runWhileNextCallerWaits(() => (lee = claim(LEE_KEY, { row: first.row })))
    const sam = claim(SAM_KEY, { row: first.row })
    expect(lee).toMatchObject({ ok: true, lead: { row: first.row, claimedBy: 'Lee' } })
    // Lee's claim gave the row its Lead ID: a row without one is no longer there to claim.
    expect(sam).toEqual({ ok: false, error: 'not-found' })
    expect(claim(SAM_KEY, { leadId: claimedId(lee) })).toEqual({ ok: false, error: 'claimed', by: 'Lee' })
    const next = claim(SAM_KEY, { row: queue().leads[1]!.row })
    expect(next).toMatchObject({ ok: true, lead: { claimedBy: 'Sam' } })
    expect(claimedId(next)).not.toBe(claimedId(lee))
  })

  it('answers busy, writing nothing, when the lock is not obtained', () => {
    script.lock.heldElsewhere = true
    expect(claim(SAM_KEY, { row: 2 })).toEqual({ ok: false, error: 'busy' })
    expect(script.counters.writeCalls).toBe(0)
  })

  it('answers the lead’s calls on record, oldest first', () => {
    const id = claimedId(claim(SAM_KEY, { row: 2 }))
    outcome(SAM_KEY, id, 'one', { outcome: 'Left voicemail' })
    script.clock.advance(2 * HOUR)
    claim(LEE_KEY, { leadId: id })
    outcome(LEE_KEY, id, 'two', { outcome: 'No answer' })
    expect((claim(SAM_KEY, { leadId: id }).lead as ClaimedLead).calls).toEqual([
      { attemptId: 'one', leadId: id, at: iso(NOW), setter: 'Sam', outcome: 'Left voicemail', callbackAt: '' },
      { attemptId: 'two', leadId: id, at: iso(NOW + 2 * HOUR), setter: 'Lee', outcome: 'No answer', callbackAt: '' },
    ])
  })
})

describe('outcome', () => {
  let id = ''
  beforeEach(() => {
    id = claimedId(claim(SAM_KEY, { row: 2 }))
    script.clock.advance(5 * MINUTE)
    script.resetCounters()
  })

  it('No answer: Attempts 1, Next Call At 2 hours later, the claim released with Claimed By kept, one Attempts row', () => {
    const after: LeadAfterOutcome = {
      leadId: id,
      attempts: 1,
      nextCallAt: iso(NOW + 5 * MINUTE + 2 * HOUR),
      closed: '',
      bookingId: '',
    }
    expect(outcome(SAM_KEY, id, 'attempt-1', { outcome: 'No answer', setter: 'Lee' })).toEqual({
      ok: true,
      duplicate: false,
      lead: after,
    })
    const at = iso(NOW + 5 * MINUTE)
    expect(tab('Leads')[1]!.slice(10)).toEqual([
      id,
      'Sam',
      at,
      `Sam ${iso(NOW)}–${at}`,
      '1',
      at,
      at,
      'No answer',
      iso(NOW + 5 * MINUTE + 2 * HOUR),
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ])
    expect(tab('Attempts')).toEqual([[...ATTEMPTS_HEADER], ['attempt-1', id, at, 'Sam', 'No answer', '']])
    expect(script.counters.writeCalls).toBe(2)
    expect(script.logs).toEqual([])
  })

  it('counts the call at its calledAt: the attempt, Last Attempt At, First Call At and the cadence', () => {
    const pressedAt = NOW + 5 * MINUTE
    script.clock.advance(20 * MINUTE)
    expect(outcome(SAM_KEY, id, 'late', { outcome: 'No answer', calledAt: iso(pressedAt) })).toMatchObject({
      ok: true,
      lead: { attempts: 1, nextCallAt: iso(pressedAt + 2 * HOUR) },
    })
    expect([cellOf(2, 'First Call At'), cellOf(2, 'Last Attempt At')]).toEqual([iso(pressedAt), iso(pressedAt)])
    expect(tab('Attempts')[1]!.slice(0, 3)).toEqual(['late', id, iso(pressedAt)])
  })

  it('keeps calledAt between Received At and now, never moved up to a later call', () => {
    outcome(SAM_KEY, id, 'early', { outcome: 'No answer', calledAt: '2026-11-24T12:00:00Z' })
    expect(tab('Attempts')[1]![2]).toBe('2026-11-24T14:00:00.000Z')
    claim(SAM_KEY, { leadId: id })
    outcome(SAM_KEY, id, 'before-the-last', { outcome: 'No answer', calledAt: '2026-11-24T13:00:00Z' })
    expect(tab('Attempts')[2]![2]).toBe('2026-11-24T14:00:00.000Z')
    claim(SAM_KEY, { leadId: id })
    outcome(SAM_KEY, id, 'ahead', { outcome: 'No answer', calledAt: iso(NOW + HOUR) })
    expect(tab('Attempts')[3]![2]).toBe(iso(NOW + 5 * MINUTE))
    claim(SAM_KEY, { leadId: id })
    outcome(SAM_KEY, id, 'between', { outcome: 'No answer', calledAt: '2026-11-24T15:00:00Z' })
    expect(tab('Attempts')[4]![2]).toBe('2026-11-24T15:00:00.000Z')
    expect([cellOf(2, 'Attempts'), cellOf(2, 'Last Attempt At')]).toEqual(['4', iso(NOW + 5 * MINUTE)])
  })

  it('refuses a calledAt that is not a date-time with its zone, and writes nothing', () => {
    const before = allTabs()
    for (const calledAt of ['yesterday', '2026-11-24T15:00:00', 1_764_000_000_000])
      expect(outcome(SAM_KEY, id, `bad-${calledAt}`, { outcome: 'No answer', calledAt }), String(calledAt)).toEqual({
        ok: false,
        error: 'bad-request',
        reason: 'calledAt is not a date-time with its zone',
      })
    expect(allTabs()).toEqual(before)
  })

  it('a resend of the same attemptId changes nothing, even once its callback time has passed', () => {
    const callbackAt = '2026-11-24T11:00:00-06:00'
    const first = outcome(SAM_KEY, id, 'attempt-1', { outcome: 'Call back', callbackAt })
    expect(first).toMatchObject({ lead: { nextCallAt: '2026-11-24T17:00:00.000Z' } })
    const before = allTabs()
    script.resetCounters()
    script.clock.advance(3 * HOUR)
    expect(outcome(SAM_KEY, id, 'attempt-1', { outcome: 'Call back', callbackAt })).toEqual({
      ...first,
      duplicate: true,
    })
    expect(outcome(LEE_KEY, id, 'attempt-1', { outcome: 'Booked', bookingId: 'b-1' })).toEqual({
      ...first,
      duplicate: true,
    })
    expect(script.counters.writeCalls).toBe(0)
    expect(allTabs()).toEqual(before)
  })

  it('Call back sets Next Call At to callbackAt and writes it on the attempt', () => {
    const answer = outcome(SAM_KEY, id, 'cb', { outcome: 'Call back', callbackAt: '2026-11-25T14:30:00-06:00' })
    expect(answer).toMatchObject({ lead: { attempts: 1, nextCallAt: '2026-11-25T20:30:00.000Z', closed: '' } })
    expect(tab('Attempts')[1]).toEqual([
      'cb',
      id,
      iso(NOW + 5 * MINUTE),
      'Sam',
      'Call back',
      '2026-11-25T20:30:00.000Z',
    ])
  })

  it('Booked closes the lead and writes its Booking ID; it leaves the queue', () => {
    bookWith(SAM_KEY, 'b-7f3a')
    expect(outcome(SAM_KEY, id, 'booked', { outcome: 'Booked', bookingId: ' b-7f3a ' })).toMatchObject({
      lead: { closed: 'Booked', bookingId: 'b-7f3a', nextCallAt: '' },
    })
    expect([cellOf(2, 'Closed'), cellOf(2, 'Booking ID'), cellOf(2, 'Last Outcome')]).toEqual([
      'Booked',
      'b-7f3a',
      'Booked',
    ])
    expect(queue().leads.map((lead) => lead.leadId)).not.toContain(id)
  })

  it('is accepted from the setter in Claimed By, whether the claim is live, lapsed or released', () => {
    script.clock.advance(20 * MINUTE)
    expect(outcome(SAM_KEY, id, 'lapsed', { outcome: 'No answer' })).toMatchObject({ ok: true, duplicate: false })
    script.clock.advance(3 * HOUR)
    expect(outcome(SAM_KEY, id, 'released', { outcome: 'Left voicemail' })).toMatchObject({ ok: true })
    expect(tab('Attempts').map((row) => row[3])).toEqual(['Setter', 'Sam', 'Sam'])
  })

  it('refuses another setter: claimed while their claim is live, else not-yours; an unclaimed lead is nobody’s', () => {
    const before = allTabs()
    expect(outcome(LEE_KEY, id, 'lee-early', { outcome: 'No answer' })).toEqual({
      ok: false,
      error: 'claimed',
      by: 'Sam',
    })
    script.clock.advance(10 * MINUTE)
    expect(outcome(LEE_KEY, id, 'lee-late', { outcome: 'No answer' })).toEqual({ ok: false, error: 'not-yours' })
    const rob = claimedId(claim(LEE_KEY, { row: 3 }))
    expect(outcome(SAM_KEY, rob, 'sam-rob', { outcome: 'Not interested' })).toEqual({
      ok: false,
      error: 'claimed',
      by: 'Lee',
    })
    appendLeads(script.spreadsheet, [{ ...PAT, Phone: '715 555 0120', 'Lead ID': 'never-claimed' }])
    expect(outcome(SAM_KEY, 'never-claimed', 'sam-new', { outcome: 'No answer' })).toEqual({
      ok: false,
      error: 'not-yours',
    })
    expect(tab('Attempts')).toEqual(before[1])
  })

  it('records a call made before another setter’s later claim, leaving that claim as it is', () => {
    const pressedAt = NOW + 8 * MINUTE
    script.clock.advance(15 * MINUTE)
    claim(LEE_KEY, { leadId: id })
    const leeHolds = [cellOf(2, 'Claimed By'), cellOf(2, 'Claimed Until')]
    expect(leeHolds).toEqual(['Lee', iso(NOW + 35 * MINUTE)])
    expect(outcome(SAM_KEY, id, 'offline', { outcome: 'No answer', calledAt: iso(pressedAt) })).toMatchObject({
      ok: true,
      lead: { attempts: 1 },
    })
    expect([cellOf(2, 'Claimed By'), cellOf(2, 'Claimed Until')]).toEqual(leeHolds)
    expect(tab('Attempts')[1]!.slice(2, 4)).toEqual([iso(pressedAt), 'Sam'])
    // A call timed after Sam's claim ended is not Sam's to record.
    expect(outcome(SAM_KEY, id, 'late', { outcome: 'No answer', calledAt: iso(NOW + 17 * MINUTE) })).toEqual({
      ok: false,
      error: 'claimed',
      by: 'Lee',
    })
  })

  it('Booked needs a booking in the Bookings tab booked by the same setter; the owner’s key takes anyone’s', () => {
    const noSuchBooking = { ok: false, error: 'bad-request', reason: 'no such booking' }
    bookWith(LEE_KEY, 'lee-booking')
    const before = allTabs()
    expect(outcome(SAM_KEY, id, 'b1', { outcome: 'Booked', bookingId: 'made-up' })).toEqual(noSuchBooking)
    expect(outcome(SAM_KEY, id, 'b2', { outcome: 'Booked', bookingId: 'lee-booking' })).toEqual(noSuchBooking)
    expect(allTabs()).toEqual(before)
    const owned = claimedId(claim(KEY, { row: 3 }))
    expect(outcome(KEY, owned, 'b3', { outcome: 'Booked', bookingId: 'lee-booking' })).toMatchObject({
      lead: { closed: 'Booked', bookingId: 'lee-booking' },
    })
    bookWith(SAM_KEY, 'sam-booking')
    expect(outcome(SAM_KEY, id, 'b4', { outcome: 'Booked', bookingId: 'sam-booking' })).toMatchObject({
      lead: { closed: 'Booked' },
    })
  })

  it.each([
    ['an unknown outcome', { outcome: 'Voicemail' }, 'unknown outcome'],
    [
      'a callbackAt in the past',
      { outcome: 'Call back', callbackAt: '2026-11-24T09:00:00-06:00' },
      'callbackAt is in the past',
    ],
    [
      'a callbackAt more than 60 days ahead',
      { outcome: 'Call back', callbackAt: '2027-01-24T10:00:00-06:00' },
      'callbackAt is more than 60 days ahead',
    ],
    ['Booked without a bookingId', { outcome: 'Booked' }, 'Booked needs a bookingId'],
    ['no attemptId', { outcome: 'No answer', attemptId: ' ' }, 'attemptId is missing'],
  ])('refuses %s with its reason, and writes nothing', (_name, call, reason) => {
    const before = allTabs()
    expect(outcome(SAM_KEY, id, 'refused', call)).toEqual({ ok: false, error: 'bad-request', reason })
    expect(script.counters.writeCalls).toBe(0)
    expect(allTabs()).toEqual(before)
  })

  it('refuses, writing nothing, a lead claimed by someone else, a closed lead and a leadId not in the tab', () => {
    const rob = claimedId(claim(LEE_KEY, { row: 3 }))
    script.resetCounters()
    const before = allTabs()
    expect(outcome(SAM_KEY, rob, 'x1', { outcome: 'No answer' })).toEqual({ ok: false, error: 'claimed', by: 'Lee' })
    expect(outcome(SAM_KEY, 'closed-lead', 'x2', { outcome: 'No answer' })).toEqual({ ok: false, error: 'closed' })
    expect(outcome(SAM_KEY, 'no-such-lead', 'x3', { outcome: 'No answer' })).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(script.counters.writeCalls).toBe(0)
    expect(allTabs()).toEqual(before)
  })

  it('Do not call closes the lead and adds its phone: the number is not offered again, even on another row', () => {
    expect(outcome(SAM_KEY, id, 'dnc', { outcome: 'Do not call' })).toMatchObject({ lead: { closed: 'Do not call' } })
    expect(tab('Do Not Call')).toEqual([
      ['Phone', 'Added At', 'Lead ID'],
      ['7155550106', '2026-11-01T10:00:00.000Z', 'old'],
      ['7155550101', iso(NOW + 5 * MINUTE), id],
    ])
    const [again] = appendLeads(script.spreadsheet, [{ ...PAT, Name: 'Pat Again', Phone: '1-715-555-0101 ext. 4' }])
    expect(queue().leads.map((lead) => lead.row)).toEqual([3, 8])
    expect(claim(LEE_KEY, { row: again! })).toEqual({ ok: false, error: 'closed' })
  })
})

describe('the cadence, through the script', () => {
  /** A lead to call at `at` (its own clock), with its zone sent as the tool sends it; answers its Next Call At. */
  function callsAt(times: string[], timeZone?: string) {
    const [row] = appendLeads(script.spreadsheet, [{ ...PAT, Phone: '715 555 0190' }])
    script.clock.set(Date.parse(times[0]!) - MINUTE)
    const id = claimedId(claim(SAM_KEY, { row: row! }))
    return times.map((time, n) => {
      script.clock.set(Date.parse(time))
      const answer = outcome(SAM_KEY, id, `${id}-${n}`, { outcome: 'No answer', ...(timeZone ? { timeZone } : {}) })
      return (answer.lead as { nextCallAt: string }).nextCallAt
    })
  }

  it('across midnight: two hours after 11 PM is 1 AM the next day', () => {
    expect(callsAt(['2026-11-23T23:00:00-06:00'])).toEqual([iso(Date.parse('2026-11-24T01:00:00-06:00'))])
  })

  it('the third of the lead’s day moves it to 9:00 AM the next day, in daylight time after spring forward', () => {
    expect(callsAt(['2026-03-07T14:00:00-06:00', '2026-03-07T16:05:00-06:00', '2026-03-07T18:10:00-06:00'])).toEqual([
      '2026-03-07T22:00:00.000Z',
      '2026-03-08T00:05:00.000Z',
      iso(Date.parse('2026-03-08T09:00:00-05:00')),
    ])
  })

  it('the day is the lead’s, by the zone the tool sends; without one, the agency’s', () => {
    const times = ['2026-11-23T19:00:00-05:00', '2026-11-23T21:00:00-05:00', '2026-11-24T00:30:00-05:00']
    expect(callsAt(times, 'America/New_York')[2]).toBe(iso(Date.parse('2026-11-24T02:30:00-05:00')))
    expect(callsAt(times)[2]).toBe(iso(Date.parse('2026-11-24T09:00:00-06:00')))
    expect(callsAt(times, 'Not/A_Zone')[2]).toBe(iso(Date.parse('2026-11-24T09:00:00-06:00')))
  })

  it('the sixth No answer closes it as No contact after 6 attempts', () => {
    const times = ['2026-11-23T10:00', '2026-11-23T12:00', '2026-11-23T14:00', '2026-11-24T09:00', '2026-11-24T11:00']
    const next = callsAt([...times, '2026-11-24T13:00'].map((time) => `${time}:00-06:00`))
    expect(next.at(-1)).toBe('')
    expect(cellOf(tab('Leads').length, 'Closed')).toBe('No contact after 6 attempts')
  })
})

describe('leadStats', () => {
  const WEEK = { from: '2026-11-23T06:00:00.000Z', to: '2026-11-30T06:00:00.000Z' }

  it('is the owner’s only', () => {
    expect(post({ key: SAM_KEY, action: 'leadStats', weeks: [WEEK] })).toEqual({ ok: false, error: 'owner-only' })
  })

  it('answers each week asked from Leads and Attempts', () => {
    const pat = claimedId(claim(SAM_KEY, { row: 2 }))
    script.clock.advance(3 * MINUTE)
    bookWith(SAM_KEY, 'b-1')
    outcome(SAM_KEY, pat, 'p1', { outcome: 'Booked', bookingId: 'b-1' })
    const rob = claimedId(claim(LEE_KEY, { row: 3 }))
    outcome(LEE_KEY, rob, 'r1', { outcome: 'Left voicemail' })
    const lastWeek = { from: '2026-11-16T06:00:00.000Z', to: WEEK.from }
    const quietWeek: LeadWeekStats = {
      ...lastWeek,
      speed: { leads: 0, medianToFirstCallMs: null, within5Minutes: 0, within15Minutes: 0 },
      setters: [],
    }
    expect(post({ key: KEY, action: 'leadStats', weeks: [WEEK, lastWeek] })).toEqual({
      ok: true,
      notedLeads: [],
      lateCalls: [],
      weeks: [
        {
          ...WEEK,
          // Pat called 2 h 3 min after arriving, Rob 1 h 33 min; the closed and the blocked rows never; row 4 has no
          // readable Received At, row 5 neither phone nor ZIP, and Ann (row 8) has no Received At until claimed.
          speed: { leads: 4, medianToFirstCallMs: (123 + 93) * 30_000, within5Minutes: 0, within15Minutes: 0 },
          setters: [
            { setter: 'Lee', leadsWorked: 1, calls: 1, booked: 0, contactRate: 0 },
            { setter: 'Sam', leadsWorked: 1, calls: 1, booked: 1, contactRate: 1 },
          ],
        },
        quietWeek,
      ],
    })
  })

  it('names the first 20 leads with a Ledger Note, whatever week they came in', () => {
    const pat = claimedId(claim(SAM_KEY, { row: 2 }))
    const note = 'Claimed By, Claimed Until written here by mistake by claim at 2026-11-24T16:00:00.000Z'
    const ledgerNote = LEADS_HEADER.indexOf('Ledger Note') + 1
    script.spreadsheet.getSheetByName('Leads')!.getRange(2, ledgerNote).setValue(` ${note} `)
    const noted = () => (post({ key: KEY, action: 'leadStats', weeks: [WEEK] }) as { notedLeads: unknown[] }).notedLeads
    expect(noted()).toEqual([{ leadId: pat, ledgerNote: note }])

    appendLeads(
      script.spreadsheet,
      Array.from({ length: 25 }, (_, i) => ({ ...ROB, 'Lead ID': `old-${i}`, 'Ledger Note': `note ${i}` })),
    )
    expect(noted()).toHaveLength(20)
    expect(noted()[19]).toEqual({ leadId: 'old-18', ledgerNote: 'note 18' })
  })

  it('refuses weeks that are not 1 to 12 windows', () => {
    for (const weeks of [undefined, [], [{ from: WEEK.to, to: WEEK.from }], [{ from: 'monday', to: WEEK.to }]])
      expect(post({ key: KEY, action: 'leadStats', weeks })).toEqual({
        ok: false,
        error: 'bad-request',
        reason: 'weeks is not a list of 1 to 12 {from, to}',
      })
  })
})
