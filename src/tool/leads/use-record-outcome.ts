import { useMutation } from '@tanstack/react-query'
import { recordOutcome, UNDO_WINDOW_MS, type OutcomeToSend } from '../ledger-link/outcome-outbox'
import { flushOutbox } from '../ledger-link/outbox-sender'

/** A strip's outcome, kept with its Undo window. Offline too: the outcomes' outbox asks nothing of the network; it is sent once the bookings before it are. */
export function useRecordOutcome(onRecorded: (outcome: OutcomeToSend) => void) {
  return useMutation({
    mutationFn: (outcome: OutcomeToSend) => {
      const now = Date.now()
      return recordOutcome(outcome, now, now + UNDO_WINDOW_MS)
    },
    networkMode: 'always',
    gcTime: 0,
    onSuccess: (_, outcome) => {
      void flushOutbox()
      onRecorded(outcome)
    },
  })
}
