// @vitest-environment node
// The calling cadence, run on the shared table (cadence-table.ts), then the checks an outcome passes first.
import { describe, expect, it } from 'vitest'
import { leadAfterCall, voicemailLeftToday, type CallToRecord } from '../../../src/leads/cadence'
import { readOutcomeRequest } from '../../../src/leads/outcome-request'
import { CALL_OUTCOMES } from '../../../src/leads/queued-lead'
import { cadenceCases, outcomeRequestCases, voicemailCases, type CadenceCase } from './cadence-table'

const at = (iso: string) => Date.parse(iso)

function callOf({ call }: CadenceCase): CallToRecord {
  const time = at(call.at)
  if (call.outcome === 'Call back') return { at: time, outcome: 'Call back', callbackAt: at(call.callbackAt!) }
  if (call.outcome === 'Booked') return { at: time, outcome: 'Booked', bookingId: call.bookingId! }
  return { at: time, outcome: call.outcome }
}

describe('the cadence (one table, shared with the script)', () => {
  it.each(cadenceCases.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const earlier = row.earlier.map((call) => ({ at: at(call.at), outcome: call.outcome }))
    const after = leadAfterCall(earlier, callOf(row), row.timeZone)
    expect({
      attempts: after.attempts,
      nextCallAt: after.nextCallAt === null ? null : new Date(after.nextCallAt).toISOString(),
      closed: after.closed,
      bookingId: after.bookingId,
    }).toEqual({
      ...row.expected,
      nextCallAt: row.expected.nextCallAt === null ? null : new Date(at(row.expected.nextCallAt)).toISOString(),
    })
    expect(after.lastAttemptAt).toBe(at(row.call.at))
    expect(after.lastOutcome).toBe(row.call.outcome)
  })

  it('keeps the first call’s time as First Call At, whatever order the earlier calls come in', () => {
    const after = leadAfterCall(
      [
        { at: at('2026-11-23T12:00:00-06:00'), outcome: 'No answer' },
        { at: at('2026-11-23T10:00:00-06:00'), outcome: 'Call back' },
      ],
      { at: at('2026-11-23T14:00:00-06:00'), outcome: 'No answer' },
      'America/Chicago',
    )
    expect(new Date(after.firstCallAt).toISOString()).toBe('2026-11-23T16:00:00.000Z')
    expect(leadAfterCall([], { at: 1_000, outcome: 'Bad number' }, 'America/Chicago').firstCallAt).toBe(1_000)
  })

  it.each(voicemailCases.map((row) => [row.name, row] as const))('Voicemail left today: %s', (_name, row) => {
    const calls = row.calls.map((call) => ({ at: at(call.at), outcome: call.outcome }))
    expect(voicemailLeftToday(calls, at(row.now), row.timeZone)).toBe(row.expected)
  })
})

describe('an outcome is refused with a reason before anything is written', () => {
  it('knows exactly the contract’s outcomes, in its order', () => {
    // As docs/ledger-contract.md lists them after "Outcomes, exactly:".
    const contractList = 'No answer, Left voicemail, Call back, Bad number, Not interested, Do not call, Booked'
    expect(CALL_OUTCOMES).toEqual(contractList.split(', '))
  })

  it.each(outcomeRequestCases.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const read = readOutcomeRequest(row.request, at(row.now))
    expect('refused' in read ? read.refused : null).toBe(row.refused)
  })

  it('answers the call to record, at the moment it arrives, with its callback time and trimmed booking id', () => {
    const now = at('2026-11-23T16:00:00Z')
    expect(readOutcomeRequest({ outcome: 'Call back', callbackAt: '2026-11-24T10:30:00-06:00' }, now)).toEqual({
      call: { at: now, outcome: 'Call back', callbackAt: at('2026-11-24T16:30:00Z') },
    })
    expect(readOutcomeRequest({ outcome: 'Booked', bookingId: ' b-7f3a ' }, now)).toEqual({
      call: { at: now, outcome: 'Booked', bookingId: 'b-7f3a' },
    })
    expect(readOutcomeRequest({ outcome: 'Left voicemail', bookingId: 'ignored' }, now)).toEqual({
      call: { at: now, outcome: 'Left voicemail' },
    })
  })
})
