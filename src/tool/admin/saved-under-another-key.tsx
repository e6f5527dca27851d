import { useState } from 'react'
import { bookingCopy } from '../../content/bookings/booking-copy'
import { keyWaitingCopy as copy } from '../../content/key-waiting-copy'
import { setterClockTime } from '../../intl-format'
import { useExternalStore } from '../../use-external-store'
import { waitsForItsKey } from '../ledger-link/key-fingerprint'
import { discardSavedUnderAnotherKey, outboxView, sendUnderKeyInEffect } from '../ledger-link/outbox-sender'
import { outcomesView } from '../ledger-link/outcome-sender'

type Choice = 'send' | 'discard'

/** Admin → the bookings and outcomes saved under another key: sent under this one, or discarded, once confirmed. */
export function SavedUnderAnotherKey() {
  const { entries, keyFingerprint } = useExternalStore(outboxView)
  const outcomes = useExternalStore(outcomesView)
  const [asking, setAsking] = useState<Choice | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const waitingForTheirKey = <Entry extends { state: string; keyFingerprint?: string }>(list: Entry[]) =>
    list.filter((entry) => entry.state === 'waiting' && waitsForItsKey(entry, keyFingerprint))
  const bookings = waitingForTheirKey(entries)
  const calls = waitingForTheirKey(outcomes)
  const count = bookings.length + calls.length
  if (count === 0 && !done) return null

  async function carryOut(choice: Choice) {
    setAsking(null)
    const bookingIds = bookings.map((entry) => entry.booking.id)
    const attemptIds = calls.map((entry) => entry.outcome.attemptId)
    if (choice === 'send') await sendUnderKeyInEffect(bookingIds, attemptIds)
    else await discardSavedUnderAnotherKey(bookingIds, attemptIds)
    setDone(choice === 'send' ? copy.sent : copy.discarded)
  }

  return (
    <section className="not-emailed saved-under-another-key" aria-labelledby="another-key-heading">
      <h3 id="another-key-heading">{copy.heading}</h3>
      {count > 0 ? (
        <>
          <p className="hint">{copy.intro(bookings.length, calls.length)}</p>
          <ul aria-label={copy.listLabel}>
            {bookings.map((entry) => (
              <li key={entry.booking.id}>
                {bookingCopy.waitingItem(entry.booking.partner, entry.booking.zip, setterClockTime(entry.recordedAt))}
              </li>
            ))}
            {calls.map((entry) => (
              <li key={entry.outcome.attemptId}>
                {bookingCopy.waitingOutcomeItem(entry.outcome.outcome, setterClockTime(entry.recordedAt))}
              </li>
            ))}
          </ul>
          {asking ? (
            <div role="group" aria-labelledby="another-key-question">
              <p id="another-key-question">
                <strong>{asking === 'send' ? copy.confirmSend(count) : copy.confirmDiscard(count)}</strong>
              </p>
              <div className="admin-actions">
                <button type="button" className="button button-primary" onClick={() => void carryOut(asking)} autoFocus>
                  {asking === 'send' ? copy.yesSend : copy.yesDiscard}
                </button>
                <button type="button" className="button button-secondary" onClick={() => setAsking(null)}>
                  {copy.cancel}
                </button>
              </div>
            </div>
          ) : (
            <div className="admin-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={keyFingerprint === null}
                onClick={() => {
                  setDone(null)
                  setAsking('send')
                }}
              >
                {copy.sendUnderThisKey}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  setDone(null)
                  setAsking('discard')
                }}
              >
                {copy.discard}
              </button>
            </div>
          )}
        </>
      ) : null}
      {done ? (
        <p className="form-message ok" role="status">
          {done}
        </p>
      ) : null}
    </section>
  )
}
