// The outcomes' outbox through the outbox sender, against a fake ledger answering `outcome` as docs/ledger-contract.md
// says: each outcome is posted once and never again once answered; a refused one is kept as refused, not resent;
// offline, nothing is posted until the tool is back online; Booked waits for its booking, and never follows a refused one.
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { savedLedgerKey, savedLedgerUrl } from '../../../../src/storage/tool-storage'
import { clearOutboxForTests, recordBooking } from '../../../../src/tool/ledger-link/booking-outbox'
import { clearOutcomesForTests, readOutcomes, recordOutcome } from '../../../../src/tool/ledger-link/outcome-outbox'
import { flushOutbox, outboxView } from '../../../../src/tool/ledger-link/outbox-sender'
import { bookingCopy } from '../../../../src/content/bookings/booking-copy'
import { booking } from '../../apps-script/script-requests'
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
  await clearOutboxForTests()
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

/** A ledger that saves every booking but those whose notes are too long, and takes every outcome. */
function fakeBookingLedger(booksAnswered = true) {
  return fakeLedgerFetch((request) => {
    if (request.action !== 'book') return { ok: true, duplicate: false, lead: { ...after, leadId: request.leadId } }
    if (!booksAnswered) return { ok: false, error: 'busy' }
    const bookings = request.bookings as { id: string; notes?: string }[]
    const tooLong = (notes = '') => notes.length > 500
    return {
      ok: true,
      saved: bookings.filter((each) => !tooLong(each.notes)).map((each) => each.id),
      duplicates: [],
      rejected: bookings.filter((each) => tooLong(each.notes)).map(({ id }) => ({ id, reason: 'notes is too long' })),
      delivery: { emailed: [], notEmailed: [] },
    }
  })
}

const bookedOutcome = (bookingId: string, attemptId: string) =>
  recordOutcome({ leadId: 'L-9', attemptId, outcome: 'Booked', bookingId })

describe('Booked and its booking', () => {
  it('keeps Booked waiting while the ledger has not taken its booking, and sends it once it has', async () => {
    const books: string[][] = []
    let lateBooked: Promise<unknown> = Promise.resolve()
    const posted = fakeLedgerFetch((request) => {
      if (request.action !== 'book') return { ok: true, duplicate: false, lead: { ...after, leadId: request.leadId } }
      const ids = (request.bookings as { id: string }[]).map(({ id }) => id)
      // Mark booked pressed while this send is under way: its booking is not in it.
      if (books.push(ids) === 1)
        lateBooked = recordBooking(booking('b-late')).then(() => bookedOutcome('b-late', 'a-late'))
      return { ok: true, saved: ids, duplicates: [], rejected: [], delivery: { emailed: [], notEmailed: [] } }
    })
    await recordBooking(booking('b-1'))
    await bookedOutcome('b-1', 'a-b1')

    await flushOutbox()
    await lateBooked
    expect(books).toEqual([['b-1']])
    expect(posted.filter((request) => request.action === 'outcome').map((request) => request.attemptId)).toEqual([
      'a-b1',
    ])
    expect(await readOutcomes()).toMatchObject([{ state: 'sent' }, { state: 'waiting' }])

    await flushOutbox()
    expect(books).toEqual([['b-1'], ['b-late']])
    expect(posted.filter((request) => request.action === 'outcome').map((request) => request.attemptId)).toEqual([
      'a-b1',
      'a-late',
    ])
  })

  it('never sends Booked for a booking the ledger refused: it is kept as refused, with the booking’s reason', async () => {
    const posted = fakeBookingLedger()
    await recordBooking(booking('b-2', { notes: 'n'.repeat(612) }))
    await bookedOutcome('b-2', 'a-b2')

    await flushOutbox()

    expect(posted.filter((request) => request.action === 'outcome')).toEqual([])
    expect(await readOutcomes()).toMatchObject([{ state: 'rejected', lastError: 'notes is too long' }])
  })

  it('counts waiting call outcomes on the waiting line, with the bookings and today’s reason', async () => {
    fakeBookingLedger()
    onlineManager.setOnline(false)
    await recordBooking(booking('b-3'))
    await recordBooking(booking('b-4'))
    await bookedOutcome('b-3', 'a-b3')
    await flushOutbox()
    expect(outboxView.get().reason).toBe('offline')
    expect(bookingCopy.waiting(2, 1, 'offline')).toBe('2 bookings and 1 call outcome waiting to send (offline).')
    expect(bookingCopy.waiting(0, 2, 'unreachable')).toBe('2 call outcomes waiting to send (ledger unreachable).')
    expect(bookingCopy.waiting(1, 0, 'offline')).toBe('1 booking waiting to send (offline).')
  })

  it('gives outcomes alone waiting a reason too', async () => {
    fakeBookingLedger()
    onlineManager.setOnline(false)
    await recordOutcome({ leadId: 'L-1', attemptId: 'a-alone', outcome: 'No answer' })
    await flushOutbox()
    expect(outboxView.get().reason).toBe('offline')
  })
})
