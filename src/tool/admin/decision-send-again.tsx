import { useState } from 'react'
import { refundsAdminCopy as copy } from '../../content/refunds/refunds-admin-copy'
import { BEING_SENT, MAY_HAVE_BEEN_SENT } from '../../bookings/booking'
import type { DecidedRefund } from '../../ledger-api/refunds-answer'
import { useLedgerSettings } from '../ledger-link/ledger-settings'
import { useResendDecision } from './api/refunds'
import { SendAgainQuestion } from './quotes-not-emailed'

/** Whether a decision's email is still to go: not sent, not on its way. */
export const decisionEmailNotSent = (status: string) => !['Sent', 'Sent by hand', BEING_SENT].includes(status.trim())

/** Send again on a decided refund whose email did not go; one that may have gone asks first, as a quote does. */
export function DecisionSendAgain({ refund }: { refund: DecidedRefund }) {
  const ledger = useLedgerSettings()
  const [asking, setAsking] = useState(false)
  const { sending, send: sendOnce } = useResendDecision(refund, ledger)
  if (!ledger) return null

  function send(resend: boolean) {
    setAsking(false)
    sendOnce(resend)
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
