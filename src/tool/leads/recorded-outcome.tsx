import { useEffect, useState } from 'react'
import { isClosedByEarlierCall, nextLeadCopy as copy, NOT_HELD_WHEN_CALLED } from '../../content/leads/lead-queue-copy'
import { onlineStatus } from '../../online-status'
import { useExternalStore } from '../../use-external-store'
import { outcomesView } from '../ledger-link/outcome-sender'
import { inUndoWindow, type OutcomeEntry } from '../ledger-link/outcome-outbox'
import { lastRecorded, undoLastOutcome } from './lead-on-screen'

// Online, a strip's outcome not yet tried is only waiting out its Undo window; Booked waits for its booking.
const withFollows = (recorded: string, follows: string) => (follows ? `${recorded} ${follows}` : recorded)

/** Whether `entry` waits out its Undo window; false again once the window ends. */
function useUndoWindow(entry: OutcomeEntry | undefined): boolean {
  const notBefore = entry && inUndoWindow(entry) ? entry.notBefore! : null
  const [endedAt, setEndedAt] = useState<number | null>(null)
  useEffect(() => {
    if (notBefore === null) return
    const timer = setTimeout(() => setEndedAt(notBefore), Math.max(0, notBefore - Date.now()))
    return () => clearTimeout(timer)
  }, [notBefore])
  return notBefore !== null && endedAt !== notBefore
}

/** What became of the outcome just recorded: sent, waiting in the outbox, or refused by the ledger. */
export function RecordedOutcome() {
  const recorded = useExternalStore(lastRecorded)
  const entries = useExternalStore(outcomesView)
  const online = useExternalStore(onlineStatus)
  const entry = recorded ? entries.find((candidate) => candidate.outcome.attemptId === recorded.attemptId) : undefined
  const undoable = useUndoWindow(entry)
  if (!recorded) return null
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
    <div className="recorded-outcome-line">
      <p
        className={
          recorded.attemptId === null || entry?.state === 'rejected' ? 'form-message error' : 'recorded-outcome'
        }
        role="status"
      >
        {text}
      </p>
      {undoable ? (
        <button type="button" className="button button-secondary undo-outcome" onClick={() => void undoLastOutcome()}>
          {copy.undo}
        </button>
      ) : null}
    </div>
  )
}
