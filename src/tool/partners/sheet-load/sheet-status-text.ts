import { sheetStatusCopy } from '../../../content/tool-copy'
import { dateFormat } from '../../../intl-format'
import { sheetMessages } from '../../../partners/messages'
import type { DownloadProgress, SheetData } from './fetch-sheet'

const PROGRESS_MIN_BYTES = 1_000_000
const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1)
export const sheetTimeFormat = dateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function loadingText(progress: DownloadProgress | null): string {
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

/** SPEC.md §4 and §8: a background refresh stays quiet; a bad answer with the last good copy kept is still a failure. */
export function sheetStatusText({ configured, loud, progress, cancelled, failed, data }: SheetStatusInput): string {
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
