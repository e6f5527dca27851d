import { useMutation } from '@tanstack/react-query'
import type { BookingToSend } from '../../ledger/ledger-contract'
import { setterName } from '../../storage/tool-storage'
import { recordBooking } from './booking-outbox'
import { rememberBooking } from './bookings-here'
import { flushOutbox } from './outbox-sender'

/**
 * Record booking: the outbox takes the booking, offline too (it asks nothing of the network); then the card's line
 * remembers it, the setter's name is kept and the outbox is sent. The ledger is read again once it acknowledges.
 */
export function useRecordBooking(onRecorded: () => void) {
  return useMutation({
    mutationFn: (booking: BookingToSend) => recordBooking(booking),
    networkMode: 'always',
    // Its variables hold the lead's details: TanStack's mutation cache forgets them once the dialog has closed.
    gcTime: 0,
    onSuccess: (_, booking) => {
      rememberBooking(booking)
      void setterName.save(booking.setter)
      void flushOutbox()
      onRecorded()
    },
  })
}
