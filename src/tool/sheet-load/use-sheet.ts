// The sheet as the tool sees it (useSheet): the URL in effect, its companies and ZIP index, Refresh, Cancel, and
// the status line's words; a load someone asked for shows its progress and Cancel, a background refresh stays quiet.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { Company, SheetReport, ZipIndex } from '../../sheet/company'
import { sheetMessages } from '../../sheet/messages'
import { isSheetUrlSet } from '../../sheet/sheet-url'
import { emptyZipIndex } from '../../sheet/zip-search'
import { sheetStatusCopy } from '../../content/tool-copy'
import { dateFormat } from '../../intl-format'
import { useSheetUrl } from './effective-settings'
import type { DownloadProgress, SheetData } from './fetch-sheet'
import { sheetQueryOptions, useSheetQuery } from './sheet-query'

const NO_COMPANIES: Company[] = []
const EMPTY_INDEX: ZipIndex = emptyZipIndex()
const PROGRESS_MIN_BYTES = 1_000_000
const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1)
export const sheetTimeFormat = dateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

export interface SheetState {
  sheetUrl: string
  status: string
  failureDetail: string | null
  isFetching: boolean
  companies: Company[]
  zipIndex: ZipIndex
  report: SheetReport | null
  data: SheetData | undefined
  showingOlderData: boolean
  cancelled: boolean
  refresh: () => void
  reload: (sheetUrl: string) => void
  cancel: () => void
}

function failureDetail(
  configured: boolean,
  fetching: boolean,
  error: Error | null,
  data: SheetData | undefined,
): string | null {
  if (!configured || fetching) return null
  if (error) return error.message
  if (data?.snapshot?.reason === 'bad-response') return data.snapshot.detail || null
  return null
}

export function loadingText(progress: DownloadProgress | null): string {
  if (!progress) return sheetMessages.loading
  const { receivedBytes, totalBytes } = progress
  if ((totalBytes ?? receivedBytes) <= PROGRESS_MIN_BYTES) return sheetMessages.loading
  return `${sheetMessages.loading} ${sheetStatusCopy.progress(megabytes(receivedBytes), totalBytes === null ? null : megabytes(totalBytes))}`
}

export interface SheetStatusInput {
  configured: boolean
  /** A load someone asked for (or the first), still under way. */
  loud: boolean
  progress: DownloadProgress | null
  cancelled: boolean
  failed: boolean
  data: Pick<SheetData, 'companies' | 'snapshot' | 'fetchedAt'> | undefined
}

/** The status line's words (SPEC.md §4 and §8): a background refresh stays quiet; a bad answer with the last good copy kept is still a failure. */
export function sheetStatus({ configured, loud, progress, cancelled, failed, data }: SheetStatusInput): string {
  if (!configured) return sheetMessages.notConfigured
  if (loud) return loadingText(progress)
  if (cancelled)
    return data
      ? sheetStatusCopy.loadCancelled(
          data.companies.length,
          sheetTimeFormat.format(data.snapshot?.savedAt ?? data.fetchedAt),
        )
      : sheetStatusCopy.loadCancelledNothingShown
  if (failed || data?.snapshot?.reason === 'bad-response') return sheetMessages.loadFailed
  return data ? sheetMessages.loaded(data.companies.length) : sheetMessages.loading
}

export function useSheet(): SheetState {
  const sheetUrl = useSheetUrl()
  const configured = isSheetUrlSet(sheetUrl)
  const { query, progress, cancel: cancelQuery } = useSheetQuery(sheetUrl, configured)
  const queryClient = useQueryClient()
  // A load asked for (Refresh, Use This Sheet, Clear) is loud until that sheet's query settles after it.
  const [asked, setAsked] = useState<{ url: string; at: number } | null>(null)
  const [cancelledAt, setCancelledAt] = useState(0)

  const reload = useCallback(
    (url: string) => {
      setAsked({ url, at: Date.now() })
      void queryClient.invalidateQueries({ queryKey: sheetQueryOptions(url).queryKey, exact: true })
    },
    [queryClient],
  )
  const refresh = useCallback(() => {
    if (configured) reload(sheetUrl)
  }, [configured, reload, sheetUrl])
  const cancel = useCallback(() => {
    setCancelledAt(Date.now())
    setAsked(null)
    void cancelQuery()
  }, [cancelQuery])

  // Per the spec a blank or placeholder URL empties the list and makes no request.
  const data = configured ? query.data : undefined
  const settledAt = Math.max(query.dataUpdatedAt, query.errorUpdatedAt)
  const loudFetch = query.isFetching && (!data || (asked?.url === sheetUrl && settledAt < asked.at))
  const cancelled = configured && cancelledAt > 0 && !query.isFetching && settledAt < cancelledAt
  const status = sheetStatus({ configured, loud: loudFetch, progress, cancelled, failed: query.isError, data })

  return {
    sheetUrl,
    status,
    failureDetail: cancelled ? null : failureDetail(configured, loudFetch, query.error, data),
    isFetching: configured && query.isFetching,
    companies: data?.companies ?? NO_COMPANIES,
    zipIndex: data?.zipIndex ?? EMPTY_INDEX,
    report: data?.report ?? null,
    data,
    showingOlderData: Boolean(data) && query.isError && !cancelled,
    cancelled,
    refresh,
    reload,
    cancel,
  }
}
