import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fetchSheet, type DownloadProgress } from '../../../src/tool/partners/sheet-load/fetch-sheet'
import { sheetStatusText } from '../../../src/tool/partners/sheet-load/sheet-status-text'
import { fixtureCsv, mockSheetFetch, renderTool, resetToolState } from './render-tool'

const statusLine = () => document.querySelector('.status-line')

beforeEach(async () => {
  await resetToolState()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** A body that arrives in `chunks` pieces, `gapMs` apart; `hold` keeps it open after them. */
function tricklingBody(text: string, chunks: number, gapMs: number, hold = false) {
  const bytes = new TextEncoder().encode(text)
  const size = Math.ceil(bytes.length / chunks)
  let sent = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= bytes.length) {
        if (!hold) controller.close()
        else await new Promise(() => {})
        return
      }
      await new Promise((resolve) => setTimeout(resolve, gapMs))
      controller.enqueue(bytes.slice(sent, sent + size))
      sent += size
    },
  })
}

describe("download progress after 'Loading data…'", () => {
  it.each([
    [null, 'Loading data…'],
    [{ receivedBytes: 200_000, totalBytes: 900_000 }, 'Loading data…'],
    [{ receivedBytes: 4_200_000, totalBytes: 17_500_000 }, 'Loading data… 4.2 of 17.5 MB'],
    [{ receivedBytes: 4_249_999, totalBytes: null }, 'Loading data… 4.2 MB'],
    [{ receivedBytes: 600_000, totalBytes: null }, 'Loading data…'],
    [{ receivedBytes: 0, totalBytes: 1_000_001 }, 'Loading data… 0.0 of 1.0 MB'],
  ])('%j -> %s', (progress, text) => {
    const loading = { configured: true, loud: true, cancelled: false, failed: false, data: undefined }
    expect(sheetStatusText({ ...loading, progress: progress as DownloadProgress | null })).toBe(text)
  })

  it('is read from the streamed body, at most 4 times a second, with the announced size', async () => {
    mockSheetFetch(
      () =>
        new Response(tricklingBody(fixtureCsv, 40, 15), { headers: { 'content-length': String(fixtureCsv.length) } }),
    )
    const reports: (DownloadProgress & { at: number })[] = []
    const sheet = await fetchSheet('/demo-sheet.csv', undefined, (progress) =>
      reports.push({ ...progress, at: performance.now() }),
    )
    expect(sheet.companies).toHaveLength(3)
    expect(reports.length).toBeGreaterThan(0)
    for (let i = 1; i < reports.length; i++) {
      expect(reports[i]!.at - reports[i - 1]!.at).toBeGreaterThanOrEqual(250 - 1)
      expect(reports[i]!.receivedBytes).toBeGreaterThan(reports[i - 1]!.receivedBytes)
    }
    expect(reports.every((report) => report.totalBytes === fixtureCsv.length)).toBe(true)
  })

  it('a compressed transfer has no usable size: progress counts bytes only', async () => {
    mockSheetFetch(
      () =>
        new Response(tricklingBody(fixtureCsv, 4, 1), {
          headers: { 'content-length': '300', 'content-encoding': 'gzip' },
        }),
    )
    const reports: DownloadProgress[] = []
    await fetchSheet('/demo-sheet.csv', undefined, (progress) => reports.push(progress))
    expect(reports[0]!.totalBytes).toBeNull()
  })
})

describe('Refresh becomes Cancel while a load runs', () => {
  it('Cancel keeps the data on screen and says what is still shown', async () => {
    let calls = 0
    mockSheetFetch(() =>
      ++calls === 1 ? new Response(fixtureCsv) : new Response(tricklingBody(fixtureCsv, 2, 5, true)),
    )
    const user = userEvent.setup()
    renderTool()
    await waitFor(() => expect(statusLine()).toHaveTextContent('Loaded 3 companies.'))
    const loadedAt = document.querySelector('.freshness')!.getAttribute('title')
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(statusLine()).toHaveTextContent('Loading data…'))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(statusLine()).toHaveTextContent(`Load cancelled — still showing the 3 companies loaded ${loadedAt}.`),
    )
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('ZIP code'), '54016')
    expect(document.querySelector('.result-count')).toHaveTextContent('2 companies match ZIP 54016.')
  })

  it('cancelling the first load leaves nothing to show and says so', async () => {
    mockSheetFetch(() => new Response(tricklingBody(fixtureCsv, 2, 5, true)))
    const user = userEvent.setup()
    renderTool()
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(statusLine()).toHaveTextContent('Load cancelled.'))
    expect(screen.getByText('No results.')).toBeInTheDocument()
  })
})

describe('TanStack Query owns the refresh policy', () => {
  it('back online, the sheet is fetched again without a click, and the status line stays quiet', async () => {
    const fetchMock = mockSheetFetch()
    renderTool()
    await waitFor(() => expect(statusLine()).toHaveTextContent('Loaded 3 companies.'))
    const seen: string[] = []
    new MutationObserver(() => seen.push(statusLine()?.textContent ?? '')).observe(statusLine()!, {
      subtree: true,
      childList: true,
      characterData: true,
    })
    act(() => {
      window.dispatchEvent(new Event('offline'))
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(document.querySelector('.freshness')).toHaveTextContent('Updated just now'))
    expect(statusLine()).toHaveTextContent('Loaded 3 companies.')
    expect(seen).not.toContain('Loading data…')
  })
})
