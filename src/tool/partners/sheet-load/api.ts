// The sheet's server state. Never persisted: the service worker keeps the last good body.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { externalStore } from '../../../external-store'
import { onlineStatus } from '../../../online-status'
import { useExternalStore } from '../../../use-external-store'
import { toolDeployment } from '../../../content/tool-deployment'
import type { Company } from '../../../partners/company'
import { useSheetUrl } from './effective-settings'
import { fetchSheet, SheetNetworkError, type DownloadProgress } from './fetch-sheet'

const sheetQueryKey = (sheetUrl: string) => ['sheet', sheetUrl] as const

const BACKGROUND_REFRESH_MS = toolDeployment.sheetRefreshMinutes * 60_000

// Download progress per sheet URL: the state of a fetch in flight, which a query's result does not hold.
const downloadProgress = externalStore<ReadonlyMap<string, DownloadProgress>>(new Map())
function setDownloadProgress(sheetUrl: string, progress: DownloadProgress | null) {
  const next = new Map(downloadProgress.get())
  if (progress) next.set(sheetUrl, progress)
  else next.delete(sheetUrl)
  downloadProgress.set(next)
}

function sheetQueryOptions(sheetUrl: string) {
  return queryOptions({
    queryKey: sheetQueryKey(sheetUrl),
    queryFn: async ({ signal }) => {
      try {
        return await fetchSheet(sheetUrl, signal, (progress) => setDownloadProgress(sheetUrl, progress))
      } finally {
        setDownloadProgress(sheetUrl, null)
      }
    },
    networkMode: 'always',
    retry: (failureCount, error) => failureCount < 1 && error instanceof SheetNetworkError,
    retryDelay: 1_000,
    staleTime: 60_000,
    // A sheet is replaced whole: deep-comparing thousands of records would block the page.
    structuralSharing: false,
    refetchOnReconnect: 'always',
  })
}

export function useSheetQuery(sheetUrl: string, enabled: boolean) {
  const queryClient = useQueryClient()
  const online = useExternalStore(onlineStatus)
  // Background refreshes only while online: reconnecting refreshes at once instead.
  const query = useQuery({
    ...sheetQueryOptions(sheetUrl),
    enabled,
    refetchInterval: online ? BACKGROUND_REFRESH_MS : false,
  })
  const progress = useExternalStore(downloadProgress).get(sheetUrl) ?? null
  const cancel = useCallback(
    () => queryClient.cancelQueries({ queryKey: sheetQueryKey(sheetUrl), exact: true }),
    [queryClient, sheetUrl],
  )
  const readAgain = useCallback(
    (url: string) => queryClient.invalidateQueries({ queryKey: sheetQueryKey(url), exact: true }),
    [queryClient],
  )
  return { query, progress, cancel, readAgain }
}

const NO_COMPANIES: readonly Company[] = []

/** The loaded sheet's partners for a part that only reads them (the Mark booked dialog): never a fetch of its own. */
export function useLoadedCompanies(): readonly Company[] {
  const { data } = useQuery({ ...sheetQueryOptions(useSheetUrl()), enabled: false })
  return data?.companies ?? NO_COMPANIES
}
