import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useExternalStore } from '../../use-external-store'
import type { QueueLeadToBook } from '../bookings/booking-lead'
import { leadBooked, leadOnScreen } from './lead-on-screen'
import { readQueueAgain } from './lead-queue-query'

/** What Mark booked needs of the lead on screen, when Next lead claimed it. */
export function useQueueLeadToBook(): QueueLeadToBook | null {
  const onScreen = useExternalStore(leadOnScreen)
  const queryClient = useQueryClient()
  return useMemo(() => {
    if (!onScreen) return null
    return {
      leadId: onScreen.lead.leadId,
      ...(onScreen.zoneByZip ? { timeZone: onScreen.zoneByZip } : {}),
      onBooked: (attemptId: string | null, bookingId: string) => {
        leadBooked(onScreen.lead.leadId, attemptId, bookingId)
        void readQueueAgain(queryClient)
      },
    }
  }, [onScreen, queryClient])
}
