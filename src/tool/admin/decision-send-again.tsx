import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { refundsAdminCopy as copy } from '../../content/refunds/refunds-admin-copy'
import type { LedgerReply } from '../../ledger-api/ledger-answer'
import { BEING_SENT, MAY_HAVE_BEEN_SENT } from '../../bookings/booking'
import type { DecidedRefund, ResendDecisionOutcome } from '../../ledger-api/refunds-answer'
import { resendDecision } from '../ledger-link/ledger-client'
import { useLedgerSettings } from '../ledger-link/ledger-settings'
import { SendAgainQuestion } from './quotes-not-emailed'
import { readRefundsAgain } from './refunds-query'

/** Whether a decision's email is still to go: not sent, not on its way. */
export const decisionEmailNotSent = (status: string) => !['Sent', 'Sent by hand', BEING_SENT].includes(status.trim())

function outcomeText(reply: LedgerReply<ResendDecisionOutcome>): string {
  if (reply.kind === 'refused') throw new Error(copy.failed[reply.error])
  if (reply.kind === 'unreachable') throw new Error(copy.failed.unreachable)
  return reply.body.sent ? copy.refundEmail(reply.body.refundEmailStatus) : copy.resendRefusals[reply.body.error]
}

/** Send again on a decided refund whose email did not go; one that may have gone asks first, as a quote does. */
export function DecisionSendAgain({ refund }: { refund: DecidedRefund }) {
  const ledger = useLedgerSettings()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const mutationKey = ['resend-decision', refund.id]
  const sending = useMutation({
    mutationKey,
    mutationFn: async (resend: boolean) =>
      outcomeText(await resendDecision(ledger!, { id: refund.id, ...(resend ? { resend } : {}) })),
    networkMode: 'always',
    onSuccess: () => readRefundsAgain(queryClient),
  })
  if (!ledger) return null

  function send(resend: boolean) {
    setAsking(false)
    // A second press before React re-renders the disabled button must not post a second request.
    if (queryClient.isMutating({ mutationKey }) > 0) return
    sending.mutate(resend)
  }

  return (
    <p className="decision-send-again">
      {asking ? (
        <SendAgainQuestion onSend={() => send(true)} onKeep={() => setAsking(false)} />
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={sending.isPending}
          onClick={() => (refund.refundEmailStatus === MAY_HAVE_BEEN_SENT ? setAsking(true) : send(false))}
        >
          {copy.sendAgain}
        </button>
      )}{' '}
      <span role="status">
        {sending.isPending ? copy.deciding : sending.isError ? sending.error.message : sending.data}
      </span>
    </p>
  )
}
