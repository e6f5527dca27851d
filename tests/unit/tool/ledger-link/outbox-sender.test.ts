// The outbox sender against the real ledger script (the Apps Script double) behind a fetch the test answers, over
// fake-indexeddb: two tabs sending at once post a booking once, under the Web Lock; a booking the ledger already
// holds is acknowledged as a duplicate and leaves the waiting list. Each "tab" is a fresh copy of the app's modules.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { LEDGER_LEAD_FIELDS } from '../../../../src/bookings/booking'
import { clearOutboxForTests } from '../../../../src/tool/ledger-link/booking-outbox'
import { booking as bookingOf, KEY, loadScript } from '../../apps-script/script-requests'

const LEDGER_URL = 'https://script.google.com/macros/s/unit-ledger/exec'
const booking = (id: string) => bookingOf(id, {}, { withAppointment: true })

/** The app's modules as one tab has them, with the ledger saved in its settings. */
async function openTab() {
  vi.resetModules()
  const sender = await import('../../../../src/tool/ledger-link/outbox-sender')
  const outbox = await import('../../../../src/tool/ledger-link/booking-outbox')
  const storage = await import('../../../../src/storage/tool-storage')
  await storage.savedLedgerUrl.save(LEDGER_URL)
  await storage.savedLedgerKey.save(KEY)
  return { sender, outbox }
}

function promiseWithResolve() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/** The ledger script behind fetch. `holdBookAnswers`: a `book` is saved at once, but answered on `release()`. */
function ledgerBehindFetch(script: LedgerScript, { holdBookAnswers = false } = {}) {
  const bookPosts: string[][] = []
  const postArrived = [promiseWithResolve(), promiseWithResolve()]
  const released = promiseWithResolve()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(LEDGER_URL)
      const body = String(init.body)
      const request = JSON.parse(body) as { action: string; bookings?: { id: string }[] }
      const answer = script.doPost(body).content
      if (request.action === 'book') {
        bookPosts.push(request.bookings!.map((sent) => sent.id))
        postArrived[bookPosts.length - 1]?.resolve()
        if (holdBookAnswers) await released.promise
      }
      return new Response(answer, { status: 200 })
    }),
  )
  return {
    bookPosts,
    firstBookPost: postArrived[0]!.promise,
    secondBookPost: postArrived[1]!.promise,
    release: released.resolve,
  }
}

/** Web Locks as the browser grants them: one holder per name, the others queued in order. */
function installWebLocks() {
  const tails = new Map<string, Promise<unknown>>()
  const requested = new Map<string, number>()
  const someoneQueued = promiseWithResolve()
  const locks = {
    request(name: string, callback: () => Promise<unknown>) {
      if ((requested.get(name) ?? 0) > 0) someoneQueued.resolve()
      requested.set(name, (requested.get(name) ?? 0) + 1)
      const run = (tails.get(name) ?? Promise.resolve()).then(callback).finally(() => {
        requested.set(name, requested.get(name)! - 1)
      })
      tails.set(
        name,
        run.catch(() => undefined),
      )
      return run
    },
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  return { someoneQueued: someoneQueued.promise }
}

let script: LedgerScript

beforeEach(async () => {
  await clearOutboxForTests()
  script = loadScript()
})

afterEach(() => {
  vi.unstubAllGlobals()
  delete (navigator as { locks?: unknown }).locks
})

const ledgerRowIds = () =>
  script
    .bookingsTab()
    .slice(1)
    .map((row) => row[0])

describe('the outbox sender', () => {
  it('sends a booking once when two tabs send at the same moment: the second finds it sent, under the lock', async () => {
    const locks = installWebLocks()
    const ledger = ledgerBehindFetch(script, { holdBookAnswers: true })
    const first = await openTab()
    const second = await openTab()
    await first.outbox.recordBooking(booking('race-1'))

    const firstSend = first.sender.flushOutbox()
    await ledger.firstBookPost
    // The first tab's post is out and unanswered; the second tab tries now. With the lock it queues; without, it posts.
    const secondSend = second.sender.flushOutbox()
    await Promise.race([locks.someoneQueued, ledger.secondBookPost])
    ledger.release()
    await Promise.all([firstSend, secondSend])

    expect(ledger.bookPosts).toEqual([['race-1']])
    expect(ledgerRowIds()).toEqual(['race-1'])
    const [entry] = await second.outbox.readOutbox()
    expect(entry).toMatchObject({ state: 'sent', quote: { emailed: true } })
    expect(second.sender.outboxView.get()).toMatchObject({ reason: null })
  })

  it('acknowledges a booking the ledger already holds: it leaves the waiting list, details and all', async () => {
    const ledger = ledgerBehindFetch(script)
    // The ledger saved it, but its answer was lost: the row is there, and the outbox still has it waiting.
    expect(
      script.doPost(JSON.stringify({ key: KEY, action: 'book', bookings: [booking('lost-answer')] })).content,
    ).toContain('"saved":["lost-answer"]')
    const tab = await openTab()
    await tab.outbox.recordBooking(booking('lost-answer'))
    const queryClient = new QueryClient()
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries')

    await tab.sender.startOutbox(queryClient)

    expect(ledger.bookPosts).toEqual([['lost-answer']])
    expect(ledgerRowIds()).toEqual(['lost-answer'])
    const [entry] = await tab.outbox.readOutbox()
    expect(entry).toMatchObject({ state: 'sent', lastError: null })
    expect(LEDGER_LEAD_FIELDS.filter((field) => (entry!.booking[field] ?? '') !== '')).toEqual([])
    expect(tab.sender.outboxView.get()).toMatchObject({ entries: [{ state: 'sent' }], reason: null })
    // The acknowledgement reads the ledger again.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['ledger-bookings'] }, { cancelRefetch: false })
  })
})
