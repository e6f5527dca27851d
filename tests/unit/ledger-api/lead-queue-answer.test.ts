// The lead queue's answers read strictly: the contract's shapes are answers; anything else is not the ledger's.
import { describe, expect, it } from 'vitest'
import {
  readClaimReply,
  readLeadStatsReply,
  readOutcomeReply,
  readQueueReply,
} from '../../../src/ledger-api/lead-queue-answer'
import { queuedLead } from '../leads/queued-lead-builder'

const json = (value: unknown) => JSON.stringify(value)
const queued = queuedLead({})
const claimed = {
  ...queued,
  name: 'Pat Doe',
  phone: '7155550100',
  email: '',
  address: '12 Main St',
  garageSize: '',
  notes: '<b>x</b>',
  firstCallAt: '',
  lastAttemptAt: '2026-11-25T15:00:00.000Z',
  lastOutcome: 'Left voicemail',
  calls: [
    {
      attemptId: 'a-1',
      leadId: 'L-1',
      at: '2026-11-25T15:00:00.000Z',
      setter: 'Sam',
      outcome: 'Left voicemail',
      callbackAt: '',
    },
  ],
}
const week = {
  from: '2026-11-23T06:00:00.000Z',
  to: '2026-11-30T06:00:00.000Z',
  speed: { leads: 4, medianToFirstCallMs: 240_000, within5Minutes: 2, within15Minutes: 3 },
  setters: [{ setter: 'Sam', leadsWorked: 3, calls: 5, booked: 1, contactRate: 2 / 3 }],
}

describe('queue', () => {
  it('reads the open leads and the counts', () => {
    expect(readQueueReply(json({ ok: true, leads: [queued], waiting: 1, due: 0, unreadable: 2 }))).toEqual({
      kind: 'answer',
      body: { ok: true, leads: [queued], waiting: 1, due: 0, unreadable: 2 },
    })
  })

  it.each([
    ['a lead without id or row', { ...queued, leadId: '', row: 0 }],
    ['attempts as text', { ...queued, attempts: '1' }],
    ['an unreadable Next Call At', { ...queued, nextCallAt: 'soon' }],
    ['a missing source', { ...queued, source: undefined }],
  ])('refuses %s', (_, lead) => {
    expect(readQueueReply(json({ ok: true, leads: [lead], waiting: 1, due: 0, unreadable: 0 })).kind).toBe(
      'unreachable',
    )
  })

  it('keeps a lead named by its row until it has an id', () => {
    const reply = readQueueReply(
      json({ ok: true, leads: [{ ...queued, leadId: '', row: 7 }], waiting: 1, due: 0, unreadable: 0 }),
    )
    expect(reply).toMatchObject({ kind: 'answer', body: { leads: [{ leadId: '', row: 7 }] } })
  })

  it("reads the phone's last digits a claim by row repeats, '' from a script before version 8", () => {
    const { phoneEnd: _, ...older } = { ...queued, leadId: '', row: 7 }
    const answer = (lead: object) => json({ ok: true, leads: [lead], waiting: 1, due: 0, unreadable: 0 })
    expect(readQueueReply(answer({ ...older, phoneEnd: '0100' }))).toMatchObject({
      body: { leads: [{ row: 7, phoneEnd: '0100' }] },
    })
    expect(readQueueReply(answer(older))).toMatchObject({ body: { leads: [{ row: 7, phoneEnd: '' }] } })
    expect(readQueueReply(answer({ ...older, phoneEnd: 100 })).kind).toBe('unreachable')
  })
})

describe('claim', () => {
  it('reads the whole lead, its calls and details as text', () => {
    expect(readClaimReply(json({ ok: true, lead: claimed }))).toEqual({
      kind: 'answer',
      body: { ok: true, lead: claimed },
    })
  })

  it('answers claimed (with whom), closed and not-found as answers about the lead', () => {
    expect(readClaimReply(json({ ok: false, error: 'claimed', by: 'Sam' }))).toEqual({
      kind: 'answer',
      body: { ok: false, error: 'claimed', by: 'Sam' },
    })
    expect(readClaimReply(json({ ok: false, error: 'closed' }))).toMatchObject({ body: { error: 'closed' } })
    const closedBy = { setter: 'Sam', outcome: 'Do not call' }
    for (const read of [readClaimReply, readOutcomeReply])
      expect(read(json({ ok: false, error: 'closed', closedBy }))).toEqual({
        kind: 'answer',
        body: { ok: false, error: 'closed', closedBy },
      })
    expect(readClaimReply(json({ ok: false, error: 'closed', closedBy: { setter: 'Sam' } })).kind).toBe('unreachable')
    // A renewal of a lead no longer held; an outcome is never answered so.
    expect(readClaimReply(json({ ok: false, error: 'released' }))).toEqual({
      kind: 'answer',
      body: { ok: false, error: 'released' },
    })
    expect(readOutcomeReply(json({ ok: false, error: 'released' })).kind).not.toBe('answer')
    expect(readClaimReply(json({ ok: false, error: 'not-found' }))).toMatchObject({ body: { error: 'not-found' } })
  })

  it('refuses a lead without its details or with an unknown call outcome, and passes on a bad key', () => {
    expect(readClaimReply(json({ ok: true, lead: { ...claimed, phone: undefined } })).kind).toBe('unreachable')
    const oddCall = { ...claimed.calls[0], outcome: 'Maybe' }
    expect(readClaimReply(json({ ok: true, lead: { ...claimed, calls: [oddCall] } })).kind).toBe('unreachable')
    expect(readClaimReply(json({ ok: false, error: 'claimed' })).kind).toBe('unreachable')
    expect(readClaimReply(json({ ok: false, error: 'bad-key' }))).toEqual({ kind: 'refused', error: 'bad-key' })
  })
})

