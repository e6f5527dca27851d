import { useMemo } from 'react'
import { useExternalStore } from '../../use-external-store'
import type { QueueLeadToBook } from '../bookings/booking-lead'
import { leadBooked, leadOnScreen } from './lead-on-screen'
import { useReadQueueAgain } from './api'

/** What Mark booked needs of the lead on screen, when Next lead claimed it. */
export function useQueueLeadToBook(): QueueLeadToBook | null {
  const onScreen = useExternalStore(leadOnScreen)
  const readQueueAgain = useReadQueueAgain()
  return useMemo(() => {
    if (!onScreen) return null
    return {
      leadId: onScreen.lead.leadId,
      ...(onScreen.zoneByZip ? { timeZone: onScreen.zoneByZip } : {}),
      onBooked: (attemptId: string | null, bookingId: string) => {
        leadBooked(onScreen.lead.leadId, attemptId, bookingId)
        void readQueueAgain()
      },
    }
  }, [onScreen, readQueueAgain])
}
