import { useMutation } from '@tanstack/react-query'
import { recordOutcome, type OutcomeToSend } from './outcome-outbox'
import { flushOutbox } from './outbox-sender'

/** Offline too: the outcomes' outbox asks nothing of the network; it is sent once the bookings before it are. */
export function useRecordOutcome(onRecorded: (outcome: OutcomeToSend) => void) {
  return useMutation({
    mutationFn: (outcome: OutcomeToSend) => recordOutcome(outcome),
    networkMode: 'always',
    gcTime: 0,
    onSuccess: (_, outcome) => {
      void flushOutbox()
      onRecorded(outcome)
    },
  })
}
