// The outcomes' outbox through the outbox sender, against a fake ledger answering `outcome` as docs/ledger-contract.md
// says: each outcome is posted once and never again once answered; a refused one is kept as refused, not resent;
// offline, nothing is posted until the tool is back online.
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { savedLedgerKey, savedLedgerUrl } from '../../../../src/storage/tool-storage'
import { clearOutcomesForTests, readOutcomes, recordOutcome } from '../../../../src/tool/booking/outcome-outbox'
import { flushOutbox } from '../../../../src/tool/booking/outbox-sender'
import { fakeLedgerFetch, resetToolState } from '../render-tool'

const LEDGER_URL = 'https://script.google.com/macros/s/outcomes/exec'
const after = { attempts: 1, nextCallAt: '2026-11-25T22:00:00.000Z', closed: '', bookingId: '' }

function fakeLedger() {
  return fakeLedgerFetch((request) =>
    request.leadId === 'closed-lead'
      ? { ok: false, error: 'closed' }
      : { ok: true, duplicate: false, lead: { ...after, leadId: request.leadId } },
  )
}

beforeEach(async () => {
  await resetToolState()
  await clearOutcomesForTests()
  await savedLedgerUrl.save(LEDGER_URL)
  await savedLedgerKey.save('robins-key-0123456789')
})

afterEach(() => {
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
})

describe('the outcomes’ outbox', () => {
  it('posts each outcome once; a refused one is kept as refused and not resent', async () => {
    const posted = fakeLedger()
    await recordOutcome({ leadId: 'L-1', attemptId: 'a-1', outcome: 'No answer', timeZone: 'America/Chicago' })
    await recordOutcome({ leadId: 'closed-lead', attemptId: 'a-2', outcome: 'Not interested' })

    await flushOutbox()
    await flushOutbox()

    expect(posted).toEqual([
      {
        action: 'outcome',
        leadId: 'L-1',
        attemptId: 'a-1',
        outcome: 'No answer',
        timeZone: 'America/Chicago',
        key: 'robins-key-0123456789',
      },
      {
        action: 'outcome',
        leadId: 'closed-lead',
        attemptId: 'a-2',
        outcome: 'Not interested',
        key: 'robins-key-0123456789',
      },
    ])
    expect(await readOutcomes()).toMatchObject([
      { state: 'sent', lastError: null },
      { state: 'rejected', lastError: 'the lead is closed' },
    ])
  })

  it('keeps an outcome recorded offline until the tool is online again', async () => {
    const posted = fakeLedger()
    onlineManager.setOnline(false)
    await recordOutcome({ leadId: 'L-1', attemptId: 'a-3', outcome: 'Left voicemail' })
    await flushOutbox()
    expect(posted).toEqual([])
    expect(await readOutcomes()).toMatchObject([{ state: 'waiting' }])

    onlineManager.setOnline(true)
    await flushOutbox()
    expect(posted.map((request) => request.attemptId)).toEqual(['a-3'])
    expect(await readOutcomes()).toMatchObject([{ state: 'sent' }])
  })
})
