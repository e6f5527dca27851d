// @vitest-environment node
// The lead queue's rules in the script, on the tool's tables: the cadence, an outcome's checks, how a Leads row reads,
// and the week's speed figures; each runs through the script's function and the TypeScript one.
import { describe, expect, it } from 'vitest'
import { loadLedgerScript } from '../../../../scripts/support/apps-script-double'
import { leadAfterCall, type CallToRecord } from '../../../../src/leads/cadence'
import { readLeadRow, readLeadZip, readReceivedAt } from '../../../../src/leads/lead-row'
import { readOutcomeRequest } from '../../../../src/leads/outcome-request'
import type { CallOutcome } from '../../../../src/leads/queued-lead'
import { speedToLeadLine, weekLeadStats, type SpeedToLead } from '../../../../src/leads/speed-to-lead'
import { cadenceCases, outcomeRequestCases, type CadenceCase } from '../../leads/cadence-table'
import { CHICAGO, RECEIVED_AT_CASES, ROW_CASES, ZIP_CASES } from '../../leads/lead-row-table'

const script = loadLedgerScript({ ledgerKey: 'k-xxxxxxxxxxxxxxxxxx' })
const at = (iso: string) => Date.parse(iso)
const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString())

function callOf({ call }: CadenceCase): CallToRecord {
  const time = at(call.at)
  if (call.outcome === 'Call back') return { at: time, outcome: 'Call back', callbackAt: at(call.callbackAt!) }
  if (call.outcome === 'Booked') return { at: time, outcome: 'Booked', bookingId: call.bookingId! }
  return { at: time, outcome: call.outcome }
}

interface ScriptLeadAfterCall {
  attempts: number
  firstCallAt: number
  lastAttemptAt: number
  lastOutcome: string
  nextCallAt: number | null
  closed: string
  bookingId: string
}

describe('the script’s cadence, on the shared table', () => {
  it.each(cadenceCases.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const earlier = row.earlier.map((call) => ({ at: at(call.at), outcome: call.outcome }))
    const after = script.internal<ScriptLeadAfterCall>('leadAfterCall', earlier, callOf(row), row.timeZone)
    const expected = row.expected
    expect({ ...after, nextCallAt: iso(after.nextCallAt) }).toEqual({
      attempts: expected.attempts,
      firstCallAt: Math.min(at(row.call.at), ...earlier.map((call) => call.at)),
      lastAttemptAt: at(row.call.at),
      lastOutcome: row.call.outcome,
      nextCallAt: expected.nextCallAt === null ? null : iso(at(expected.nextCallAt)),
      closed: expected.closed,
      bookingId: expected.bookingId,
    })
    expect(after).toEqual({ ...leadAfterCall(earlier, callOf(row), row.timeZone) })
  })
})

describe('the script’s checks of an outcome, on the shared table', () => {
  it.each(outcomeRequestCases.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const read = script.internal<{ refused?: string; call?: unknown }>('readOutcomeRequest', row.request, at(row.now))
    expect(read.refused ?? null).toBe(row.refused)
    expect(read).toEqual(readOutcomeRequest(row.request, at(row.now)))
  })
})

describe('the script reads a Leads row as the tool does', () => {
  it.each(RECEIVED_AT_CASES)('Received At: %s', (_name, cell, reading) => {
    expect(script.internal('readReceivedAt', cell, CHICAGO)).toEqual(reading)
    expect(readReceivedAt(cell, CHICAGO)).toEqual(reading)
  })
  it.each(ZIP_CASES)('ZIP %j reads as %j', (cell, zip) => {
    expect(script.internal('readLeadZip', cell)).toBe(zip)
    expect(readLeadZip(cell)).toBe(zip)
  })
  it.each(ROW_CASES)('offered or not: %s', (_name, cells, readable) => {
    const row = { receivedAt: new Date('2026-11-23T15:00:00Z'), ...cells }
    expect(script.internal<{ readable: boolean }>('readLeadRow', row, CHICAGO).readable).toBe(readable)
    expect(readLeadRow(row, CHICAGO).readable).toBe(readable)
  })
})

describe('the script’s speed figures, against the tool’s', () => {
  const MINUTE = 60_000
  const WEEK = { from: at('2026-11-23T06:00:00Z'), to: at('2026-11-30T06:00:00Z') }
  const RECEIVED = at('2026-11-24T15:00:00Z')
  const lead = (leadId: string, minutes: number | null, receivedAt = RECEIVED) => ({
    leadId,
    receivedAt,
    firstCallAt: minutes === null ? null : receivedAt + minutes * MINUTE,
  })
  const leads = [
    lead('a', 2),
    lead('b', 5),
    lead('c', 15),
    lead('d', 16),
    lead('e', null),
    lead('before', 1, WEEK.from - 1),
    lead('at-the-end', 1, WEEK.to),
    lead('at-the-start', 30, WEEK.from),
  ]
  const attempts = (
    [
      ['a', 'Sam', 'No answer'],
      ['a', 'Sam', 'Booked'],
      ['b', 'sam', 'Left voicemail'],
      ['b', 'Lee', 'Bad number'],
      ['c', 'Lee', 'Call back'],
      ['d', 'Ana', 'Do not call'],
      ['before', 'Ana', 'Booked'],
    ] as const
  ).map(([leadId, setter, outcome]: readonly [string, string, CallOutcome]) => ({ leadId, setter, outcome }))

  it('gives the same week, and the speed line word for word', () => {
    const figures = script.internal<{ speed: SpeedToLead; setters: unknown[] }>('weekLeadStats', leads, attempts, WEEK)
    expect(figures).toEqual(weekLeadStats(leads, attempts, WEEK))
    expect(speedToLeadLine(figures.speed)).toBe(
      'Speed to lead: median 15 min to the first call · 33% within 5 min · 50% within 15 min',
    )
    expect(figures.setters).toEqual([
      { setter: 'Ana', leadsWorked: 1, calls: 1, booked: 0, contactRate: 1 },
      { setter: 'Lee', leadsWorked: 2, calls: 2, booked: 0, contactRate: 0.5 },
      { setter: 'Sam', leadsWorked: 1, calls: 2, booked: 1, contactRate: 1 },
      { setter: 'sam', leadsWorked: 1, calls: 1, booked: 0, contactRate: 0 },
    ])
  })

  it('answers no median for a week whose leads were not called', () => {
    const uncalled = [lead('x', null)]
    const figures = script.internal<{ speed: SpeedToLead }>('weekLeadStats', uncalled, [], WEEK)
    expect(figures).toEqual(weekLeadStats(uncalled, [], WEEK))
    expect(figures.speed).toEqual({ leads: 1, medianToFirstCallMs: null, within5Minutes: 0, within15Minutes: 0 })
  })
})
