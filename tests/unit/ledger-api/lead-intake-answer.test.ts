// @vitest-environment node
// Lead intake's answers read strictly (and a version 9 script's where they differ): leadSources, sourceKey, a lead's own answer, queue's arrivedAt and not-allowed.
import { describe, expect, it } from 'vitest'
import { blankQueuedLead } from '../../support/queued-lead-answer'
import { readLeadReply, readLeadSourcesReply, readSourceKeyReply } from '../../../src/ledger-api/lead-intake-answer'
import { readQueueReply } from '../../../src/ledger-api/lead-queue-answer'
import { readCheckReply } from '../../../src/ledger-api/ledger-answer'

const SOURCE = {
  source: 'Google Ads',
  active: true,
  maskedKey: '…0001',
  problem: '',
  lastLeadAt: '2026-11-24T15:00:00.000Z',
  lastTestLeadAt: '',
  leadsThisWeek: 3,
  emailOnly: [{ leadId: 'l-1', arrivedAt: '2026-11-24T15:00:00.000Z' }],
}
const ANSWER = {
  ok: true,
  sources: [SOURCE],
  webAppUrl: 'https://script.google.com/macros/s/x/exec',
  refused: { count: 0, reason: '', at: '', since: '' },
  alertFailed: null,
}
const read = (body: unknown) => readLeadSourcesReply(JSON.stringify(body))

describe('leadSources', () => {
  it('reads the contract’s shape', () => {
    expect(read(ANSWER)).toEqual({ kind: 'answer', body: ANSWER })
    // A version 9 script answers no `since`.
    expect(read({ ...ANSWER, refused: { count: 0, reason: '', at: '' } })).toEqual({ kind: 'answer', body: ANSWER })
    expect(read({ ...ANSWER, alertFailed: { status: 500, at: '2026-11-24T15:00:00.000Z' } })).toMatchObject({
      kind: 'answer',
    })
  })

  it('is malformed with a field of another shape', () => {
    const malformed = { kind: 'unreachable', detail: 'the ledger’s answer was malformed' }
    expect(read({ ...ANSWER, sources: [{ ...SOURCE, problem: 'some other problem' }] })).toEqual(malformed)
    expect(read({ ...ANSWER, sources: [{ ...SOURCE, leadsThisWeek: -1 }] })).toEqual(malformed)
    expect(read({ ...ANSWER, sources: [{ ...SOURCE, active: 'yes' }] })).toEqual(malformed)
    expect(read({ ...ANSWER, sources: [{ ...SOURCE, emailOnly: [{ leadId: 1 }] }] })).toEqual(malformed)
    expect(read({ ...ANSWER, refused: { count: 1, reason: 'x', at: 'not a time', since: '' } })).toEqual(malformed)
    expect(read({ ...ANSWER, refused: { count: 1, reason: 'x', at: '', since: 'not a time' } })).toEqual(malformed)
    expect(read({ ...ANSWER, alertFailed: { status: 'x', at: '' } })).toEqual(malformed)
    expect(read({ ...ANSWER, webAppUrl: undefined })).toEqual(malformed)
  })
})

it('sourceKey answers a key, or not-found', () => {
  expect(readSourceKeyReply(JSON.stringify({ ok: true, source: 'Zapier', key: 'k' }))).toEqual({
    kind: 'answer',
    body: { key: 'k' },
  })
  expect(readSourceKeyReply(JSON.stringify({ ok: false, error: 'not-found' }))).toEqual({ kind: 'not-found' })
  expect(readSourceKeyReply(JSON.stringify({ ok: true, key: '' })).kind).toBe('unreachable')
})

it('a lead is received, whatever the script says of it; version 9’s id or queue too; not-allowed is a refusal', () => {
  const received = { kind: 'answer', body: { received: true } }
  expect(readLeadReply('{"ok":true}')).toEqual(received)
  expect(readLeadReply('{"ok":true,"cut":["notes"]}')).toEqual(received)
  expect(readLeadReply('{"ok":true,"leadId":"l-1","duplicateOf":"l-1"}')).toEqual(received)
  expect(readLeadReply('{"ok":true,"queued":true}')).toEqual(received)
  expect(readLeadReply('{"ok":true,"leadId":7}')).toMatchObject({ kind: 'unreachable' })
  expect(readLeadReply('{"ok":false,"error":"not-allowed"}')).toEqual({ kind: 'refused', error: 'not-allowed' })
  expect(readCheckReply('{"ok":false,"error":"not-allowed"}')).toEqual({ kind: 'refused', error: 'not-allowed' })
})

describe('queue’s arrivedAt', () => {
  const queued = (extra: Record<string, unknown>) =>
    readQueueReply(
      JSON.stringify({
        ok: true,
        leads: [{ ...blankQueuedLead({ leadId: 'l-1', row: 2 }), ...extra }],
        waiting: 1,
        due: 0,
        unreadable: 0,
      }),
    )

  it('is read when given, left out when an older script omits it, and malformed when not a time', () => {
    expect(queued({ arrivedAt: '2026-11-24T15:00:00.000Z' })).toMatchObject({
      body: { leads: [{ arrivedAt: '2026-11-24T15:00:00.000Z' }] },
    })
    const older = queued({})
    expect(older.kind === 'answer' && 'arrivedAt' in older.body.leads[0]!).toBe(false)
    expect(queued({ arrivedAt: 'soon' }).kind).toBe('unreachable')
  })
})
