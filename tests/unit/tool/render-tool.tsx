import { readFileSync } from 'node:fs'
import { render, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { clear } from 'idb-keyval'
import { expect, vi } from 'vitest'
import { createQueryClient } from '../../../src/query-client'
import { createAppRouter } from '../../../src/router'
import { storageHealth } from '../../../src/storage/storage-health'
import {
  dailyChecklist,
  recentZips,
  resetToolStorageForTests,
  savedSheetUrl,
  savedTrainingUrl,
  showMapOnNarrowScreens,
  savedLedgerKey,
  savedLedgerUrl,
} from '../../../src/storage/tool-storage'

export const fixtureCsv = readFileSync('tests/fixtures/partners.csv', 'utf8')

export type SheetResponder = (url: string, init?: RequestInit) => Promise<Response> | Response

/** Replaces fetch; returns the mock so tests can inspect calls. */
export function mockSheetFetch(respond: SheetResponder = () => new Response(fixtureCsv, { status: 200 })) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(respond(String(input), init)),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

export type LedgerRequest = Record<string, unknown>

/** Replaces fetch with a ledger that answers each posted request with `answer(request)` as JSON. Given `ledgerUrl`,
 * any other URL gets the fixture sheet instead. Returns the ledger's requests in the order they were posted. */
export function fakeLedgerFetch(answer: (request: LedgerRequest) => unknown, ledgerUrl?: string) {
  const requests: LedgerRequest[] = []
  mockSheetFetch((url, init) => {
    if (ledgerUrl !== undefined && url !== ledgerUrl) return new Response(fixtureCsv, { status: 200 })
    const request = JSON.parse(String(init?.body)) as LedgerRequest
    requests.push(request)
    return new Response(JSON.stringify(answer(request)), { status: 200 })
  })
  return requests
}

/** Forgets everything stored, as a fresh browser profile would. */
export async function resetToolState() {
  try {
    await clear()
  } catch {
    // IndexedDB deliberately missing in this test file.
  }
  window.localStorage.clear()
  storageHealth.resetForTests()
  resetToolStorageForTests()
  for (const value of [savedSheetUrl, savedTrainingUrl, dailyChecklist, recentZips, showMapOnNarrowScreens])
    await value.load()
}

/** jsdom has no modal <dialog>: the tool's dialogs and overlays need only to open and close. */
export function openDialogsInJsdom() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

/** A fresh tool whose device holds a ledger at `url` with the owner's key (the role comes from its check). */
export async function resetToolWithOwnersLedger(url: string) {
  await resetToolState()
  await savedLedgerUrl.save(url)
  await savedLedgerKey.save('the-owners-key')
}

export function renderTool(path = '/tool') {
  const queryClient = createQueryClient()
  const router = createAppRouter({
    context: { loadQueryClient: () => Promise.resolve(queryClient) },
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const view = render(<RouterProvider router={router} />)
  return { ...view, router, queryClient }
}

/** The tool on its Search tab with the fixture sheet loaded. Every request answers with that sheet, so the US ZIP
 * list fails to load: partners only. */
export async function renderLoadedTool() {
  mockSheetFetch()
  const user = userEvent.setup()
  const view = renderTool()
  await waitFor(() => expect(document.querySelector('.status-line')).toHaveTextContent('Loaded 3 companies.'))
  return { user, ...view }
}
