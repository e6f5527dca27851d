import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Company, SheetReport, ZipIndex } from '../sheet/company'
import { sheetMessages } from '../sheet/messages'
import { isSheetUrlSet } from '../sheet/sheet-url'
import { useSheetUrl } from './effective-settings'
import { sheetQueryKey, sheetQueryOptions, type SheetData } from './sheet-query'

const NO_COMPANIES: Company[] = []
const EMPTY_INDEX: ZipIndex = new Map()

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
  /** True when the last load failed but an earlier good copy is still on screen. */
  showingOlderData: boolean
  refresh: () => void
}

export function useSheet(): SheetState {
  const sheetUrl = useSheetUrl()
  const configured = isSheetUrlSet(sheetUrl)
  const queryClient = useQueryClient()
  const query = useQuery({ ...sheetQueryOptions(sheetUrl), enabled: configured })

  const refresh = useCallback(() => {
    if (configured) void queryClient.refetchQueries({ queryKey: sheetQueryKey(sheetUrl), exact: true })
  }, [configured, queryClient, sheetUrl])

  // Per the spec a blank or placeholder URL empties the list and makes no request.
  const data = configured ? query.data : undefined
  let status: string
  if (!configured) status = sheetMessages.notConfigured
  else if (query.isFetching) status = sheetMessages.loading
  else if (query.isError) status = sheetMessages.loadFailed
  else if (data) status = sheetMessages.loaded(data.companies.length)
  else status = sheetMessages.loading

  return {
    sheetUrl,
    status,
    failureDetail: configured && query.isError && !query.isFetching ? query.error.message : null,
    isFetching: configured && query.isFetching,
    companies: data?.companies ?? NO_COMPANIES,
    zipIndex: data?.zipIndex ?? EMPTY_INDEX,
    report: data?.report ?? null,
    data,
    showingOlderData: Boolean(data) && query.isError,
    refresh,
  }
}
