// The URL saved in Admin ('' = removed here), else the build's; the key only ever from Admin.
import { useMemo } from 'react'
import { toolDeployment } from '../../content/tool-deployment'
import { savedLedgerKey, savedLedgerKeyHolder, savedLedgerUrl, type LedgerKeyHolder } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import type { LedgerSettings } from './ledger-client'

/** The one rule for the ledger in effect, from the saved values (undefined or null: nothing saved). */
function ledgerInEffect(savedUrl: string | null | undefined, savedKey: string | null | undefined) {
  const url = savedUrl ?? toolDeployment.ledger.url
  const key = savedKey ?? ''
  return url && key ? { url, key } : null
}

/** The ledger in effect now, for code outside React (the outbox sender). */
export const currentLedger = (): LedgerSettings | null => ledgerInEffect(savedLedgerUrl.get(), savedLedgerKey.get())

export function useLedgerSettings(): LedgerSettings | null {
  const url = usePersistedValue(savedLedgerUrl)
  const key = usePersistedValue(savedLedgerKey)
  return useMemo(() => ledgerInEffect(url, key), [url, key])
}

/** Whose key this device holds, as the ledger's last check said (kept on the device, so offline booking shows it). */
export const useLedgerKeyHolder = (): LedgerKeyHolder | null => usePersistedValue(savedLedgerKeyHolder)