describe('outcome', () => {
  const after = { leadId: 'L-1', attempts: 1, nextCallAt: '2026-11-25T17:00:00.000Z', closed: '', bookingId: '' }

  it('reads a recorded call and a duplicate alike', () => {
    expect(readOutcomeReply(json({ ok: true, duplicate: true, lead: after }))).toEqual({
      kind: 'answer',
      body: { ok: true, duplicate: true, lead: after },
    })
  })

  it('answers a reasoned bad-request as a refusal, and a bare one (a script before version 5) as refused', () => {
    expect(readOutcomeReply(json({ ok: false, error: 'bad-request', reason: 'callbackAt is in the past' }))).toEqual({
      kind: 'answer',
      body: { ok: false, error: 'bad-request', reason: 'callbackAt is in the past' },
    })
    expect(readOutcomeReply(json({ ok: false, error: 'bad-request' }))).toEqual({
      kind: 'refused',
      error: 'bad-request',
    })
    expect(readOutcomeReply(json({ ok: true, lead: after })).kind).toBe('unreachable')
  })

  it('answers not-yours (version 8) as a refusal about the lead, which a claim never answers', () => {
    expect(readOutcomeReply(json({ ok: false, error: 'not-yours' }))).toEqual({
      kind: 'answer',
      body: { ok: false, error: 'not-yours' },
    })
    expect(readClaimReply(json({ ok: false, error: 'not-yours' })).kind).not.toBe('answer')
  })
})

describe('leadStats', () => {
  it('reads each week, and the noted leads (none from a script before version 9)', () => {
    expect(readLeadStatsReply(json({ ok: true, weeks: [week] }))).toEqual({
      kind: 'answer',
      body: { ok: true, weeks: [week], notedLeads: [], lateCalls: [] },
    })
    const notedLeads = [{ leadId: 'lead-1', ledgerNote: 'Closed written here by mistake by outcome at 2027-01-13' }]
    expect(readLeadStatsReply(json({ ok: true, weeks: [week], notedLeads }))).toEqual({
      kind: 'answer',
      body: { ok: true, weeks: [week], notedLeads, lateCalls: [] },
    })
    const none = { ...week, speed: { ...week.speed, medianToFirstCallMs: null } }
    expect(readLeadStatsReply(json({ ok: true, weeks: [none] })).kind).toBe('answer')
  })

  it.each([
    ['a contact rate over 1', { ...week, setters: [{ ...week.setters[0], contactRate: 1.5 }] }],
    ['more within 5 min than within 15', { ...week, speed: { ...week.speed, within5Minutes: 4 } }],
    ['a week without its end', { ...week, to: '' }],
  ])('refuses %s', (_, bad) => {
    expect(readLeadStatsReply(json({ ok: true, weeks: [bad] })).kind).toBe('unreachable')
  })

  it('reads the calls that arrived after their lead’s Booked (none from a script before version 10)', () => {
    const lateCalls = [
      { leadId: 'lead-1', name: 'Pat Doe', outcome: 'Do not call', setter: 'Sam', at: '2026-11-24T16:02:00.000Z' },
    ]
    expect(readLeadStatsReply(json({ ok: true, weeks: [week], notedLeads: [], lateCalls }))).toEqual({
      kind: 'answer',
      body: { ok: true, weeks: [week], notedLeads: [], lateCalls },
    })
    for (const bad of [
      { ...lateCalls[0], outcome: 'Maybe' },
      { ...lateCalls[0], at: '' },
      { ...lateCalls[0], name: 3 },
    ])
      expect(readLeadStatsReply(json({ ok: true, weeks: [week], lateCalls: [bad] })).kind).toBe('unreachable')
  })

  it.each([
    ['not a list', { leadId: 'lead-1', ledgerNote: 'x' }],
    ['a noted lead without its note', [{ leadId: 'lead-1' }]],
    ['a note that is not text', [{ leadId: 'lead-1', ledgerNote: 7 }]],
  ])('refuses noted leads that are %s', (_, notedLeads) => {
    expect(readLeadStatsReply(json({ ok: true, weeks: [week], notedLeads })).kind).toBe('unreachable')
  })
})
