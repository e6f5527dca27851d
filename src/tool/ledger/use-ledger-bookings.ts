// The ledger read back (TanStack Query): `list` from the start of last week, refreshed with the sheet and
// after a booking is acknowledged; the last good answer kept in IndexedDB for offline use; plus the outbox's
// bookings the answer does not hold yet. Null until a first good answer exists: no counts, today's order.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { toolDeployment } from '../../content/tool-deployment'
import { previousWeekStart } from '../../ledger/agency-week'
import type { ListedBooking } from '../../ledger/ledger-contract'
import { countThisWeek, mergeBookings, partnerKey } from '../../ledger/partner-bookings'
import { bookingCopy } from '../../content/booking-copy'
import type { Company } from '../../sheet/company'
import { weeklyCap, type LedgerStanding } from '../../sheet/partner-order'
import { timeAgo } from '../use-now'
import { savedLedgerBookings, savedLedgerKey, savedLedgerUrl } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { useExternalStore } from '../../use-external-store'
import { LEDGER_BOOKINGS_KEY, listBookings, type LedgerSettings } from './ledger-client'
import { acknowledgedSends, currentLedger, outboxView } from './outbox-sender'

/** This week's bookings of a partner from the ledger, and its Weekly Cap. */
export interface WeekCount {
  booked: number
  cap: number | null
}

export interface LedgerReadout {
  /** The ledger's bookings since the start of last week, and the outbox's it lacks. */
  bookings: ListedBooking[]
  /** When the ledger last answered (ms). */
  readAt: number
  /** The last answer is older than the last try: the ledger could not be read just now. */
  stale: boolean
  standing: LedgerStanding
  weekCountOf(company: Company): WeekCount
}

/** "Bookings read from the ledger 3 min ago" (and whether the last read failed), for the Search tab and Admin. */
export const ledgerAge = (ledger: LedgerReadout, now: number) =>
  bookingCopy.ledgerRead(timeAgo(ledger.readAt, now), ledger.stale)

class LedgerReadError extends Error {}

async function readLedger(ledger: LedgerSettings, since: string, signal: AbortSignal) {
  const reply = await listBookings(ledger, since, signal)
  if (reply.kind === 'refused') throw new LedgerReadError(reply.error)
  if (reply.kind === 'unreachable') throw new LedgerReadError(reply.detail)
  const read = { url: ledger.url, readAt: Date.now(), bookings: reply.body }
  void savedLedgerBookings.save(read)
  return read
}

/** Once, in the tool: the ledger is read again whenever the sheet loads and after a send is acknowledged. */
export function useLedgerReadsAgain(sheetLoadedAt: number | undefined): void {
  const queryClient = useQueryClient()
  const sends = useExternalStore(acknowledgedSends)
  useEffect(() => {
    // A read under way is not cancelled: the script would still run it.
    if (sheetLoadedAt !== undefined)
      void queryClient.invalidateQueries({ queryKey: LEDGER_BOOKINGS_KEY }, { cancelRefetch: false })
  }, [queryClient, sheetLoadedAt, sends])
}

export function useLedgerBookings(now: number): LedgerReadout | null {
  usePersistedValue(savedLedgerUrl)
  usePersistedValue(savedLedgerKey)
  const ledger = currentLedger()
  const cache = usePersistedValue(savedLedgerBookings)
  const zone = toolDeployment.agencyTimeZone
  const since = useMemo(() => new Date(previousWeekStart(now, zone)).toISOString(), [now, zone])
  const cached = cache && ledger && cache.url === ledger.url ? cache : undefined
  const query = useQuery({
    queryKey: [...LEDGER_BOOKINGS_KEY, ledger, since],
    queryFn: ({ signal }) => readLedger(ledger!, since, signal),
    enabled: ledger !== null,
    initialData: cached,
    initialDataUpdatedAt: cached?.readAt,
    staleTime: 60_000,
    retry: false,
  })
  const { entries } = useExternalStore(outboxView)

  const answer = ledger ? query.data : undefined
  return useMemo(() => {
    if (!answer) return null
    const fromOutbox = entries
      .filter((entry) => entry.state !== 'rejected')
      .map(({ booking: { id, bookedAt, partner, service, zip, garageSize } }): ListedBooking => {
        return { id, bookedAt, partner, service, zip, garageSize, status: '' }
      })
    const bookings = mergeBookings(answer.bookings, fromOutbox)
    const thisWeek = countThisWeek(bookings, now, zone)
    const standing = { of: (name: string) => thisWeek.byPartner.get(partnerKey(name)) }
    return {
      bookings,
      readAt: answer.readAt,
      stale: query.isError,
      standing,
      weekCountOf: (company: Company) => ({
        booked: standing.of(company.company_name)?.bookedThisWeek ?? 0,
        cap: weeklyCap(company),
      }),
    }
  }, [answer, entries, now, zone, query.isError])
}
