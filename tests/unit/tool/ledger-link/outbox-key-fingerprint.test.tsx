// Each booking and outcome in the outbox keeps a fingerprint of the key that saved it, and goes only under that key:
// against the real ledger script (the Apps Script double) behind a fetch, over fake-indexeddb. Sam saves offline,
// Lee's key replaces his: nothing goes until Sam's key is back, and the row's Setter is Sam.
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { savedLedgerKey, savedLedgerUrl } from '../../../../src/storage/tool-storage'
import { clearOutboxForTests, readOutbox, recordBooking } from '../../../../src/tool/ledger-link/booking-outbox'
import { keyFingerprint, waitsForItsKey } from '../../../../src/tool/ledger-link/key-fingerprint'
import { LedgerStatus } from '../../../../src/tool/bookings/ledger-status'
import { clearOutcomesForTests, readOutcomes, recordOutcome } from '../../../../src/tool/ledger-link/outcome-outbox'
import {
  discardSavedUnderAnotherKey,
  flushOutbox,
  outboxView,
  sendUnderKeyInEffect,
} from '../../../../src/tool/ledger-link/outbox-sender'
import {
  bookingsColumn,
  bookingWithAppointment,
  LEE_KEY,
  SAM_KEY,
  scriptWithSetters,
} from '../../apps-script/script-requests'

const LEDGER_URL = 'https://script.google.com/macros/s/key-fingerprint/exec'
const WAITING_FOR_SAMS_KEY = (n: number) => `${n} waiting for the key they were saved with.`

let script: LedgerScript
let posts: { action: string; key: string }[]

beforeEach(async () => {
  await clearOutboxForTests()
  await clearOutcomesForTests()
  script = scriptWithSetters()
  posts = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(LEDGER_URL)
      posts.push(JSON.parse(String(init.body)) as { action: string; key: string })
      return new Response(script.doPost(String(init.body)).content, { status: 200 })
    }),
  )
  await savedLedgerUrl.save(LEDGER_URL)
})

afterEach(() => vi.unstubAllGlobals())

const keyInEffect = (key: string | null) => (key === null ? savedLedgerKey.remove() : savedLedgerKey.save(key))
const sent = (action: string) => posts.filter((post) => post.action === action).map((post) => post.key)

/** A booking and a call outcome saved on this device under `key`. */
async function saveUnder(key: string | null, id: string) {
  await keyInEffect(key)
  await recordBooking(bookingWithAppointment(id))
  await recordOutcome({ leadId: `lead-${id}`, attemptId: `attempt-${id}`, outcome: 'No answer' })
}

describe('the fingerprint of a key', () => {
  it('is 16 hex digits, the same for the same key, another for another, and never holds the key', async () => {
    const sams = await keyFingerprint(SAM_KEY)
    expect(sams).toMatch(/^[0-9a-f]{16}$/)
    expect(await keyFingerprint(SAM_KEY)).toBe(sams)
    expect(await keyFingerprint(LEE_KEY)).not.toBe(sams)
    expect(sams).not.toContain(SAM_KEY.slice(0, 8))
  })

  it('keeps an entry for its own key; one without a fingerprint, or with no key in effect, waits for none', () => {
    expect(waitsForItsKey({ keyFingerprint: 'sams' }, 'lees')).toBe(true)
    expect(waitsForItsKey({ keyFingerprint: 'sams' }, 'sams')).toBe(false)
    expect(waitsForItsKey({}, 'lees')).toBe(false)
    expect(waitsForItsKey({ keyFingerprint: 'sams' }, null)).toBe(false)
  })
})

describe('the outbox under another key', () => {
  it('sends nothing saved under Sam’s key while Lee’s is in effect, then all of it under Sam’s, as Sam', async () => {
    await saveUnder(SAM_KEY, 'sams-1')
    const [entry] = await readOutbox()
    expect(entry!.keyFingerprint).toBe(await keyFingerprint(SAM_KEY))
    expect((await readOutcomes())[0]!.keyFingerprint).toBe(await keyFingerprint(SAM_KEY))

    await keyInEffect(LEE_KEY)
    await flushOutbox()

    expect(posts).toEqual([])
    expect(outboxView.get().reason).toBeNull()
    render(<LedgerStatus ledger={null} now={Date.now()} />)
    expect(screen.getByText(WAITING_FOR_SAMS_KEY(2))).toBeVisible()

    await keyInEffect(SAM_KEY)
    await flushOutbox()

    expect(sent('book')).toEqual([SAM_KEY])
    expect(sent('outcome')).toEqual([SAM_KEY])
    expect(bookingsColumn(script, 'Setter')).toEqual(['Sam'])
    expect((await readOutbox())[0]!.state).toBe('sent')
    expect(screen.queryByText(WAITING_FOR_SAMS_KEY(2))).toBeNull()
  })

  it('sends what Lee saves under Lee’s key while Sam’s keeps waiting', async () => {
    await saveUnder(SAM_KEY, 'sams-1')
    await saveUnder(LEE_KEY, 'lees-1')
    await flushOutbox()

    expect(sent('book')).toEqual([LEE_KEY])
    expect(bookingsColumn(script, 'Booking ID')).toEqual(['lees-1'])
    expect(bookingsColumn(script, 'Setter')).toEqual(['Lee'])
    // Both saved within one millisecond: their order in the outbox is not what this test is about.
    const states = (await readOutbox()).map((entry) => [entry.booking.id, entry.state]).sort()
    expect(states).toEqual([
      ['lees-1', 'sent'],
      ['sams-1', 'waiting'],
    ])
  })

  it('sends an entry an older tool saved (no fingerprint) under the key in effect, as today', async () => {
    await saveUnder(null, 'before-keys')
    expect((await readOutbox())[0]!.keyFingerprint).toBeUndefined()

    await keyInEffect(LEE_KEY)
    await flushOutbox()

    expect(sent('book')).toEqual([LEE_KEY])
    expect(bookingsColumn(script, 'Setter')).toEqual(['Lee'])
  })

  it('sends what a refused key saved under the next key: a key the ledger refuses names nobody', async () => {
    await saveUnder('a-mistyped-key-0123456789', 'typo-1')
    await flushOutbox()
    expect(sent('book')).toEqual(['a-mistyped-key-0123456789'])
    expect(outboxView.get().reason).toBe('bad-key')

    await keyInEffect(LEE_KEY)
    await flushOutbox()

    expect(sent('book')).toEqual(['a-mistyped-key-0123456789', LEE_KEY])
    expect(sent('outcome')).toEqual([LEE_KEY])
    expect(bookingsColumn(script, 'Setter')).toEqual(['Lee'])
  })

  it('sends them under the key in effect once Admin’s user chooses so, or discards them', async () => {
    await saveUnder(SAM_KEY, 'sams-1')
    await saveUnder(SAM_KEY, 'sams-2')
    await keyInEffect(LEE_KEY)
    await flushOutbox()
    expect(posts).toEqual([])

    await discardSavedUnderAnotherKey(['sams-2'], ['attempt-sams-2'])
    expect((await readOutbox()).map((entry) => entry.booking.id)).toEqual(['sams-1'])
    expect((await readOutcomes()).map((entry) => entry.outcome.attemptId)).toEqual(['attempt-sams-1'])

    await sendUnderKeyInEffect(['sams-1'], ['attempt-sams-1'])

    expect(sent('book')).toEqual([LEE_KEY])
    expect(sent('outcome')).toEqual([LEE_KEY])
    expect(bookingsColumn(script, 'Booking ID')).toEqual(['sams-1'])
    expect(bookingsColumn(script, 'Setter')).toEqual(['Lee'])
  })
})
