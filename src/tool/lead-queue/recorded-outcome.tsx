import { isClosedByEarlierCall, nextLeadCopy as copy, NOT_HELD_WHEN_CALLED } from '../../content/lead-queue-copy'
import { onlineStatus } from '../../online-status'
import { useExternalStore } from '../../use-external-store'
import { outcomesView } from '../booking/outcome-sender'
import { lastRecorded } from './lead-on-screen'

// Online, a strip's outcome not yet tried is only waiting out its Undo window; Booked waits for its booking.
const withFollows = (recorded: string, follows: string) => (follows ? `${recorded} ${follows}` : recorded)

/** What became of the outcome just recorded: sent, waiting in the outbox, or refused by the ledger. */
export function RecordedOutcome() {
  const recorded = useExternalStore(lastRecorded)
  const entries = useExternalStore(outcomesView)
  const online = useExternalStore(onlineStatus)
  if (!recorded) return null
  const entry = entries.find((candidate) => candidate.outcome.attemptId === recorded.attemptId)
  const text =
    recorded.attemptId === null
      ? copy.bookedNotKept
      : entry?.state === 'rejected'
        ? entry.lastError === NOT_HELD_WHEN_CALLED
          ? copy.claimLost(NOT_HELD_WHEN_CALLED)
          : isClosedByEarlierCall(entry.lastError)
            ? copy.closedBy(recorded.leadName, entry.lastError)
            : copy.refusedOutcome(recorded.outcome, entry.lastError ?? '')
        : withFollows(
            entry?.state === 'sent' || (online && recorded.outcome !== 'Booked' && entry?.attempts === 0)
              ? copy.recorded(recorded.said.label)
              : copy.recordedWaiting(recorded.said.label),
            recorded.said.follows,
          )
  return (
    <p
      className={recorded.attemptId === null || entry?.state === 'rejected' ? 'form-message error' : 'recorded-outcome'}
      role="status"
    >
      {text}
    </p>
  )
}
