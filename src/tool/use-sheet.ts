import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { toolDeployment } from '../content/tool-deployment'
import type { Company, SheetReport, ZipIndex } from '../sheet/company'
import { sheetMessages } from '../sheet/messages'
import { isSheetUrlSet } from '../sheet/sheet-url'
import { emptyZipIndex } from '../sheet/zip-search'
import { useSheetUrl } from './effective-settings'
import { sheetQueryKey, sheetQueryOptions, type SheetData } from './sheet-query'

const NO_COMPANIES: Company[] = []
const EMPTY_INDEX: ZipIndex = emptyZipIndex()
const BACKGROUND_REFRESH_MS = toolDeployment.sheetRefreshMinutes * 60_000

export interface SheetState {
  sheetUrl: string
  /** The status line: one of the spec's load messages. */
  status: string
  /** Why the last load failed ("HTTP 500", …), when it did. */
  failureDetail: string | null
  isFetching: boolean
  companies: Company[]
  zipIndex: ZipIndex
  report: SheetReport | null
  /** The data on screen, with its fetch and snapshot times. */
  data: SheetData | undefined
  /** True when the last fetch failed in this session but its earlier good result is still on screen. */
  showingOlderData: boolean
  refresh: () => void
}

function failureDetail(configured: boolean, fetching: boolean, error: Error | null, data: SheetData | undefined): string | null {
  if (!configured || fetching) return null
  if (error) return error.message
  if (data?.snapshot?.reason === 'bad-response') return data.snapshot.detail || null
  return null
}

export function useSheet(): SheetState {
  const sheetUrl = useSheetUrl()
  const configured = isSheetUrlSet(sheetUrl)
  const queryClient = useQueryClient()
  const query = useQuery({ ...sheetQueryOptions(sheetUrl), enabled: configured })
  // A quiet background refresh keeps the status line as it is instead of flashing 'Loading data…'.
  const [quietRefresh, setQuietRefresh] = useState(false)

  const refetch = useCallback(
    async (quiet: boolean) => {
      if (!configured) return
      setQuietRefresh(quiet)
      try {
        await queryClient.refetchQueries({ queryKey: sheetQueryKey(sheetUrl), exact: true })
      } finally {
        setQuietRefresh(false)
      }
    },
    [configured, queryClient, sheetUrl],
  )
  const refresh = useCallback(() => void refetch(false), [refetch])

  // Back online: fetch again, so a snapshot or a failure is replaced by live data without a click.
  useEffect(() => {
    window.addEventListener('online', refresh)
    return () => window.removeEventListener('online', refresh)
  }, [refresh])

  // While the tool is visible and online, refresh the sheet every few minutes.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) void refetch(true)
    }, BACKGROUND_REFRESH_MS)
    return () => clearInterval(timer)
  }, [refetch])

  // Per the spec a blank or placeholder URL empties the list and makes no request.
  const data = configured ? query.data : undefined
  const loudFetch = query.isFetching && !(quietRefresh && data)
  let status: string
  if (!configured) status = sheetMessages.notConfigured
  else if (loudFetch) status = sheetMessages.loading
  else if (query.isError) status = sheetMessages.loadFailed
  // The service worker answered from its snapshot because the network answer was bad: a failure, with data kept.
  else if (data?.snapshot?.reason === 'bad-response') status = sheetMessages.loadFailed
  else if (data) status = sheetMessages.loaded(data.companies.length)
  else status = sheetMessages.loading

  return {
    sheetUrl,
    status,
    failureDetail: failureDetail(configured, loudFetch, query.error, data),
    isFetching: configured && query.isFetching,
    companies: data?.companies ?? NO_COMPANIES,
    zipIndex: data?.zipIndex ?? EMPTY_INDEX,
    report: data?.report ?? null,
    data,
    showingOlderData: Boolean(data) && query.isError,
    refresh,
  }
}
