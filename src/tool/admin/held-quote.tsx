// A held booking (past its setter's daily limit, or the same homeowner booked with this partner and service), in Quotes
// not emailed: the owner sends it anyway or withdraws it.
import { notEmailedCopy as copy } from '../../content/ledger-admin-copy'
import type { HeldBookingRequest } from '../../ledger-api/ledger-contract'
import { useHeldDecision } from './api/quotes'
import { QuoteLine, type QuoteNotEmailedProps } from './quote-line'

const HELD_ACTIONS: [HeldBookingRequest['action'], string][] = [
  ['release', copy.sendAnyway],
  ['withdraw', copy.withdraw],
]

/** A held booking: the owner sends it anyway or withdraws it, once. */
export function HeldQuote({ quote, ledger, canSend }: QuoteNotEmailedProps) {
  const { decide, press } = useHeldDecision(quote, ledger)

  const decided = decide.isSuccess && (decide.data === copy.emailed || decide.data === copy.withdrawn)
  return (
    <li>
      <QuoteLine quote={quote} />
      {canSend && !decided ? (
        <>
          {HELD_ACTIONS.map(([action, label]) => (
            <button
              key={action}
              type="button"
              className="button button-secondary"
              disabled={decide.isPending}
              onClick={() => press(action)}
            >
              {label}
            </button>
          ))}
        </>
      ) : null}
      <span className="send-outcome" role="status">
        {decide.isPending ? copy.sending : decide.data}
      </span>
    </li>
  )
}
