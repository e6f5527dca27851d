// @vitest-environment node
// The lead queue's read/write budget, counted by the double: 5,000 lead rows of which 200 are open, 20,000 attempts.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ATTEMPTS_HEADER,
  BUDGET_LEAD_QUEUE,
  loadBigLeadTabs,
  DO_NOT_CALL_HEADER,
  LEADS_HEADER,
  type LedgerScript,
} from '../../../../scripts/support/apps-script-double'
import type {
  ClaimAnswer,
  ClaimRequest,
  LeadStatsAnswer,
  LeadStatsRequest,
  OutcomeAnswer,
  OutcomeRequest,
  QueueAnswer,
  QueueRequest,
} from '../../../../src/ledger-api/ledger-contract'
import { KEY, poster, SAM_KEY, scriptWithSetters } from '../script-requests'

const { leads: LEADS, attempts: ATTEMPTS, blockedPhones: BLOCKED_PHONES } = BUDGET_LEAD_QUEUE
const NOW = Date.parse('2026-11-24T16:00:00Z')
/** The Setters tab as the key check reads it: its header (with Daily Limit) and 3 cells a setter row (Sam and Lee). */
const SETTER_CELLS = 4 + 3 * 2
const DO_NOT_CALL_CELLS = DO_NOT_CALL_HEADER.length + BLOCKED_PHONES

let script: LedgerScript
const post = poster(() => script)
let tabs: ReturnType<typeof loadBigLeadTabs>

beforeAll(() => {
  script = scriptWithSetters()
  script.clock.set(NOW)
  tabs = loadBigLeadTabs(script.spreadsheet, NOW)
})

/** Runs one request, as the contract types it, from fresh counters; answers what it cost. */
function measured<Answer>(key: string, request: QueueRequest | ClaimRequest | OutcomeRequest | LeadStatsRequest) {
  script.resetCounters()
  const answer = post({ key, ...request }) as unknown as Answer
  return { answer, ...script.counters }
}

const attemptsOf = (leadId: string) => tabs.attemptRows.filter((row) => row[1] === `'${leadId}`).length

describe('the lead queue’s budget', () => {
  it('queue reads at most 4 cells a lead row, one per field of each lead answered, and the Do Not Call tab', () => {
    const { answer, cellsRead, writeCalls } = measured<QueueAnswer>(SAM_KEY, { action: 'queue' })
    const leads = answer.leads
    expect(leads.map((lead) => lead.row)).toEqual([...tabs.openRows].sort((a, b) => a - b))
    const budget = LEADS_HEADER.length + 4 * LEADS + 9 * leads.length + DO_NOT_CALL_CELLS + SETTER_CELLS
    expect(cellsRead).toBeLessThanOrEqual(budget)
    expect(writeCalls).toBe(0)
  })

  it('claim reads the Lead ID columns, the row, 2 cells a lead row for the setter’s other claims, the lead’s calls and 2 ids read back; it writes the one lead row', () => {
    const row = tabs.openRows.at(-1)!
    const leadId = `lead-${row - 2}`
    const { answer, cellsRead, writeCalls } = measured<ClaimAnswer>(SAM_KEY, { action: 'claim', leadId })
    expect(answer).toMatchObject({ ok: true, lead: { leadId, row, claimedBy: 'Sam' } })
    const budget =
      2 * LEADS_HEADER.length +
      LEADS +
      2 * LEADS +
      2 +
      ATTEMPTS_HEADER.length +
      ATTEMPTS +
      ATTEMPTS_HEADER.length * attemptsOf(leadId) +
      DO_NOT_CALL_CELLS +
      SETTER_CELLS
    expect(cellsRead).toBeLessThanOrEqual(budget)
    expect(writeCalls).toBe(1)
  })

  it('outcome reads the Lead ID columns, the row, the lead’s calls and 2 ids read back; it writes the lead row and one attempt row', () => {
    const row = tabs.openRows.at(-2)!
    const leadId = `lead-${row - 2}`
    const calls = attemptsOf(leadId)
    post({ key: SAM_KEY, action: 'claim', leadId })
    const { answer, cellsRead, writeCalls } = measured<OutcomeAnswer>(SAM_KEY, {
      action: 'outcome',
      leadId,
      attemptId: 'budget-1',
      outcome: 'Left voicemail',
    })
    expect(answer).toMatchObject({ ok: true, duplicate: false, lead: { attempts: calls + 1 } })
    const budget =
      2 * LEADS_HEADER.length +
      LEADS +
      ATTEMPTS_HEADER.length +
      ATTEMPTS +
      ATTEMPTS_HEADER.length * calls +
      2 +
      SETTER_CELLS
    expect(cellsRead).toBeLessThanOrEqual(budget)
    expect(writeCalls).toBe(2)
  })

  it('leadStats reads the Received At, Ledger Note and At columns, then 5 cells a lead and 3 a call of the weeks, writing nothing', () => {
    const week = { from: new Date(NOW - 7 * 86_400_000).toISOString(), to: new Date(NOW).toISOString() }
    const { answer, cellsRead, writeCalls } = measured<LeadStatsAnswer>(KEY, { action: 'leadStats', weeks: [week] })
    const from = Date.parse(week.from)
    const timeOf = (cell: unknown) => Date.parse(String(cell).slice(1))
    const received = tabs.leadRows.filter((row) => timeOf(row[0]) >= from && timeOf(row[0]) < NOW).length
    // The calls from the first made since the week began to the last: a span, as the tab is in written order.
    const since = tabs.attemptRows.map((row, index) => (timeOf(row[2]) >= from ? index : -1)).filter((i) => i >= 0)
    const callsSince = since.at(-1)! - since[0]! + 1
    expect(answer).toMatchObject({ ok: true, notedLeads: [], weeks: [{ speed: { leads: received } }] })
    const budget =
      LEADS_HEADER.length + 2 * LEADS + 5 * received + ATTEMPTS_HEADER.length + ATTEMPTS + 3 * callsSince + SETTER_CELLS
    expect(cellsRead).toBeLessThanOrEqual(budget)
    expect(writeCalls).toBe(0)
  })
})
