// The ledger's answer kept for offline use by TanStack Query's per-query persister, and nothing else: the sheet is
// never written to IndexedDB. The answer the tool kept before the persister is moved over once, then removed.
import { waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadLedgerScript } from '../../../../scripts/support/apps-script-double'
import type { ListedBooking } from '../../../../src/bookings/booking'
import { savedLedgerKey, savedLedgerUrl } from '../../../../src/storage/tool-storage'
import { ledgerReadSince, restoreLedgerAnswers } from '../../../../src/tool/ledger-link/ledger-query'
import { booking, KEY } from '../../apps-script/script-requests'
import { fixtureCsv, mockSheetFetch, renderTool, resetToolState } from '../render-tool'

const LEDGER_URL = 'https://script.google.com/macros/s/kept-answer/exec'
const ANSWER_PREFIX = 'ahs_ledger_answer_v1-'
const NOW = Date.parse('2026-11-25T18:00:00Z')

/** Every key and value in every IndexedDB database of the page, as text. */
async function everythingInIndexedDb(): Promise<string[]> {
  const texts: string[] = []
  for (const { name } of await indexedDB.databases()) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name!)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    for (const storeName of db.objectStoreNames) {
      const store = db.transaction(storeName).objectStore(storeName)
      const [keys, values] = await Promise.all(
        [store.getAllKeys(), store.getAll()].map(
          (request) => new Promise<unknown[]>((resolve) => (request.onsuccess = () => resolve(request.result))),
        ),
      )
      keys!.forEach((key, index) =>
        texts.push(`${db.name}/${storeName}/${String(key)} = ${JSON.stringify(values![index])}`),
      )
    }
    db.close()
  }
  return texts
}

const listed = (id: string, bookedAt: string): ListedBooking => ({
  id,
  bookedAt,
  partner: 'Fixture Floors LLC',
  service: 'Concrete Coatings',
  zip: '54016',
  garageSize: '',
  status: '',
})

beforeEach(async () => {
  await resetToolState()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the kept ledger answer', () => {
  it('keeps the ledger’s answer in IndexedDB and never the sheet', async () => {
    const script = loadLedgerScript({ ledgerKey: KEY })
    script.doPost(
      JSON.stringify({
        key: KEY,
        action: 'book',
        bookings: [booking('kept-1', { bookedAt: new Date().toISOString() })],
      }),
    )
    await savedLedgerUrl.save(LEDGER_URL)
    await savedLedgerKey.save(KEY)
    mockSheetFetch((url, init) =>
      url === LEDGER_URL
        ? new Response(script.doPost(String(init?.body)).content)
        : new Response(fixtureCsv, { status: 200 }),
    )
    renderTool()
    await waitFor(() => expect(document.querySelector('.status-line')).toHaveTextContent('Loaded 3 companies.'))
    await waitFor(async () => expect((await everythingInIndexedDb()).join('\n')).toContain(ANSWER_PREFIX))

    const stored = await everythingInIndexedDb()
    const answers = stored.filter((text) => text.includes(ANSWER_PREFIX))
    expect(answers).toHaveLength(1)
    expect(answers[0]).toContain('"id":"kept-1"')
    // No record names the sheet or holds a company of it; the lead's details never reach the answer either.
    expect(stored.filter((text) => /sheet|Fixture Floors|Fixture Trees/i.test(text.replace(answers[0]!, '')))).toEqual(
      [],
    )
    expect(stored.join('\n')).not.toContain('Pat Doe')
    expect(answers[0]).not.toContain(KEY)
  })

  it('moves the answer kept before the persister over once, then removes it', async () => {
    // The persister drops an answer over a week old by the machine's clock: the test's dates hold in any season.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    const since = ledgerReadSince(NOW)
    const bookings = [listed('old-1', '2026-11-24T15:00:00.000Z'), listed('old-2', '2026-11-23T15:00:00.000Z')]
    const readAt = NOW - 5 * 60_000
    await set('ahs_ledger_cache_v1', { url: LEDGER_URL, readAt, bookings: [...bookings, { id: 'mangled' }] })

    const first = new QueryClient()
    await restoreLedgerAnswers(first, NOW)
    expect(await get('ahs_ledger_cache_v1')).toBeUndefined()
    const queryKey = ['ledger-bookings', LEDGER_URL, since]
    expect(first.getQueryData(queryKey)).toEqual(bookings)
    expect(first.getQueryState(queryKey)?.dataUpdatedAt).toBe(readAt)

    // The next start finds it where the persister keeps it, and no old value to move again.
    const next = new QueryClient()
    await restoreLedgerAnswers(next, NOW)
    expect(next.getQueryData(queryKey)).toEqual(bookings)
    expect(next.getQueryState(queryKey)?.dataUpdatedAt).toBe(readAt)
    expect((await everythingInIndexedDb()).filter((text) => text.includes('ahs_ledger_cache_v1'))).toEqual([])
  })
})
