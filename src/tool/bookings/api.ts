// Bookings' server state: Mark booked's one event, kept in the outbox and sent from there.
import { useMutation } from '@tanstack/react-query'
import type { BookingToSend } from '../../bookings/booking'
import { setterName } from '../../storage/tool-storage'
import { recordBooking } from '../ledger-link/booking-outbox'
import type { QueueLeadToBook } from './booking-lead'
import { recordOutcome } from '../ledger-link/outcome-outbox'
import { rememberBooking } from '../ledger-link/bookings-here'
import { flushOutbox } from '../ledger-link/outbox-sender'

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
