// Null until the ledger's first good answer: no counts, today's order.
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { bookingCopy } from '../../content/bookings/booking-copy'
import { toolDeployment } from '../../content/tool-deployment'
import { weekStart } from '../../partner-time/agency-week'
import { mergeBookings, type ReadBooking } from '../../bookings/partner-bookings'
import { partnerStandings, type StandingOf } from '../../bookings/partner-standing'
import type { Company } from '../../partners/company'
import { useExternalStore } from '../../use-external-store'
import { timeAgo } from '../ui/time-ago'
import { ledgerQueryOptions, ledgerReadSince } from '../ledger-link/ledger-query'
import { useLedgerSettings } from '../ledger-link/ledger-settings'
import { outboxView } from '../ledger-link/outbox-sender'

export interface LedgerReadout {
  /** The ledger's bookings since the start of last week, and the outbox's it lacks. */
  bookings: ReadBooking[]
  /** When the ledger last answered (ms). */
  readAt: number
  /** The last answer is older than the last try: the ledger could not be read just now. */
  stale: boolean
  standingOf: StandingOf
}

/** "Bookings read from the ledger 3 min ago" (and whether the last read failed), for the Search tab and Admin. */
export const ledgerAge = (ledger: LedgerReadout, now: number) =>
  bookingCopy.ledgerRead(timeAgo(ledger.readAt, now), ledger.stale)

export function useLedgerBookings(now: number, companies: readonly Company[]): LedgerReadout | null {
  const ledger = useLedgerSettings()
  const zone = toolDeployment.agencyTimeZone
  // The clock ticks every 15 s; the counts change only with the week.
  const thisWeek = weekStart(now, zone)
  const since = useMemo(() => ledgerReadSince(thisWeek), [thisWeek])
  const query = useQuery({ ...ledgerQueryOptions(ledger?.url ?? '', since), enabled: ledger !== null })
  const { entries } = useExternalStore(outboxView)

  const answer = ledger ? query.data : undefined
  const bookings = useMemo(() => {
    if (!answer) return null
    const fromOutbox = entries
      .filter((entry) => entry.state !== 'rejected')
      .map(({ booking: { id, bookedAt, partner, service, zip, garageSize } }): ReadBooking => {
        return { id, bookedAt, partner, service, zip, garageSize, status: '', inOutbox: true }
      })
    return mergeBookings(answer, fromOutbox)
  }, [answer, entries])
  const standingOf = useMemo(
    () => (bookings ? partnerStandings(bookings, companies, thisWeek, zone) : null),
    [bookings, companies, thisWeek, zone],
  )
  const readAt = query.dataUpdatedAt
  return useMemo(() => {
    if (!bookings || !standingOf) return null
    return { bookings, readAt, stale: query.isError, standingOf }
  }, [bookings, standingOf, readAt, query.isError])
}
