// A load someone asked for shows its progress and Cancel; a background refresh stays quiet.
import { useCallback, useState } from 'react'
import type { Company, SheetReport, ZipIndex } from '../../../partners/company'
import { isSheetUrlSet } from '../../../partners/sheet-url'
import { emptyZipIndex } from '../../../partners/zip-search'
import { useSheetUrl } from './effective-settings'
import type { SheetData } from './fetch-sheet'
import { useSheetQuery } from './api'
import { sheetStatusText } from './sheet-status-text'

const NO_COMPANIES: Company[] = []
const EMPTY_INDEX: ZipIndex = emptyZipIndex()

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

export function useSheet(): SheetState {
  const sheetUrl = useSheetUrl()
  const configured = isSheetUrlSet(sheetUrl)
  const { query, progress, cancel: cancelQuery, readAgain } = useSheetQuery(sheetUrl, configured)
  // A load asked for (Refresh, Use This Sheet, Clear) is loud until that sheet's query settles after it.
  const [asked, setAsked] = useState<{ url: string; at: number } | null>(null)
  const [cancelledAt, setCancelledAt] = useState(0)

  const reload = useCallback(
    (url: string) => {
      setAsked({ url, at: Date.now() })
      void readAgain(url)
    },
    [readAgain],
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
  const status = sheetStatusText({ configured, loud: loudFetch, progress, cancelled, failed: query.isError, data })

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
