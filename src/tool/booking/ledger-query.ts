// The ledger's `list` read in TanStack Query, beside the sheet's: keyed by the ledger URL, the weeks asked and a
// settings version (never the key). Read again when the sheet reloads and when a send is acknowledged.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { externalStore } from '../../external-store'
import { savedLedgerBookings } from '../../storage/tool-storage'
import { listBookings, type LedgerSettings } from './ledger-client'

const LEDGER_BOOKINGS_KEY = ['ledger-bookings'] as const

/** Bumped when the ledger settings change here or in another tab: a new key must not show the old key's answer. */
export const ledgerSettingsVersion = externalStore(0)

class LedgerReadError extends Error {}

async function readLedger(ledger: LedgerSettings, since: string, signal: AbortSignal) {
  const reply = await listBookings(ledger, since, signal)
  if (reply.kind === 'refused') throw new LedgerReadError(reply.error)
  if (reply.kind === 'unreachable') throw new LedgerReadError(reply.detail)
  const read = { url: ledger.url, readAt: Date.now(), bookings: reply.body }
  void savedLedgerBookings.save(read)
  return read
}

export function ledgerQueryOptions(ledger: LedgerSettings, since: string, settingsVersion: number) {
  // A query key is no place for a secret: the URL and the settings version name the ledger.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...LEDGER_BOOKINGS_KEY, ledger.url, since, settingsVersion],
    queryFn: ({ signal }) => readLedger(ledger, since, signal),
    staleTime: 60_000,
    retry: false,
  })
}

/** Reads the ledger again; a read under way is not cancelled, since the script would still run it. */
export const readLedgerAgain = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: LEDGER_BOOKINGS_KEY }, { cancelRefetch: false })
