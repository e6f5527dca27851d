// Bookings' server state: Mark booked's one event, kept in the outbox and sent from there.
import { useMutation, useQuery } from '@tanstack/react-query'
import type { BookingToSend } from '../../bookings/booking'
import { setterName } from '../../storage/tool-storage'
import { recordBooking } from '../ledger-link/booking-outbox'
import type { QueueLeadToBook } from './booking-lead'
import { recordOutcome } from '../ledger-link/outcome-outbox'
import { rememberBooking } from '../ledger-link/bookings-here'
import { flushOutbox } from '../ledger-link/outbox-sender'
import { isPlainAddress } from '../../bookings/quote-email'
import { onlineStatus } from '../../online-status'
import { useExternalStore } from '../../use-external-store'
import { checkLedger } from '../ledger-link/ledger-client'
import { currentLedger, useLedgerSettings } from '../ledger-link/ledger-settings'

/** Offline too: the outbox asks nothing of the network. A claimed lead gets `Booked`, sent after its booking. */
export function useRecordBooking(onRecorded: () => void, queueLead: QueueLeadToBook | null = null) {
  return useMutation({
    mutationFn: async (booking: BookingToSend) => {
      await recordBooking(booking)
      if (!queueLead) return null
      const attemptId = crypto.randomUUID()
      const { leadId, timeZone } = queueLead
      const outcome = {
        leadId,
        attemptId,
        outcome: 'Booked' as const,
        bookingId: booking.id,
        calledAt: booking.bookedAt,
      }
      // The booking is kept whatever happens here: saying "not recorded" would invite a second booking.
      const kept = await recordOutcome(timeZone ? { ...outcome, timeZone } : outcome).then(
        () => true,
        () => false,
      )
      return kept ? attemptId : null
    },
    networkMode: 'always',
    // Its variables hold the lead's details: TanStack's mutation cache forgets them once the dialog has closed.
    gcTime: 0,
    onSuccess: (attemptId, booking) => {
      rememberBooking(booking)
      queueLead?.onBooked(attemptId, booking.id)
      void setterName.save(booking.setter)
      void flushOutbox()
      onRecorded()
    },
  })
}

// Whether the ledger emails the homeowner: its `check` answers a version that does. Shares Admin's cached check
// (the same key), asked here too so that a setter who never opens Admin is told.
/** The first script version that emails the homeowner the appointment. */
const HOMEOWNER_EMAIL_VERSION = 11

/** Whether the ledger will email the homeowner at `email`: a plain address, and a ledger that does. */
export function useLedgerEmailsHomeowners(email: string): boolean {
  const ledger = useLedgerSettings()
  const online = useExternalStore(onlineStatus)
  const { data } = useQuery({
    queryKey: ['ledger-check', ledger?.url ?? ''],
    queryFn: ({ signal }) => {
      const settings = currentLedger()
      if (!settings) throw new Error('no ledger')
      return checkLedger(settings, signal)
    },
    enabled: online && !!ledger,
    staleTime: 5 * 60_000,
    retry: false,
  })
  return isPlainAddress(email) && !!ledger && data?.kind === 'answer' && data.body.version >= HOMEOWNER_EMAIL_VERSION
}
