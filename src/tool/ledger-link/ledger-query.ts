// Keyed by the ledger URL and the weeks asked, never the key; the last good answer is persisted for offline use.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { toolDeployment } from '../../content/tool-deployment'
import { previousWeekStart } from '../../partner-time/agency-week'
import { readListedBooking } from '../../ledger-api/ledger-answer'
import type { ListedBooking } from '../../bookings/booking'
import { queryStorage } from '../../storage/query-storage'
import { storageKeys } from '../../storage/storage-keys'
import { listBookings } from './ledger-client'
import { ledgerPersister } from './ledger-persister'
import { currentLedger } from './ledger-settings'

const LEDGER_BOOKINGS_KEY = ['ledger-bookings'] as const
const ledgerQueryKey = (url: string, since: string) => [...LEDGER_BOOKINGS_KEY, url, since] as const

/** The ledger is asked for its bookings since Monday 00:00 of last week, agency time (ISO). */
export const ledgerReadSince = (now: number) =>
  new Date(previousWeekStart(now, toolDeployment.agencyTimeZone)).toISOString()

class LedgerReadError extends Error {}

/** With the settings in effect when it runs: a read started just after a save uses the new key. */
async function readLedger(url: string, since: string, signal: AbortSignal): Promise<ListedBooking[]> {
  const ledger = currentLedger()
  if (ledger?.url !== url) throw new LedgerReadError('the ledger settings changed')
  const reply = await listBookings(ledger, since, signal)
  if (reply.kind === 'refused') throw new LedgerReadError(reply.error)
  if (reply.kind === 'unreachable') throw new LedgerReadError(reply.detail)
  return reply.body
}

/** The ledger at `url`; its key is read when the query runs, never kept in the query. */
export function ledgerQueryOptions(url: string, since: string) {
  return queryOptions({
    queryKey: ledgerQueryKey(url, since),
    queryFn: ({ signal }) => readLedger(url, since, signal),
    persister: ledgerPersister.persisterFn,
    staleTime: 60_000,
    // Other setters book too: their bookings count on the sheet's background timer.
    refetchInterval: toolDeployment.sheetRefreshMinutes * 60_000,
    retry: false,
  })
}

/** Reads the ledger again; a read under way is not cancelled, since the script would still run it. */
export const readLedgerAgain = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: LEDGER_BOOKINGS_KEY }, { cancelRefetch: false })

/** The answer the tool kept before the persister ({ url, readAt, bookings }), moved over once, then removed. */
async function moveOldLedgerCache(queryClient: QueryClient, now: number) {
  const old = (await queryStorage.getItem(storageKeys.oldLedgerCache)) as Record<string, unknown> | null | undefined
  if (old === undefined) return
  if (old && typeof old.url === 'string' && typeof old.readAt === 'number' && Array.isArray(old.bookings)) {
    const queryKey = ledgerQueryKey(old.url, ledgerReadSince(now))
    const bookings = old.bookings.flatMap((item: unknown) => readListedBooking(item) ?? [])
    queryClient.setQueryData(queryKey, bookings, { updatedAt: old.readAt })
    await ledgerPersister.persistQueryByKey(queryKey, queryClient)
  }
  await queryStorage.removeItem(storageKeys.oldLedgerCache)
}

const restored = new WeakMap<QueryClient, Promise<void>>()

/** Once per query client, before the tool's first render: the kept answers, so counts show offline and at once. */
export function restoreLedgerAnswers(queryClient: QueryClient, now = Date.now()): Promise<void> {
  let done = restored.get(queryClient)
  if (!done) {
    done = moveOldLedgerCache(queryClient, now).then(() =>
      ledgerPersister.restoreQueries(queryClient, { queryKey: LEDGER_BOOKINGS_KEY }),
    )
    restored.set(queryClient, done)
  }
  return done
}
