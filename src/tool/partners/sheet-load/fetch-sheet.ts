import { eitherSignal } from '../../../either-signal'
import type { LoadedSheet } from '../../../partners/company'
import { sheetMessages } from '../../../partners/messages'
import { parseSheetOffMainThread } from '../../../partners/parse-off-main-thread'
import { SheetLoadError } from '../../../partners/parse-sheet'
import {
  BLOCKED_BY_POLICY,
  readSnapshot,
  SHEET_FAILURE_HEADER,
  snapshotInfoOf,
  snapshotKey,
  type SnapshotReason,
} from '../../../partners/sheet-snapshot'
import { withCacheBuster } from '../../../partners/sheet-url'
import { watchConnectBlocks } from '../../../partners/connect-blocks'

interface SnapshotInfo {
  savedAt: number
  reason: SnapshotReason
  detail: string
}

export interface SheetData extends LoadedSheet {
  fetchedAt: number
  snapshot: SnapshotInfo | null
}

export interface DownloadProgress {
  receivedBytes: number
  totalBytes: number | null
}

// A hung connection must end in the failure text, never in "Loading data…" forever.
const SHEET_FETCH_TIMEOUT_MS = 15_000
const PROGRESS_INTERVAL_MS = 250

/** No answer could be had: worth one retry, unlike a bad answer. */
export class SheetNetworkError extends SheetLoadError {}

function networkDeadline() {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const restart = () => {
    clearTimeout(timer)
    timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), SHEET_FETCH_TIMEOUT_MS)
  }
  restart()
  return { signal: controller.signal, restart, stop: () => clearTimeout(timer) }
}

/** Unknown for a compressed transfer: the download counts decoded bytes. */
function totalBytesOf(response: Response): number | null {
  const encoding = response.headers.get('content-encoding')
  if (encoding && encoding !== 'identity') return null
  const length = Number(response.headers.get('content-length'))
  return length > 0 ? length : null
}

async function readBody(response: Response, waiting: () => void, onProgress?: (progress: DownloadProgress) => void) {
  const chunks: Uint8Array[] = []
  const totalBytes = totalBytesOf(response)
  let receivedBytes = 0
  let reportedAt = 0
  const reader = response.body?.getReader()
  for (;;) {
    waiting()
    const { done, value } = (await reader?.read()) ?? { done: true }
    if (done) return chunks
    chunks.push(value)
    receivedBytes += value.length
    if (onProgress && performance.now() - reportedAt >= PROGRESS_INTERVAL_MS) {
      reportedAt = performance.now()
      onProgress({ receivedBytes, totalBytes })
    }
  }
}

function parseBody(response: Response, chunks: Uint8Array[], keepAs: string | null, signal?: AbortSignal) {
  const buffers = [...new Set(chunks.map((chunk) => chunk.buffer))]
  const body = { chunks, contentType: response.headers.get('content-type'), snapshotKey: keepAs }
  return parseSheetOffMainThread(body, buffers, signal)
}

async function lastGoodCopy(key: string, why: Error, signal?: AbortSignal): Promise<SheetData | null> {
  const stored = await readSnapshot(key)
  const savedAt = stored && snapshotInfoOf(stored)?.savedAt
  if (!stored || !savedAt) return null
  try {
    const sheet = await parseBody(stored, [new Uint8Array(await stored.arrayBuffer())], null, signal)
    return { ...sheet, fetchedAt: Date.now(), snapshot: { savedAt, reason: 'bad-response', detail: why.message } }
  } catch {
    return null
  }
}

export async function fetchSheet(
  sheetUrl: string,
  signal?: AbortSignal,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<SheetData> {
  const requestUrl = withCacheBuster(sheetUrl, Date.now())
  const deadline = networkDeadline()
  const connectBlocks = watchConnectBlocks(globalThis.document)
  const startedAt = performance.now()
  let response: Response | undefined
  try {
    performance.mark('sheet:request')
    response = await fetch(requestUrl, {
      cache: 'no-cache',
      signal: signal ? eitherSignal(signal, deadline.signal) : deadline.signal,
    })
    performance.mark('sheet:response')
    if (response.headers.get(SHEET_FAILURE_HEADER) === BLOCKED_BY_POLICY) throw new SheetLoadError(BLOCKED_BY_POLICY)
    if (!response.ok) throw new SheetLoadError(sheetMessages.httpError(response.status))
    const snapshot = snapshotInfoOf(response)
    const chunks = await readBody(response, deadline.restart, onProgress)
    deadline.stop()
    performance.mark('sheet:downloaded')
    const sheet = await parseBody(response, chunks, snapshot ? null : snapshotKey(requestUrl), signal)
    performance.mark('sheet:parsed')
    return { ...sheet, fetchedAt: Date.now(), snapshot }
  } catch (caught) {
    if (signal?.aborted) throw caught
    const blocked = response === undefined && (await connectBlocks.blockedSince(startedAt))
    const error = failureOf(caught, response !== undefined, deadline.signal.aborted, blocked)
    const fallback =
      response && !snapshotInfoOf(response) ? await lastGoodCopy(snapshotKey(requestUrl), error, signal) : null
    if (fallback) return fallback
    throw error
  } finally {
    deadline.stop()
    connectBlocks.stop()
  }
}

function failureOf(caught: unknown, answered: boolean, timedOut: boolean, blocked: boolean): Error {
  const seconds = SHEET_FETCH_TIMEOUT_MS / 1000
  if (timedOut)
    return new SheetLoadError(answered ? `Download stalled for ${seconds} s` : `No answer after ${seconds} s`)
  if (answered) return caught instanceof Error ? caught : new SheetLoadError(String(caught))
  if (blocked) return new SheetLoadError(BLOCKED_BY_POLICY)
  return new SheetNetworkError(caught instanceof Error ? caught.message : String(caught))
}
