import { useMemo } from 'react'
import { nextLeadCopy } from '../../content/leads/lead-queue-copy'
import { toolDeployment } from '../../content/tool-deployment'
import type { ClaimedLead } from '../../ledger-api/ledger-contract'
import { agencyDayLabel } from '../../partner-time/agency-week'
import { useExternalStore } from '../../use-external-store'
import type { QueueLeadToBook } from '../bookings/booking-lead'
import { leadBooked, leadOnScreen } from './lead-on-screen'
import { useReadQueueAgain } from './api'

/** @internal Tests read it alone. A rebook row's line in Mark booked: the day, on the agency's wall clock, the earlier quote was booked; else null. */
export function rebookLineOf(lead: Pick<ClaimedLead, 'rebookOf' | 'rebookBookedAt'>, agencyZone: string) {
  const bookedAt = Date.parse(lead.rebookBookedAt ?? '')
  if (!lead.rebookOf || Number.isNaN(bookedAt)) return null
  return nextLeadCopy.rebookDialogLine(agencyDayLabel(bookedAt, agencyZone))
}

/** What Mark booked needs of the lead on screen, when Next lead claimed it. */
export function useQueueLeadToBook(): QueueLeadToBook | null {
  const onScreen = useExternalStore(leadOnScreen)
  const readQueueAgain = useReadQueueAgain()
  return useMemo(() => {
    if (!onScreen) return null
    const rebookLine = rebookLineOf(onScreen.lead, toolDeployment.agencyTimeZone)
    return {
      leadId: onScreen.lead.leadId,
      ...(rebookLine ? { rebookLine } : {}),
      ...(onScreen.zoneByZip ? { timeZone: onScreen.zoneByZip } : {}),
      onBooked: (attemptId: string | null, bookingId: string) => {
        leadBooked(onScreen.lead.leadId, attemptId, bookingId)
        void readQueueAgain()
      },
    }
  }, [onScreen, readQueueAgain])
}
