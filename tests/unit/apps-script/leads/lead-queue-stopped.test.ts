// @vitest-environment node
// The call first, then the lead: an outcome's execution stopped right after each of its service calls, then resent,
// leaves the Leads, Attempts and Do Not Call rows of one uninterrupted run.
import { describe, expect, it } from 'vitest'
import { appendLeads, tabRows, type LeadCells, type LedgerScript } from '../../../../scripts/support/apps-script-double'
import { ExecutionStopped } from '../../../../scripts/support/apps-script-services'
import { booking, poster, SAM_KEY, scriptWithSetters } from '../script-requests'

const NOW = Date.parse('2026-11-24T16:00:00Z')
const PAT: LeadCells = {
  'Received At': new Date('2026-11-24T14:00:00Z'),
  Name: 'Pat Doe',
  Phone: '715 555 0101',
  ZIP: '54016',
  'Lead ID': 'pat-lead',
}

let script: LedgerScript
const post = poster(() => script)
const ledgerTabs = () => ['Leads', 'Attempts', 'Do Not Call'].map((name) => tabRows(script.spreadsheet, name))

/** Pat claimed by Sam at 16:00 (and booked, for Booked), the clock at 16:05; answers the outcome to send. */
function fresh(call: Record<string, unknown>) {
  script = scriptWithSetters()
  script.clock.set(NOW)
  appendLeads(script.spreadsheet, [PAT])
  expect(post({ key: SAM_KEY, action: 'claim', leadId: 'pat-lead' })).toMatchObject({ ok: true })
  if (call.outcome === 'Booked') post({ key: SAM_KEY, action: 'book', bookings: [booking('b-1')] })
  script.clock.set(NOW + 5 * 60_000)
  return JSON.stringify({ key: SAM_KEY, action: 'outcome', leadId: 'pat-lead', attemptId: 'attempt-1', ...call })
}

describe.each([
  ['Do not call', { outcome: 'Do not call' }],
  ['Booked', { outcome: 'Booked', bookingId: 'b-1' }],
  ['Not interested', { outcome: 'Not interested' }],
  ['Call back', { outcome: 'Call back', callbackAt: '2026-11-25T15:00:00Z' }],
])('%s', (_name, call) => {
  it('stopped after each service call, then resent, leaves the rows of one uninterrupted run', () => {
    const request = fresh(call)
    const whole = post(request)
    expect(whole).toMatchObject({ ok: true, duplicate: false })
    const serviceCalls = script.lastServiceCalls()
    const expected = ledgerTabs()
    expect(expected[1]).toHaveLength(2)
    expect(expected[2]).toHaveLength(call.outcome === 'Do not call' ? 2 : 1)
    for (let n = 1; n <= serviceCalls; n++) {
      const resend = fresh(call)
      script.executions.stopAfterServiceCalls(n)
      expect(() => script.doPost(resend), `n = ${n}`).toThrow(ExecutionStopped)
      expect(post(resend), `n = ${n}`).toMatchObject({ ok: true, lead: (whole as { lead: unknown }).lead })
      expect(ledgerTabs(), `n = ${n}`).toEqual(expected)
    }
  })
})
