import { useMutation } from '@tanstack/react-query'
import { recordOutcome, type OutcomeToSend } from './outcome-outbox'
import { flushOutbox } from './outbox-sender'

/**
 * Record a call's outcome: the outcomes' outbox takes it, offline too (it asks nothing of the network); then the
 * outbox is sent, once the bookings before it are.
 */
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
