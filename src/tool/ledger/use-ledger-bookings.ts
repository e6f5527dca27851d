// The ledger read back (TanStack Query): `list` from the start of last week, refreshed with the sheet and
// after a booking is acknowledged; the last good answer kept in IndexedDB for offline use; plus the outbox's
// bookings the answer does not hold yet. Null until a first good answer exists: no counts, today's order.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { toolDeployment } from '../../content/tool-deployment'
import { previousWeekStart, weekStart } from '../../ledger/agency-week'
import type { ListedBooking } from '../../ledger/ledger-contract'
import { countThisWeek, firstPerName, mergeBookings, partnerKey } from '../../ledger/partner-bookings'
import { bookingCopy } from '../../content/booking-copy'
import type { Company } from '../../sheet/company'
import { isFull, weeklyCap, type LedgerStanding } from '../../sheet/partner-order'
import { timeAgo } from '../use-now'
import { savedLedgerBookings } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { useLedgerSettings } from '../effective-settings'
import { useExternalStore } from '../../use-external-store'
import { LEDGER_BOOKINGS_KEY, listBookings, type LedgerSettings } from './ledger-client'
import { acknowledgedSends, outboxView } from './outbox-sender'

/** This week's bookings of a partner from the ledger, and the Weekly Cap its rows share. */
export interface WeekCount {
  booked: number
  cap: number | null
  full: boolean
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

/** Once, in the tool: the ledger is read again when the sheet loads anew (Refresh, the background reload) and after
 * a send is acknowledged. The sheet's first load is not one: the query reads a stale answer on its own at start. */
export function useLedgerReadsAgain(sheetLoadedAt: number | undefined): void {
  const queryClient = useQueryClient()
  const sends = useExternalStore(acknowledgedSends)
  const firstLoad = useRef(sheetLoadedAt)
  useEffect(() => {
    firstLoad.current ??= sheetLoadedAt
    // A read under way is not cancelled: the script would still run it.
    if (sheetLoadedAt !== firstLoad.current || sends > 0)
      void queryClient.invalidateQueries({ queryKey: LEDGER_BOOKINGS_KEY }, { cancelRefetch: false })
  }, [queryClient, sheetLoadedAt, sends])
}

export function useLedgerBookings(now: number, companies: readonly Company[]): LedgerReadout | null {
  const ledger = useLedgerSettings()
  const cache = usePersistedValue(savedLedgerBookings)
  const zone = toolDeployment.agencyTimeZone
  // The clock ticks every 15 s; the counts change only with the week.
  const thisWeek = weekStart(now, zone)
  const since = useMemo(() => new Date(previousWeekStart(thisWeek, zone)).toISOString(), [thisWeek, zone])
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
  const bookings = useMemo(() => {
    if (!answer) return null
    const fromOutbox = entries
      .filter((entry) => entry.state !== 'rejected')
      .map(({ booking: { id, bookedAt, partner, service, zip, garageSize } }): ListedBooking => {
        return { id, bookedAt, partner, service, zip, garageSize, status: '' }
      })
    return mergeBookings(answer.bookings, fromOutbox)
  }, [answer, entries])
  const caps = useMemo(() => firstPerName(companies, weeklyCap), [companies])
  const counts = useMemo(
    () => (bookings ? countThisWeek(bookings, thisWeek, zone).byPartner : null),
    [bookings, thisWeek, zone],
  )
  return useMemo(() => {
    if (!answer || !bookings || !counts) return null
    const capOf = (name: string) => caps.get(partnerKey(name)) ?? null
    const standing: LedgerStanding = {
      of: (name) => {
        const count = counts.get(partnerKey(name))
        return count && { ...count, cap: capOf(name) }
      },
    }
    return {
      bookings,
      readAt: answer.readAt,
      stale: query.isError,
      standing,
      weekCountOf: (company: Company) => {
        const booked = counts.get(partnerKey(company.company_name))?.bookedThisWeek ?? 0
        const cap = capOf(company.company_name)
        return { booked, cap, full: isFull(booked, cap) }
      },
    }
  }, [answer, bookings, counts, caps, query.isError])
}
