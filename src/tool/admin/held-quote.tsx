// A held booking (past its setter's daily limit, or the same homeowner booked with this partner and service), in Quotes
// not emailed: the owner sends it anyway or withdraws it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notEmailedCopy as copy } from '../../content/ledger-admin-copy'
import type { HeldBookingOutcome, HeldBookingRequest } from '../../ledger-api/ledger-contract'
import type { LedgerReply } from '../../ledger-api/ledger-answer'
import type { NotEmailedQuote } from '../../refunds/weekly-statement'
import { decideHeldBooking } from '../ledger-link/ledger-client'
import { readLedgerAgain } from '../ledger-link/ledger-query'
import { QuoteLine, type QuoteNotEmailedProps } from './quote-line'

export const HELD_DECISION = ['held-decision'] as const
const HELD_ACTIONS: [HeldBookingRequest['action'], string][] = [
  ['release', copy.sendAnyway],
  ['withdraw', copy.withdraw],
]

/** One press of Send anyway or Withdraw. */
export interface HeldDecision {
  quote: NotEmailedQuote
  action: HeldBookingRequest['action']
}

function heldOutcomeOf(reply: LedgerReply<HeldBookingOutcome>, action: HeldBookingRequest['action'], id: string) {
  if (reply.kind === 'refused') return copy.failed[reply.error]
  if (reply.kind === 'unreachable') return copy.failed.unreachable
  if (!reply.body.done) return copy.heldRefusals[reply.body.error]
  if (action === 'withdraw') return copy.withdrawn
  const delivery = reply.body.delivery
  if (delivery?.emailed.includes(id)) return copy.emailed
  const fate = [...(delivery?.notEmailed ?? []), ...(delivery?.held ?? [])].find((item) => item.id === id)
  return fate?.reason ?? copy.failed.unreachable
}

/** A held booking: the owner sends it anyway or withdraws it, once. */
export function HeldQuote({ quote, ledger, canSend }: QuoteNotEmailedProps) {
  const queryClient = useQueryClient()
  const mutationKey = [...HELD_DECISION, quote.id] as const
  const decide = useMutation({
    mutationKey,
    mutationFn: async ({ action }: HeldDecision) =>
      heldOutcomeOf(await decideHeldBooking(ledger, action, quote.id), action, quote.id),
    networkMode: 'always',
    onSuccess: () => readLedgerAgain(queryClient),
  })

  function press(action: HeldBookingRequest['action']) {
    // A second press before React re-renders the disabled buttons must not post twice.
    if (queryClient.isMutating({ mutationKey }) > 0) return
    decide.mutate({ quote, action })
  }

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
