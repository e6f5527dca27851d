import { toolDeployment } from '../content/tool-deployment'
import { savedLedgerKey, savedLedgerUrl, savedSheetUrl, savedTrainingUrl } from '../storage/tool-storage'
import { usePersistedValue } from '../storage/use-persisted-value'
import type { LedgerSettings } from './ledger/ledger-client'
import { currentLedger } from './ledger/outbox-sender'

/** The sheet URL in effect: the one saved in Admin, else the built-in default. */
export function useSheetUrl(): string {
  return usePersistedValue(savedSheetUrl) ?? toolDeployment.defaultSheetCsvUrl
}

/** The training-folder link in effect: the one saved in Admin, else the built-in default. */
export function useTrainingUrl(): string {
  return usePersistedValue(savedTrainingUrl) ?? toolDeployment.trainingFolderUrl
}

/** The booking ledger in effect (see currentLedger), followed as Admin or another tab changes it. */
export function useLedgerSettings(): LedgerSettings | null {
  usePersistedValue(savedLedgerUrl)
  usePersistedValue(savedLedgerKey)
  return currentLedger()
}
